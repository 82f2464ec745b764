// Limits of a saved view: checked before anything is written.
import { VIEW_NAME_MAX, VIEW_TABLE_MAX } from "@shared/domain/field-limits";
import { badInput } from "../../errors";
import { SAVED_VIEW_ERRORS } from "@shared/i18n/saved-views";

export const VIEW_STATE_MAX = 20_000;
export const VIEWS_PER_TABLE_MAX = 50;

export const VIEW_ERRORS = {
  name: SAVED_VIEW_ERRORS.name(VIEW_NAME_MAX),
  table: SAVED_VIEW_ERRORS.table,
  state: SAVED_VIEW_ERRORS.state,
  tooMany: SAVED_VIEW_ERRORS.tooMany(VIEWS_PER_TABLE_MAX),
  notFound: SAVED_VIEW_ERRORS.notFound,
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
