// Download manager (/home/downloadmanagment, spec 3 §2, §4, §7): the trips table (server columns of table
// 1003, page size 20, the state filter without state 0), row selection, and the download button that zips
// VIAJES.xlsx, each trip's TRAZABILIDAD.xlsx and the report images.
import { ClearOutlined, SettingOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Alert, Button, Space, Typography } from "antd";
import { useMemo, useState, type Key } from "react";
import { PageHeader } from "@/components/layout";
import { DOWNLOAD_EXCLUDED_STATES, type TripRef } from "@/domain/download-plan";
import { ColumnChooser, DataTable } from "@/resources/engine";
import { TABLE_IDS } from "@/config";
import { TRIPS_EXPORT_QUERY, clientFilterQuery, headerTripFilters, type HeaderFilterValues } from "../trips-list/trips-config";
import { TripsFilters } from "../trips-list/TripsFilters";
import { useTripsTable } from "../trips-list/use-trips-table";
import { DownloadButton } from "./DownloadButton";
import { DOWNLOAD_TEXTS as T } from "./texts";
import { useDownload } from "./use-download";

const NO_FIELDS: [] = [];
const EXTRA_FIELDS = ["numero"];
const NO_FIXED_FILTERS: [] = [];
const toTrip = (r: BaseRecord): TripRef => ({ id: Number(r.id), numero: r.numero == null ? null : String(r.numero) });

export function DownloadManagerPage() {
  const [header, setHeader] = useState<HeaderFilterValues>({});
  const [chooserOpen, setChooserOpen] = useState(false);
  const [selected, setSelected] = useState<Map<number, TripRef>>(new Map());
  const clientFilters = useMemo(() => clientFilterQuery(null), []);
  const list = useTripsTable<BaseRecord>({
    tableId: TABLE_IDS.descargas,
    fields: NO_FIELDS,
    extraFields: EXTRA_FIELDS,
    fixedFilters: NO_FIXED_FILTERS,
    headerFilters: useMemo(() => headerTripFilters(header), [header]),
    exportTitle: T.title,
    exportQueryId: TRIPS_EXPORT_QUERY,
  });
  const { progress, start } = useDownload();
  const rows = list.rows;

  // the selection is kept across pages and filters, by trip id
  const onSelect = (keys: Key[]) => {
    const wanted = new Set(keys.map(Number));
    const next = new Map<number, TripRef>();
    for (const [id, trip] of selected) if (wanted.has(id) || !rows.some((r) => Number(r.id) === id)) next.set(id, trip);
    for (const r of rows) if (wanted.has(Number(r.id))) next.set(Number(r.id), toTrip(r));
    setSelected(next);
  };

  return (
    <>
      <PageHeader title={T.title} />
      <Alert type="info" showIcon message={T.warning} style={{ marginBottom: 8 }} />
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Space align="baseline" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {T.title}
          </Typography.Title>
          <Typography.Text type="secondary">{T.total(list.total ?? 0)}</Typography.Text>
        </Space>
        <Space wrap>
          <TripsFilters value={header} onChange={setHeader} clientFilters={clientFilters} excludedStates={DOWNLOAD_EXCLUDED_STATES} tripFlags={false} />
          <Button
            icon={<ClearOutlined />}
            disabled={!list.hasColumnFilters && !headerTripFilters(header).length}
            onClick={() => {
              setHeader({});
              list.clearColumnFilters();
            }}
          >
            {T.clearFilters}
          </Button>
          <Button icon={<SettingOutlined />} onClick={() => setChooserOpen(true)}>
            {T.columns}
          </Button>
          <DownloadButton
            progress={progress}
            selectedCount={selected.size}
            pageCount={rows.length}
            onChoose={(choice) => {
              const state = list.exportState();
              void start(choice, {
                selected: [...selected.values()],
                page: rows.map(toTrip),
                filters: state.filters,
                sorters: state.sorters,
                fields: state.fields,
              });
            }}
          />
        </Space>
      </Space>
      <DataTable<BaseRecord> {...list.tableProps} selection={{ keys: [...selected.keys()], onChange: onSelect }} />
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
