// Eventos (spec 3 §2 Events screen, §3 Event, §5 event form): descripcion, nivel de prioridad
// (1 BAJA, 2 MEDIA, 3 ALTA), visible al cliente, indicador conductor and the hidden indicador puesto de
// control column; indicadorpuestocontrol is always sent true.
import { AlertOutlined } from "@ant-design/icons";
import { ADMIN_ROLE, TABLE_IDS } from "@/config";
import { EVENT_FORM_RULES, PRIORITY_LEVELS } from "@/domain/event-rules";
import type { ResourceDefinition, SelectOption } from "./engine";

export type Evento = {
  id: number;
  descripcion: string;
  nivelprioridad: number;
  indicadorvisiblecliente: boolean;
  indicadorpuestocontrol: boolean;
  indicadorconductor: boolean;
};

export type EventoFormValues = {
  descripcion?: string;
  nivelprioridad?: number;
  indicadorvisiblecliente?: boolean;
  indicadorconductor?: boolean;
};

/** Priority levels (spec 3 §9). */
export const PRIORIDADES: SelectOption[] = Object.entries(PRIORITY_LEVELS).map(([value, label]) => ({ value: Number(value), label }));

export function eventoToInput(values: EventoFormValues): Record<string, unknown> {
  return {
    descripcion: (values.descripcion ?? "").trim(),
    nivelprioridad: values.nivelprioridad,
    indicadorvisiblecliente: Boolean(values.indicadorvisiblecliente),
    indicadorconductor: Boolean(values.indicadorconductor),
    // spec 3 §5: always sent as true
    indicadorpuestocontrol: true,
  };
}

export const eventosDefinition: ResourceDefinition<Evento, EventoFormValues> = {
  name: "eventos",
  route: "/home/Eventos",
  menu: { group: "maestras", label: "menu.eventos", icon: AlertOutlined },
  labels: { singular: "Evento", plural: "Eventos", title: "Eventos" },
  operations: {
    list: "eventosV2", one: "eventoV2", create: "createEvento", update: "updateEvento", delete: "daleteEvento",
    inputName: "evento", inputType: "EventoInput!", idsArg: "ids",
  },
  tableId: TABLE_IDS.eventos,
  exportQueryId: 7,
  defaultPageSize: 20,
  // the server deletes events for role 3 only
  canDelete: (access) => access.role === ADMIN_ROLE,
  fields: [
    { name: "descripcion", label: "Descripción", type: "TEXT", list: { width: 280 }, form: { rules: EVENT_FORM_RULES.descripcion } },
    { name: "nivelprioridad", label: "Nivel de prioridad", type: "SELECT", options: PRIORIDADES, list: { width: 140 }, form: { rules: EVENT_FORM_RULES.nivelprioridad } },
    { name: "indicadorvisiblecliente", label: "Visible al cliente", type: "BOOLEAN", list: { width: 130 }, form: {} },
    { name: "indicadorconductor", label: "Indicador conductor", type: "BOOLEAN", list: { width: 150 }, form: {} },
    { name: "indicadorpuestocontrol", label: "Puesto de control", type: "BOOLEAN", list: { width: 130, hidden: true }, view: false },
  ],
  fromRecord: (record) => ({
    descripcion: record.descripcion,
    nivelprioridad: record.nivelprioridad,
    indicadorvisiblecliente: record.indicadorvisiblecliente,
    indicadorconductor: record.indicadorconductor,
  }),
  toInput: eventoToInput,
};
