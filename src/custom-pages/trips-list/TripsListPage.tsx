// Trips list: 'Viajes' at /home (trips not returning a container) and 'Contenedores' at
// /home/ctns (key contenedorespendientes). Header filters, column chooser, reset filters, export (title
// Seguimiento; a failure is only logged), 'Total viajes', timers ticking every minute, live refresh, saved
// views and the state kept between visits (TripsTablePage, useTripsPage).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MinuteClock, TimerLegend, timerSettingsOf } from "@/components/trip-timers";
import { withEtaColumn } from "@/custom-pages/fleet-map/eta-column";
import { ExportMenu } from "@/resources/engine";
import { isTextBox, shortcutOf } from "@shared/domain/keyboard-shortcuts";
import { TRIPS_LIST_FIELDS } from "./trip-fields";
import { TRIPS_EXCLUDED_STATES, TRIPS_LISTS, clientFilterQuery, type TripsVariant } from "./trips-config";
import { TRIPS_LIST_EXTRA_FIELDS, tripsListFixedFilters } from "./list-request";
import { TripsTablePage } from "./TripsTablePage";
import { useTripsLive } from "./use-trips-live";
import { useTripsPage } from "./use-trips-page";
import { attentionColumn } from "./attention-column";
import { TripsTriage } from "./TripsTriage";
import { TRIAGE_REFRESH_MS, URGENCY_SORTERS, levelFilters, useTriageChoice } from "./use-trips-triage";
import { URGENCY_ORDER_FIELD } from "@shared/domain/triage";

// the report forms (R on a row) are fetched the first time they are opened: the list's first visit does not carry them
const TripReportDrawer = lazy(() => import("./TripReportDrawer").then((m) => ({ default: m.TripReportDrawer })));

export const tripDetailPath = (id: unknown) => `/Home/Viaje/${String(id)}`;

const columnLabels = (columns: readonly { field: string; label: string }[]) => Object.fromEntries(columns.map((c) => [c.field, c.label]));

export function TripsListPage({ variant = "viajes" }: { variant?: TripsVariant }) {
  // a new variant is a new list: remount so its state starts fresh
  return <TripsList key={variant} variant={variant} />;
}

function TripsList({ variant }: { variant: TripsVariant }) {
  const config = TRIPS_LISTS[variant];
  const navigate = useNavigate();
  const triage = useTriageChoice();
  const page = useTripsPage({
    tableKey: `viajes:${variant}`,
    tableId: config.tableId,
    fields: TRIPS_LIST_FIELDS,
    extraFields: TRIPS_LIST_EXTRA_FIELDS,
    exportTitle: config.exportTitle,
    fixedFilters: useCallback(() => tripsListFixedFilters(config, levelFilters(triage.level)), [config, triage.level]),
    defaultSorters: useCallback(() => (triage.byUrgency ? URGENCY_SORTERS : []), [triage.byUrgency]),
  });
  const { list } = page;
  const [reporting, setReporting] = useState<number | null>(null);
  // mounted from the first opening on, so the drawer keeps its closing animation afterwards
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (reporting !== null && !drawerLoaded) setDrawerLoaded(true);
  const clientFilters = useMemo(() => clientFilterQuery(config.devolviendocontenedor), [config]);
  const listState = list.exportState();
  const urgentFirst = listState.sorters.some((s) => s.field === URGENCY_ORDER_FIELD);
  const refetch = () => void list.query.refetch();
  // a list that opens in urgency order (as the user left it) has the choice on, so switching it off restores the default
  const { setByUrgency } = triage;
  useEffect(() => {
    if (urgentFirst) setByUrgency(true);
  }, [urgentFirst, setByUrgency]);

  // a list chosen by alert level or ordered by urgency depends on the clock: it is read again every minute, and the
  // counts with it (they are read again with every load of the list), so the chosen level's count and the list agree
  const refetchList = useRef(refetch);
  refetchList.current = refetch;
  const clockBound = triage.level !== null || urgentFirst;
  useEffect(() => {
    if (!clockBound) return;
    const timer = window.setInterval(() => refetchList.current(), TRIAGE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [clockBound]);

  useTripsLive({
    listedTripIds: list.rows.map((r) => r.id as number),
    rows: list.rows,
    lastRefetchAt: list.query.dataUpdatedAt,
    refetch: () => void list.query.refetch(),
  });

  return (
    <MinuteClock>
      <TripsTablePage
        page={page} title={config.title} testId="trips" clientFilters={clientFilters} excludedStates={TRIPS_EXCLUDED_STATES}
        actions={<ExportMenu getState={list.exportState} logOnly />}
        notice={
          <TripsTriage
            filters={listState.filters} listLoadedAt={list.query.dataUpdatedAt} rows={list.rows} level={triage.level} onLevel={triage.setLevel} byUrgency={urgentFirst}
            onByUrgency={(on) => {
              triage.setByUrgency(on);
              // also when a column's order replaced it since it was chosen
              if (on) list.setSorters(URGENCY_SORTERS);
            }}
          />
        }
        mapColumns={(columns) => [...withEtaColumn(columns), attentionColumn(refetch)]} onRowClick={(row) => navigate(tripDetailPath(row.id))} rowHref={(row) => tripDetailPath(row.id)}
        legend={<TimerLegend settings={timerSettingsOf(list.rows)} labels={columnLabels(list.columns.all)} />}
        onRowKeyDown={(row, e) => {
          // only keys pressed on the row itself: a link or checkbox inside it keeps its own
          const action = shortcutOf({
            key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey,
            inTextBox: isTextBox(e.target as HTMLElement), onRow: e.target === e.currentTarget,
          });
          if (action === "report") setReporting(Number(row.id));
          else if (action === "open") navigate(tripDetailPath(row.id));
          else return;
          e.preventDefault();
        }}
      />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <TripReportDrawer tripId={reporting} onClose={() => setReporting(null)} onReported={() => void list.query.refetch()} />
        </Suspense>
      )}
    </MinuteClock>
  );
}
