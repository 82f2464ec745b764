// Trips list (spec 1 §2.6): 'Viajes' at /home (trips not returning a container) and 'Contenedores' at
// /home/ctns (key contenedorespendientes). Header filters, column chooser, reset filters, export (title
// Seguimiento; a failure is only logged), 'Total viajes', timers ticking every minute, live refresh, saved
// views and the state kept between visits (TripsTablePage, useTripsPage).
import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { MinuteClock, TimerLegend, timerSettingsOf } from "@/components/trip-timers";
import { ETA_SELECTION } from "@/custom-pages/fleet-map/queries";
import { withEtaColumn } from "@/custom-pages/fleet-map/eta-column";
import { ExportMenu } from "@/resources/engine";
import { isTextBox, shortcutOf } from "@/domain/keyboard-shortcuts";
import { TripReportDrawer } from "./TripReportDrawer";
import { TRIPS_LIST_FIELDS } from "./trip-fields";
import { TIMER_SETTING_FIELDS, TRIPS_EXCLUDED_STATES, TRIPS_LISTS, clientFilterQuery, fixedTripFilters, type TripsVariant } from "./trips-config";
import { TripsTablePage } from "./TripsTablePage";
import { useTripsLive } from "./use-trips-live";
import { useTripsPage } from "./use-trips-page";

export const tripDetailPath = (id: unknown) => `/Home/Viaje/${String(id)}`;

const columnLabels = (columns: readonly { field: string; label: string }[]) => Object.fromEntries(columns.map((c) => [c.field, c.label]));

/** the timers' settings and the estimated arrival (issue 10) */
const EXTRA_FIELDS = [...TIMER_SETTING_FIELDS, ETA_SELECTION];

export function TripsListPage({ variant = "viajes" }: { variant?: TripsVariant }) {
  // a new variant is a new list: remount so its state starts fresh
  return <TripsList key={variant} variant={variant} />;
}

function TripsList({ variant }: { variant: TripsVariant }) {
  const config = TRIPS_LISTS[variant];
  const navigate = useNavigate();
  const page = useTripsPage({
    tableKey: `viajes:${variant}`,
    tableId: config.tableId,
    fields: TRIPS_LIST_FIELDS,
    extraFields: EXTRA_FIELDS,
    exportTitle: config.exportTitle,
    fixedFilters: useCallback(() => fixedTripFilters(config), [config]),
  });
  const { list } = page;
  const [reporting, setReporting] = useState<number | null>(null);
  const clientFilters = useMemo(() => clientFilterQuery(config.devolviendocontenedor), [config]);

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
        mapColumns={withEtaColumn} onRowClick={(row) => navigate(tripDetailPath(row.id))} rowHref={(row) => tripDetailPath(row.id)}
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
      <TripReportDrawer tripId={reporting} onClose={() => setReporting(null)} onReported={() => void list.query.refetch()} />
    </MinuteClock>
  );
}
