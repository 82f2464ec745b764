// Reads the export's rows with the screen's filters and order (the paged contract's whitelist and company
// scope), without holding them all: first the ordered ids (4 bytes a row), then the rows
// EXPORT_BATCH_SIZE (500) ids at a time by primary key. One ordered scan, no long transaction, and a stable
// order even if rows change while the file streams. A field the caller may not read of a row (its entity's read
// rule) is an empty cell (NA) there.
import { sql, type SQL } from "drizzle-orm";
import { TIME_ZONE } from "@shared/config";
import { listFragment } from "../../db/statement";
import type { Context } from "../../context";
import { buildListQuery, type FieldSpec } from "../../graphql/paging";
import type { CellValue, ExportSource } from "./sources";
import type { ExportRequest } from "./request";
import { readerOf } from "../../auth/session";
import { callerOf } from "../../auth/authorize";
import { canReadField, hasReadRules } from "@shared/entities/access";

/**
 * Rows read per query. Small on purpose: a batch's JSON and cells live while the stream drains, and at 1,000
 * or 2,000 rows they outlive V8's young generation, so a long export piled up old-generation garbage (peak
 * RSS +105 MB at 100,000 rows against +15 MB at 10,000); at 500 the peak is the same at both sizes, for
 * about a fifth more time (npm run bench, docs/adr/0020-xlsx-exports.md).
 */
export const EXPORT_BATCH_SIZE = 500;
const NA = "NA";

/** The ids of the rows to export, in the screen's order; the page only when a pagination is given. */
export async function orderedIds(ctx: Context, request: ExportRequest): Promise<Int32Array> {
  const { list } = request.source;
  const orders = request.orders.length || !request.source.defaultOrders ? request.orders : await request.source.defaultOrders(ctx);
  const q = buildListQuery(list, { filters: request.filters, orders, pagination: request.pagination }, ctx.session.idempresa);
  const page = q.limit != null ? sql` LIMIT ${q.limit} OFFSET ${q.offset}` : sql``;
  // the selection is the export's expensive read, and takes its turn with the caller's lists
  const rows = await ctx.database.reads.run(readerOf(ctx.session), () => ctx.database.run<{ ids: number[] | null }>(
    sql`SELECT array_agg(k."id" ORDER BY k."n") AS "ids"
       FROM (SELECT "id", row_number() OVER (${q.orderBy}) AS "n" FROM ${listFragment(list.from)} ${q.where} ${q.orderBy}${page}) k`,
  ));
  return Int32Array.from(rows[0]?.ids ?? []);
}

/**
 * Dates as Bogotá wall time to the minute ('YYYY-MM-DDTHH:mm', the day only for DATE columns), read by the
 * database; the cell becomes a spreadsheet date of that wall time (`wallTime`).
 */
function selectExpression(field: FieldSpec, dateOnly: boolean): SQL {
  if (field.kind !== "date") return listFragment(field.sql);
  // the zone and the format are constants, written as literals: the statement's text is the same for every batch
  return sql`to_char(${listFragment(field.sql)} AT TIME ZONE ${sql.raw(`'${TIME_ZONE}'`)}, ${sql.raw(dateOnly ? `'YYYY-MM-DD'` : `'YYYY-MM-DD"T"HH24:MI'`)})`;
}

/**
 * A spreadsheet has no time zones: a date cell holds wall time. The Date whose UTC reading is the Bogotá
 * wall time is written as exactly that day and time (exceljs converts Dates through UTC).
 */
export function wallTime(text: string): Date | null {
  const at = new Date(text.length === 10 ? `${text}T00:00:00Z` : `${text}:00Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A cell as the screen shows it: SI / NO for booleans, NA for empty values, dates as dates. */
export function cellValue(value: unknown, format?: (value: unknown) => CellValue, isDate = false): CellValue {
  if (value === null || value === undefined || value === "") return NA;
  if (format) return format(value);
  if (isDate && typeof value === "string") return wallTime(value) ?? NA;
  if (typeof value === "boolean") return value ? "SI" : "NO";
  if (typeof value === "number") return Number.isFinite(value) ? value : NA;
  return String(value);
}

/**
 * The rows, batch by batch, as arrays of cells in the order of `fields`. Each batch comes back as one
 * JSON array of arrays: on PGlite that decodes about 2.5 times faster than as many row objects.
 */
export async function* exportRows(
  ctx: Context,
  request: ExportRequest,
  ids: Int32Array,
  dateOnly: boolean[] = [],
): AsyncGenerator<CellValue[][]> {
  const source: ExportSource = request.source;
  const { list } = source;
  // the company is checked again on every row, in JS, so the lookup stays on the primary key
  const company = list.companyColumn ? listFragment(list.companyColumn) : sql`NULL`;
  // an entity whose fields have read rules: its other fields are read too (raw), so each row's rules see the record
  const rules = source.entity && hasReadRules(source.entity.fields) ? source.entity : undefined;
  const others = rules ? Object.keys(rules.fields).filter((name) => !request.fields.includes(name)) : [];
  const columns = sql.join([
    ...request.fields.map((name, i) => selectExpression(list.fields[name], dateOnly[i] ?? false)),
    ...others.map((name) => sql.identifier(name)),
  ], sql`, `);
  const caller = callerOf(ctx);
  /** the row's cells the caller may not read of its record (empty cells) */
  const hiddenOf = (row: unknown[]): boolean[] => {
    if (!rules) return request.fields.map(() => false);
    const record: Record<string, unknown> = { id: row[0] };
    request.fields.forEach((name, i) => (record[name] = row[i + 2]));
    others.forEach((name, j) => (record[name] = row[request.fields.length + 2 + j]));
    return request.fields.map((name) => !canReadField(rules.fields, name, caller, record));
  };
  const statement = (batch: number[]) => sql`SELECT json_agg(json_build_array("id", ${company}, ${columns})) AS "rows"
    FROM ${listFragment(list.from)} WHERE "id" = ANY(${sql.param(batch)}::int[])`;
  const formats = request.fields.map((name) => source.formats?.[name]);
  const isDate = request.fields.map((name) => list.fields[name].kind === "date");
  const idempresa = list.companyColumn ? ctx.session.idempresa : null;
  const fetchBatch = async (start: number) => {
    const batch = Array.from(ids.subarray(start, start + EXPORT_BATCH_SIZE));
    const [result] = await ctx.database.run<{ rows: unknown[][] | string | null }>(statement(batch));
    const raw = result?.rows ?? [];
    return { batch, rows: typeof raw === "string" ? (JSON.parse(raw) as unknown[][]) : raw };
  };
  // the next batch is read while the current one is written (on PostgreSQL the two overlap)
  let pending = ids.length ? fetchBatch(0) : null;
  for (let start = 0; pending; start += EXPORT_BATCH_SIZE) {
    const { batch, rows } = await pending;
    pending = start + EXPORT_BATCH_SIZE < ids.length ? fetchBatch(start + EXPORT_BATCH_SIZE) : null;
    // a consumer that stops early (client gone) never awaits it: its failure must not go unhandled
    pending?.catch(() => undefined);
    const byId = new Map<number, unknown[]>();
    for (const row of rows) if (idempresa == null || Number(row[1]) === idempresa) byId.set(Number(row[0]), row);
    const cells: CellValue[][] = [];
    for (const id of batch) {
      const row = byId.get(id);
      // a row deleted since the ids were read is left out
      if (!row) continue;
      const hidden = hiddenOf(row);
      cells.push(formats.map((format, i) => (hidden[i] ? NA : cellValue(row[i + 2], format, isDate[i]))));
    }
    yield cells;
  }
}
