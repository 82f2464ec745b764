// The browser's side of POST /api/v1/<entity>/import: the file sent as the body (dry run or apply) with the
// session's headers, and the server's per-row report or its Spanish message.
import type { ImportRowStatus, ImportSummary } from "@shared/domain/import-rows";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  summary: ImportSummary;
  rows: { row: number; status: ImportRowStatus; id: number | null; errors: { column: string; message: string }[] }[];
  ignoredColumns: string[];
}

export type ImportAnswer = { ok: true; report: ImportReport } | { ok: false; message: string; report?: ImportReport };

/** Sends the file; a refusal's message is the server's (a body without one gets `fallback`). */
export async function requestImport(
  url: string, file: Blob, dryRun: boolean, headers: Record<string, string>, fallback: string, fetchImpl: typeof fetch = fetch,
): Promise<ImportAnswer> {
  const response = await fetchImpl(`${url}${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": XLSX_TYPE },
    body: file,
    credentials: "include",
  });
  const body = (await response.json().catch(() => null)) as (Partial<ImportReport> & { message?: string }) | null;
  const report = body && Array.isArray(body.rows) ? (body as ImportReport) : undefined;
  if (response.ok && report) return { ok: true, report };
  return { ok: false, message: body?.message || fallback, ...(report ? { report } : {}) };
}

/** Whether the report's file may be applied: no refused row and something to create or change. */
export const canApply = (report: ImportReport | null): boolean =>
  !!report && report.summary.refused === 0 && report.summary.created + report.summary.updated > 0;
