// The events list (spec 3 §2 Events screen): whitelist of eventosV2's filters and orders and of the
// events export (idquery 7).
import type { ListSpec } from "../../paging";

export const EVENTOS_LIST: ListSpec = {
  from: `"eventos"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    descripcion: { sql: `"descripcion"`, kind: "text" },
    nivelprioridad: { sql: `"nivelprioridad"`, kind: "number" },
    indicadorvisiblecliente: { sql: `"indicadorvisiblecliente"`, kind: "boolean" },
    indicadorpuestocontrol: { sql: `"indicadorpuestocontrol"`, kind: "boolean" },
    indicadorconductor: { sql: `"indicadorconductor"`, kind: "boolean" },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};

export const EVENTO_COLUMNS = Object.values(EVENTOS_LIST.fields).map((f) => f.sql).join(", ");

export interface EventoRow {
  id: number;
  descripcion: string;
  nivelprioridad: number;
  indicadorvisiblecliente: boolean;
  indicadorpuestocontrol: boolean;
  indicadorconductor: boolean;
}

export { PRIORITY_LEVELS } from "../../../../src/domain/event-rules";
