// Rutas (the Routes screen and its form): origin and destination picked with the
// search select over sysPoblaciones (the list shows their names), via, a description auto-filled
// 'ORIGEN - DESTINO VIA' when left empty (docs/adr/0018-master-data-rules.md), distancia (KM, more than 0), tiempo estimado
// (seconds, shown as days + hh:mm, edited as hours and minutes) and alto riesgo. One route per company, origin,
// destination and via (rutas_unica_uq): any failed save shows the spec's 'revisar si la ruta ya existe'. Any
// signed-in user of the company lists, reads, creates and edits routes (the Maestras menu shows them to every
// role); deleting needs role 3, and a route a trip or a trip plan uses stays.
import { ROUTE_DESCRIPTION_MAX, ROUTE_VIA_MAX, routeDescription } from "@shared/domain/route-description";
import { inUseMessage, MESSAGES } from "@shared/i18n/messages";
import { defineEntity, type EntityRelation } from "@shared/entities/types";

const poblacion = (missing: string): EntityRelation => ({ table: "syspoblaciones", labelColumn: "descripcion", operation: "sysPoblaciones", missing });
const text = (value: unknown) => (typeof value === "string" ? value : null);

export const rutasEntity = defineEntity({
  // table rutas, contract type Ruta, operations rutasInfo, rutaInfo, createRuta…, path /home/Rutas: all from the key
  key: "Rutas",
  labels: { singular: "Ruta", plural: "Rutas", title: "Rutas", gender: "f" },
  menu: { group: "maestras", icon: "NodeIndexOutlined", order: 40 },
  access: { delete: "adminRole" },
  audit: "Ruta",
  tableId: 2001,
  tableGroup: "Maestras",
  tableDescription: "Rutas de la empresa",
  exportId: 6,
  notFound: MESSAGES.notFound.route,
  titleField: "descripcion",
  unique: { name: "rutas_unica_uq", columns: ["idempresa", "idorigen", "iddestino", "via"], message: MESSAGES.routeExists },
  saveError: MESSAGES.routeExists,
  inUse: {
    by: [{ table: "viajes", column: "idruta" }, { table: "planesviaje", column: "idruta" }],
    message: (names) =>
      inUseMessage(names.length === 1 ? `la ruta ${names[0]}` : `las rutas ${names.length ? names.join(", ") : "seleccionadas"}`, "viajes o planes de viaje"),
  },
  fields: {
    idorigen: { label: "Origen", type: "integer", required: true, relation: poblacion(MESSAGES.doesNotExist.origin), list: false, form: { span: 12 }, view: false },
    iddestino: { label: "Destino", type: "integer", required: true, relation: poblacion(MESSAGES.doesNotExist.destination), list: false, form: { span: 12 }, view: false },
    descripcion: {
      label: "Descripción", type: "text", max: ROUTE_DESCRIPTION_MAX, list: { width: 280 }, form: { placeholder: "ORIGEN - DESTINO VIA" },
      fill: (v) => routeDescription(text(v.origen), text(v.destino), text(v.via)),
    },
    via: { label: "Vía", type: "text", required: true, max: ROUTE_VIA_MAX, list: { width: 180 } },
    origen: { label: "Origen", type: "text", join: "idorigen", list: { width: 160 } },
    destino: { label: "Destino", type: "text", join: "iddestino", list: { width: 160 } },
    // a route of 0 km is not a route
    distancia: { label: "Distancia (KM)", type: "float", required: true, columnDefault: 0, greaterThan: 0, list: { width: 120, align: "right" } },
    // the form's number inputs start at 0, so '> -1' (whole seconds: 0 or more) only speaks to other callers of the API
    tiempoestimado: {
      label: "Tiempo estimado", type: "duration", required: true, columnDefault: 0, greaterThan: -1, list: { width: 130 }, parts: { hours: "horas", minutes: "minutos" },
    },
    indicadoraltoriesgo: { label: "Alto riesgo", type: "boolean", list: { width: 100 } },
  },
});
