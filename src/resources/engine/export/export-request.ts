// xlsx export (REST): POST /api/v1/filesDoc with the screen's filters, order and
// visible fields; 'Exportar todo' omits pagination, 'Exportar en pantalla' sends the current page. The
// file is saved as {title}_{timestamp}.xlsx. The order goes as the spec's `order {field, type}`; a screen
// ordered by more than one field (history: client, then id) also sends them all as `orders`, which this
// server prefers and a backend that only knows `order` ignores.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@shared/config";
import { mapFilters, mapPagination, mapSorters, type CrudFilterLike, type CrudSortLike, type FilterInput, type OrderInput, type PaginationInput } from "@shared/domain/crud-mapping";

dayjs.extend(utc);
dayjs.extend(timezone);

export type ExportScope = "all" | "page";

export interface ExportBody {
  filters: FilterInput[];
  fields: string[];
  idquery: number;
  pagination?: PaginationInput;
  /** the screen's order; absent: the server's default order */
  order?: OrderInput;
  /** every order, only when there is more than one */
  orders?: OrderInput[];
  title: string;
}

export interface ExportState {
  idquery: number;
  title: string;
  fields: string[];
  filters: readonly CrudFilterLike[];
  sorters: readonly CrudSortLike[];
  page: number;
  pageSize: number;
}

export function exportBody(state: ExportState, scope: ExportScope): ExportBody {
  const orders = mapSorters(state.sorters);
  const body: ExportBody = {
    filters: mapFilters(state.filters),
    fields: [...state.fields],
    idquery: state.idquery,
    title: state.title,
  };
  if (orders.length) body.order = orders[0];
  if (orders.length > 1) body.orders = orders;
  if (scope === "page") body.pagination = mapPagination({ currentPage: state.page, pageSize: state.pageSize });
  return body;
}

/** '{title}_{YYYYMMDD_HHmmss}.xlsx' in Bogota time; characters a file name cannot hold become '_'. */
export function exportFileName(title: string, now: Date = new Date()): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, "_").trim() || "export";
  return `${safe}_${dayjs(now).tz(TIME_ZONE).format("YYYYMMDD_HHmmss")}.xlsx`;
}

/** Sends the export request; resolves with the file, rejects on any failure. */
export async function requestExport(url: string, body: ExportBody, headers: Record<string, string>, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!response.ok) throw new Error(`filesDoc answered ${response.status}`);
  return response.blob();
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
