// Runs one download at a time: collects the trips of the choice, builds the zip and
// saves it; the counter of finished trips feeds the button; any failure shows 'Ocurrio un error' and the
// progress resets.
import { useDataProvider, useOnError, type BaseRecord, type CrudFilter, type CrudSort } from "@refinedev/core";
import { App } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { TIME_ZONE, TOAST_MS } from "@shared/config";
import { mapSorters, type CrudFilterLike, type CrudSortLike } from "@shared/domain/crud-mapping";
import { coversAll, MAX_DOWNLOAD_TRIPS, uniqueTrips, withPhotos, zipFileName, type DownloadChoice, type TripRef } from "@shared/domain/download-plan";
import { sessionHeaders } from "@/providers/graphql-client";
import { API_BASE_URL, readSession } from "@/providers/session";
import { saveBlob } from "@/resources/engine/export/export-request";
import { buildDownloadZip, type DownloadDeps } from "./build-zip";
import { DOWNLOAD_TEXTS as T } from "@shared/i18n/download-manager";

export interface DownloadSource {
  selected: TripRef[];
  page: TripRef[];
  /** every filter of the table (fixed, header and columns) and its order */
  filters: readonly CrudFilterLike[];
  sorters: readonly CrudSortLike[];
  /** the table's visible columns: VIAJES.xlsx's fields */
  fields: string[];
}

export interface DownloadProgress {
  running: boolean;
  finished: number;
  total: number;
}

const IDLE: DownloadProgress = { running: false, finished: 0, total: 0 };
const PAGE = 500;
const toTrip = (r: BaseRecord): TripRef => ({ id: Number(r.id), numero: r.numero == null ? null : String(r.numero) });

export function useDownload() {
  const dataProvider = useDataProvider();
  // calls outside Refine's hooks hand their failure to authProvider.onError themselves (an expired session ends)
  const { mutate: checkError } = useOnError();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<DownloadProgress>(IDLE);

  const graphql: DownloadDeps["graphql"] = async <T,>(document: string, variables: Record<string, unknown>) => {
    const custom = dataProvider().custom;
    if (!custom) throw new Error("data provider without custom");
    const { data } = await custom({ url: "", method: "post", payload: variables, meta: { document } });
    return data as unknown as T;
  };

  /** every trip of the filters, in the table's order, at most MAX_DOWNLOAD_TRIPS */
  const allTrips = async (source: DownloadSource): Promise<TripRef[]> => {
    const out: TripRef[] = [];
    for (let currentPage = 1; out.length < MAX_DOWNLOAD_TRIPS; currentPage += 1) {
      const { data, total } = await dataProvider().getList({
        resource: "viajes",
        pagination: { currentPage, pageSize: PAGE, mode: "server" },
        // the table's own Refine filters and sorters, handed back as the export state carries them
        filters: [...source.filters] as CrudFilter[],
        sorters: [...source.sorters] as CrudSort[],
        meta: { operations: { list: "viajes", one: "viaje" }, fields: ["id", "numero"] },
      });
      out.push(...data.map(toTrip));
      if (currentPage === 1 && total > MAX_DOWNLOAD_TRIPS) message.warning(T.capped(MAX_DOWNLOAD_TRIPS), TOAST_MS / 1000);
      if (!data.length || currentPage * PAGE >= total) break;
    }
    return out;
  };

  const start = async (choice: DownloadChoice, source: DownloadSource) => {
    if (progress.running) return;
    setProgress({ running: true, finished: 0, total: 0 });
    message.info(T.started, TOAST_MS / 1000);
    try {
      const picked = coversAll(choice) ? await allTrips(source) : choice === "selected" ? source.selected : source.page;
      const trips = uniqueTrips(picked);
      if (!trips.length) throw new Error("no hay viajes para descargar");
      setProgress({ running: true, finished: 0, total: trips.length });
      const blob = await buildDownloadZip(
        {
          trips,
          tripFields: source.fields.length ? source.fields : ["id", "numero"],
          orders: mapSorters(source.sorters),
          photos: withPhotos(choice),
          onProgress: (finished) => setProgress({ running: true, finished, total: trips.length }),
        },
        { graphql, apiBase: API_BASE_URL, headers: () => sessionHeaders(readSession()), fetch: (...args) => fetch(...args) },
      );
      saveBlob(blob, zipFileName(dayjs().tz(TIME_ZONE).format("YYYYMMDD_HHmmss")));
    } catch (error) {
      console.error("[download]", error);
      checkError(error);
      message.error(T.error, TOAST_MS / 1000);
    } finally {
      setProgress(IDLE);
    }
  };

  return { progress, start };
}
