// Trip history (/home/history): 'Historial de viajes' with the date range (presets) and
// a title suffix by range, total trips, export, the state exclusions, next-call order (client then id for
// companies 3 and 8 under a clients filter), a client filter of the clients with trips in the history's
// states and range; a row click opens the trip detail. Saved views and the kept state hold the range too
// (docs/adr/0016-table-state-and-saved-views.md).
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { datePresets, recogniseRange, todayInBusinessZone, type DayRange } from "@shared/domain/date-range";
import { readSession } from "@/providers/session";
import { ExportMenu } from "@/resources/engine";
import { TABLE_IDS } from "@shared/config";
import type { HeaderFilterValues } from "../trips-list/trips-config";
import { tripDetailPath } from "../trips-list/TripsListPage";
import { TripsTablePage } from "../trips-list/TripsTablePage";
import { useTripsPage } from "../trips-list/use-trips-page";
import { HISTORY_FILTER_HIDDEN_STATES, historyClientFilters, historyFixedFilters, historyOrder, historyTitle } from "./history-rules";
import { HISTORY_TITLE } from "@shared/i18n/history";

/** Decision: the history opens on the last month (the 'Mes' preset). */
const initialRange = (): DayRange => datePresets(todayInBusinessZone()).find((p) => p.label === "Último mes")!.range;

export function HistoryPage() {
  const navigate = useNavigate();
  const idempresa = Number(readSession()?.idcompany) || null;
  const page = useTripsPage({
    tableKey: "viajes:historial",
    tableId: TABLE_IDS.historial,
    exportTitle: HISTORY_TITLE,
    initialRange,
    fixedFilters: historyFixedFilters,
    defaultSorters: useCallback((header: HeaderFilterValues) => historyOrder(Boolean(header.clientes?.length), idempresa), [idempresa]),
  });
  const { range } = page;
  // the client filter offers the clients of the trips this history can show (its states, its range)
  const clientFilters = useMemo(() => historyClientFilters(range), [range]);
  const title = historyTitle(range, range ? recogniseRange(range, todayInBusinessZone()) : null);

  return (
    <TripsTablePage
      page={page} title={title} testId="history" clientFilters={clientFilters} excludedStates={HISTORY_FILTER_HIDDEN_STATES} tripFlags={false}
      actions={<ExportMenu getState={page.list.exportState} />} onRowClick={(row) => navigate(tripDetailPath(row.id))}
      rowHref={(row) => tripDetailPath(row.id)}
    />
  );
}
