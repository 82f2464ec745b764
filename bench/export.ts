// Export of the trips list (idquery 2, 'Exportar todo') through the real server over HTTP, at several
// row counts on one bench-seeded database: seconds to the last byte and the process's peak RSS while
// exporting. The client only counts the bytes, so the figure is the server's (and database's) memory.
// Each size exports the company's first N trips (an `id <= cut` filter), so one database serves all sizes.
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import type { Database } from "../server/db/client";
import { createLiveBus } from "../server/live/bus";
import { featureRoutes } from "../server/rest/routes";

/** the trips list's usual visible columns */
const FIELDS = [
  "numero", "placa", "fecha", "cliente", "origen", "destino", "ruta", "estado", "nombreconductor", "telefonoconductor",
  "ultimoevento", "fechahoraultimoevento", "fechahoraproximallamada", "proximopuestocontrol", "indicadoraltoriesgo",
  "mercancias", "controlador",
];

export interface ExportFigure {
  rows: number;
  seconds: number;
  peakRssMb: number;
  fileMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function benchExport(database: Database, sizes = [10_000, 100_000]): Promise<ExportFigure[]> {
  const live = createLiveBus();
  const app = createApp({ database, live, routes: featureRoutes({ database, live }) });
  await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const { token, idempresa } = (await login.json()) as { token: string; idempresa: number };
    const headers = { "content-type": "application/json", authorization: token, idapp: "12", idempresa: String(idempresa) };

    /** the first `size` trips of the company: the filter and the row count it gives */
    const firstTrips = async (size: number) => {
      const [cut] = await database.query<{ id: number }>(
        `SELECT "id" FROM "viajeslista" WHERE "idempresa" = $1 ORDER BY "id" OFFSET $2 LIMIT 1`,
        [idempresa, size - 1],
      );
      const filters = cut ? [{ field: "id", operator: "lte", value: Number(cut.id) }] : [];
      const [count] = await database.query<{ n: number }>(
        `SELECT count(*)::int AS "n" FROM "viajeslista" WHERE "idempresa" = $1${cut ? ` AND "id" <= $2` : ""}`,
        cut ? [idempresa, cut.id] : [idempresa],
      );
      return { filters, rows: Number(count.n) };
    };

    /** downloads the file, keeping only its size */
    const download = async (filters: unknown[]) => {
      const res = await fetch(`${base}/api/v1/filesDoc`, {
        method: "POST",
        headers,
        body: JSON.stringify({ idquery: 2, fields: FIELDS, filters, title: "viajes" }),
      });
      if (res.status !== 200 || !res.body) throw new Error(`filesDoc answered ${res.status}: ${await res.text()}`);
      const reader = res.body.getReader();
      let bytes = 0;
      for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
      return bytes;
    };

    await download((await firstTrips(200)).filters); // warm-up: module loading and JIT are not the export's
    const figures: ExportFigure[] = [];
    for (const size of sizes) {
      const { filters, rows } = await firstTrips(size);
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const t = performance.now();
      try {
        const bytes = await download(filters);
        const seconds = Math.round((performance.now() - t) / 10) / 100;
        peak = Math.max(peak, process.memoryUsage().rss);
        figures.push({ rows, seconds, peakRssMb: mb(peak), fileMb: mb(bytes) });
      } finally {
        clearInterval(sampler);
      }
    }
    return figures;
  } finally {
    await app.close();
    await live.close();
  }
}
