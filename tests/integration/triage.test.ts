// Triage on the server (modules/triage, shared/domain/triage.ts): counts per alert level that match the rows a level
// filter lists, "Más urgente primero" in the rule's order, taking a trip (refused to a second controller, released
// by a report or by hand, announced on the feed) and snoozing its alarm (validated, audited).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { compareUrgency, tripUrgency, type TriageRow } from "@shared/domain/triage";
import { TIMER_COLUMNS, TIMER_SETTING_FIELDS } from "@shared/domain/timers";
import { fixedTripFilters, TRIPS_LISTS } from "@/custom-pages/trips-list/trips-config";
import { mapFilters } from "@shared/domain/crud-mapping";
import { openFeed, publishUntilReceived, waitForFeed, type Feed } from "./helpers/feed";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FILTERS = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes));
const NIVELES = `query ($filters: [FilterInput!]) { viajesNiveles(filters: $filters) { nivel total } }`;
const ROWS = `id silenciadohasta ${Object.keys(TIMER_COLUMNS).join(" ")} ${TIMER_SETTING_FIELDS.join(" ")}`;
const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { ${ROWS} atendiendo idusuarioatendiendo } } }`;
const ATTENTION = `id idusuarioatendiendo atendiendo atendiendodesde silenciadohasta silenciomotivo`;
const TAKE = `mutation ($id: Int!) { atenderViaje(id: $id) { ${ATTENTION} } }`;
const RELEASE = `mutation ($id: Int!) { liberarViaje(id: $id) { ${ATTENTION} } }`;
const SNOOZE = `mutation ($id: Int!, $minutos: Int!, $motivo: String!) { silenciarViaje(id: $id, minutos: $minutos, motivo: $motivo) { ${ATTENTION} } }`;
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;

type Row = TriageRow & { atendiendo: string | null; idusuarioatendiendo: number | null };

describe.each(enginesOf(import.meta.url))("trips list triage on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let trip: number;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const list = async (variables: Record<string, unknown>, as: AuthHeaders = admin) => {
    const res = await server.gql<{ viajes: { totalreg: number; data: Row[] } }>(as, LIST, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.viajes;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    operador = await server.auth("operador", "operador123");
    const [row] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 AND NOT retenerviaje
      AND devolviendocontenedor = false ORDER BY id LIMIT 1`);
    trip = Number(row.id);
  });
  afterAll(async () => server?.close());

  it("the counts per level add up to the list and each matches the rows its level filter lists", async () => {
    const res = await server.gql<{ viajesNiveles: { nivel: string; total: number }[] }>(admin, NIVELES, { filters: FILTERS });
    expect(res.errors).toBeUndefined();
    const counts = res.data!.viajesNiveles;
    expect(counts.map((c) => c.nivel)).toEqual(["none", "ok", "yellow", "medium", "orange", "red", "high"]);
    const all = await list({ filters: FILTERS, pagination: { fields: 20, page: 1 } });
    expect(counts.reduce((s, c) => s + c.total, 0)).toBe(all.totalreg);
    const present = counts.filter((c) => c.total > 0);
    expect(present.length).toBeGreaterThan(1);
    for (const { nivel, total } of present) {
      const page = await list({ filters: [...FILTERS, { field: "nivelalerta", operator: "eq", value: nivel }], pagination: { fields: 500, page: 1 } });
      expect(page.totalreg).toBe(total);
      expect(page.data.length).toBe(Math.min(total, 500));
      const now = Date.now();
      // a level can only have moved up by the time the rows are judged here (timers only run)
      for (const r of page.data) expect(tripUrgency(r, now).severity).toBeGreaterThanOrEqual(tripUrgency(r, now - 60_000).severity);
      expect(new Set(page.data.map((r) => tripUrgency(r, now - 1).level)).size).toBeGreaterThan(0);
    }
    const unknown = await server.gql(admin, LIST, { filters: [...FILTERS, { field: "nivelalerta", operator: "eq", value: "rojo" }] });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
  });

  it("'Más urgente primero' pages the list in the rule's order, with the list's total", async () => {
    const all = await list({ filters: FILTERS, pagination: { fields: 20, page: 1 } });
    const first = await list({ filters: FILTERS, orders: [{ field: "urgencia", type: "DESC" }], pagination: { fields: 20, page: 1 } });
    const second = await list({ filters: FILTERS, orders: [{ field: "urgencia", type: "DESC" }], pagination: { fields: 20, page: 2 } });
    expect(first.totalreg).toBe(all.totalreg);
    const now = Date.now();
    const ranked = [...first.data, ...second.data].map((r) => tripUrgency(r, now));
    expect(ranked.length).toBeGreaterThan(20);
    expect([...ranked].sort(compareUrgency).map((u) => u.id)).toEqual(ranked.map((u) => u.id));
  });

  it("a controller takes a trip: a second one is refused, the feed announces it, a report releases it", async () => {
    const feed: Feed = openFeed(server, admin);
    try {
      // the subscription is live once a message of the test's own gets through
      await publishUntilReceived(() => server.live.publish(1, [{ id: -1, idviaje: -1, idsysevento: -1 }]), feed);
      const taken = await server.gql<{ atenderViaje: { atendiendo: string; idusuarioatendiendo: number } }>(operador, TAKE, { id: trip });
      expect(taken.errors).toBeUndefined();
      expect(taken.data!.atenderViaje.atendiendo).toBeTruthy();
      await waitForFeed(feed, (batches) => batches.some((b) => b.some((m) => m.idviaje === trip && m.idsysevento === 0 && m.id === 0)), "attention");
      const other = await server.gql(admin, TAKE, { id: trip });
      expect(other.errors?.[0]).toMatchObject({ message: `El viaje ya lo atiende ${taken.data!.atenderViaje.atendiendo}`, extensions: { code: "BAD_USER_INPUT" } });
      const seen = await list({ filters: [{ field: "id", operator: "eq", value: trip }] });
      expect(seen.data[0]).toMatchObject({ atendiendo: taken.data!.atenderViaje.atendiendo, idusuarioatendiendo: taken.data!.atenderViaje.idusuarioatendiendo });

      const p = partsOf(new Date());
      const rep = await server.gql(admin, REPORT, { r: [{ idviaje: trip, idsysevento: 12, lugar: "Honda", novedad: "Llamada", fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` }] });
      expect(rep.errors).toBeUndefined();
      expect((await list({ filters: [{ field: "id", operator: "eq", value: trip }] })).data[0]).toMatchObject({ atendiendo: null, idusuarioatendiendo: null });

      // taken again by the other controller, then released by hand
      expect((await server.gql(admin, TAKE, { id: trip })).errors).toBeUndefined();
      const released = await server.gql<{ liberarViaje: { atendiendo: string | null } }>(admin, RELEASE, { id: trip });
      expect(released.data!.liberarViaje.atendiendo).toBeNull();
      const closed = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 7 LIMIT 1`);
      expect((await server.gql(admin, TAKE, { id: Number(closed[0].id) })).errors?.[0]).toMatchObject({ message: "Solo se atiende un viaje en curso" });
      const foreign = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa <> 1 LIMIT 1`);
      expect((await server.gql(admin, TAKE, { id: Number(foreign[0].id) })).errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    } finally {
      await feed.client.dispose();
    }
  });

  it("snoozing a trip's alarm: refused without a valid time or reason, audited with its reason, last in the urgency order", async () => {
    for (const [minutos, motivo] of [[0, "Conductor en pausa"], [300, "Conductor en pausa"], [30, "  "]] as const) {
      const bad = await server.gql(operador, SNOOZE, { id: trip, minutos, motivo });
      expect(bad.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    }
    expect((await sql(`SELECT silenciadohasta FROM viajes WHERE id = $1`, [trip]))[0].silenciadohasta).toBeNull();
    const before = Date.now();
    const ok = await server.gql<{ silenciarViaje: { silenciadohasta: string; silenciomotivo: string } }>(operador, SNOOZE, { id: trip, minutos: 30, motivo: " Conductor en pausa " });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.silenciarViaje.silenciomotivo).toBe("Conductor en pausa");
    expect(Date.parse(ok.data!.silenciarViaje.silenciadohasta) - before).toBeGreaterThanOrEqual(29 * 60_000);
    const [audit] = await sql<{ accion: string; entidad: string; identidad: number; detalle: { minutos: number; motivo: string } }>(
      `SELECT accion, entidad, identidad, detalle FROM auditoria WHERE accion = 'Silenciar alarma' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ accion: "Silenciar alarma", entidad: "Viaje", identidad: trip, detalle: { minutos: 30, motivo: "Conductor en pausa" } });
    const all = await list({ filters: FILTERS, orders: [{ field: "urgencia", type: "DESC" }], pagination: { fields: 500, page: 1 } });
    if (all.totalreg <= 500) expect(all.data[all.data.length - 1].id).toBe(trip);
  });
});
