// Crash safety: the server runs as a child process on a file-backed PGlite folder (and on a
// PostgreSQL database when TEST_DATABASE_URL is set); four operators send createReporteV2 calls (two reports
// each, with shipment links and image documents) until the server is killed with SIGKILL mid-run. After a
// restart on the same data: every acknowledged report is there, no report is half-written, and every
// trip's idultimoreporte is its newest report.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { openDatabase, type Database } from "@server/db/client";
import { usuarios } from "@server/db/schema";
import { hashPassword } from "@server/auth/password";
import { enginesOf, type Engine } from "./helpers/server";
import { demoDataDir, openTestDatabase } from "../support/test-databases";
import { childAuth, startChildServer } from "./helpers/child-server";

const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje } }`;
const WORKERS = 4;
const KILL_AFTER_ACKS = 24;
const IMAGES = ["frente.jpg", "lado.png"];

interface Sent {
  idviaje: number;
  shipments: number;
}

const when = () => {
  const p = partsOf(new Date());
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

/**
 * Where the child keeps its data, holding a copy of the run's demo data: a folder (PGlite) or a throw-away
 * PostgreSQL database. `open` opens it from this process (the PGlite folder only while the child is not running).
 */
async function dataPlace(engine: Engine): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), "tdc-crash-"));
  if (engine === "pglite") {
    const dataDir = join(folder, "db");
    await demoDataDir(dataDir);
    return {
      env: { DATA_DIR: dataDir, UPLOADS_DIR: join(folder, "uploads") },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const copy = await openTestDatabase("postgres");
  return {
    env: { DATABASE_URL: copy.url!, DATA_DIR: join(folder, "unused"), UPLOADS_DIR: join(folder, "uploads") },
    open: () => openDatabase({ url: copy.url! }),
    drop: async () => {
      await copy.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe.each(enginesOf(import.meta.url))("crash safety on %s", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it("keeps every acknowledged report, whole, across a SIGKILL", async () => {
    const place = await dataPlace(engine);
    cleanups.push(place.drop);

    // the demo data, and the open company-1 trips with shipments the operators report on
    let database: Database = await place.open();
    const trips = await database.query<{ id: number; remesas: number[] }>(
      `SELECT v.id, array_agg(r.id ORDER BY r.id) AS remesas FROM viajes v JOIN remesas r ON r.idviaje = v.id
        WHERE v.idempresa = 1 AND v.idsysestado = 10 GROUP BY v.id ORDER BY v.id LIMIT ${WORKERS}`,
    );
    // one traffic controller per worker, as on a shift (and image names are unique per user and instant)
    const passwordhash = await hashPassword("crash123");
    await database.db.insert(usuarios).values(trips.map((_, w) => ({
      idempresa: 1, username: `crash${w}`, nombre: `Controlador ${w}`, correo: `crash${w}@example.com`, telefono: "3000000000",
      idrol: 1, idsysperfil: 1, passwordhash, debecambiarclave: false, indicadoractivo: true,
    })));
    await database.close();
    expect(trips).toHaveLength(WORKERS);

    const server = await startChildServer(place.env);
    cleanups.push(async () => void server.proc.kill("SIGKILL"));
    const tokens = await Promise.all(trips.map((_, w) => childAuth(server.url, `crash${w}`, "crash123")));
    const sent = new Map<string, Sent>();
    const acknowledged = new Map<number, string>();
    let killed = false;

    const worker = async (w: number) => {
      const trip = trips[w];
      const headers = tokens[w];
      for (let n = 0; !killed; n++) {
        const reports = [0, 1].map((k) => {
          const clientrequestid = `crash-${w}-${n}-${k}`;
          const shipments = trip.remesas.slice(0, 1 + ((n + k) % Math.min(2, trip.remesas.length)));
          sent.set(clientrequestid, { idviaje: trip.id, shipments: shipments.length });
          return {
            clientrequestid, idviaje: trip.id, idsysevento: 37, idremesas: shipments, imagenes: IMAGES,
            lugar: "Prueba de caida", novedad: `Reporte ${n}.${k}`, ...when(),
          };
        });
        let res: Response;
        try {
          res = await fetch(`${server.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", ...headers },
            body: JSON.stringify({ query: REPORT, variables: { r: reports } }),
          });
        } catch {
          return; // the server is gone
        }
        const body = (await res.json().catch(() => null)) as { data?: { createReporteV2: { id: number }[] }; errors?: unknown[] } | null;
        if (!body) return;
        expect(body.errors, `${JSON.stringify(body.errors)}\n${server.output().slice(-3000)}`).toBeUndefined();
        body.data!.createReporteV2.forEach((r, k) => acknowledged.set(r.id, reports[k].clientrequestid));
      }
    };
    const killer = (async () => {
      while (acknowledged.size < KILL_AFTER_ACKS) await new Promise((r) => setTimeout(r, 20));
      killed = true;
      server.proc.kill("SIGKILL");
    })();
    await Promise.all([killer, ...trips.map((_, w) => worker(w))]);
    expect((await server.exited).signal).toBe("SIGKILL");
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    // the restarted server opens the same data and takes reports again
    const again = await startChildServer(place.env);
    cleanups.push(async () => void again.proc.kill("SIGKILL"));
    const after = await childAuth(again.url, "admin", "admin123");
    const res = await fetch(`${again.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...after },
      body: JSON.stringify({ query: REPORT, variables: { r: [{ idviaje: trips[0].id, idsysevento: 12, lugar: "Reinicio", novedad: "Sin Novedad", ...when() }] } }),
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    again.proc.kill("SIGTERM");
    expect(await again.exited).toEqual({ code: 0, signal: null });

    database = await place.open();
    try {
      const stored = await database.query<{ id: number; clientrequestid: string; idviaje: number; links: number; docs: number }>(
        `SELECT r.id, r.clientrequestid, r.idviaje,
            (SELECT count(*)::int FROM reporteremesas rr WHERE rr.idreporte = r.id) AS links,
            (SELECT count(*)::int FROM documentosreporte d WHERE d.idreporte = r.id) AS docs
          FROM reportes r WHERE r.clientrequestid LIKE 'crash-%'`,
      );
      console.info(`crash safety on ${engine}: ${acknowledged.size} reports acknowledged, ${stored.length} stored before the SIGKILL`);
      const byId = new Map(stored.map((r) => [r.id, r]));
      for (const [id, key] of acknowledged) expect(byId.get(id)?.clientrequestid, `acknowledged report ${id}`).toBe(key);
      for (const r of stored) {
        const expected = sent.get(r.clientrequestid)!;
        expect({ key: r.clientrequestid, idviaje: r.idviaje, links: r.links, docs: r.docs }).toEqual({
          key: r.clientrequestid, idviaje: expected.idviaje, links: expected.shipments, docs: IMAGES.length,
        });
      }
      // both reports of a call commit together
      const keys = new Set(stored.map((r) => r.clientrequestid));
      for (const key of keys) expect(keys.has(key.replace(/-(\d)$/, (_m, k: string) => `-${1 - Number(k)}`)), key).toBe(true);
      const tripsAfter = await database.query<{ id: number; idultimoreporte: number | null; newest: number | null }>(
        `SELECT v.id, v.idultimoreporte, (SELECT max(r.id) FROM reportes r WHERE r.idviaje = v.id) AS newest
          FROM viajes v WHERE v.id = ANY($1::int[])`,
        [trips.map((t) => t.id)],
      );
      for (const t of tripsAfter) expect(t.idultimoreporte, `trip ${t.id}`).toBe(t.newest);
    } finally {
      await database.close();
    }
  }, 600_000);
});
