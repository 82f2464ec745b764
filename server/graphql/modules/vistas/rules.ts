// Limits of a saved view: checked before anything is written.
import { VIEW_NAME_MAX, VIEW_TABLE_MAX } from "@shared/domain/field-limits";
import { badInput } from "../../errors";
import { MESSAGES } from "@shared/i18n/messages";

export const VIEW_STATE_MAX = 20_000;
export const VIEWS_PER_TABLE_MAX = 50;

export const VIEW_ERRORS = {
  name: `El nombre de la vista es requerido (máximo ${VIEW_NAME_MAX} caracteres)`,
  table: "La tabla de la vista es inválida",
  state: "El estado de la vista es inválido",
  tooMany: `Se permiten máximo ${VIEWS_PER_TABLE_MAX} vistas por tabla`,
  notFound: MESSAGES.notFound.view,
} as const;

export function checkTable(idtable: string): string {
  const table = idtable.trim();
  if (!table || table.length > VIEW_TABLE_MAX) throw badInput(VIEW_ERRORS.table);
  return table;
}

export function checkName(nombre: string): string {
  const name = nombre.replace(/\s+/g, " ").trim();
  if (!name || name.length > VIEW_NAME_MAX) throw badInput(VIEW_ERRORS.name);
  return name;
}

export function checkState(estado: unknown): Record<string, unknown> {
  if (estado === null || typeof estado !== "object" || Array.isArray(estado)) throw badInput(VIEW_ERRORS.state);
  if (JSON.stringify(estado).length > VIEW_STATE_MAX) throw badInput(VIEW_ERRORS.state);
  return estado as Record<string, unknown>;
}
