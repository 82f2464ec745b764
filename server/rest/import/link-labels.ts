// An import's many-to-many cells (shared/entities/many-to-many.ts): a cell holds the labels of the rows it names,
// 'Carga, Vida', as the export writes them; each label is looked up (case ignored) among the named table's rows in
// the caller's reach, one query per field for the whole file. A label naming no row, or several, refuses the cell.
import { sql } from "drizzle-orm";
import type { Context } from "../../context";
import type { EntityDefinition } from "@shared/entities/types";
import { manyToManyFields } from "@shared/entities/many-to-many";
import { MISSING_LINK_MESSAGE } from "@shared/i18n/field-types";
import { IMPORT_ROW_TEXTS } from "@shared/i18n/import";

interface Row {
  input: Record<string, unknown>;
  errors: { column: string; message: string }[];
  unread: Set<string>;
}

/** Each many-to-many cell's labels (read as a list of texts) replaced by the ids they name, or refused. */
export async function resolveLinkLabels(ctx: Context, entity: EntityDefinition, rows: Row[], columnOf: (field: string) => string): Promise<void> {
  for (const [name, field] of manyToManyFields(entity)) {
    const link = field.manyToMany;
    const texts = new Set(rows.flatMap((r) => (Array.isArray(r.input[name]) ? (r.input[name] as string[]).map((t) => t.toLowerCase()) : [])));
    const ids = new Map<string, number[]>();
    if (texts.size) {
      const company = ctx.entities.some((e) => e.table === link.table);
      const label = sql.identifier(link.labelColumn);
      const found = await ctx.database.run<{ id: number; label: string }>(
        sql`SELECT "id", lower(${label}::text) AS "label" FROM ${sql.identifier(link.table)} WHERE lower(${label}::text) = ANY(${sql.param([...texts])}::text[])${company ? sql` AND "idempresa" = ${ctx.session.idempresa}` : sql``}`,
      );
      for (const r of found) ids.set(r.label, [...(ids.get(r.label) ?? []), Number(r.id)]);
    }
    for (const row of rows) {
      const labels = row.input[name];
      if (!Array.isArray(labels)) continue;
      const named: number[] = [];
      for (const text of labels as string[]) {
        const matches = ids.get(text.toLowerCase()) ?? [];
        if (matches.length === 1) named.push(matches[0]);
        else row.errors.push({ column: columnOf(name), message: matches.length ? IMPORT_ROW_TEXTS.ambiguous(text) : `${link.missing ?? MISSING_LINK_MESSAGE}: «${text}»` });
      }
      if (named.length === labels.length) row.input[name] = named;
      else {
        delete row.input[name];
        row.unread.add(name);
      }
    }
  }
}

/** Whether two lists of ids name the same rows, whatever their order. */
export function sameIds(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  const left = new Set(a.map(Number));
  const right = new Set(b.map(Number));
  return left.size === right.size && [...left].every((id) => right.has(id));
}
