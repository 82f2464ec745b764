// What an import file would do, row by row, before anything is written: each column mapped to the field it feeds
// (the export's `campos` header, the field's label or its name; a joined label's column feeds its relation by
// the related row's name), each row read cell by cell, matched to a record of the caller's company (by its id
// column, else by the entity's unique key) and checked by the same code as the GraphQL create and update
// (checkedValues: the entity's rules, relations, fill values, the fields the caller may not write; a record the
// entity's edit rule refuses to the caller is refused on its row). A row's rules are checked even when some of its cells
// could not be read (those cells' fields aside), so one preview names every error of every row. The outcome is the
// per-row report and the writes.
import type { GraphQLError } from "graphql";
import { sql } from "drizzle-orm";
import { listFragment } from "../../db/statement";
import type { Context } from "../../context";
import { HttpError } from "../http";
import { checkedValues, type RelationReader } from "../../entities/operations";
import { recordRefusal } from "../../entities/access";
import { readsRecord } from "@shared/domain/permissions";
import { entityColumns, entityList } from "../../entities/list";
import { writableFields } from "@shared/entities/rules";
import { groupParts, withGroups } from "@shared/entities/groups";
import { joinedFields, optionEntries, type EntityDefinition, type EntityField, type EntityRelation } from "@shared/entities/types";
import { MESSAGES } from "@shared/i18n/messages";
import { TIME_ZONE } from "@shared/config";
import { classifyRow, mapColumns, matchKey, readCell, sameValue, summarize, type CellRule, type ImportRowStatus, type ImportSummary, type ImportTarget } from "@shared/domain/import-rows";
import type { Sheet } from "./read-sheet";
import { fieldTypeOf } from "@shared/entities/field-types";
import { IMPORT_ROW_TEXTS } from "@shared/i18n/import";
import { heldFields } from "../../entities/held-values";

type Values = Record<string, unknown>;

export interface CellProblem {
  /** the column's header in the file (or the field's label when the file has no column for it) */
  column: string;
  message: string;
}

export interface ImportReportRow {
  /** the row's number in the spreadsheet */
  row: number;
  status: ImportRowStatus;
  /** the record updated or left unchanged (none for a new or refused row) */
  id: number | null;
  errors: CellProblem[];
}

export interface ImportReport {
  summary: ImportSummary;
  rows: ImportReportRow[];
  /** headers of columns no field takes (e.g. a joined or computed column the export adds) */
  ignoredColumns: string[];
}

export interface PlannedWrite {
  row: number;
  /** none: a new record */
  id?: number;
  /** the values to write: a new record's every value, an update's changed ones */
  values: Values;
  /** an update's stored values of the changed fields */
  before?: Values;
  /** an update's whole stored record (what its after-update hook is given) */
  existing?: Values;
}

export interface ImportPlan {
  report: ImportReport;
  writes: PlannedWrite[];
}

interface ParsedRow {
  number: number;
  id: number | null;
  input: Values;
  errors: CellProblem[];
  /** the fields whose cells could not be read or named no row: their rules are not checked again */
  unread: Set<string>;
  lookups: { target: string; text: string; column: string }[];
  existing?: Values;
  values?: Values;
  changed?: Values;
  status?: ImportRowStatus;
}

/** A field's cell type (a module's type reads its own cell, as a text). */
const cellType = (type: EntityField["type"] | undefined): CellRule["type"] =>
  type === undefined || fieldTypeOf({ type }) ? "text" : (type as CellRule["type"]);

/** A field's cell rule (a list's cell holds its items separated by commas; a module's type reads its own). */
const ruleOf = (field: EntityField): CellRule => {
  const readModuleCell = fieldTypeOf(field)?.readCell;
  if (readModuleCell) return { type: "text", read: (cell) => readModuleCell(cell, field) };
  return {
    type: cellType(field.type),
    ...(field.array ? { list: true } : {}),
    ...(field.options ? { options: optionEntries(field) } : {}),
    ...(field.relation ? { relation: true } : {}),
  };
};

/** Whether the import reads a field's column (a module's type only when it reads a cell). */
const isImported = (field: EntityField): boolean => {
  const module = fieldTypeOf(field);
  return !module || module.readCell !== undefined;
};

/** Whether a value to write is the one stored (a module's type compares its own values). */
function sameStored(field: EntityField | undefined, stored: unknown, written: unknown): boolean {
  const module = field && fieldTypeOf(field);
  if (module) return module.same(module.parse(stored, field), written, field);
  return sameValue(cellType(field?.type), stored, written, TIME_ZONE);
}

/** The fields a file's columns may feed, with the names their headers may carry. */
async function importTargets(ctx: Context, entity: EntityDefinition): Promise<ImportTarget[]> {
  const campos = entity.tableId === undefined ? [] : await ctx.database.run<{ field: string; label: string | null }>(
    sql`SELECT "field", "label" FROM "campos" WHERE "idtable" = ${entity.tableId}`,
  );
  const labels = new Map(campos.map((r) => [r.field, r.label?.trim() ?? ""]));
  const names = (name: string, field?: EntityField) => [labels.get(name), field?.label, name].filter((n): n is string => !!n);
  return [
    { target: "id", names: names("id") },
    // a module's type that reads no cell (an image's SI / NO, a file's name) is not read: such a value enters through
    // the form or the API, and an imported row keeps the one it has; of the lists, those of texts are read (their cell
    // is their items, as the export writes them)
    ...writableFields(entity).filter(([, f]) => (!f.array || f.type === "text") && isImported(f)).map(([name, f]) => ({ target: name, names: names(name, f) })),
    // a joined label's column (e.g. Origen) names its relation's row, written to the relation field
    ...joinedFields(entity).map((j) => ({ target: j.from, names: names(j.name, entity.fields[j.name]) })),
  ];
}

/** The input as the contract takes it: each group's parts in its object (only groups the file has columns for). */
function grouped(entity: EntityDefinition, flat: Values): Values {
  const input = { ...flat };
  for (const [name, group] of Object.entries(entity.groups ?? {})) {
    if (!group.parts.some((p) => p in flat)) continue;
    input[name] = Object.fromEntries(group.parts.map((p) => [p, flat[p]]));
    for (const p of group.parts) delete input[p];
  }
  return input;
}

/** The related rows' ids named by their label: by relation field, lower-cased label → ids. */
async function resolveLookups(ctx: Context, entity: EntityDefinition, parsed: ParsedRow[], current: ReadonlyMap<number, Values>): Promise<void> {
  // a label the record already shows keeps its related row (two towns may share a name)
  const joinOf = new Map(joinedFields(entity).map((j) => [j.from, j.name]));
  for (const row of parsed) {
    const existing = row.id === null ? undefined : current.get(row.id);
    if (!existing) continue;
    row.lookups = row.lookups.filter((l) => {
      const shown = existing[joinOf.get(l.target) ?? ""];
      const same = typeof shown === "string" && shown.trim().toLowerCase() === l.text.toLowerCase();
      if (same) row.input[l.target] = existing[l.target];
      return !same;
    });
  }
  const byTarget = new Map<string, Set<string>>();
  for (const row of parsed) for (const l of row.lookups) (byTarget.get(l.target) ?? byTarget.set(l.target, new Set()).get(l.target)!).add(l.text.toLowerCase());
  const found = new Map<string, Map<string, number[]>>();
  for (const [target, texts] of byTarget) {
    const relation = entity.fields[target].relation!;
    const company = ctx.entities.some((e) => e.table === relation.table);
    const label = sql.identifier(relation.labelColumn);
    const result = await ctx.database.run<{ id: number; label: string }>(
      sql`SELECT "id", lower(${label}) AS "label" FROM ${sql.identifier(relation.table)} WHERE lower(${label}) = ANY(${sql.param([...texts])}::text[])${company ? sql` AND "idempresa" = ${ctx.session.idempresa}` : sql``}`,
    );
    const ids = new Map<string, number[]>();
    for (const r of result) ids.set(r.label, [...(ids.get(r.label) ?? []), Number(r.id)]);
    found.set(target, ids);
  }
  for (const row of parsed) {
    for (const l of row.lookups) {
      const ids = found.get(l.target)?.get(l.text.toLowerCase()) ?? [];
      if (ids.length === 1) row.input[l.target] = ids[0];
      else {
        row.unread.add(l.target);
        row.errors.push({ column: l.column, message: ids.length ? IMPORT_ROW_TEXTS.ambiguous(l.text) : entity.fields[l.target].relation!.missing });
      }
    }
  }
}

/** A relation reader over the labels of every related id the rows name, read in one query per relation. */
async function prefetchedRelations(ctx: Context, entity: EntityDefinition, parsed: ParsedRow[]): Promise<RelationReader> {
  const byTable = new Map<string, Map<number, unknown>>();
  for (const [name, field] of writableFields(entity)) {
    const relation = field.relation;
    if (!relation) continue;
    const ids = [...new Set(parsed.map((r) => r.input[name]).filter((v): v is number => typeof v === "number"))];
    if (!ids.length) continue;
    const company = ctx.entities.some((e) => e.table === relation.table);
    const result = await ctx.database.run<{ id: number; label: unknown }>(
      sql`SELECT "id", ${sql.identifier(relation.labelColumn)} AS "label" FROM ${sql.identifier(relation.table)} WHERE "id" = ANY(${sql.param(ids)}::int[])${company ? sql` AND "idempresa" = ${ctx.session.idempresa}` : sql``}`,
    );
    const known = byTable.get(`${relation.table}.${relation.labelColumn}`) ?? new Map<number, unknown>();
    for (const r of result) known.set(Number(r.id), r.label);
    byTable.set(`${relation.table}.${relation.labelColumn}`, known);
  }
  return async (relation: EntityRelation, id: unknown) => byTable.get(`${relation.table}.${relation.labelColumn}`)?.get(Number(id));
}

/**
 * The refusals of checkedValues as cell problems (a field without a column is named by its label), but those of
 * the fields whose cells were not read (their own problem is reported already).
 */
function problemsOf(error: unknown, columnOf: (field: string) => string, unread: ReadonlySet<string>): CellProblem[] {
  const e = error as GraphQLError;
  // an input refusal, or a change of a field the caller may not write (FORBIDDEN naming its fields)
  const code = e?.extensions?.code;
  if (code !== "BAD_USER_INPUT" && !(code === "FORBIDDEN" && e.extensions.fields)) throw error;
  const fields = e.extensions.fields as { field: string; message: string }[] | undefined;
  if (!fields) return [{ column: "", message: e.message }];
  return fields.filter((f) => !unread.has(f.field)).map((f) => ({ column: columnOf(f.field), message: f.message }));
}

export async function planImport(ctx: Context, entity: EntityDefinition, sheet: Sheet): Promise<ImportPlan> {
  const mapping = mapColumns(sheet.headers, await importTargets(ctx, entity));
  if (mapping.problems.length) throw new HttpError(400, `${MESSAGES.import.duplicateColumns}: ${mapping.problems.join("; ")}`);
  const { targets } = mapping;
  const header = new Map<string, string>();
  targets.forEach((t, i) => t && header.set(t, sheet.headers[i]));
  const parts = groupParts(entity);
  const columnOf = (field: string): string => {
    const group = entity.groups?.[field];
    if (group) return group.parts.map((p) => header.get(p)).find(Boolean) ?? group.label;
    return header.get(field) ?? entity.fields[field]?.label ?? field;
  };
  const rules = targets.map((t) => (t === null ? null : t === "id" ? ({ type: "integer" } as CellRule) : ruleOf(entity.fields[t])));
  const groupOfPart = new Map(Object.entries(entity.groups ?? {}).flatMap(([name, g]) => g.parts.map((part) => [part, name] as const)));
  const dates = new Set(Object.entries(entity.fields).filter(([, f]) => f.type === "date" || f.type === "datetime").map(([n]) => n));

  // each cell read as the field's value
  const parsed: ParsedRow[] = sheet.rows.map((r) => {
    const row: ParsedRow = { number: r.number, id: null, input: {}, errors: [], unread: new Set(), lookups: [] };
    targets.forEach((target, i) => {
      if (target === null) return;
      const reading = readCell(rules[i]!, r.cells[i] ?? null, TIME_ZONE);
      if ("error" in reading) {
        row.errors.push({ column: sheet.headers[i], message: reading.error });
        row.unread.add(target);
        // a group (e.g. geolocalizacion) is not checked again without one of its parts
        const group = groupOfPart.get(target);
        if (group) row.unread.add(group);
      }
      else if ("lookup" in reading) row.lookups.push({ target, text: reading.lookup, column: sheet.headers[i] });
      else if (target === "id") row.id = reading.value as number | null;
      // an instant as the contract's DateTime gives it
      else row.input[target] = dates.has(target) && typeof reading.value === "string" ? new Date(reading.value) : reading.value;
    });
    return row;
  });
  // the company's records the rows name by id (read again below for rows matched by key)
  const list = entityList(entity);
  const current = new Map<number, Values>();
  const readCurrent = async (wanted: number[]) => {
    const ids = [...new Set(wanted)].filter((id) => !current.has(id));
    if (!ids.length) return;
    const found = await ctx.database.run<Values>(
      sql`SELECT ${listFragment(entityColumns(entity))} FROM ${listFragment(list.from)} WHERE "idempresa" = ${ctx.session.idempresa} AND "id" = ANY(${sql.param(ids)}::int[])`,
    );
    for (const r of found) current.set(Number(r.id), r);
  };
  await readCurrent(parsed.filter((r) => r.id !== null).map((r) => r.id!));
  await resolveLookups(ctx, entity, parsed, current);
  // a held field's cells name its values by what the database says of them (a many-to-many field's labels)
  for (const { name, field, held } of heldFields(entity)) await held.resolve(ctx, name, field, parsed, columnOf(name));
  const relations = await prefetchedRelations(ctx, entity, parsed);

  // the company's records the file may name: by id, and by the unique key's values
  const keyColumns = (entity.unique?.columns ?? []).filter((c) => c !== "idempresa" && !parts.has(c));
  const keyOf = (values: Values) => (keyColumns.length ? matchKey(keyColumns.map((c) => values[c])) : null);
  const scope = entity.scope ? sql` AND ${sql.identifier(entity.scope.column)} = ${Number(entity.scope.value)}` : sql``;
  const byKey = new Map<string, number>();
  if (keyColumns.length) {
    const keyed = await ctx.database.run<Values>(
      sql`SELECT "id", ${sql.join(keyColumns.map((c) => sql.identifier(c)), sql`, `)} FROM ${sql.identifier(entity.table)} WHERE "idempresa" = ${ctx.session.idempresa}${scope}`,
    );
    for (const r of keyed) {
      const key = keyOf(r);
      if (key) byKey.set(key, Number(r.id));
    }
  }

  // a row without an id is matched by its key (its values checked as a new record's, even beside unread cells);
  // a row whose id could not be read is not checked as a new record
  const fresh = new Map<ParsedRow, Values>();
  for (const row of parsed) {
    if (row.unread.has("id") || row.id !== null) continue;
    try {
      const values = await checkedValues(entity, ctx, grouped(entity, row.input), undefined, relations);
      const id = row.errors.length || keyOf(values) === null ? undefined : byKey.get(keyOf(values)!);
      if (id === undefined) fresh.set(row, values);
      else row.id = id;
    } catch (error) {
      row.errors.push(...problemsOf(error, columnOf, row.unread));
    }
  }

  await readCurrent(parsed.filter((r) => r.id !== null).map((r) => r.id!));

  const only = entity.writableWhen;
  const byRecord = readsRecord(entity.name, "edit", ctx.entities);
  for (const row of parsed) {
    if (row.unread.has("id")) continue;
    if (row.id === null) {
      row.values = fresh.get(row);
      continue;
    }
    const existing = current.get(row.id);
    if (!existing) {
      row.errors.push({ column: columnOf("id"), message: IMPORT_ROW_TEXTS.unknownId(row.id) });
      continue;
    }
    row.existing = existing;
    // a record the entity's edit rule refuses to the caller (a function of the record) is refused on its row
    const refusal = byRecord ? recordRefusal(entity, ctx, "edit", existing) : null;
    if (refusal) {
      row.errors.push({ column: "", message: refusal });
      continue;
    }
    try {
      const values = await checkedValues(entity, ctx, grouped(entity, row.input), withGroups(entity, existing), relations);
      row.values = values;
      row.changed = Object.fromEntries(Object.entries(values).filter(([name, v]) => !sameStored(entity.fields[name], existing[name], v)));
    } catch (error) {
      row.errors.push(...problemsOf(error, columnOf, row.unread));
      continue;
    }
    // a record the entity does not write (a physical control post) may come back unchanged, never changed
    if (only && existing[only.field] !== only.value && Object.keys(row.changed).length) {
      row.errors.push({ column: columnOf(only.field), message: only.edit });
    }
  }

  // one record per row: the same id or unique key twice is refused on the later row; a key another record holds too
  const rowOfId = new Map<number, number>();
  const rowOfKey = new Map<string, number>();
  for (const row of parsed) {
    if (!row.values) continue;
    const merged = { ...(row.existing ?? {}), ...row.values };
    const key = keyOf(merged);
    const keyColumn = columnOf(keyColumns.find((c) => header.has(c)) ?? keyColumns[0] ?? "id");
    if (row.id !== null && rowOfId.has(row.id)) row.errors.push({ column: columnOf("id"), message: IMPORT_ROW_TEXTS.repeated(rowOfId.get(row.id)!) });
    else if (key !== null && rowOfKey.has(key)) row.errors.push({ column: keyColumn, message: IMPORT_ROW_TEXTS.repeated(rowOfKey.get(key)!) });
    else if (key !== null && byKey.has(key) && byKey.get(key) !== row.id) row.errors.push({ column: keyColumn, message: entity.unique!.message });
    if (row.id !== null) rowOfId.set(row.id, rowOfId.get(row.id) ?? row.number);
    if (key !== null) rowOfKey.set(key, rowOfKey.get(key) ?? row.number);
  }

  const writes: PlannedWrite[] = [];
  const reportRows = parsed.map((row): ImportReportRow => {
    const status = classifyRow({ errors: row.errors.length, existing: row.existing !== undefined, changed: Object.keys(row.changed ?? {}).length });
    if (status === "created") writes.push({ row: row.number, values: row.values! });
    if (status === "updated") {
      const before = Object.fromEntries(Object.keys(row.changed!).map((k) => [k, row.existing![k]]));
      writes.push({ row: row.number, id: row.id!, values: row.changed!, before, existing: row.existing });
    }
    return { row: row.number, status, id: status === "updated" || status === "unchanged" ? row.id : null, errors: row.errors };
  });
  return { report: { summary: summarize(reportRows.map((r) => r.status)), rows: reportRows, ignoredColumns: mapping.ignored }, writes };
}
