// Every audited change and its audit row are written in one transaction: with the audit insert
// made to fail (a trigger on `auditoria`), each audited mutation answers an error and leaves its data as it
// was; without the trigger the same call changes the data and adds its audit row(s) — both or neither.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FAIL_AUDIT = `
  CREATE OR REPLACE FUNCTION audit_write_fails() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION 'audit write failed (test)'; END $$;
  CREATE TRIGGER audit_write_fails BEFORE INSERT ON auditoria FOR EACH ROW EXECUTE FUNCTION audit_write_fails();`;
const RESTORE_AUDIT = `DROP TRIGGER IF EXISTS audit_write_fails ON auditoria`;

interface Case {
  name: string;
  /** builds the call's variables (may create what the call works on, through the API) */
  prepare(): Promise<Record<string, unknown>>;
  mutation: string;
  /** the data the call changes, read straight from the database */
  state(vars: Record<string, unknown>): Promise<unknown>;
  /** audit rows one successful call adds */
  entries?: number;
}

const when = () => {
  const p = partsOf(new Date());
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url, "both"))("audit rows commit with their change on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let seq = 0;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await sql<T>(text, params))[0];
  const call = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => server.gql<T>(admin, query, variables);
  const ok = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => {
    const res = await call<T>(query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const auditCount = async () => Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM auditoria`)).n);
  const unique = (prefix: string) => `${prefix} ${engine} ${++seq}`;

  let ruta: { idorigen: number; iddestino: number; distancia: number; tiempoestimado: number };
  let idruta: number;
  let posts: number[];
  let tripWithPlan: { id: number; idplanviaje: number };
  let idcliente: number;

  const newRuta = async () =>
    (await ok<{ createRuta: { id: number } }>(`mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`, { r: { ...ruta, via: unique("VIA") } })).createRuta.id;
  const newEvento = async () =>
    (await ok<{ createEvento: { id: number } }>(`mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`, { e: { descripcion: unique("EVENTO"), nivelprioridad: 1 } })).createEvento.id;
  const postInput = () => ({ descripcion: unique("PUESTO"), direccion: "KM 1", idsyspoblacion: 1, geolocalizacion: { latitud: 4.6, longitud: -74.1 } });
  const newPost = async () =>
    (await ok<{ createPuestoControlVirtual: { id: number } }>(`mutation ($p: PuestoControlVirtualInput!) { createPuestoControlVirtual(puestoControlVirtual: $p) { id } }`, { p: postInput() })).createPuestoControlVirtual.id;
  const planInput = () => ({ codigo: `P${(++seq % 90) + 10}`, descripcion: unique("PLAN"), idruta });
  const planDetails = () => [{ idpuestocontrol: posts[0], orden: 1, duracion: 30, distancia: 5 }, { idpuestocontrol: posts[1], orden: 2, duracion: 60, distancia: 9 }];
  const newPlan = async () =>
    (await ok<{ createPlanviajeV2: { id: number } }>(`mutation ($p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { createPlanviajeV2(planviaje: $p, detalles: $d) { id } }`, { p: planInput(), d: planDetails() })).createPlanviajeV2.id;
  const userInput = () => ({ nombre: unique("CONTROLADOR"), correo: `c${++seq}.${engine}@example.com`, telefono: "3001234567" });
  const newUser = async () =>
    (await ok<{ createControladorTrafico: { id: number } }>(`mutation ($u: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $u) { id } }`, { u: userInput() })).createControladorTrafico.id;
  const planRows = (idplanviaje: unknown) => sql(`SELECT id, orden, duracion, distancia, idpuestocontrol FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY id`, [idplanviaje]);

  const cases: Case[] = [
    {
      name: "createRuta",
      prepare: async () => ({ r: { ...ruta, via: unique("VIA NUEVA") } }),
      mutation: `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`,
      state: (v) => sql(`SELECT id FROM rutas WHERE via = $1`, [(v.r as { via: string }).via]),
    },
    {
      name: "updateRuta",
      prepare: async () => ({ id: await newRuta(), r: { ...ruta, via: unique("VIA CAMBIADA") } }),
      mutation: `mutation ($id: Int!, $r: RutaInput!) { updateRuta(id: $id, ruta: $r) { id } }`,
      state: (v) => sql(`SELECT via, descripcion FROM rutas WHERE id = $1`, [v.id]),
    },
    {
      name: "deleteRuta",
      prepare: async () => ({ ids: [await newRuta()] }),
      mutation: `mutation ($ids: [Int!]!) { deleteRuta(ids: $ids) }`,
      state: (v) => sql(`SELECT id FROM rutas WHERE id = ANY($1::int[])`, [v.ids]),
    },
    {
      name: "createEvento",
      prepare: async () => ({ e: { descripcion: unique("EVENTO NUEVO"), nivelprioridad: 2 } }),
      mutation: `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`,
      state: (v) => sql(`SELECT id FROM eventos WHERE descripcion = $1`, [(v.e as { descripcion: string }).descripcion]),
    },
    {
      name: "updateEvento",
      prepare: async () => ({ id: await newEvento(), e: { descripcion: unique("EVENTO CAMBIADO"), nivelprioridad: 3 } }),
      mutation: `mutation ($id: Int!, $e: EventoInput!) { updateEvento(id: $id, evento: $e) { id } }`,
      state: (v) => sql(`SELECT descripcion, nivelprioridad FROM eventos WHERE id = $1`, [v.id]),
    },
    {
      name: "daleteEvento",
      prepare: async () => ({ ids: [await newEvento()] }),
      mutation: `mutation ($ids: [Int!]!) { daleteEvento(ids: $ids) }`,
      state: (v) => sql(`SELECT id FROM eventos WHERE id = ANY($1::int[])`, [v.ids]),
    },
    {
      name: "createPuestoControlVirtual",
      prepare: async () => ({ p: postInput() }),
      mutation: `mutation ($p: PuestoControlVirtualInput!) { createPuestoControlVirtual(puestoControlVirtual: $p) { id } }`,
      state: (v) => sql(`SELECT id FROM puestoscontrol WHERE descripcion = $1`, [(v.p as { descripcion: string }).descripcion]),
    },
    {
      name: "updatePuestoControlVirtual",
      prepare: async () => ({ id: await newPost(), p: postInput() }),
      mutation: `mutation ($id: Int!, $p: PuestoControlVirtualInput!) { updatePuestoControlVirtual(id: $id, puestoControlVirtual: $p) { id } }`,
      state: (v) => sql(`SELECT descripcion FROM puestoscontrol WHERE id = $1`, [v.id]),
    },
    {
      name: "deletePuestoControlVirtual",
      prepare: async () => ({ ids: [await newPost()] }),
      mutation: `mutation ($ids: [Int!]!) { deletePuestoControlVirtual(ids: $ids) }`,
      state: (v) => sql(`SELECT id FROM puestoscontrol WHERE id = ANY($1::int[])`, [v.ids]),
    },
    {
      name: "createPlanviajeV2",
      prepare: async () => ({ p: planInput(), d: planDetails() }),
      mutation: `mutation ($p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { createPlanviajeV2(planviaje: $p, detalles: $d) { id } }`,
      state: (v) => sql(`SELECT id FROM planesviaje WHERE descripcion = $1`, [(v.p as { descripcion: string }).descripcion]),
    },
    {
      name: "updatePlanviajeV2",
      prepare: async () => ({ id: await newPlan(), p: planInput(), d: planDetails().slice(0, 1) }),
      mutation: `mutation ($id: Int!, $p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { updatePlanviajeV2(id: $id, planviaje: $p, detalles: $d) { id } }`,
      state: async (v) => [await sql(`SELECT codigo, descripcion FROM planesviaje WHERE id = $1`, [v.id]), await planRows(v.id)],
    },
    {
      name: "habilitarPlanviajeV2",
      prepare: async () => ({ id: await newPlan() }),
      mutation: `mutation ($id: Int!) { habilitarPlanviajeV2(id: $id) { id } }`,
      state: (v) => sql(`SELECT indicadordeshabilitado FROM planesviaje WHERE id = $1`, [v.id]),
    },
    {
      name: "deletePlanviajeV2",
      prepare: async () => ({ ids: [await newPlan()] }),
      mutation: `mutation ($ids: [Int!]!) { deletePlanviajeV2(ids: $ids) }`,
      state: (v) => sql(`SELECT id FROM planesviaje WHERE id = ANY($1::int[])`, [v.ids]),
    },
    {
      name: "updateDetallePlanViaje",
      prepare: async () => {
        const [row] = (await planRows(tripWithPlan.idplanviaje)) as { id: number; duracion: number }[];
        return { idviaje: tripWithPlan.id, id: row.id, detalle: { duracion: row.duracion + 7, distancia: 12.5 } };
      },
      mutation: `mutation ($idviaje: Int!, $id: Int!, $detalle: DetallePlanViajeEdicionInput!) { updateDetallePlanViaje(idviaje: $idviaje, id: $id, detalle: $detalle) { id } }`,
      state: () => planRows(tripWithPlan.idplanviaje),
    },
    {
      name: "moveDetallePlanViaje",
      prepare: async () => {
        const rows = await sql<{ id: number }>(`SELECT id FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden, id`, [tripWithPlan.idplanviaje]);
        return { idviaje: tripWithPlan.id, id: rows[0].id, direccion: "BAJAR" };
      },
      mutation: `mutation ($idviaje: Int!, $id: Int!, $direccion: MovimientoDetalle!) { moveDetallePlanViaje(idviaje: $idviaje, id: $id, direccion: $direccion) { id } }`,
      state: () => planRows(tripWithPlan.idplanviaje),
    },
    {
      name: "deleteDetallePlanViaje",
      prepare: async () => {
        const rows = await sql<{ id: number }>(`SELECT id FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden, id`, [tripWithPlan.idplanviaje]);
        return { idviaje: tripWithPlan.id, id: rows[0].id };
      },
      mutation: `mutation ($idviaje: Int!, $id: Int!) { deleteDetallePlanViaje(idviaje: $idviaje, id: $id) { id } }`,
      state: () => planRows(tripWithPlan.idplanviaje),
    },
    {
      name: "createControladorTrafico",
      prepare: async () => ({ u: userInput() }),
      mutation: `mutation ($u: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $u) { id } }`,
      state: (v) => sql(`SELECT id FROM usuarios WHERE correo = $1`, [(v.u as { correo: string }).correo]),
    },
    {
      name: "updateControladorTrafico",
      prepare: async () => {
        const id = await newUser();
        const [{ correo }] = await sql<{ correo: string }>(`SELECT correo FROM usuarios WHERE id = $1`, [id]);
        return { id, u: { nombre: unique("RENOMBRADO"), correo, telefono: "3109876543", indicadoractivo: false } };
      },
      mutation: `mutation ($id: Int!, $u: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $u) { id } }`,
      state: (v) => sql(`SELECT nombre, telefono, indicadoractivo FROM usuarios WHERE id = $1`, [v.id]),
    },
    {
      name: "deleteUser",
      prepare: async () => ({ ids: [await newUser()] }),
      mutation: `mutation ($ids: [Int!]!) { deleteUser(ids: $ids) }`,
      state: (v) => sql(`SELECT id FROM usuarios WHERE id = ANY($1::int[])`, [v.ids]),
    },
    {
      name: "resetPassword",
      prepare: async () => ({ id: await newUser() }),
      mutation: `mutation ($id: Int!) { resetPassword(id: $id, idapp: 15) { id } }`,
      state: (v) => sql(`SELECT passwordhash FROM usuarios WHERE id = $1`, [v.id]),
    },
    {
      name: "updateSettings",
      prepare: async () => ({ s: { alerta_llamada: `0${1 + (seq++ % 8)}:15` } }),
      mutation: `mutation ($s: SettingsInput!) { updateSettings(settings: $s, idempresa: 1) { id } }`,
      state: () => sql(`SELECT alerta_llamada FROM settings WHERE idempresa = 1`),
    },
    {
      name: "resetSettings",
      prepare: async () => {
        await ok(`mutation { updateSettings(settings: { alerta_gps: "03:00" }, idempresa: 1) { id } }`, {});
        return {};
      },
      mutation: `mutation { resetSettings(idempresa: 1) { id } }`,
      state: () => sql(`SELECT alerta_gps FROM settings WHERE idempresa = 1`),
    },
    {
      name: "createsyseventosclienteocultos",
      prepare: async () => {
        const hidden = (await sql<{ idsysevento: number }>(`SELECT idsysevento FROM syseventosclienteocultos WHERE idcliente = $1`, [idcliente])).map((r) => Number(r.idsysevento));
        const wanted = hidden.length === 2 && hidden.includes(2) && hidden.includes(10) ? [2] : [2, 10];
        return { id: idcliente, ev: wanted.map((id) => ({ id })) };
      },
      mutation: `mutation ($id: Int!, $ev: [SysEventoRefInput!]!) { createsyseventosclienteocultos(idcliente: $id, syseventos: $ev) { id } }`,
      state: (v) => sql(`SELECT idsysevento FROM syseventosclienteocultos WHERE idcliente = $1 ORDER BY idsysevento`, [v.id]),
    },
    {
      name: "createReporteV2 (trip-level pause, event 14)",
      prepare: async () => {
        const trip = await one<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id DESC LIMIT 1`);
        return { r: [{ idviaje: trip.id, idsysevento: 14, lugar: "Oficina", novedad: unique("Pausa"), ...when() }] };
      },
      mutation: `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`,
      state: async (v) => {
        const idviaje = (v.r as { idviaje: number }[])[0].idviaje;
        return [await sql(`SELECT id FROM reportes WHERE idviaje = $1 ORDER BY id`, [idviaje]), await sql(`SELECT idsysestado FROM viajes WHERE id = $1`, [idviaje])];
      },
    },
    {
      name: "deleteTravel",
      prepare: async () => {
        const trip = await one<{ id: number; numero: string }>(
          `SELECT id, numero FROM viajes WHERE idempresa = 1 AND id <> $1 ORDER BY id DESC LIMIT 1`, [tripWithPlan.id],
        );
        return { id: trip.id, numero: trip.numero };
      },
      mutation: `mutation ($id: Int!, $numero: String!) { deleteTravel(id: $id, numero: $numero) { id } }`,
      state: async (v) => [await sql(`SELECT id FROM viajes WHERE id = $1`, [v.id]), await sql(`SELECT count(*)::int AS n FROM reportes WHERE idviaje = $1`, [v.id])],
    },
  ];

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    const base = await one<{ id: number; idorigen: number; iddestino: number; distancia: number; tiempoestimado: number }>(
      `SELECT id, idorigen, iddestino, distancia, tiempoestimado FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`,
    );
    const { id, ...values } = base;
    idruta = id;
    ruta = values;
    posts = (await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 2`)).map((r) => r.id);
    tripWithPlan = await one(`SELECT v.id, v.idplanviaje FROM viajes v
      WHERE v.idempresa = 1 AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 3 ORDER BY v.id LIMIT 1`);
    idcliente = (await one<{ id: number }>(`SELECT id FROM clientes WHERE idempresa = 1 ORDER BY id LIMIT 1`)).id;
  });
  afterAll(async () => {
    await server?.database.exec(RESTORE_AUDIT).catch(() => undefined);
    await server?.close();
  });

  it("every audited mutation is in this table", () => {
    // the modules that call recordAudit outside a transaction before this test existed, and those inside one
    expect(cases.map((c) => c.name.split(" ")[0]).sort()).toEqual([
      "createControladorTrafico", "createEvento", "createPlanviajeV2", "createPuestoControlVirtual", "createReporteV2", "createRuta",
      "createsyseventosclienteocultos", "daleteEvento", "deleteDetallePlanViaje", "deletePlanviajeV2", "deletePuestoControlVirtual",
      "deleteRuta", "deleteTravel", "deleteUser", "habilitarPlanviajeV2", "moveDetallePlanViaje", "resetPassword", "resetSettings",
      "updateControladorTrafico", "updateDetallePlanViaje", "updateEvento", "updatePlanviajeV2", "updatePuestoControlVirtual",
      "updateRuta", "updateSettings",
    ]);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s: a failed audit write rolls the change back; otherwise both commit", async (_name, c) => {
    const vars = await c.prepare();
    const before = await c.state(vars);
    const entriesBefore = await auditCount();

    await server.database.exec(FAIL_AUDIT);
    let failed: Awaited<ReturnType<typeof call>>;
    try {
      failed = await call(c.mutation, vars);
    } finally {
      await server.database.exec(RESTORE_AUDIT);
    }
    expect(failed.errors?.length).toBeGreaterThan(0);
    expect(await c.state(vars)).toEqual(before);
    expect(await auditCount()).toBe(entriesBefore);

    const done = await call(c.mutation, vars);
    expect(done.errors).toBeUndefined();
    expect(await c.state(vars)).not.toEqual(before);
    expect(await auditCount()).toBe(entriesBefore + (c.entries ?? 1));
  });
});
