// The audit log's before → after: every Modificar (and the settings' Restablecer, a plan's
// Habilitar) records only the fields that changed, each as { antes, despues } read in the change's transaction;
// a save that changes nothing records no field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const LAST = `query ($f: [FilterInput!]) { auditoria(filters: $f, pagination: { fields: 1, page: 1 }) { data { accion entidad identidad detalle } } }`;

interface Entry {
  accion: string;
  entidad: string;
  identidad: number | null;
  detalle: Record<string, unknown> | null;
}

describe.each(enginesOf(import.meta.url))("audit before → after on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let seq = 0;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await sql<T>(text, params))[0];
  const ok = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => {
    const res = await server.gql<T>(admin, query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  /** the newest audit entry of an entity */
  const last = async (entidad: string): Promise<Entry> =>
    (await ok<{ auditoria: { data: Entry[] } }>(LAST, { f: [{ field: "entidad", value: entidad, operator: "eq" }] })).auditoria.data[0];
  const unique = (prefix: string) => `${prefix} ${engine} ${++seq}`;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a route: only the changed fields, numbers compared by value (460.00 = 460)", async () => {
    const base = await one<{ idorigen: number; iddestino: number; distancia: number; tiempoestimado: number }>(
      `SELECT idorigen, iddestino, distancia, tiempoestimado FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`,
    );
    const r = { ...base, via: unique("VIA"), indicadoraltoriesgo: false };
    const { createRuta } = await ok<{ createRuta: { id: number; descripcion: string } }>(`mutation ($r: RutaInput!) { createRuta(ruta: $r) { id descripcion } }`, { r });
    const via = unique("VIA CAMBIADA");
    await ok(`mutation ($id: Int!, $r: RutaInput!) { updateRuta(id: $id, ruta: $r) { id } }`, {
      id: createRuta.id, r: { ...r, distancia: Number(base.distancia), via, indicadoraltoriesgo: true },
    });
    const entry = await last("Ruta");
    expect(entry).toMatchObject({ accion: "Modificar", identidad: createRuta.id });
    expect(entry.detalle).toEqual({
      via: { antes: r.via, despues: via },
      ...(entry.detalle!.descripcion ? { descripcion: entry.detalle!.descripcion } : {}),
      indicadoraltoriesgo: { antes: false, despues: true },
    });
    expect(entry.detalle).not.toHaveProperty("distancia");
    expect(entry.detalle).not.toHaveProperty("idorigen");
  });

  it("an event: description and priority before → after; saving it unchanged records no field", async () => {
    const descripcion = unique("EVENTO");
    const { createEvento } = await ok<{ createEvento: { id: number } }>(`mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`, {
      e: { descripcion, nivelprioridad: 1 },
    });
    const changed = unique("EVENTO CAMBIADO");
    const UPDATE = `mutation ($id: Int!, $e: EventoInput!) { updateEvento(id: $id, evento: $e) { id } }`;
    await ok(UPDATE, { id: createEvento.id, e: { descripcion: changed, nivelprioridad: 3 } });
    expect(await last("Evento")).toEqual({
      accion: "Modificar", entidad: "Evento", identidad: createEvento.id,
      detalle: { descripcion: { antes: descripcion, despues: changed }, nivelprioridad: { antes: 1, despues: 3 } },
    });
    await ok(UPDATE, { id: createEvento.id, e: { descripcion: changed, nivelprioridad: 3 } });
    expect((await last("Evento")).detalle).toEqual({});
  });

  it("a virtual post: the address and the coordinates", async () => {
    const p = { descripcion: unique("PUESTO"), direccion: "KM 1", idsyspoblacion: 1, geolocalizacion: { latitud: 4.6, longitud: -74.1 } };
    const { createPuestoControlVirtual: post } = await ok<{ createPuestoControlVirtual: { id: number } }>(
      `mutation ($p: PuestoControlVirtualInput!) { createPuestoControlVirtual(puestoControlVirtual: $p) { id } }`, { p },
    );
    await ok(`mutation ($id: Int!, $p: PuestoControlVirtualInput!) { updatePuestoControlVirtual(id: $id, puestoControlVirtual: $p) { id } }`, {
      id: post.id, p: { ...p, direccion: "KM 2", geolocalizacion: { latitud: 4.7, longitud: -74.1 } },
    });
    expect((await last("Puesto de control")).detalle).toEqual({ direccion: { antes: "KM 1", despues: "KM 2" }, latitud: { antes: 4.6, despues: 4.7 } });
  });

  it("a trip plan: its fields and its rows before → after; enabling records the flag before → after", async () => {
    const idruta = (await one<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`)).id;
    const posts = (await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 2`)).map((r) => r.id);
    const rows = [{ idpuestocontrol: posts[0], orden: 1, duracion: 30, distancia: 5 }, { idpuestocontrol: posts[1], orden: 2, duracion: 60, distancia: 9 }];
    const p = { codigo: `Q${(seq % 80) + 10}`, descripcion: unique("PLAN"), idruta };
    const { createPlanviajeV2: plan } = await ok<{ createPlanviajeV2: { id: number } }>(
      `mutation ($p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { createPlanviajeV2(planviaje: $p, detalles: $d) { id } }`, { p, d: rows },
    );
    const descripcion = unique("PLAN CAMBIADO");
    await ok(`mutation ($id: Int!, $p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { updatePlanviajeV2(id: $id, planviaje: $p, detalles: $d) { id } }`, {
      id: plan.id, p: { ...p, descripcion }, d: rows.slice(0, 1),
    });
    const entry = await last("Plan de viaje");
    const row = (r: (typeof rows)[number]) => ({ ...r, indicadorpernoctar: false });
    expect(entry.detalle).toEqual({
      descripcion: { antes: p.descripcion, despues: descripcion },
      detalles: { antes: rows.map(row), despues: [row(rows[0])] },
    });

    await ok(`mutation ($id: Int!) { habilitarPlanviajeV2(id: $id) { id } }`, { id: plan.id });
    expect(await last("Plan de viaje")).toMatchObject({ accion: "Habilitar", detalle: { indicadordeshabilitado: { antes: false, despues: true } } });
  });

  it("a trip's plan row: duration and distance before → after with the trip and row it was made on; a move records the order", async () => {
    const trip = await one<{ id: number; idplanviaje: number }>(`SELECT v.id, v.idplanviaje FROM viajes v
      WHERE v.idempresa = 1 AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 2 ORDER BY v.id LIMIT 1`);
    const [first] = await sql<{ id: number; duracion: number; distancia: number }>(
      `SELECT id, duracion, distancia FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden, id`, [trip.idplanviaje],
    );
    const distancia = Number(first.distancia) + 1.5;
    await ok(`mutation ($idviaje: Int!, $id: Int!, $d: DetallePlanViajeEdicionInput!) { updateDetallePlanViaje(idviaje: $idviaje, id: $id, detalle: $d) { id } }`, {
      idviaje: trip.id, id: first.id, d: { duracion: first.duracion + 7, distancia },
    });
    expect(await last("Plan de viaje")).toEqual({
      accion: "Modificar", entidad: "Plan de viaje", identidad: trip.idplanviaje,
      detalle: {
        idviaje: trip.id, iddetalle: first.id,
        duracion: { antes: first.duracion, despues: first.duracion + 7 }, distancia: { antes: Number(first.distancia), despues: distancia },
      },
    });

    await ok(`mutation ($idviaje: Int!, $id: Int!) { moveDetallePlanViaje(idviaje: $idviaje, id: $id, direccion: BAJAR) { id } }`, { idviaje: trip.id, id: first.id });
    expect((await last("Plan de viaje")).detalle).toEqual({ idviaje: trip.id, iddetalle: first.id, direccion: "BAJAR", orden: { antes: 1, despues: 2 } });
  });

  it("a user: the name and the active flag; the e-mail kept is no change", async () => {
    const u = { nombre: unique("CONTROLADOR"), correo: `ac${++seq}.${engine}@example.com`, telefono: "3001234567" };
    const { createControladorTrafico: user } = await ok<{ createControladorTrafico: { id: number } }>(
      `mutation ($u: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $u) { id } }`, { u },
    );
    const nombre = unique("RENOMBRADO");
    await ok(`mutation ($id: Int!, $u: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $u) { id } }`, {
      id: user.id, u: { ...u, nombre, indicadoractivo: false },
    });
    expect((await last("Usuario")).detalle).toEqual({ nombre: { antes: u.nombre, despues: nombre }, indicadoractivo: { antes: true, despues: false } });
  });

  it("a client's hidden events by name, before → after", async () => {
    const idcliente = (await one<{ id: number }>(`SELECT id FROM clientes WHERE idempresa = 1 ORDER BY id LIMIT 1`)).id;
    const names = await sql<{ id: number; descripcion: string }>(`SELECT id, descripcion FROM syseventos WHERE id IN (2, 10) ORDER BY id`);
    const HIDE = `mutation ($id: Int!, $ev: [SysEventoRefInput!]!) { createsyseventosclienteocultos(idcliente: $id, syseventos: $ev) { id } }`;
    await ok(HIDE, { id: idcliente, ev: [{ id: 2 }] });
    await ok(HIDE, { id: idcliente, ev: [{ id: 10 }, { id: 2 }] });
    expect(await last("Cliente")).toMatchObject({
      accion: "Modificar", identidad: idcliente,
      detalle: { syseventosocultos: { antes: [names[0].descripcion], despues: names.map((n) => n.descripcion) } },
    });
  });

  it("the ARC settings: a change, then the reset to defaults, each before → after", async () => {
    await ok(`mutation { updateSettings(settings: { alerta_gps: "00:00" }, idempresa: 1) { id } }`, {});
    await ok(`mutation { updateSettings(settings: { alerta_gps: "02:30", color_alerta_alta: "#00ff00" }, idempresa: 1) { id } }`, {});
    const changed = await last("Configuración");
    expect(changed.accion).toBe("Modificar");
    expect(changed.detalle).toMatchObject({ alerta_gps: { antes: "00:00", despues: "02:30" }, color_alerta_alta: { despues: "#00FF00" } });
    await ok(`mutation { resetSettings(idempresa: 1) { id } }`, {});
    const reset = await last("Configuración");
    expect(reset.accion).toBe("Restablecer");
    expect(reset.detalle).toMatchObject({ alerta_gps: { antes: "02:30", despues: "00:00" }, color_alerta_alta: { antes: "#00FF00" } });
    expect(reset.detalle).not.toHaveProperty("ordenar_por");
  });
});
