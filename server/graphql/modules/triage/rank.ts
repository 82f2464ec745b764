// The trips list's triage on the server (shared/domain/triage.ts, the rule the screen's cells use): the alert level of
// every trip the list's filters keep, counted per level, filtered by level, or ordered "most urgent first". The
// levels move with the clock, so they are computed per request over the matching trips' timer columns only (at
// most TRIAGE_LIMIT trips: a company's open trips), never stored.
import { sql } from "drizzle-orm";
import type { Context } from "../../../context";
import { listFragment } from "../../../db/statement";
import type { Viaje, ViajesPage } from "../../types.generated";
import { badInput } from "../../errors";
import { MAX_PAGE_SIZE } from "@shared/config";
import { buildListQuery, DEFAULT_PAGINATION, runList, type FilterArg, type ListArgs, type OrderArg } from "../../paging";
import { TIMER_COLUMNS, TIMER_SETTING_FIELDS } from "@shared/domain/timers";
import {
  ALERT_LEVEL_FILTER_FIELD, URGENCY_ORDER_FIELD, countByLevel, parseAlertLevel, rankByUrgency, type AlertLevel, type TriageRow, type Urgency,
} from "@shared/domain/triage";
import { VIAJES_LIST } from "../viajes/fields";
import { toViaje, type ViajeRow } from "../viajes/row";
import { readerOf } from "../../../auth/session";
import { OPERATION_INPUT_TEXTS } from "@shared/i18n/requests";

/** Most trips one triage reads; a list past it is narrowed with filters first. */
export const TRIAGE_LIMIT = 20_000;
export const TRIAGE_TOO_MANY = `Demasiados viajes para ordenar por urgencia o contar por nivel de alerta (máximo ${TRIAGE_LIMIT}); use filtros`;

const TRIAGE_COLUMNS = sql.join(["id", ...Object.keys(TIMER_COLUMNS), ...TIMER_SETTING_FIELDS, "silenciadohasta"].map((c) => sql.identifier(c)), sql`, `);

type Ctx = Pick<Context, "database" | "session">;

/** The urgency of every trip the filters keep, most urgent first. */
export async function rankTrips(ctx: Ctx, filters: readonly FilterArg[] | null | undefined, now: number = Date.now()): Promise<Urgency[]> {
  const q = buildListQuery(VIAJES_LIST, { filters: filters ? [...filters] : null }, ctx.session.idempresa);
  const rows = await ctx.database.reads.run(readerOf(ctx.session), () =>
    ctx.database.run<TriageRow>(sql`SELECT ${TRIAGE_COLUMNS} FROM ${listFragment(VIAJES_LIST.from)} ${q.where} LIMIT ${TRIAGE_LIMIT + 1}`));
  if (rows.length > TRIAGE_LIMIT) throw badInput(TRIAGE_TOO_MANY);
  return rankByUrgency(rows, now);
}

/** The number of trips at each level among those the filters keep. */
export async function countLevels(ctx: Ctx, filters: readonly FilterArg[] | null | undefined) {
  const counts = countByLevel(await rankTrips(ctx, filters));
  return Object.entries(counts).map(([nivel, total]) => ({ nivel, total }));
}

interface TriageArgs {
  /** the list's other filters */
  filters: FilterArg[];
  /** the levels asked for (null: every level) */
  levels: AlertLevel[] | null;
  /** "most urgent first" asked for */
  byUrgency: boolean;
  /** the list's other orders */
  orders: OrderArg[];
}

/** Splits a list request's level filter and urgency order from the rest; null when it has neither. */
export function triageArgs(args: ListArgs): TriageArgs | null {
  const filters = args.filters ?? [];
  const orders = args.orders ?? [];
  const levelFilters = filters.filter((f) => f.field === ALERT_LEVEL_FILTER_FIELD);
  const byUrgency = orders.some((o) => o.field === URGENCY_ORDER_FIELD);
  if (!levelFilters.length && !byUrgency) return null;
  let levels: AlertLevel[] | null = null;
  for (const f of levelFilters) {
    if (f.operator != null && f.operator !== "eq" && f.operator !== "in") throw badInput(OPERATION_INPUT_TEXTS.alertLevelOperator(ALERT_LEVEL_FILTER_FIELD));
    const values = Array.isArray(f.value) ? f.value : [f.value];
    const parsed = values.map(parseAlertLevel);
    if (parsed.some((l) => l === null)) throw badInput(OPERATION_INPUT_TEXTS.alertLevelUnknown(ALERT_LEVEL_FILTER_FIELD));
    const own = parsed as AlertLevel[];
    levels = levels === null ? own : levels.filter((l) => own.includes(l));
  }
  return {
    filters: filters.filter((f) => f.field !== ALERT_LEVEL_FILTER_FIELD),
    levels,
    byUrgency,
    orders: orders.filter((o) => o.field !== URGENCY_ORDER_FIELD),
  };
}

/**
 * A trips page with a level filter or the urgency order; null for any other request. The trips are ranked by
 * the rule, those of the levels asked for kept; in urgency order the page is their slice of the ranking (the
 * list's other orders break no tie: the rule's order is total), otherwise the list's own order over them.
 */
export async function triagedPage(ctx: Ctx, args: ListArgs, columns: string): Promise<ViajesPage | null> {
  const triage = triageArgs(args);
  if (!triage) return null;
  const ranked = (await rankTrips(ctx, triage.filters)).filter((u) => triage.levels === null || triage.levels.includes(u.level));
  const pagination = args.pagination ?? DEFAULT_PAGINATION;
  if (!triage.byUrgency) {
    const ids = ranked.map((u) => u.id);
    const page = await runList<ViajeRow>(ctx, VIAJES_LIST, {
      filters: [...triage.filters, { field: "id", operator: "in", value: ids.length ? ids : [0] }],
      orders: triage.orders.length ? triage.orders : null,
      pagination,
    }, columns);
    return { data: page.data.map(toViaje), totalreg: page.totalreg };
  }
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, pagination.fields));
  const slice = ranked.slice((Math.max(1, pagination.page) - 1) * size, Math.max(1, pagination.page) * size).map((u) => u.id);
  const rows = slice.length
    ? await ctx.database.run<ViajeRow>(
      sql`SELECT ${listFragment(columns)} FROM ${listFragment(VIAJES_LIST.from)} WHERE "id" = ANY(${sql.param(slice)}::int[]) AND "idempresa" = ${ctx.session.idempresa}`)
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const data: Viaje[] = slice.map((id) => byId.get(id)).filter((r): r is ViajeRow => !!r).map(toViaje);
  return { data, totalreg: ranked.length };
}
