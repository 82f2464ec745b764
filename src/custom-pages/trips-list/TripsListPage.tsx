// Trips list (spec 1 §2.6): 'Viajes' at /home (trips not returning a container) and 'Contenedores' at
// /home/ctns (key contenedorespendientes). Header filters, column chooser, reset filters, export (title
// Seguimiento; a failure is only logged), 'Total viajes', timers ticking every minute, live refresh.
import { ClearOutlined, SettingOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "@/components/layout";
import { MinuteClock } from "@/components/trip-timers";
import { ETA_SELECTION } from "@/custom-pages/fleet-map/queries";
import { withEtaColumn } from "@/custom-pages/fleet-map/eta-column";
import { ColumnChooser, DataTable, ExportMenu } from "@/resources/engine";
import type { FilterValues } from "@/resources/engine/data-table/column-filters";
import { SavedViews } from "@/resources/engine/saved-views";
import { useKeepTableState, useStoredTableState } from "@/resources/engine/table-memory";
import { TripsFilters } from "./TripsFilters";
import { TRIPS_LIST_FIELDS } from "./trip-fields";
import {
  TIMER_SETTING_FIELDS, TRIPS_EXCLUDED_STATES, TRIPS_EXPORT_QUERY, TRIPS_LISTS, clientFilterQuery, fixedTripFilters, hasHeaderFilters,
  headerTripFilters, type HeaderFilterValues, type TripsVariant,
} from "./trips-config";
import { useTripsLive } from "./use-trips-live";
import { useTripsTable } from "./use-trips-table";

export const tripDetailPath = (id: unknown) => `/Home/Viaje/${String(id)}`;

/** the timers' settings and the estimated arrival (issue 10) */
const EXTRA_FIELDS = [...TIMER_SETTING_FIELDS, ETA_SELECTION];

/** a saved view's filters on this list: the columns' and the header's */
interface TripsViewFilters {
  columns?: FilterValues;
  header?: HeaderFilterValues;
}

export function TripsListPage({ variant = "viajes" }: { variant?: TripsVariant }) {
  // a new variant is a new list: remount so its state starts fresh
  return <TripsList key={variant} variant={variant} />;
}

function TripsList({ variant }: { variant: TripsVariant }) {
  const config = TRIPS_LISTS[variant];
  const navigate = useNavigate();
  const tableKey = `viajes:${variant}`;
  // as the user left it in this browser (homeT keys, spec 1 §3.11; docs/decisions.md "Per-table state")
  const memory = useStoredTableState<TripsViewFilters>(tableKey, { enabled: true, addressHasState: false, emptyFilters: {} });
  const [initial] = useState(() => (memory.initial ? { ...memory.initial, filters: memory.initial.filters.columns ?? {} } : null));
  const [header, setHeader] = useState<HeaderFilterValues>(memory.initial?.filters.header ?? {});
  const [chooserOpen, setChooserOpen] = useState(false);
  const fixedFilters = useMemo(() => fixedTripFilters(config), [config]);
  const clientFilters = useMemo(() => clientFilterQuery(config.devolviendocontenedor), [config]);
  const list = useTripsTable<BaseRecord>({
    tableId: config.tableId,
    fields: TRIPS_LIST_FIELDS,
    extraFields: EXTRA_FIELDS,
    fixedFilters,
    headerFilters: useMemo(() => headerTripFilters(header), [header]),
    exportTitle: config.exportTitle,
    exportQueryId: TRIPS_EXPORT_QUERY,
    initial,
  });
  useKeepTableState<TripsViewFilters>(memory.key, list.localState && { ...list.localState, filters: { columns: list.localState.filters, header } });

  useTripsLive({
    listedTripIds: list.rows.map((r) => r.id as number),
    lastRefetchAt: list.query.dataUpdatedAt,
    refetch: () => void list.query.refetch(),
  });

  const filtered = list.hasColumnFilters || hasHeaderFilters(header);
  return (
    <MinuteClock>
      <PageHeader title={config.title} />
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Space align="baseline" wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="trips-title">
            {config.title}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="trips-total">{`Total viajes: ${list.total ?? 0}`}</Typography.Text>
        </Space>
        <Space wrap>
          <SavedViews<TripsViewFilters>
            tableKey={tableKey} ready={!list.columns.loading} applyDefault={!memory.initial} emptyFilters={{}}
            getState={() => {
              const { columnValues, ...rest } = list.savedView.getState();
              return { ...rest, filters: { columns: columnValues, header } };
            }}
            applyState={(state) => {
              setHeader(state.filters.header ?? {});
              list.savedView.apply({ ...state, columnValues: state.filters.columns });
            }}
          />
          <TripsFilters value={header} onChange={setHeader} clientFilters={clientFilters} excludedStates={TRIPS_EXCLUDED_STATES} />
          <Button
            icon={<ClearOutlined />} disabled={!filtered}
            onClick={() => {
              setHeader({});
              list.clearColumnFilters();
            }}
          >
            Limpiar filtros
          </Button>
          <Button icon={<SettingOutlined />} onClick={() => setChooserOpen(true)}>
            Columnas
          </Button>
          <ExportMenu getState={list.exportState} logOnly />
        </Space>
      </Space>
      <DataTable<BaseRecord> {...list.tableProps} columns={withEtaColumn(list.tableProps.columns)} onRowClick={(row) => navigate(tripDetailPath(row.id))} />
      <ColumnChooser
        open={chooserOpen}
        columns={list.columns.all}
        onCancel={() => setChooserOpen(false)}
        onAccept={(ordered, visible) => {
          setChooserOpen(false);
          void list.columns.applyChooser(ordered, visible);
        }}
      />
    </MinuteClock>
  );
}
