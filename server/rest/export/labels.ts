// The screen's column settings for the export: each field's header label from
// `campos` of the screen's table (else its name), and whether the column is a DATE (no time of day).
import { sql } from "drizzle-orm";
import type { Context } from "../../context";
import type { ExportSource } from "./sources";

/** Spreadsheet number formats of the date columns (Colombian day-first order). */
export const DATE_FORMATS = { date: "dd/mm/yyyy", dateTime: "dd/mm/yyyy hh:mm" } as const;

export interface ExportColumns {
  labels: string[];
  /** per field: shown as 'DD/MM/YYYY' (campos type DATE) instead of 'DD/MM/YYYY HH:mm' */
  dateOnly: boolean[];
  /** per field: the number format of a date column, null for others */
  numFmts: (string | null)[];
}

export async function exportColumns(ctx: Pick<Context, "database">, source: ExportSource, fields: string[]): Promise<ExportColumns> {
  const numFmts = (dateOnly: boolean[]) => fields.map((f, i) =>
    source.list.fields[f]?.kind !== "date" ? null : dateOnly[i] ? DATE_FORMATS.date : DATE_FORMATS.dateTime);
  if (source.table == null) return { labels: fields, dateOnly: fields.map(() => false), numFmts: numFmts(fields.map(() => false)) };
  const camposField = (f: string) => source.labelOf?.[f] ?? f;
  const rows = await ctx.database.run<{ field: string; label: string | null; type: string }>(
    sql`SELECT "field", "label", "type" FROM "campos" WHERE "idtable" = ${source.table} AND "field" = ANY(${sql.param(fields.map(camposField))}::text[])`,
  );
  const byField = new Map(rows.map((r) => [r.field, r]));
  const dateOnly = fields.map((f) => byField.get(camposField(f))?.type === "DATE");
  return { labels: fields.map((f) => byField.get(camposField(f))?.label?.trim() || f), dateOnly, numFmts: numFmts(dateOnly) };
}
