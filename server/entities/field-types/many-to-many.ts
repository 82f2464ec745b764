// A many-to-many field on the server (shared/entities/field-types/many-to-many.ts): no column, but a join table
// `<table>_<field>` of (idregistro, idrelacionado), its primary key the pair, the record's id deleted with it and the
// named row's refusing the deletion of a row still named, with an index on that side. The list reads the ids and their
// labels from it (two arrays in the labels' order), filters by an id or a text of the labels and orders by neither;
// the export writes the labels. A write's ids must name rows in the caller's reach (another entity's rows of the
// caller's company only, a catalog's any); they replace the record's links in the write's transaction, and the audit
// words them by their labels ('Carga, Vida'). An import's cell names rows by their labels, looked up (case ignored)
// once per field for the whole file: a label naming no row, or several, refuses the cell.
import { sql, type SQL } from "drizzle-orm";
import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { JOIN_COLUMNS, joinTableName, LINK_LABEL_SEPARATOR, linkLabelsField } from "@shared/entities/many-to-many";
import { MISSING_LINK_MESSAGE } from "@shared/i18n/field-types";
import type { EntityManyToMany } from "@shared/entities/types";
import { IMPORT_ROW_TEXTS } from "@shared/i18n/import";
import type { ServerFieldType, SqlRunner } from "./server-field-type";

type Rows<T> = { rows: T[] };

const { record, linked } = JOIN_COLUMNS;

/** A field's labels as one text, 'Carga, Vida' (null for none), from the array the list reads beside its ids. */
export const linkLabelsSql = (name: string): string => `nullif(array_to_string("${linkLabelsField(name)}", '${LINK_LABEL_SEPARATOR}'), '')`;

/** The labels of rows of the named table as the audit words them, 'Carga, Vida' (in label order), or null for none. */
async function labelsText(tx: SqlRunner, link: EntityManyToMany, where: SQL): Promise<string | null> {
  const label = sql.identifier(link.labelColumn);
  const result = await tx.execute(
    sql`SELECT string_agg(coalesce(o.${label}::text, ''), ${LINK_LABEL_SEPARATOR} ORDER BY o.${label}, o."id") AS "labels" FROM ${sql.identifier(link.table)} o WHERE ${where}`,
  );
  return (result as Rows<{ labels: string | null }>).rows[0]?.labels ?? null;
}

/** The field's link, which the definition check makes sure a many-to-many field has. */
const linkOf = (field: { manyToMany?: EntityManyToMany }): EntityManyToMany => field.manyToMany!;

/** Whether the named table is one of the app's entities' (its rows are a company's) rather than a catalog's. */
const companyScoped = (entities: readonly { table: string }[], link: EntityManyToMany): boolean => entities.some((e) => e.table === link.table);

export const manyToMany: ServerFieldType = {
  list: (column, _field, name) => ({ sql: column, kind: "number", ids: { labels: linkLabelsSql(name) }, orderable: false }),
  tablas: { type: "TEXT" },
  // its rows' labels beside it, in the same order (null with it to a caller its read rule refuses)
  outputs: (name, field) => [{
    name: linkLabelsField(name), type: field.access?.read ? "[String!]" : "[String!]!",
    description: `the labels (${linkOf(field).labelColumn}) of the rows ${name} names, in the same order`,
    resolve: (row) => row[linkLabelsField(name)],
  }],
  async writeError(value, company, field, ctx) {
    const ids = value as number[];
    if (!ids.length) return null;
    const link = linkOf(field);
    const inCompany = companyScoped(ctx.entities, link) ? sql` AND "idempresa" = ${company}` : sql``;
    const result = await ctx.db.execute(
      sql`SELECT count(*)::int AS "n" FROM ${sql.identifier(link.table)} WHERE "id" = ANY(${sql.param(ids)}::int4[])${inCompany}`,
    );
    return Number((result as Rows<{ n: number }>).rows[0]?.n) === ids.length ? null : (link.missing ?? MISSING_LINK_MESSAGE);
  },
  held: {
    table: (name, owner, referenced) =>
      pgTable(name, {
        [record]: integer(record).notNull().references(() => owner().id, { onDelete: "cascade" }),
        [linked]: integer(linked).notNull().references(() => referenced().id),
      }, (t) => [
        primaryKey({ name: `${name}_pk`, columns: [t[record], t[linked]] }),
        index(`${name}_relacionado_idx`).on(t[linked]),
      ]),
    selected(table, name, field) {
      const { table: other, labelColumn } = linkOf(field);
      // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
      const from = `FROM "${joinTableName(table, name)}" l JOIN "${other}" o ON o."id" = l."${linked}" WHERE l."${record}" = t."id" ORDER BY o."${labelColumn}", o."id"`;
      // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
      return [`ARRAY(SELECT l."${linked}" ${from}) AS "${name}"`, `ARRAY(SELECT coalesce(o."${labelColumn}"::text, '') ${from}) AS "${linkLabelsField(name)}"`];
    },
    besideEntries: (name) => ({ [linkLabelsField(name)]: { sql: linkLabelsSql(name), kind: "text" } }),
    exported: (name) => ({ sql: linkLabelsSql(name), kind: "text" }),
    words: (tx, value, field) => {
      const ids = value as number[];
      return ids.length ? labelsText(tx, linkOf(field), sql`o."id" = ANY(${sql.param(ids)}::int4[])`) : Promise.resolve(null);
    },
    wordsOf: (tx, table, name, field, id) =>
      labelsText(tx, linkOf(field), sql`o."id" IN (SELECT ${sql.identifier(linked)} FROM ${sql.identifier(joinTableName(table, name))} WHERE ${sql.identifier(record)} = ${id})`),
    async write(tx, table, name, id, value) {
      const ids = value as number[];
      const join = sql.identifier(joinTableName(table, name));
      await tx.execute(sql`DELETE FROM ${join} WHERE ${sql.identifier(record)} = ${id}`);
      if (ids.length) await tx.execute(sql`INSERT INTO ${join} (${sql.identifier(record)}, ${sql.identifier(linked)}) SELECT ${id}, unnest(${sql.param(ids)}::int4[])`);
    },
    async resolve(ctx, name, field, rows, column) {
      const link = linkOf(field);
      const texts = new Set(rows.flatMap((r) => (Array.isArray(r.input[name]) ? (r.input[name] as string[]).map((t) => t.toLowerCase()) : [])));
      const ids = new Map<string, number[]>();
      if (texts.size) {
        const label = sql.identifier(link.labelColumn);
        const inCompany = companyScoped(ctx.entities, link) ? sql` AND "idempresa" = ${ctx.session.idempresa}` : sql``;
        const found = await ctx.database.run<{ id: number; label: string }>(
          sql`SELECT "id", lower(${label}::text) AS "label" FROM ${sql.identifier(link.table)} WHERE lower(${label}::text) = ANY(${sql.param([...texts])}::text[])${inCompany}`,
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
          else row.errors.push({ column, message: matches.length ? IMPORT_ROW_TEXTS.ambiguous(text) : `${link.missing ?? MISSING_LINK_MESSAGE}: «${text}»` });
        }
        if (named.length === labels.length) row.input[name] = named;
        else {
          delete row.input[name];
          row.unread.add(name);
        }
      }
    },
  },
};
