// The trips list's triage state: the alert level chosen in the header (a filter the server applies with the
// timers' rule), "Más urgente primero" (the server's urgency order), and the counts per level of the list's
// filters, read again with every load of the list and every minute (levels move with the clock).
import { useCustom, type CrudFilter, type CrudSort } from "@refinedev/core";
import { useEffect, useState } from "react";
import { ALERT_LEVELS, ALERT_LEVEL_FILTER_FIELD, URGENCY_ORDER_FIELD, type AlertLevel } from "@shared/domain/triage";
import { mapFilters, type CrudFilterLike } from "@shared/domain/crud-mapping";
import { VIAJES_NIVELES_QUERY } from "./queries";

/** how often the clock-bound parts of the list (the counts per level, a list chosen by level) are read again */
export const TRIAGE_REFRESH_MS = 60_000;

export const URGENCY_SORTERS: CrudSort[] = [{ field: URGENCY_ORDER_FIELD, order: "desc" }];

/** The level filter of the list (none: every level). */
export const levelFilters = (level: AlertLevel | null): CrudFilter[] =>
  level ? [{ field: ALERT_LEVEL_FILTER_FIELD, operator: "eq", value: level }] : [];

/** The list's filters without the level one: what the counts are counted on. */
export const withoutLevel = (filters: readonly CrudFilterLike[]): CrudFilterLike[] =>
  filters.filter((f) => !("field" in f) || f.field !== ALERT_LEVEL_FILTER_FIELD);

interface NivelesAnswer {
  viajesNiveles: { nivel: string; total: number }[];
}

/**
 * The counts per level of the list's filters. `listRefreshes`: the list itself is read again every minute (a level
 * chosen, the urgency order), and the counts follow its loads rather than keeping a clock of their own.
 */
export function useLevelCounts(filters: readonly CrudFilterLike[], listLoadedAt: number, listRefreshes = false): Record<AlertLevel, number> | null {
  const { result, query } = useCustom<NivelesAnswer>({
    url: "",
    method: "post",
    config: { payload: { filters: mapFilters(withoutLevel(filters)) } },
    meta: { document: VIAJES_NIVELES_QUERY },
    queryOptions: { refetchInterval: listRefreshes ? false : TRIAGE_REFRESH_MS },
    errorNotification: false,
  });
  const { refetch } = query;
  // the list was read again (a report, a filter): so are the counts
  useEffect(() => {
    if (listLoadedAt) void refetch();
  }, [listLoadedAt, refetch]);
  const answer = result.data?.viajesNiveles;
  if (!answer) return null;
  const counts = Object.fromEntries(ALERT_LEVELS.map((l) => [l, 0])) as Record<AlertLevel, number>;
  for (const { nivel, total } of answer) if (nivel in counts) counts[nivel as AlertLevel] = total;
  return counts;
}

export function useTriageChoice() {
  const [level, setLevel] = useState<AlertLevel | null>(null);
  const [byUrgency, setByUrgency] = useState(false);
  return { level, setLevel, byUrgency, setByUrgency };
}
