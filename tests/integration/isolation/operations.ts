// The classification of every operation of the contract: its kind, whether role 3 alone may
// call it, and how to build its arguments against another company's rows (`victim`) and, for role-3
// operations, against the caller's own rows. isolation-matrix.test.ts fails for an operation of the schema
// missing here, so a new operation joins the matrix and the role checks by being classified.
import { partsOf } from "@shared/domain/report-time";
import { isAdminOnly, type PermissionAction } from "@shared/domain/permissions";
import type { Targets } from "./targets";
import type { Table } from "./fixtures";
import type { Spare } from "./spares";
import { ENTITY_OPERATIONS } from "./entity-operations";
import { entities } from "@entities";

export type Kind =
  /** a paged list (filters, orders, pagination): called with the other company's ids and idempresa as filters */
  | "list"
  /** one object (or its children) by an id of the other company: null, empty or NOT_FOUND */
  | "one"
  /** changes or deletes rows named by id: refused, and nothing of the other company is written */
  | "mutation-by-id"
  /** creates rows, possibly naming other rows: those of the other company are refused, nothing of it is written */
  | "create"
  /** the same for every company (system catalogues, server time, table definitions) */
  | "company-free"
  | "subscription"
  /** checked by a dedicated test, which `probedBy` names (signed URLs, idempresa arguments, no-op fields) */
  | "special";

export type Vars = Record<string, unknown>;

/**
 * The tests of isolation-matrix.test.ts that probe the `special` operations, by their titles. Each checks, at its
 * end, that it called every operation naming it.
 */
export const DEDICATED_TESTS = {
  ownCompany: "settings and hidden report types are the caller's company's only; the no-op fields answer nothing of it",
  signedUrls: "refuses company 3's signed URLs: report images, download keys, forged and re-keyed upload URLs",
  subscriptions: "refuses a subscription to company 3's live feed, and the no-op subscription yields nothing",
} as const;
export type DedicatedTest = keyof typeof DEDICATED_TESTS;

export interface OpSpec {
  kind: Kind;
  /** the table a list's or one's rows come from (lists: filtered by those ids) */
  table?: Table;
  /**
   * the permission table's row the operation's resolver authorizes with (shared/domain/permissions.ts): the
   * operation is role 3's alone when that row says so (docs/adr/0018-master-data-rules.md: Gestion / Configuración, deletes of master
   * data, users, clients), which is how the role checks pick their operations
   */
  access?: readonly [resource: string, action: PermissionAction];
  /** argument sets aimed at the other company's rows; `mine` are the caller's */
  cross?: (victim: Targets, mine: Targets) => Vars[];
  /** arguments naming the caller's own rows (role checks: the only reason left to refuse is the role) */
  own?: (mine: Targets) => Vars;
  /**
   * The control of each cross set: the same call on the caller's own rows, `cross(mine, mine)`, must succeed, so
   * that refusing the other company's rows means something. `uses`: the rows a control uses up (deletes, or
   * changes for good), which it gets fresh (isolation/spares.ts) instead of the ones every other probe aims at.
   */
  uses?: readonly Spare[];
  /** when the other company's value is refused for a reason of its own (a taken e-mail): the call that must pass */
  control?: (mine: Targets) => Vars[];
  /** `special` only: the dedicated test that probes it */
  probedBy?: DedicatedTest;
}

/** Whether the permission table makes the operation role 3's alone. */
export const isRole3 = (spec: OpSpec | undefined): boolean => spec?.access !== undefined && isAdminOnly(...spec.access, entities);

/** Why an operation's classification leaves it unprobed (empty when it is probed); the matrix fails on any. */
export function classificationGaps(key: string, spec: OpSpec, argNames: readonly string[]): string[] {
  const gaps: string[] = [];
  const paged = argNames.includes("filters") && argNames.includes("pagination");
  if (isRole3(spec) && !spec.own) gaps.push(`${key} is role 3 but has no own-company arguments`);
  if (spec.kind === "list" && !spec.table) gaps.push(`${key} is a list without its table`);
  if (spec.kind === "list" && !spec.cross && !paged) gaps.push(`${key} is a list with neither the paged arguments nor cross sets`);
  if (spec.kind === "one" && !spec.cross && !(spec.table && argNames.includes("id"))) {
    gaps.push(`${key} is a one-object query with neither cross sets nor a table and an id argument`);
  }
  if ((spec.kind === "mutation-by-id" || spec.kind === "create" || spec.kind === "subscription") && !spec.cross) {
    gaps.push(`${key} is ${spec.kind} without cross sets: nothing would probe it`);
  }
  if (spec.kind === "special" && !(spec.probedBy && spec.probedBy in DEDICATED_TESTS)) gaps.push(`${key} is special but names no dedicated test`);
  if (spec.kind !== "special" && spec.probedBy) gaps.push(`${key} names a dedicated test but is ${spec.kind}`);
  return gaps;
}

const stamp = () => Date.now().toString(36);
const ruta = (t: Targets) => ({ idorigen: t.idsyspoblacion, iddestino: t.idsyspoblacion + 1, via: `VIA MATRIZ ${stamp()}`, distancia: 10, tiempoestimado: 3600 });
const puesto = (t: Targets) => ({ descripcion: `PUESTO MATRIZ ${stamp()}`, direccion: "Calle 1", idsyspoblacion: t.idsyspoblacion, geolocalizacion: { latitud: 4.6, longitud: -74.1 } });
let codes = 0;
/** plan codes are at most 3 characters */
const code = () => `M${(codes++ % 1296).toString(36).toUpperCase().padStart(2, "0")}`;
const plan = (idruta: number, idempresa?: number) => ({ codigo: code(), descripcion: "PLAN MATRIZ", idruta, ...(idempresa ? { idempresa } : {}) });
const detalle = (idpuestocontrol: number) => [{ idpuestocontrol, distancia: 5, orden: 1, duracion: 30 }];
const controlador = (correo: string) => ({ nombre: "CONTROLADOR MATRIZ", correo, telefono: "3001234567", indicadoractivo: false });
const now = () => new Date().toISOString();
/** fecha and hora of now in Bogota, as the report forms send them */
export const when = () => {
  const p = partsOf(new Date());
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};
export const report = (idviaje: number, extra: Vars = {}) =>
  ({ idviaje, idsysevento: 12, lugar: "Matriz", novedad: "Sin Novedad", ...when(), ...extra });
/** role-3 events (docs/adr/0014-reporting-rules.md): each sent on the caller's own open trip */
export const ROLE3_EVENTS = [13, 28, 29, 30, 31];

/** Every operation's classification: the entities' derived from their definitions (eventos has nothing more), then the hand-written ones, which replace them. */
export const OPERATIONS: Record<string, OpSpec> = {
  ...ENTITY_OPERATIONS,
  "Query.getSignedURLReport": { kind: "special", probedBy: "signedUrls" },
  "Query.getSignedURLReports": { kind: "special", probedBy: "signedUrls" },
  "Query.getSignedUrlFileDownload": { kind: "special", probedBy: "signedUrls" },
  "Mutation.firmarSubidaImagen": { kind: "special", probedBy: "signedUrls" },
  "Mutation.firmarSubidaArchivo": { kind: "special", probedBy: "signedUrls" },
  "Query.getDate": { kind: "company-free" },
  "Query.sysEventos": { kind: "company-free" },
  "Query.sysEstados": { kind: "company-free" },
  "Query.sysPoblaciones": { kind: "company-free" },
  "Query.poblacionesMapa": { kind: "company-free" },
  "Query.tablas": { kind: "company-free" },
  "Query.tiposReporteOcultos": { kind: "special", probedBy: "ownCompany" },
  "Query.clientesempresastransportadoras": { kind: "list", table: "clientes", access: ["clientes", "list"], own: () => ({}) },
  "Query.clienteempresatransportadora": { kind: "one", table: "clientes", access: ["clientes", "show"], own: (m) => ({ id: m.cliente }) },
  "Query.syseventosclienteocultos": {
    kind: "one", access: ["clientes", "show"], cross: (v) => [{ idcliente: v.cliente }], own: (m) => ({ idcliente: m.cliente }),
  },
  "Query.clienteViajesInfo": { kind: "list", table: "clientes" },
  "Query.contenedores": { kind: "list", table: "contenedores" },
  "Query.contenedor": { kind: "one", table: "contenedores" },
  "Query.viajesStadistics": {
    kind: "list", table: "viajes",
    cross: (v) => [
      { field: "cliente", filters: [{ field: "id", operator: "in", value: [v.viaje.id] }] },
      { field: "puestocontrol", filters: [{ field: "idempresa", operator: "eq", value: v.empresa }] },
      { field: "evento", filters: [{ field: "$or", value: [{ field: "idempresa", value: v.empresa }, { field: "id", value: v.viaje.id }] }] },
    ],
  },
  "Query.observacionesviaje": {
    kind: "list", table: "observacionesviaje",
    cross: (v) => [{ filters: [{ field: "idviaje", operator: "eq", value: v.viaje.id }] }],
  },
  "Query.planesviaje": { kind: "list", table: "planesviaje" },
  "Query.planviajeInfo": { kind: "one", table: "planesviaje" },
  "Query.detallesplanviaje": { kind: "one", cross: (v) => [{ idplanviaje: v.plan }, { idplanviaje: v.viaje.idplanviaje }] },
  "Query.planviajePorViaje": { kind: "one", cross: (v) => [{ idviaje: v.viaje.id }] },
  "Query.puestoscontrolInfo": { kind: "list", table: "puestoscontrol" },
  "Query.puestocontrolInfo": { kind: "one", table: "puestoscontrol" },
  "Query.remesasInfo": { kind: "one", cross: (v) => [{ idviaje: v.viaje.id }] },
  "Query.utilsReport": { kind: "one", cross: (v) => [{ idviaje: v.viaje.id }, { idviaje: v.viaje.id, idsysevento: 10 }] },
  "Query.rutasInfo": { kind: "list", table: "rutas" },
  "Query.rutaInfo": { kind: "one", table: "rutas" },
  "Query.settings": { kind: "special", probedBy: "ownCompany" },
  "Query.trazabilidadInfo": { kind: "one", cross: (v) => [{ id: v.viaje.id, pagination: { fields: 500, page: 1 } }] },
  "Query.controladoresTraficoInfo": { kind: "list", table: "usuarios" },
  "Query.puestosControlUsuariosInfo": { kind: "list", table: "usuarios" },
  "Query.usuariosConductoresInfo": { kind: "list", table: "conductores" },
  "Query.controladorTraficoInfo": { kind: "one", cross: (v) => [{ id: v.usuario }] },
  "Query.usuarioConductoreInfo": { kind: "one", cross: (v) => [{ id: v.conductor }] },
  "Query.vehiculo": { kind: "one", cross: (v) => [{ id: v.vehiculo }] },
  "Query.conductorInfo": { kind: "one", cross: (v) => [{ id: v.conductor }] },
  "Query.viajes": { kind: "list", table: "viajes" },
  "Query.viaje": { kind: "one", table: "viajes" },

  "Query.auditoria": { kind: "list", table: "auditoria", access: ["auditoria", "list"], own: () => ({}) },
  "Query.flotaViajes": {
    kind: "list", table: "viajes",
    cross: (v) => [
      { filters: [{ field: "idclientes", operator: "in", value: [v.cliente] }] },
      {},
    ],
  },
  "Query.vistasGuardadas": { kind: "one", cross: () => [{ idtable: "viajes" }, { idtable: "viajes:viajes" }] },

  "Mutation._noop": { kind: "special", probedBy: "ownCompany" },
  "Mutation.saveVistaGuardada": {
    kind: "create",
    cross: (v) => [{ vista: { idtable: "viajes", nombre: v.vistaNombre || "Matriz", estado: { page: 1 }, predeterminada: true } }],
  },
  "Mutation.deleteVistaGuardada": { kind: "mutation-by-id", cross: (v) => [{ id: v.vista }], uses: ["vista"] },
  "Mutation.setVistaPredeterminada": {
    kind: "mutation-by-id", cross: (v) => [{ id: v.vista, predeterminada: true }, { id: v.vista, predeterminada: false }],
  },
  // the counts per alert level carry no ids: asked about the other company's trip, its answer must name none of it
  "Query.viajesNiveles": { kind: "one", table: "viajes", cross: (v) => [{ filters: [{ field: "id", operator: "in", value: [v.viaje.id] }] }] },
  "Mutation.atenderViaje": { kind: "mutation-by-id", cross: (v) => [{ id: v.viaje.id }] },
  "Mutation.liberarViaje": { kind: "mutation-by-id", cross: (v) => [{ id: v.viaje.id }] },
  "Mutation.silenciarViaje": { kind: "mutation-by-id", cross: (v) => [{ id: v.viaje.id, minutos: 30, motivo: "MOTIVO MATRIZ" }] },
  "Mutation.updateAlert": { kind: "mutation-by-id", cross: (v) => [{ id: v.viaje.id, alerta: "ALERTA MATRIZ" }, { id: v.viaje.id, alerta: null }] },
  "Mutation.createsyseventosclienteocultos": {
    kind: "mutation-by-id", access: ["clientes", "edit"],
    cross: (v) => [{ idcliente: v.cliente, syseventos: [{ id: 2 }, { id: 3 }] }, { idcliente: v.cliente, syseventos: [] }],
    own: (m) => ({ idcliente: m.cliente, syseventos: [{ id: 2 }] }),
  },
  "Mutation.deleteTravel": {
    kind: "mutation-by-id", access: ["eliminarviaje", "delete"],
    cross: (v) => [{ id: v.viaje.id, numero: v.viaje.numero }],
    own: (m) => ({ id: m.viaje.id, numero: m.viaje.numero }),
    uses: ["viaje"],
  },
  "Mutation.createObservacionesViaje": {
    kind: "create", cross: (v) => [{ observacionesviaje: { observacion: "OBSERVACION MATRIZ", idviaje: v.viaje.id } }],
  },
  "Mutation.updateObservacionesViaje": {
    kind: "mutation-by-id",
    cross: (v, m) => [
      { id: v.observacion, observacionesviaje: { observacion: "OBSERVACION MATRIZ" } },
      { id: v.observacion, observacionesviaje: { observacion: "OBSERVACION MATRIZ", idviaje: m.viaje.id } },
    ],
  },
  "Mutation.createPlanviajeV2": {
    kind: "create",
    cross: (v, m) => [
      { planviaje: plan(v.ruta), detalles: detalle(m.puesto) },
      { planviaje: plan(m.ruta), detalles: detalle(v.puesto) },
      { planviaje: plan(m.ruta, v.empresa), detalles: detalle(m.puesto) },
      { planviaje: { ...plan(m.ruta), idtemplate: v.plan }, detalles: detalle(m.puesto) },
    ],
  },
  "Mutation.updatePlanviajeV2": {
    kind: "mutation-by-id",
    cross: (v, m) => [
      { id: v.plan, planviaje: plan(m.ruta), detalles: detalle(m.puesto) },
      { id: m.plan, planviaje: plan(v.ruta), detalles: detalle(m.puesto) },
      { id: m.plan, planviaje: plan(m.ruta), detalles: detalle(v.puesto) },
    ],
    uses: ["plan"],
  },
  "Mutation.habilitarPlanviajeV2": { kind: "mutation-by-id", cross: (v) => [{ id: v.plan }], uses: ["plan"] },
  "Mutation.deletePlanviajeV2": {
    kind: "mutation-by-id", access: ["planesviaje", "delete"], cross: (v) => [{ ids: [v.plan] }], own: (m) => ({ ids: [m.plan] }), uses: ["plan"],
  },
  "Mutation.updateDetallePlanViaje": {
    kind: "mutation-by-id",
    cross: (v, m) => [
      { idviaje: v.viaje.id, id: v.detalle, detalle: { duracion: 1, distancia: 1 } },
      { idviaje: m.viaje.id, id: v.detalle, detalle: { duracion: 1, distancia: 1 } },
      { idviaje: m.viaje.id, id: m.detalle, detalle: { idpuestocontrol: v.puesto, duracion: 1, distancia: 1 } },
    ],
  },
  "Mutation.deleteDetallePlanViaje": {
    kind: "mutation-by-id", cross: (v, m) => [{ idviaje: v.viaje.id, id: v.detalle }, { idviaje: m.viaje.id, id: v.detalle }],
    uses: ["viaje", "detalle"],
  },
  "Mutation.moveDetallePlanViaje": {
    kind: "mutation-by-id",
    cross: (v, m) => [
      { idviaje: v.viaje.id, id: v.detalle, direccion: "BAJAR" },
      { idviaje: m.viaje.id, id: v.detalle, direccion: "SUBIR" },
    ],
  },
  "Mutation.createPuestoControlVirtual": { kind: "create", cross: (_v, m) => [{ puestoControlVirtual: puesto(m) }] },
  "Mutation.updatePuestoControlVirtual": { kind: "mutation-by-id", cross: (v) => [{ id: v.puestoVirtual, puestoControlVirtual: puesto(v) }] },
  "Mutation.deletePuestoControlVirtual": {
    kind: "mutation-by-id", access: ["puestoscontrol", "delete"],
    cross: (v, m) => [{ ids: [v.puestoVirtual] }, { ids: [m.puestoVirtual, v.puestoVirtual] }],
    own: (m) => ({ ids: [m.puestoVirtual] }),
    uses: ["puestoVirtual"],
  },
  "Mutation.createReporteV2": {
    kind: "create",
    cross: (v, m) => [
      { reportes: [report(v.viaje.id)] },
      { reportes: [report(m.viaje.id), report(v.viaje.id)] },
      { reportes: [report(m.viaje.id, { idsysevento: 37, idremesas: v.remesas })] },
      { reportes: [report(m.enRuta, { idsysevento: 10, idpuestocontrol: v.puesto })] },
      { reportes: [report(m.viaje.id, { idsysevento: 17, idevento: v.evento })] },
      { reportes: [report(m.viaje.id, { idsysevento: 16, imagenes: [v.docKey, `../${v.docKey}`] })] },
      { reportes: [report(m.viaje.id, { clientrequestid: `matriz-${now()}`, idusuario: v.usuario })] },
    ],
  },
  "Mutation.createRuta": { kind: "create", cross: (_v, m) => [{ ruta: ruta(m) }] },
  "Mutation.updateRuta": { kind: "mutation-by-id", cross: (v) => [{ id: v.ruta, ruta: ruta(v) }] },
  "Mutation.deleteRuta": {
    kind: "mutation-by-id", access: ["rutas", "delete"], cross: (v) => [{ ids: [v.ruta] }], own: (m) => ({ ids: [m.ruta] }), uses: ["ruta"],
  },
  "Mutation.updateSettings": {
    kind: "mutation-by-id", access: ["configuracionarc", "edit"],
    cross: (v) => [{ idempresa: v.empresa, settings: { ordenar_por: "Creacion_viaje", color_alerta_alta: "#000000" } }],
    own: (m) => ({ idempresa: m.empresa, settings: { ordenar_por: "Creacion_viaje" } }),
  },
  "Mutation.resetSettings": {
    kind: "mutation-by-id", access: ["configuracionarc", "edit"], cross: (v) => [{ idempresa: v.empresa }], own: (m) => ({ idempresa: m.empresa }),
  },
  "Mutation.updateUserField": {
    // one's own columns only: the other company's administrator here, the caller itself in the control
    kind: "mutation-by-id", cross: (v) => [
      { userField: { idfield: v.campo, iduser: v.admin, hidden: true } }, { id: 1, userField: { idfield: v.campo, iduser: v.admin } },
    ],
  },
  "Mutation.createControladorTrafico": {
    kind: "create", access: ["usuarios", "create"],
    cross: (v) => [{ controladorTrafico: controlador(v.correo) }, { controladorTrafico: controlador(v.correo.toUpperCase()) }],
    own: () => ({ controladorTrafico: controlador(`matriz${stamp()}@example.com`) }),
    // the other company's e-mail is refused (as unusable, without saying where it is held): the control is an unused one
    control: () => [1, 2].map((n) => ({ controladorTrafico: controlador(`control${n}${stamp()}@example.com`) })),
  },
  "Mutation.updateControladorTrafico": {
    kind: "mutation-by-id", access: ["usuarios", "edit"],
    cross: (v) => [{ idUser: v.usuario, controladorTrafico: controlador(v.correo) }],
    own: (m) => ({ idUser: m.usuario, controladorTrafico: controlador(m.correo) }),
  },
  "Mutation.createPuestoControlUsuario": {
    kind: "create", access: ["usuarios", "create"],
    cross: (v) => [{ puestoControlUsuario: { ...controlador(`matriz${stamp()}@example.com`), idpuestocontrol: v.puesto } }],
    own: (m) => ({ puestoControlUsuario: { ...controlador(`matriz${stamp()}@example.com`), idpuestocontrol: m.puesto } }),
  },
  "Mutation.deleteUser": {
    kind: "mutation-by-id", access: ["usuarios", "delete"], cross: (v) => [{ ids: [v.usuario] }], own: (m) => ({ ids: [m.usuario] }), uses: ["usuario"],
  },
  "Mutation.resetPassword": {
    kind: "mutation-by-id", access: ["usuarios", "edit"], cross: (v) => [{ id: v.usuario, idapp: 15 }], own: (m) => ({ id: m.usuario, idapp: 15 }),
  },

  "Subscription._noop": { kind: "special", probedBy: "subscriptions" },
  "Subscription.newReport": { kind: "subscription", cross: (v) => [{ idempresa: v.empresa }] },
};

/**
 * Argument sets of a generic list call aimed at the other company's rows of `table`; `empty`: the answer must
 * have no row (the other sets may match the caller's own rows, e.g. an $or whose id names the caller's trips).
 */
export function listCross(ids: number[], empresa: number, companyFilter: boolean): { vars: Vars; empty: boolean }[] {
  const half = Math.ceil(ids.length / 2);
  return [
    { empty: true, vars: { filters: [{ field: "id", operator: "in", value: ids }], pagination: { fields: 500, page: 1 } } },
    // a list without an idempresa filter refuses one (BAD_USER_INPUT) whatever the company: no probe for it there
    ...(companyFilter
      ? [
        { empty: true, vars: { filters: [{ field: "idempresa", operator: "eq", value: empresa }] } },
        { empty: false, vars: { filters: [{ field: "$or", value: [{ field: "idempresa", value: empresa }, { field: "id", operator: "in", value: ids }] }] } },
      ]
      : [{
        empty: true,
        vars: { filters: [{ field: "$or", value: [{ field: "id", operator: "in", value: ids.slice(0, half) }, { field: "id", operator: "in", value: ids.slice(half) }] }] },
      }]),
    { empty: false, vars: { pagination: { fields: 500, page: 1 }, orders: [{ field: "id", type: "DESC" }] } },
  ];
}
