import JSZip from "jszip";
import { describe, expect, it, vi } from "vitest";
import { DOWNLOAD_CONCURRENCY } from "@shared/domain/download-plan";
import { buildDownloadZip, MISSING_PHOTOS_FILE, type DownloadDeps } from "./build-zip";
import { REPORTS_WITH_PHOTOS, SIGNED_URLS } from "./queries";
import { ZipWriter } from "./zip-writer";

const trips = [{ id: 11, numero: "M11" }, { id: 12, numero: "M12" }];

function fakeDeps(options: { failTraceabilityOf?: number } = {}) {
  const exports: { idquery: number; filters: unknown }[] = [];
  const deps: DownloadDeps = {
    apiBase: "http://api",
    headers: () => ({ Authorization: "t", idapp: "12", idempresa: "1" }),
    graphql: async <T,>(document: string, variables: Record<string, unknown>) => {
      if (document === REPORTS_WITH_PHOTOS) {
        const id = Number(variables.id);
        return { trazabilidadInfo: { totalreg: 2, data: [{ id: id * 10, numberdocs: 2 }, { id: id * 10 + 1, numberdocs: 0 }] } } as T;
      }
      if (document === SIGNED_URLS) {
        const r = Number(variables.idreporte);
        return {
          getSignedURLReport: [
            { id: 1, key: `1/${r}_a.jpg`, url: `/api/uploads?key=1/${r}_a.jpg` },
            { id: 2, key: `1/${r}_b.jpg`, url: `/api/uploads?key=1/${r}_b.jpg` },
          ],
        } as T;
      }
      throw new Error(`unexpected ${document}`);
    },
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (url === "http://api/api/v1/filesDoc") {
        const body = JSON.parse(String(init?.body)) as { idquery: number; filters: { value: unknown }[] };
        exports.push({ idquery: body.idquery, filters: body.filters });
        if (body.idquery === 1 && body.filters[0].value === options.failTraceabilityOf) return new Response("x", { status: 500 });
        return new Response(new Blob([`xlsx ${body.idquery} ${JSON.stringify(body.filters[0].value)}`]));
      }
      if (url.startsWith("http://api/api/uploads")) {
        return url.endsWith("_b.jpg") ? new Response("no", { status: 404 }) : new Response(new Blob([url]));
      }
      return new Response("?", { status: 400 });
    }) as typeof fetch,
  };
  return { deps, exports };
}

describe("buildDownloadZip", () => {
  it("holds VIAJES.xlsx, one TRAZABILIDAD.xlsx per trip folder and the images, listing the missing ones", async () => {
    const { deps, exports } = fakeDeps();
    const progress: number[] = [];
    const blob = await buildDownloadZip({ trips, tripFields: ["id", "numero"], orders: [], photos: true, onProgress: (n) => progress.push(n) }, deps);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    const files = Object.keys(zip.files).filter((f) => !zip.files[f].dir).sort();
    expect(files).toEqual([
      `11_M11/${MISSING_PHOTOS_FILE}`, "11_M11/TRAZABILIDAD.xlsx", "11_M11/fotos/110_1_110_a.jpg",
      `12_M12/${MISSING_PHOTOS_FILE}`, "12_M12/TRAZABILIDAD.xlsx", "12_M12/fotos/120_1_120_a.jpg",
      "VIAJES.xlsx",
    ]);
    expect(await zip.file("VIAJES.xlsx")!.async("string")).toBe("xlsx 2 [11,12]");
    expect(await zip.file("12_M12/TRAZABILIDAD.xlsx")!.async("string")).toBe("xlsx 1 12");
    expect(await zip.file(`11_M11/${MISSING_PHOTOS_FILE}`)!.async("string")).toBe("110: 1/110_b.jpg\n");
    expect(progress).toEqual([1, 2]);
    expect(exports.filter((e) => e.idquery === 1)).toHaveLength(2);
  });

  it("leaves the photos out when asked", async () => {
    const { deps } = fakeDeps();
    const blob = await buildDownloadZip({ trips, tripFields: ["id"], orders: [], photos: false, onProgress: () => undefined }, deps);
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(zip.files).filter((f) => f.includes("fotos") || f.endsWith(".txt"))).toEqual([]);
  });

  it("rejects on a failed request", async () => {
    const { deps } = fakeDeps({ failTraceabilityOf: 12 });
    await expect(buildDownloadZip({ trips, tripFields: ["id"], orders: [], photos: false, onProgress: () => undefined }, deps)).rejects.toThrow();
  });

  it("writes each file into the zip as it arrives: never more than DOWNLOAD_CONCURRENCY files wait, output is flushed as it grows", async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ id: 21 + i, numero: `M${21 + i}` }));
    const IMAGE_BYTES = 4096;
    const imageOf = (url: string) => Uint8Array.from({ length: IMAGE_BYTES }, (_, i) => (i * 31 + url.length * 7 + url.charCodeAt(url.length - 7)) % 256);
    const log: string[] = [];
    const served = new Map<string, Uint8Array>();
    const base = fakeDeps().deps;
    const deps: DownloadDeps = {
      ...base,
      // every answer arrives on a later task, so the trips' lanes really overlap
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const url = String(input);
        if (url.startsWith("http://api/api/uploads")) {
          const bytes = imageOf(url);
          served.set(url.slice(url.lastIndexOf("/") + 1), bytes);
          log.push(`arrived ${url}`);
          return new Response(bytes);
        }
        log.push(`arrived ${url} ${String(init?.body).slice(0, 60)}`);
        return base.fetch(input, init);
      }) as typeof fetch,
    };
    const FLUSH = 1024;
    const zip = new ZipWriter(FLUSH);
    const add = zip.add.bind(zip);
    const afterAdd: { name: string; size: number; written: number; buffered: number }[] = [];
    vi.spyOn(zip, "add").mockImplementation((name, data) => {
      const before = zip.written;
      add(name, data);
      log.push(`added ${name}`);
      afterAdd.push({ name, size: zip.written - before, written: zip.written, buffered: zip.buffered });
    });

    const blob = await buildDownloadZip({ trips: many, tripFields: ["id"], orders: [], photos: true, onProgress: () => undefined }, deps, zip);

    // files arrive and are added one by one: at any moment at most DOWNLOAD_CONCURRENCY are held, waiting
    let waiting = 0;
    let most = 0;
    for (const line of log) {
      waiting += line.startsWith("arrived") ? 1 : -1;
      most = Math.max(most, waiting);
    }
    expect(waiting).toBe(0);
    expect(most).toBeLessThanOrEqual(DOWNLOAD_CONCURRENCY);
    // the first files are in the zip before the last ones are fetched (nothing is fetched up front)
    expect(log.indexOf(`added ${afterAdd[0].name}`)).toBeLessThan(log.map((l) => l.startsWith("arrived")).lastIndexOf(true));
    // each add writes that file into the output at once, and the output is handed to Blob parts as it grows
    for (const step of afterAdd) {
      expect(step.buffered).toBeLessThan(FLUSH);
      if (step.name.includes("/fotos/")) expect(step.size).toBeGreaterThan(IMAGE_BYTES);
    }
    expect(afterAdd.map((s) => s.written)).toEqual([...afterAdd.map((s) => s.written)].sort((a, b) => a - b));
    expect(afterAdd).toHaveLength(1 + many.length * 3);

    // and the output is a valid zip with every file's bytes
    const read = await JSZip.loadAsync(await blob.arrayBuffer());
    const files = Object.keys(read.files).filter((f) => !read.files[f].dir);
    expect(files.sort()).toEqual(afterAdd.map((s) => s.name).sort());
    for (const trip of many) {
      const name = `${trip.id}_${trip.numero}/fotos/${trip.id * 10}_1_${trip.id * 10}_a.jpg`;
      const key = `${trip.id * 10}_a.jpg`;
      expect(Buffer.from(await read.file(name)!.async("uint8array")).equals(Buffer.from(served.get(key)!)), name).toBe(true);
    }
  });
});
