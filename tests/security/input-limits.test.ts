// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// Input bounds: every free text a mutation writes has the length of shared/domain/field-limits.ts, which
// is also the database's CHECK on its column; coordinates stay within ±90/±180; a delay, a distance, a time
// are never negative. Table-driven: for each mutation and limited field, a text one character too long is
// refused with BAD_USER_INPUT and the Spanish message naming the field, and nothing was written; at the
// limit the master-data forms' mutations accept it. The GraphQL schema is walked so that a text field added
// to a mutation input without a limit fails here.
import { getNamedType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { columnLimits, entityInputLimits, numberLimitsOf, textLimitsOf, NUMBER_LIMITS, TEXT_LIMITS } from "@shared/domain/field-limits";
import { partsOf } from "@shared/domain/report-time";
import { VIEW_ERRORS } from "@server/graphql/modules/vistas/rules";
import { buildSchema } from "@server/graphql/schema";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { entities } from "@entities";

/** the product entities' input limits, by input type */
const E = entityInputLimits(entities);

/** text arguments that are not stored, or that other rules bound tighter (formats, names, filters) */
const NOT_STORED = new Set([
  "FilterInput.field", "FilterInput.value", "OrderInput.field",
  // compared with the trip's manifest number, never written
  "Mutation.deleteTravel.numero",
  // a date, an hour and file names: their own formats (report-time, image names) bound them
  "ReporteInput.fecha", "ReporteInput.hora", "ReporteInput.imagenes",
  // an upload's extension: one of the accepted images', never stored but in the key the server makes
  "Mutation.firmarSubidaImagen.extension",
  // a picked file's name: cleaned and cut to its longest length in the key the server makes, never stored as sent
  "Mutation.firmarSubidaArchivo.nombre",
]);

function textFields(schema: ReturnType<typeof buildSchema>): string[] {
  const found = new Set<string>();
  const visit = (owner: string, name: string, type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (isScalarType(named) && (named.name === "String" || named.name === "JSON")) {
      if (named.name === "String") found.add(`${owner}.${name}`);
      return;
    }
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const f of Object.values(named.getFields())) visit(named.name, f.name, f.type, seen);
  };
  for (const field of Object.values(schema.getMutationType()!.getFields())) {
    for (const arg of field.args) visit(`Mutation.${field.name}`, arg.name, arg.type, new Set());
  }
  return [...found].sort();
}

describe("the limits table", () => {
  it("covers every text field of every mutation input, and keeps one length per column", () => {
    const schema = buildSchema(entities);
    const uncovered = textFields(schema).filter((key) => {
      if (NOT_STORED.has(key)) return false;
      const at = key.lastIndexOf(".");
      return !textLimitsOf(key.slice(0, at), entities)?.[key.slice(at + 1)];
    });
    expect(uncovered).toEqual([]);
    // two inputs writing one column agree on its length
    const byColumn = new Map<string, Set<number>>();
    for (const fields of Object.values(TEXT_LIMITS)) {
      for (const l of Object.values(fields)) byColumn.set(l.column, (byColumn.get(l.column) ?? new Set()).add(l.max));
    }
    expect([...byColumn].filter(([, lengths]) => lengths.size > 1)).toEqual([]);
    // every limited number names a field the schema has
    const inputs = Object.keys(NUMBER_LIMITS);
    for (const name of inputs) {
      const type = schema.getType(name);
      expect(isInputObjectType(type)).toBe(true);
      for (const field of Object.keys(numberLimitsOf(name)!)) expect(isInputObjectType(type) && type.getFields()[field]).toBeTruthy();
    }
    // and no list wraps a limited text we would not walk into
    expect(isListType(schema.getMutationType()!.getFields().createReporteV2.args[0].type) || isNonNullType(schema.getMutationType()!.getFields().createReporteV2.args[0].type)).toBe(true);
  });
});

const long = (n: number) => "x".repeat(n);
/** a list of valid phones exactly n characters long (ten-digit phones joined by commas, the first one's digits spaced to fill) */
const phoneList = (n: number) => {
  const list = Array.from({ length: Math.floor((n + 1) / 11) }, () => "3001234567").join(",");
  return `300${" ".repeat(n - list.length)}${list.slice(3)}`;
};
const when = () => {
  const p = partsOf(new Date());
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url, "both"))("input limits on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let ids: { poblacion: number; poblacion2: number; ruta: number; puesto: number; viaje: number; alerta: number };
  const one = async <T>(sql: string, params: unknown[] = []) => (await server.database.query<T>(sql, params))[0];
  const count = async (table: string) => Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    operador = await server.auth("operador", "operador123");
    const [a, b] = await server.database.query<{ id: number }>(`SELECT id FROM syspoblaciones ORDER BY id LIMIT 2`);
    const ruta = await one<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const puesto = await one<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const viaje = await one<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
    const alerta = await one<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado NOT IN (4, 7) ORDER BY id DESC LIMIT 1`);
    ids = { poblacion: Number(a.id), poblacion2: Number(b.id), ruta: Number(ruta.id), puesto: Number(puesto.id), viaje: Number(viaje.id), alerta: Number(alerta.id) };
  });
  afterAll(async () => {
    await server?.close();
  });

  interface Case {
    name: string;
    /** the field as the error names it */
    field: string;
    /** the limit's length, or the bad number */
    max?: number;
    bad?: unknown;
    message: string;
    user: () => AuthHeaders;
    query: string;
    variables: (value: unknown, n: number) => Record<string, unknown>;
    /** what must not change when refused */
    state: () => Promise<unknown>;
    /** the value at the limit is accepted (the masters' forms) */
    acceptsLimit?: boolean;
  }
  let k = 0;
  const unique = () => `${++k}${Date.now() % 100000}`;
  const text = (max: number) => `Debe tener max ${max} crts.`;
  const L = TEXT_LIMITS;
  const evento = (descripcion: unknown) => ({ e: { descripcion, nivelprioridad: 1 } });
  const ruta = (r: Record<string, unknown>) => ({ r: { idorigen: ids.poblacion, iddestino: ids.poblacion2, via: `VIA ${unique()}`, distancia: 10, tiempoestimado: 600, ...r } });
  const puesto = (p: Record<string, unknown>) => ({ p: { descripcion: `PUESTO ${unique()}`, direccion: "CALLE 1", idsyspoblacion: ids.poblacion, geolocalizacion: { latitud: 4.6, longitud: -74.1 }, ...p } });
  const plan = (p: Record<string, unknown>) => ({
    p: { codigo: "Z9", descripcion: `PLAN ${unique()}`, idruta: ids.ruta, ...p },
    d: [{ idpuestocontrol: ids.puesto, distancia: 1, orden: 1, duracion: 10 }],
  });
  const usuario = (u: Record<string, unknown>) => ({ u: { nombre: "NOMBRE", correo: `u${unique()}@ejemplo.co`, telefono: "3001234567", ...u } });
  const reporte = (r: Record<string, unknown>) => ({ r: [{ idviaje: ids.viaje, idsysevento: 16, novedad: "Limite", ...when(), ...r }] });
  const vista = (v: Record<string, unknown>) => ({ v: { idtable: "rutas", nombre: `VISTA ${unique()}`, estado: {}, ...v } });

  const CREATE_EVENTO = `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`;
  const CREATE_RUTA = `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`;
  const CREATE_PUESTO = `mutation ($p: PuestoControlVirtualInput!) { createPuestoControlVirtual(puestoControlVirtual: $p) { id } }`;
  const CREATE_PLAN = `mutation ($p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { createPlanviajeV2(planviaje: $p, detalles: $d) { id } }`;
  const CREATE_USER = `mutation ($u: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $u) { id } }`;
  const CREATE_REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;
  const SAVE_VIEW = `mutation ($v: VistaGuardadaInput!) { saveVistaGuardada(vista: $v) { id } }`;

  const cases: Case[] = [
    { name: "evento descripcion", field: "descripcion", max: E.EventoInput.descripcion.max, message: text(E.EventoInput.descripcion.max), user: () => admin, query: CREATE_EVENTO, variables: (v) => evento(v), state: () => count("eventos"), acceptsLimit: true },
    { name: "ruta via", field: "via", max: E.RutaInput.via.max, message: text(E.RutaInput.via.max), user: () => admin, query: CREATE_RUTA, variables: (v) => ruta({ via: v }), state: () => count("rutas"), acceptsLimit: true },
    { name: "ruta descripcion", field: "descripcion", max: E.RutaInput.descripcion.max, message: text(E.RutaInput.descripcion.max), user: () => admin, query: CREATE_RUTA, variables: (v) => ruta({ descripcion: v }), state: () => count("rutas"), acceptsLimit: true },
    { name: "ruta distancia < 0", field: "distancia", bad: -1, message: "Debe ser mayor a 0", user: () => admin, query: CREATE_RUTA, variables: (v) => ruta({ distancia: v }), state: () => count("rutas") },
    { name: "ruta tiempoestimado < 0", field: "tiempoestimado", bad: -60, message: "Debe ser mayor a -1", user: () => admin, query: CREATE_RUTA, variables: (v) => ruta({ tiempoestimado: v }), state: () => count("rutas") },
    { name: "puesto descripcion", field: "descripcion", max: E.PuestoControlVirtualInput.descripcion.max, message: text(E.PuestoControlVirtualInput.descripcion.max), user: () => admin, query: CREATE_PUESTO, variables: (v) => puesto({ descripcion: v }), state: () => count("puestoscontrol"), acceptsLimit: true },
    { name: "puesto direccion", field: "direccion", max: E.PuestoControlVirtualInput.direccion.max, message: text(E.PuestoControlVirtualInput.direccion.max), user: () => admin, query: CREATE_PUESTO, variables: (v) => puesto({ direccion: v }), state: () => count("puestoscontrol"), acceptsLimit: true },
    { name: "puesto latitud > 90", field: "geolocalizacion.latitud", bad: 90.5, message: "Debe estar entre -90 y 90", user: () => admin, query: CREATE_PUESTO, variables: (v) => puesto({ geolocalizacion: { latitud: v, longitud: -74 } }), state: () => count("puestoscontrol") },
    { name: "puesto longitud < -180", field: "geolocalizacion.longitud", bad: -180.01, message: "Debe estar entre -180 y 180", user: () => admin, query: CREATE_PUESTO, variables: (v) => puesto({ geolocalizacion: { latitud: 4, longitud: v } }), state: () => count("puestoscontrol") },
    { name: "plan codigo", field: "codigo", max: E.PlanViajeInput.codigo.max, message: text(E.PlanViajeInput.codigo.max), user: () => admin, query: CREATE_PLAN, variables: (v) => plan({ codigo: v }), state: () => count("planesviaje") },
    { name: "plan descripcion", field: "descripcion", max: E.PlanViajeInput.descripcion.max, message: text(E.PlanViajeInput.descripcion.max), user: () => admin, query: CREATE_PLAN, variables: (v) => plan({ descripcion: v }), state: () => count("planesviaje"), acceptsLimit: true },
    { name: "usuario nombre", field: "nombre", max: E.ControladorTraficoInput.nombre.max, message: text(E.ControladorTraficoInput.nombre.max), user: () => admin, query: CREATE_USER, variables: (v) => usuario({ nombre: v }), state: () => count("usuarios"), acceptsLimit: true },
    { name: "usuario correo", field: "correo", max: E.ControladorTraficoInput.correo.max, message: text(E.ControladorTraficoInput.correo.max), user: () => admin, query: CREATE_USER, variables: (_v, n) => usuario({ correo: `${long(n - 11)}@ejemplo.co` }), state: () => count("usuarios"), acceptsLimit: true },
    { name: "usuario telefono", field: "telefono", max: E.ControladorTraficoInput.telefono.max, message: text(E.ControladorTraficoInput.telefono.max), user: () => admin, query: CREATE_USER, variables: (_v, n) => usuario({ telefono: phoneList(n) }), state: () => count("usuarios"), acceptsLimit: true },
    { name: "observacion", field: "observacion", max: L.ObservacionesViajeInput.observacion.max, message: text(L.ObservacionesViajeInput.observacion.max), user: () => admin, query: `mutation ($o: ObservacionesViajeInput!) { createObservacionesViaje(observacionesviaje: $o) { id } }`, variables: (v) => ({ o: { observacion: v, idviaje: ids.viaje } }), state: () => count("observacionesviaje"), acceptsLimit: true },
    { name: "reporte lugar", field: "reportes.0.lugar", max: L.ReporteInput.lugar.max, message: text(L.ReporteInput.lugar.max), user: () => operador, query: CREATE_REPORT, variables: (v) => reporte({ lugar: v }), state: () => count("reportes") },
    { name: "reporte novedad", field: "reportes.0.novedad", max: L.ReporteInput.novedad.max, message: text(L.ReporteInput.novedad.max), user: () => operador, query: CREATE_REPORT, variables: (v) => reporte({ novedad: v }), state: () => count("reportes") },
    { name: "reporte clientrequestid", field: "reportes.0.clientrequestid", max: L.ReporteInput.clientrequestid.max, message: text(L.ReporteInput.clientrequestid.max), user: () => operador, query: CREATE_REPORT, variables: (v) => reporte({ clientrequestid: v }), state: () => count("reportes") },
    { name: "reporte retraso < 0", field: "reportes.0.retraso", bad: -5, message: "Debe ser mayor o igual a 0", user: () => operador, query: CREATE_REPORT, variables: (v) => reporte({ retraso: v }), state: () => count("reportes") },
    { name: "reporte latitud < -90", field: "reportes.0.geolocalizacion.latitud", bad: -91, message: "Debe estar entre -90 y 90", user: () => operador, query: CREATE_REPORT, variables: (v) => reporte({ geolocalizacion: { latitud: v, longitud: -74 } }), state: () => count("reportes") },
    { name: "reporte longitud > 180", field: "reportes.0.geolocalizacion.longitud", bad: 181, message: "Debe estar entre -180 y 180", user: () => operador, query: CREATE_REPORT, variables: (v) => reporte({ geolocalizacion: { latitud: 4, longitud: v } }), state: () => count("reportes") },
    { name: "vista nombre", field: "", max: L.VistaGuardadaInput.nombre.max, message: VIEW_ERRORS.name, user: () => admin, query: SAVE_VIEW, variables: (v) => vista({ nombre: v }), state: () => count("vistasguardadas"), acceptsLimit: true },
    { name: "vista idtable", field: "", max: L.VistaGuardadaInput.idtable.max, message: VIEW_ERRORS.table, user: () => admin, query: SAVE_VIEW, variables: (v) => vista({ idtable: v }), state: () => count("vistasguardadas") },
    { name: "ajustes color", field: "color_alerta_alta", max: L.SettingsInput.color_alerta_alta.max, message: text(L.SettingsInput.color_alerta_alta.max), user: () => admin, query: `mutation ($s: SettingsInput!) { updateSettings(settings: $s, idempresa: 1) { id } }`, variables: (v) => ({ s: { color_alerta_alta: v } }), state: () => one(`SELECT * FROM settings WHERE idempresa = 1`) },
    { name: "alerta del viaje", field: "alerta", max: L["Mutation.updateAlert"].alerta.max, message: text(L["Mutation.updateAlert"].alerta.max), user: () => operador, query: `mutation ($id: Int!, $a: String) { updateAlert(id: $id, alerta: $a) { id } }`, variables: (v) => ({ id: ids.alerta, a: v }), state: () => one(`SELECT alerta, indicadoralerta FROM viajes WHERE id = $1`, [ids.alerta]), acceptsLimit: true },
  ];

  it.each(cases)("$name: over the limit is refused, naming the field, and nothing is written", async (c) => {
    const before = await c.state();
    const value = c.max !== undefined ? long(c.max + 1) : c.bad;
    const res = await server.gql(c.user(), c.query, c.variables(value, (c.max ?? 0) + 1));
    expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res)).toBe("BAD_USER_INPUT");
    // the module's own message where it checks the field itself (saved views), else "<field>: <rule>"
    expect(res.errors?.[0]?.message).toContain(c.field ? `${c.field}: ${c.message}` : c.message);
    expect(await c.state()).toEqual(before);
  });

  it.each(cases.filter((c) => c.acceptsLimit))("$name: a text at the limit is accepted", async (c) => {
    const res = await server.gql(c.user(), c.query, c.variables(long(c.max!), c.max!));
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  });

  it("the database refuses a longer text on every limited column, whatever writes it", async () => {
    const rows = await server.database.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'c' AND conname LIKE '%\\_largo'`,
    );
    const defs = new Map(rows.map((r) => [r.name, r.def]));
    for (const l of columnLimits(entities)) {
      expect(defs.get(`${l.table}_${l.column}_largo`), `${l.table}.${l.column}`).toMatch(new RegExp(`char_length\\(${l.column}\\)\\s*<=\\s*${l.max}\\b`));
    }
    await expect(server.database.query(`UPDATE eventos SET descripcion = repeat('x', $1::int) WHERE id = (SELECT min(id) FROM eventos)`, [E.EventoInput.descripcion.max + 1])).rejects.toThrow();
  });
});
