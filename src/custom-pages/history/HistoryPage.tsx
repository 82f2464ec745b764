// Trip history (/home/history; spec 3 §2, §4, §9): 'Historial de viajes' with the date range (presets) and
// a title suffix by range, total trips, export, the state exclusions, next-call order (client then id for
// companies 3 and 8 under a clients filter), a client filter of the clients with trips in the history's
// states and range; a row click opens the trip detail.
import { ClearOutlined, SettingOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "@/components/layout";
import { DateRangeInput } from "@/components/date-range-input/DateRangeInput";
import { datePresets, recogniseRange, todayInBusinessZone, type DayRange } from "@/domain/date-range";
import { readSession } from "@/providers/session";
import { ColumnChooser, DataTable, ExportMenu } from "@/resources/engine";
import { TABLE_IDS } from "@/config";
import { TripsFilters } from "../trips-list/TripsFilters";
import { TRIPS_EXPORT_QUERY, headerTripFilters, type HeaderFilterValues } from "../trips-list/trips-config";
import { tripDetailPath } from "../trips-list/TripsListPage";
import { useTripsTable } from "../trips-list/use-trips-table";
import {
  HISTORY_FILTER_HIDDEN_STATES, HISTORY_TITLE, historyClientFilters, historyFixedFilters, historyOrder, historyTitle,
} from "./history-rules";

/** Decision: the history opens on the last month (the 'Mes' preset). */
const initialRange = (): DayRange => datePresets(todayInBusinessZone()).find((p) => p.label === "Último mes")!.range;
const NO_FIELDS: [] = [];

export function HistoryPage() {
  const navigate = useNavigate();
  const idempresa = Number(readSession()?.idcompany) || null;
  const [range, setRange] = useState<DayRange | null>(initialRange);
  const [header, setHeader] = useState<HeaderFilterValues>({});
  const [chooserOpen, setChooserOpen] = useState(false);
  // the client filter offers the clients of the trips this history can show (its states, its range)
  const clientFilters = useMemo(() => historyClientFilters(range), [range]);
  const title = historyTitle(range, range ? recogniseRange(range, todayInBusinessZone()) : null);
  const list = useTripsTable<BaseRecord>({
    tableId: TABLE_IDS.historial,
    fields: NO_FIELDS,
    extraFields: NO_FIELDS,
    fixedFilters: useMemo(() => historyFixedFilters(range), [range]),
    headerFilters: useMemo(() => headerTripFilters(header), [header]),
    exportTitle: HISTORY_TITLE,
    exportQueryId: TRIPS_EXPORT_QUERY,
    defaultSorters: useMemo(() => historyOrder(Boolean(header.clientes?.length), idempresa), [header.clientes, idempresa]),
  });

  return (
    <>
      <PageHeader title={title} />
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Space align="baseline" wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="history-title">
            {title}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="history-total">{`Total viajes: ${list.total ?? 0}`}</Typography.Text>
        </Space>
        <Space wrap>
          <DateRangeInput value={range} onChange={(next) => setRange(next)} showName />
          <TripsFilters value={header} onChange={setHeader} clientFilters={clientFilters} excludedStates={HISTORY_FILTER_HIDDEN_STATES} tripFlags={false} />
          <Button
            icon={<ClearOutlined />} disabled={!list.hasColumnFilters && !headerTripFilters(header).length}
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
          <ExportMenu getState={list.exportState} />
        </Space>
      </Space>
      <DataTable<BaseRecord> {...list.tableProps} onRowClick={(row) => navigate(tripDetailPath(row.id))} />
      <ColumnChooser
        open={chooserOpen}
        columns={list.columns.all}
        onCancel={() => setChooserOpen(false)}
        onAccept={(ordered, visible) => {
          setChooserOpen(false);
          void list.columns.applyChooser(ordered, visible);
        }}
      />
    </>
  );
}
