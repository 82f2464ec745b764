// Puestos de control (spec 3 §2 Control posts screen, §3 Control post, §4, §5 virtual post form, §8):
// columns descripcion, contacto, propietario, alto riesgo, pernoctar, disponibilidad and type Físico/Virtual;
// only virtual posts are selectable and editable; the form's address, coordinates and map are a plug-in.
import { EnvironmentOutlined } from "@ant-design/icons";
import { TABLE_IDS } from "@/config";
import { ADMIN_ROLE } from "@/config";
import type { ResourceDefinition } from "./engine";
import { lazyNamed } from "@/components/lazy-named";
import { TEXT_LIMITS } from "@/domain/field-limits";

export type PuestoControl = {
  id: number;
  descripcion: string;
  contacto?: string | null;
  nombrepropietario?: string | null;
  disponibilidad?: string | null;
  direccion?: string | null;
  indicadorfisico: boolean | null;
  indicadorpernoctar: boolean;
  indicadoraltoriesgo: boolean;
  poblacion?: string | null;
  idsyspoblacion?: number | null;
  geolocalizacion?: { latitud: number | null; longitud: number | null } | null;
};

export type PuestoFormValues = {
  descripcion?: string;
  direccion?: string;
  idsyspoblacion?: number;
  poblacion?: string | null;
  latitud?: number | null;
  longitud?: number | null;
  indicadorpernoctar?: boolean;
  indicadoraltoriesgo?: boolean;
};

/** Only virtual posts (indicadorfisico false) are edited and selected for deletion (spec 3 §4). */
// the form's plug-in loads when a post is opened, not with the menu
const PuestoGeoSection = lazyNamed(() => import("./plugins/PuestoGeoSection"), (m) => m.PuestoGeoSection);

export const isVirtualPost = (record: Pick<PuestoControl, "indicadorfisico">) => record.indicadorfisico === false;

/** The type column: Físico / Virtual; unknown type shows NA. */
export const postType = (value: unknown) => (value === true ? "Físico" : value === false ? "Virtual" : "NA");

export function puestoToInput(values: PuestoFormValues): Record<string, unknown> {
  return {
    descripcion: (values.descripcion ?? "").trim(),
    direccion: (values.direccion ?? "").trim(),
    idsyspoblacion: values.idsyspoblacion,
    // spec 3 §5: always sent as virtual
    indicadorfisico: false,
    indicadoraltoriesgo: Boolean(values.indicadoraltoriesgo),
    indicadorpernoctar: Boolean(values.indicadorpernoctar),
    geolocalizacion: { latitud: values.latitud, longitud: values.longitud },
  };
}

export function puestoFromRecord(record: PuestoControl): PuestoFormValues {
  return {
    descripcion: record.descripcion,
    direccion: record.direccion ?? "",
    idsyspoblacion: record.idsyspoblacion ?? undefined,
    poblacion: record.poblacion,
    latitud: record.geolocalizacion?.latitud ?? null,
    longitud: record.geolocalizacion?.longitud ?? null,
    indicadorpernoctar: record.indicadorpernoctar,
    indicadoraltoriesgo: record.indicadoraltoriesgo,
  };
}

const geoText = (_v: unknown, r: PuestoControl) =>
  r.geolocalizacion?.latitud != null && r.geolocalizacion.longitud != null ? `${r.geolocalizacion.latitud}, ${r.geolocalizacion.longitud}` : "NA";

export const puestosControlDefinition: ResourceDefinition<PuestoControl, PuestoFormValues> = {
  name: "puestoscontrol",
  route: "/home/PuestoControl",
  menu: { group: "maestras", label: "menu.puestosControl", icon: EnvironmentOutlined },
  labels: { singular: "Puesto de control", plural: "Puestos de control", title: "Puestos de Control" },
  operations: {
    list: "puestoscontrolInfo", one: "puestocontrolInfo", create: "createPuestoControlVirtual", update: "updatePuestoControlVirtual",
    delete: "deletePuestoControlVirtual", inputName: "puestoControlVirtual", inputType: "PuestoControlVirtualInput!", idsArg: "ids",
  },
  extraQueryFields: [{ geolocalizacion: ["latitud", "longitud"] }],
  tableId: TABLE_IDS.puestosControl,
  exportQueryId: 4,
  defaultPageSize: 20,
  // the server deletes posts for role 3 only
  canDelete: (access) => access.role === ADMIN_ROLE,
  isRowSelectable: isVirtualPost,
  isRecordEditable: isVirtualPost,
  fields: [
    { name: "descripcion", label: "Descripción", type: "TEXT", list: { width: 260 }, form: { rules: { required: true, max: TEXT_LIMITS.PuestoControlVirtualInput.descripcion.max } } },
    { name: "contacto", label: "Contacto", type: "TEXT", list: { width: 180 } },
    { name: "nombrepropietario", label: "Propietario", type: "TEXT", list: { width: 180 } },
    { name: "idsyspoblacion", label: "Población", type: "RELATION", relation: { operation: "sysPoblaciones", labelField: "descripcion", labelInto: "poblacion" }, form: { rules: { required: true } }, view: false },
    { name: "poblacion", label: "Población", type: "TEXT", list: { width: 200, hidden: true } },
    { name: "direccion", label: "Dirección", type: "TEXT", list: { width: 220, hidden: true } },
    { name: "geolocalizacion", label: "Geolocalización", type: "GEO", query: false, view: true, format: geoText },
    { name: "indicadoraltoriesgo", label: "Alto riesgo", type: "BOOLEAN", list: { width: 100 }, form: { span: 12 } },
    { name: "indicadorpernoctar", label: "Pernoctar", type: "BOOLEAN", list: { width: 100 }, form: { span: 12 } },
    { name: "disponibilidad", label: "Disponibilidad", type: "TEXT", list: { width: 130 } },
    { name: "indicadorfisico", label: "Tipo", type: "BOOLEAN", list: { width: 90, filter: "boolean", render: postType }, format: postType },
  ],
  fromRecord: puestoFromRecord,
  toInput: puestoToInput,
  formSections: [() => <PuestoGeoSection />],
};
