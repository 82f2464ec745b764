import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { buildDownloadZip, MISSING_PHOTOS_FILE, type DownloadDeps } from "./build-zip";
import { REPORTS_WITH_PHOTOS, SIGNED_URLS } from "./queries";

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
});
