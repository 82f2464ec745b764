// POST /api/v1/filesDoc: the screen's list as an xlsx file, streamed. Same
// authentication, company scope and access rules as GraphQL: a bad session is a 401 {message}, a bad body a 400,
// an entity's list the caller may not read a 403.
import { logRequestError } from "../../security/log";
import { GraphQLError } from "graphql";
import { TIME_ZONE } from "@shared/config";
import type { AppServices, Context } from "../../context";
import { authenticateRequest } from "../authenticate";
import { HttpError, readJson, type Route } from "../http";
import { exportColumns } from "./labels";
import { parseExportRequest, type ExportRequest } from "./request";
import { authorize } from "../../auth/authorize";
import { checkListFields, hiddenFields } from "../../entities/access";
import { fieldRefusal } from "@shared/entities/access";
import { exportSources } from "./sources";
import { exportRows, orderedIds } from "./rows";
import { ClientGone, streamWorkbook } from "./workbook";

export const EXPORT_PATH = "/api/v1/filesDoc";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";



/** '{title}_{YYYYMMDD_HHmmss}.xlsx' in Bogotá time; characters a file name cannot hold become '_'. */
export function exportFileName(title: string, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit",
      hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
    }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? "_" : c)).join("");
  const safe = printable.replace(/["\\/:*?<>|]+/g, "_").trim() || "exportacion";
  return `${safe}_${parts.year}${parts.month}${parts.day}_${parts.hour}${parts.minute}${parts.second}.xlsx`;
}

/** attachment with an ASCII fallback name and the exact UTF-8 one (RFC 6266) */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * An entity's export as the caller may read it: refused (403) when its list is, and without the columns of the fields
 * the caller may not read at all (a field hidden on some rows only is an empty cell on those, exportRows).
 */
function exportableRequest(ctx: Context, request: ExportRequest): ExportRequest {
  const { entity } = request.source;
  if (!entity) return request;
  try {
    authorize(ctx, entity.name, "list");
    checkListFields(entity, ctx, { filters: request.filters, orders: request.orders });
  } catch (error) {
    if (error instanceof GraphQLError) throw new HttpError(403, error.message);
    throw error;
  }
  const hidden = new Set(hiddenFields(entity, ctx));
  const fields = request.fields.filter((f) => !hidden.has(f));
  if (!fields.length) throw new HttpError(403, fieldRefusal(entity.fields[request.fields[0]]?.label ?? request.fields[0], "read"));
  return { ...request, fields };
}

export function exportRoutes(services: AppServices): Route[] {
  const sources = exportSources(services.entities);
  return [
    {
      method: "POST",
      path: EXPORT_PATH,
      handler: async (req, res) => {
        const ctx = await authenticateRequest(services, req);
        const request = exportableRequest(ctx, parseExportRequest(await readJson(req), sources));
        let ids: Int32Array;
        try {
          ids = await orderedIds(ctx, request);
        } catch (error) {
          // the paged contract's BAD_USER_INPUT (unknown filter or order field, bad value) is a 400 here; an
          // error that names its own status (429: too many reads of this user at once) keeps it
          if (error instanceof GraphQLError) {
            const status = (error.extensions.http as { status?: number } | undefined)?.status;
            throw new HttpError(status ?? 400, error.message);
          }
          throw error;
        }
        const columns = await exportColumns(ctx, request.source, request.fields);
        const title = request.title ?? request.source.title;
        res.writeHead(200, {
          "content-type": XLSX,
          "content-disposition": contentDisposition(exportFileName(title)),
          "cache-control": "no-store",
          "access-control-expose-headers": "Content-Disposition",
        });
        // a job runs while its workbook streams; it ends done, failed, or abandoned by a client that left
        const { metrics } = services;
        metrics?.exportsRunning.inc();
        try {
          await streamWorkbook(res, title, columns.labels, exportRows(ctx, request, ids, columns.dateOnly), columns.numFmts);
          metrics?.exportJobs.inc({ outcome: "ok" });
        } catch (error) {
          metrics?.exportJobs.inc({ outcome: error instanceof ClientGone ? "client_gone" : "error" });
          if (!(error instanceof ClientGone)) logRequestError(res, "filesDoc: la exportación falló", error);
          throw error;
        } finally {
          metrics?.exportsRunning.dec();
        }
      },
    },
  ];
}
