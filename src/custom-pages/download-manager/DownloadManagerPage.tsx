// Download manager (/home/downloadmanagment): the trips table (server columns of table
// 1003, page size 20, the state filter without state 0), row selection, and the download button that zips
// VIAJES.xlsx, each trip's TRAZABILIDAD.xlsx and the report images. Saved views and the kept state hold the
// filters, order, size and columns; the selection is not part of them.
import type { BaseRecord } from "@refinedev/core";
import { Alert } from "antd";
import { useMemo, useState, type Key } from "react";
import { DOWNLOAD_EXCLUDED_STATES, type TripRef } from "@shared/domain/download-plan";
import { TABLE_IDS } from "@shared/config";
import { clientFilterQuery } from "../trips-list/trips-config";
import { TripsTablePage } from "../trips-list/TripsTablePage";
import { useTripsPage } from "../trips-list/use-trips-page";
import { DownloadButton } from "./DownloadButton";
import { DOWNLOAD_TEXTS as T } from "@shared/i18n/download-manager";
import { useDownload } from "./use-download";

const EXTRA_FIELDS = ["numero"];
const noFixedFilters = () => [];
const toTrip = (r: BaseRecord): TripRef => ({ id: Number(r.id), numero: r.numero == null ? null : String(r.numero) });

export function DownloadManagerPage() {
  const page = useTripsPage({
    tableKey: "viajes:descargas",
    tableId: TABLE_IDS.descargas,
    extraFields: EXTRA_FIELDS,
    exportTitle: T.title,
    fixedFilters: noFixedFilters,
  });
  const { list } = page;
  const [selected, setSelected] = useState<Map<number, TripRef>>(new Map());
  const clientFilters = useMemo(() => clientFilterQuery(null), []);
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
    <TripsTablePage
      page={page} title={T.title} testId="downloads" clientFilters={clientFilters} excludedStates={DOWNLOAD_EXCLUDED_STATES} tripFlags={false}
      notice={<Alert type="info" showIcon message={T.warning} style={{ marginBottom: 8 }} />}
      selection={{ keys: [...selected.keys()], onChange: onSelect }}
      actions={
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
      }
    />
  );
}
