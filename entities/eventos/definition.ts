// Eventos (the Events screen and its form): descripcion, nivel de prioridad (1 BAJA,
// 2 MEDIA, 3 ALTA), visible al cliente, indicador conductor and the hidden indicador puesto de control column,
// always stored true. Any signed-in user of the company lists, reads, creates and edits events (the Maestras
// menu shows them to every role); deleting needs role 3, and an event a report uses stays, so the
// traceability keeps its event names (docs/adr/0018-master-data-rules.md).
import { EVENT_DESCRIPTION_MAX, PRIORITY_LEVELS } from "@shared/domain/event-rules";
import { inUseMessage, MESSAGES } from "@shared/i18n/messages";
import { defineEntity } from "@shared/entities/types";

export const eventosEntity = defineEntity({
  key: "Eventos",
  labels: { singular: "Evento", plural: "Eventos", title: "Eventos" },
  menu: { group: "maestras", icon: "AlertOutlined", order: 60 },
  // the contract's own spellings; createEvento, updateEvento and the input evento are the key's
  operations: { list: "eventosV2", one: "eventoV2", delete: "daleteEvento" },
  access: { delete: "adminRole" },
  audit: "Evento",
  tableId: 2002,
  tableGroup: "Maestras",
  tableDescription: "Eventos de la empresa",
  exportId: 7,
  notFound: MESSAGES.notFound.event,
  titleField: "descripcion",
  inUse: {
    by: [{ table: "reportes", column: "idevento" }],
    message: (names) => inUseMessage(names.length === 1 ? `el evento ${names[0]}` : `los eventos ${names.length ? names.join(", ") : "seleccionados"}`, "reportes"),
  },
  fields: {
    descripcion: { label: "Descripción", type: "text", required: true, max: EVENT_DESCRIPTION_MAX, list: { width: 280 } },
    nivelprioridad: { label: "Nivel de prioridad", type: "integer", required: true, default: 1, options: PRIORITY_LEVELS, list: { width: 140 } },
    indicadorvisiblecliente: { label: "Visible al cliente", type: "boolean", list: { width: 130 } },
    indicadorconductor: { label: "Indicador conductor", type: "boolean", list: { width: 150 } },
    indicadorpuestocontrol: { label: "Puesto de control", type: "boolean", fixed: true, list: { width: 130, hidden: true }, form: false, view: false },
  },
});
