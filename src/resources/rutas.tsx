// Rutas (spec 3 §2 Routes screen, §3 Route, §5 route form, §8): columns descripcion, via, origen, destino,
// distancia (KM), tiempo estimado (seconds shown as days + hh:mm) and alto riesgo; the form picks origin
// and destination with the search select over sysPoblaciones and edits the time as hours and minutes. The form's
// rules are the server's (src/domain/route-rules.ts).
import { NodeIndexOutlined } from "@ant-design/icons";
import { TABLE_IDS } from "@/config";
import { ADMIN_ROLE } from "@/config";
import { formatEstimatedTime, hoursMinutesToSeconds, secondsToHoursMinutes } from "@/domain/duration";
import { ROUTE_FORM_RULES as RULES, routeDescription } from "@/domain/route-rules";
import type { ResourceDefinition } from "./engine";
import { MESSAGES } from "@/i18n/messages";

export type Ruta = {
  id: number;
  descripcion: string;
  via: string;
  origen?: string | null;
  destino?: string | null;
  idorigen: number;
  iddestino: number;
  distancia: number;
  tiempoestimado: number;
  indicadoraltoriesgo: boolean;
};

export type RutaFormValues = {
  descripcion?: string | null;
  via?: string;
  idorigen?: number;
  iddestino?: number;
  origen?: string | null;
  destino?: string | null;
  distancia?: number;
  horas?: number;
  minutos?: number;
  indicadoraltoriesgo?: boolean;
};

export const RUTA_SAVE_ERROR = MESSAGES.routeExists;

/** Form values → RutaInput: time in seconds, description auto-filled 'ORIGEN - DESTINO VIA' when empty. */
export function rutaToInput(values: RutaFormValues): Record<string, unknown> {
  const via = (values.via ?? "").trim();
  const typed = (values.descripcion ?? "").trim();
  return {
    idorigen: values.idorigen,
    iddestino: values.iddestino,
    via,
    descripcion: typed || routeDescription(values.origen, values.destino, via),
    distancia: values.distancia,
    tiempoestimado: hoursMinutesToSeconds(values.horas ?? 0, values.minutos ?? 0),
    indicadoraltoriesgo: Boolean(values.indicadoraltoriesgo),
  };
}

/** A route → the form's values (seconds → hours and minutes). */
export function rutaFromRecord(record: Ruta): RutaFormValues {
  const { hours, minutes } = secondsToHoursMinutes(record.tiempoestimado);
  return {
    descripcion: record.descripcion,
    via: record.via,
    idorigen: record.idorigen,
    iddestino: record.iddestino,
    origen: record.origen,
    destino: record.destino,
    distancia: record.distancia,
    horas: hours,
    minutos: minutes,
    indicadoraltoriesgo: record.indicadoraltoriesgo,
  };
}

const poblacion = (labelInto: string) => ({ operation: "sysPoblaciones", labelField: "descripcion", labelInto });

export const rutasDefinition: ResourceDefinition<Ruta, RutaFormValues> = {
  name: "rutas",
  route: "/home/Rutas",
  menu: { group: "maestras", label: "menu.rutas", icon: NodeIndexOutlined },
  labels: { singular: "Ruta", plural: "Rutas", title: "Rutas" },
  operations: {
    list: "rutasInfo", one: "rutaInfo", create: "createRuta", update: "updateRuta", delete: "deleteRuta",
    inputName: "ruta", inputType: "RutaInput!", idsArg: "ids",
  },
  tableId: TABLE_IDS.rutas,
  exportQueryId: 6,
  defaultPageSize: 20,
  // the server deletes routes for role 3 only
  canDelete: (access) => access.role === ADMIN_ROLE,
  fields: [
    { name: "idorigen", label: "Origen", type: "RELATION", relation: poblacion("origen"), form: { rules: RULES.idorigen, span: 12 }, view: false },
    { name: "iddestino", label: "Destino", type: "RELATION", relation: poblacion("destino"), form: { rules: RULES.iddestino, span: 12 }, view: false },
    { name: "descripcion", label: "Descripción", type: "TEXT", list: { width: 280 }, form: { rules: RULES.descripcion, placeholder: "ORIGEN - DESTINO VIA" } },
    { name: "via", label: "Vía", type: "TEXT", list: { width: 180 }, form: { rules: RULES.via } },
    { name: "origen", label: "Origen", type: "TEXT", list: { width: 160 } },
    { name: "destino", label: "Destino", type: "TEXT", list: { width: 160 } },
    { name: "distancia", label: "Distancia (KM)", type: "NUMERIC", list: { width: 120 }, form: { rules: RULES.distancia, minValue: 0 } },
    {
      name: "tiempoestimado", label: "Tiempo estimado", type: "DURATION",
      list: { width: 130, filterable: false }, format: (v) => formatEstimatedTime(typeof v === "number" ? v : null),
    },
    { name: "horas", label: "Horas", type: "NUMERIC", query: false, view: false, form: { rules: RULES.horas, minValue: 0, span: 12 } },
    { name: "minutos", label: "Minutos", type: "NUMERIC", query: false, view: false, form: { rules: RULES.minutos, minValue: 0, maxValue: 59, span: 12 } },
    { name: "indicadoraltoriesgo", label: "Alto riesgo", type: "BOOLEAN", list: { width: 100 }, form: {} },
  ],
  fromRecord: rutaFromRecord,
  toInput: rutaToInput,
  saveErrorMessage: RUTA_SAVE_ERROR,
  preferSaveErrorMessage: true,
};
