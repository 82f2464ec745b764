// Viaje.eta (issue 10, src/domain/eta.ts): hand-set trips against hand-computed estimates, closed trips
// without one, the late flag against the unloading appointment, and ONE query for a page of trips.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateArrival } from "@/domain/eta";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const ONE = `query ($id: Int!) { viaje(id: $id) { id eta { fecha tarde citadescargue fuente } } }`;
const PAGE = `query ($filters: [FilterInput!]) { viajes(filters: $filters, pagination: { fields: 50, page: 1 }) {
  data { id eta { fecha tarde citadescargue fuente } } } }`;

interface EtaAnswer {
  fecha: string;
  tarde: boolean;
  citadescargue: string | null;
  fuente: string;
}

const HOUR = 3_600_000;

describe.each(ENGINES)("Viaje.eta on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const etaOf = async (id: number) => {
    const res = await server.gql<{ viaje: { eta: EtaAnswer | null } | null }>(admin, ONE, { id });
    expect(res.errors).toBeUndefined();
    return res.data!.viaje!.eta;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  it("with a plan: the report at post 1 plus the later posts' durations; late past the appointment", async () => {
    const [trip] = await sql<{ id: number; idplanviaje: number }>(
      `SELECT v.id, v.idplanviaje FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10
        AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 2 ORDER BY v.id LIMIT 1`,
    );
    const posts = await sql<{ idpuestocontrol: number; orden: number; duracion: number }>(
      `SELECT idpuestocontrol, orden, duracion FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden`, [trip.idplanviaje],
    );
    const rest = posts.slice(1).reduce((s, p) => s + Number(p.duracion), 0);
    // in the future, so neither the clock nor a delay changes the answer
    const atPost = new Date(Date.now() + 2 * HOUR);
    await sql(`DELETE FROM reportes WHERE idviaje = $1`, [trip.id]);
    await sql(`INSERT INTO reportes (idviaje, idempresa, idsysevento, idpuestocontrol, fechahora) VALUES ($1, 1, 10, $2, $3)`,
      [trip.id, posts[0].idpuestocontrol, atPost]);
    await sql(`UPDATE viajes SET fechahoraproximopuestocontrol = $2 WHERE id = $1`, [trip.id, new Date(atPost.getTime() + 10 * 24 * HOUR)]);
    const expected = atPost.getTime() + rest * 60_000;
    await sql(`UPDATE remesas SET fechahoracitadescargue = $2 WHERE idviaje = $1`, [trip.id, new Date(expected + 60_000)]);
    expect(await etaOf(trip.id)).toEqual({
      fecha: new Date(expected).toISOString(), tarde: false, citadescargue: new Date(expected + 60_000).toISOString(), fuente: "plan",
    });
    await sql(`UPDATE remesas SET fechahoracitadescargue = $2 WHERE idviaje = $1`, [trip.id, new Date(expected - 60_000)]);
    expect((await etaOf(trip.id))?.tarde).toBe(true);
  });

  it("without a plan nor reports: the route's time from the trip date", async () => {
    const [trip] = await sql<{ id: number; tiempoestimado: number }>(
      `SELECT v.id, r.tiempoestimado FROM viajes v JOIN rutas r ON r.id = v.idruta
        WHERE v.idempresa = 1 AND v.idsysestado = 10 AND r.tiempoestimado > 0 ORDER BY v.id DESC LIMIT 1`,
    );
    const start = new Date(Date.now() + 5 * HOUR);
    await sql(`DELETE FROM reportes WHERE idviaje = $1`, [trip.id]);
    await sql(`UPDATE viajes SET idplanviaje = NULL, fecha = $2, fechahoraproximopuestocontrol = NULL WHERE id = $1`, [trip.id, start]);
    const eta = await etaOf(trip.id);
    expect(eta?.fuente).toBe("ruta");
    expect(eta?.fecha).toBe(new Date(start.getTime() + Number(trip.tiempoestimado) * 1000).toISOString());
  });

  it("a closed trip has none", async () => {
    const [closed] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 7 ORDER BY id LIMIT 1`);
    expect(await etaOf(closed.id)).toBeNull();
  });

  it("a page of trips costs one ETA query, and every estimate is the rule's", async () => {
    const queries: string[] = [];
    const original = server.database.query.bind(server.database);
    server.database.query = ((text: string, params?: unknown[]) => {
      queries.push(text);
      return original(text, params);
    }) as typeof server.database.query;
    let res;
    try {
      res = await server.gql<{ viajes: { data: { id: number; eta: EtaAnswer | null }[] } }>(admin, PAGE, {
        filters: [{ field: "idsysestado", operator: "nin", value: [4, 7, 14, 15, 16, 17] }],
      });
    } finally {
      server.database.query = original;
    }
    expect(res.errors).toBeUndefined();
    const rows = res.data!.viajes.data;
    expect(rows.length).toBeGreaterThan(10);
    expect(queries.filter((q) => q.includes(`"detallesplanviaje"`)).length).toBe(1);
    const withEta = rows.filter((r) => r.eta);
    expect(withEta.length).toBeGreaterThan(5);
    // recompute a few with the pure rule from independent SQL (the clocks differ by the request's time)
    for (const row of withEta.slice(0, 5)) {
      const [t] = await sql<Record<string, unknown>>(
        `SELECT v.fecha, v.fechahoraproximopuestocontrol, r.tiempoestimado,
           (SELECT min(fechahora) FROM reportes WHERE idviaje = v.id) AS primer,
           (SELECT min(fechahoracitadescargue) FROM remesas WHERE idviaje = v.id) AS cita
         FROM viajes v LEFT JOIN rutas r ON r.id = v.idruta WHERE v.id = $1`, [row.id],
      );
      const plan = await sql<{ orden: number; duracion: number; idpuestocontrol: number }>(
        `SELECT d.orden, d.duracion, d.idpuestocontrol FROM detallesplanviaje d JOIN viajes v ON v.idplanviaje = d.idplanviaje
          WHERE v.id = $1 ORDER BY d.orden`, [row.id],
      );
      const reports = await sql<{ idpuestocontrol: number | null; fechahora: Date }>(
        `SELECT idpuestocontrol, fechahora FROM reportes WHERE idviaje = $1`, [row.id],
      );
      let last: { orden: number; at: number } | null = null;
      for (const r of reports) {
        const post = plan.find((p) => p.idpuestocontrol === r.idpuestocontrol);
        const at = new Date(r.fechahora).getTime();
        if (post && (!last || post.orden > last.orden || (post.orden === last.orden && at > last.at))) last = { orden: post.orden, at };
      }
      const expected = estimateArrival({
        now: Date.now(),
        fecha: t.fecha as Date, primerreporte: t.primer as Date | null,
        plan: plan.map((p) => ({ orden: Number(p.orden), duracion: Number(p.duracion) })),
        ultimoorden: last?.orden ?? null, fechaultimopuesto: last ? new Date(last.at) : null,
        fechahoraproximopuestocontrol: t.fechahoraproximopuestocontrol as Date | null,
        tiempoestimadoruta: t.tiempoestimado == null ? null : Number(t.tiempoestimado), citadescargue: t.cita as Date | null,
      });
      expect(expected?.fuente).toBe(row.eta!.fuente);
      expect(Math.abs(Date.parse(expected!.fecha) - Date.parse(row.eta!.fecha))).toBeLessThan(60_000);
    }
  });
});
