// The download manager's zip (memory bounded): the page's peak memory while zipping N MB of photos
// (1 MB each, 10 per trip, fake server answers), in a child process per way of building it: ZipWriter as
// build-zip.ts uses it, and the previous jszip way (zip.file(name, blob) for every file, then
// generateAsync({type: 'blob'})) for comparison. Figures: the child's peak RSS (VmHWM) above its RSS before
// zipping. Node keeps Blob data in the process, so the finished zip (N MB) counts in both; a browser keeps it
// in its blob store (Chromium pages it to disk), so the page itself holds only the difference.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { buildDownloadZip, type DownloadDeps } from "../src/custom-pages/download-manager/build-zip";
import { REPORTS_WITH_PHOTOS, SIGNED_URLS } from "../src/custom-pages/download-manager/queries";
import { photoPath, type TripRef } from "@shared/domain/download-plan";

const IMAGE_BYTES = 1024 * 1024;
const PER_TRIP = 10;
type Mode = "zipWriter" | "jszip";

const round = (n: number) => Math.round(n * 10) / 10;
function memoryMb(): { rss: number; hwm: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

/** an image's bytes: fresh memory per request, as a download receives them */
const image = (seed: number) => {
  const bytes = new Uint8Array(IMAGE_BYTES);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (seed + i) % 251;
  return bytes;
};

function fakeDeps(): DownloadDeps {
  return {
    apiBase: "http://api",
    headers: () => ({}),
    graphql: async <T,>(document: string, variables: Record<string, unknown>) => {
      if (document === REPORTS_WITH_PHOTOS) return { trazabilidadInfo: { totalreg: 1, data: [{ id: Number(variables.id), numberdocs: PER_TRIP }] } } as T;
      if (document === SIGNED_URLS) {
        const r = Number(variables.idreporte);
        return { getSignedURLReport: Array.from({ length: PER_TRIP }, (_, i) => ({ id: i, key: `1/${r}_${i}.jpg`, url: `/api/uploads?key=1/${r}_${i}.jpg` })) } as T;
      }
      throw new Error(`unexpected ${document}`);
    },
    fetch: (async (input: string | URL | Request) => {
      const url = String(input);
      if (url.includes("/api/uploads")) return new Response(image(url.length));
      return new Response(new Blob(["xlsx"]));
    }) as typeof fetch,
  };
}

/** the zip as build-zip.ts made it before ZipWriter: every file kept by jszip, then generated at once */
async function jszipWay(trips: TripRef[], deps: DownloadDeps): Promise<Blob> {
  const zip = new JSZip();
  for (const trip of trips) {
    for (let i = 0; i < PER_TRIP; i++) {
      const response = await deps.fetch(`http://api/api/uploads?key=1/${trip.id}_${i}.jpg`);
      zip.file(photoPath(trip, trip.id, i, `${trip.id}_${i}.jpg`), await response.blob());
    }
  }
  return zip.generateAsync({ type: "blob", streamFiles: true, compression: "STORE" });
}

async function child(mode: Mode, megabytes: number) {
  const trips = Array.from({ length: Math.ceil(megabytes / PER_TRIP) }, (_, i) => ({ id: i + 1, numero: `M${i + 1}` }));
  const deps = fakeDeps();
  const before = memoryMb();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb().rss)), 20);
  const blob =
    mode === "zipWriter"
      ? await buildDownloadZip({ trips, tripFields: ["id"], orders: [], photos: true, onProgress: () => undefined }, deps)
      : await jszipWay(trips, deps);
  clearInterval(sampler);
  const after = memoryMb();
  peak = Math.max(peak, after.hwm);
  console.log(JSON.stringify({ zipMb: round(blob.size / 1024 / 1024), rssBeforeMb: round(before.rss), peakAboveBeforeMb: round(peak - before.rss) }));
}

export function benchDownloadZip(megabytes = 200) {
  const self = fileURLToPath(import.meta.url);
  const run = (mode: Mode) => {
    const out = spawnSync(process.execPath, ["--import", "tsx", self, mode, String(megabytes)], { encoding: "utf8" });
    if (out.status !== 0) throw new Error(`download-zip ${mode}: ${out.stderr}`);
    return JSON.parse(out.stdout.trim().split("\n").pop()!) as { zipMb: number; rssBeforeMb: number; peakAboveBeforeMb: number };
  };
  const zipWriter = run("zipWriter");
  const jszip = run("jszip");
  return { imagesMb: megabytes, imageMb: 1, zipMb: zipWriter.zipMb, peakAboveBeforeMb: { zipWriter: zipWriter.peakAboveBeforeMb, jszip: jszip.peakAboveBeforeMb } };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  await child(process.argv[2] as Mode, Number(process.argv[3] ?? 200));
}
