// POST /api/v1/<entity>/import: a spreadsheet (the columns the entity's export writes) creates and updates the
// entity's records of the caller's company. `?dryRun=1` answers the per-row report and writes nothing; without it
// the file is applied all or nothing: one refused row and nothing is written (400 naming the row and cell).
// The caller is the /api/v1 router's: a session (the list's "Importar" button) or an API key with write access to
// the entity (server/rest/v1/router.ts); importing needs the entity's create and edit permissions.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "../../context";
import { HttpError, readBody, sendJson } from "../http";
import { ADMIN_ONLY } from "../../auth/authorize";
import { canImport } from "@shared/domain/permissions";
import { entityOverrides } from "../../entities/overrides";
import { isImportable, IMPORT_MAX_BYTES } from "@shared/entities/importable";
import type { EntityDefinition } from "@shared/entities/types";
import { MESSAGES } from "@shared/i18n/messages";
import { readSheet } from "./read-sheet";
import { planImport, type ImportReport } from "./plan";
import { applyImport } from "./apply";

/**
 * The entities an import writes: the importable ones of the app's. One whose create or update is hand-written and that does not
 * say `import: false` stops the start: the screen would offer an import whose rows skip that code's rules.
 */
export function importEntities(list: readonly EntityDefinition[], overrides: typeof entityOverrides = entityOverrides): EntityDefinition[] {
  const handWritten = list.filter((e) => isImportable(e) && (overrides[e.name]?.create || overrides[e.name]?.update)).map((e) => e.name);
  if (handWritten.length) {
    throw new Error(`${handWritten.join(", ")}: su alta o modificación está escrita a mano; su definición debe decir import: false`);
  }
  return list.filter(isImportable);
}

/** The body, refusing one over the import's size with its own message. */
async function fileOf(req: IncomingMessage): Promise<Buffer> {
  try {
    return await readBody(req, IMPORT_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, MESSAGES.import.tooLarge);
    throw error;
  }
}

/** The first refusal in the file's order, as 'Fila N, columna «X»: mensaje'. */
export function firstRefusal(report: ImportReport): string | null {
  const row = report.rows.find((r) => r.status === "refused");
  if (!row) return null;
  const [error] = row.errors;
  return error.column ? `Fila ${row.row}, columna «${error.column}»: ${error.message}` : `Fila ${row.row}: ${error.message}`;
}

/** The importable entity a path segment names, or undefined. */
export const importEntity = (importable: readonly EntityDefinition[], name: string): EntityDefinition | undefined => importable.find((e) => e.name === name);

/** POST /api/v1/<entity>/import (?dryRun=1) for an authenticated caller. */
export async function runImport(entity: EntityDefinition, ctx: Context, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (req.method !== "POST") throw new HttpError(405, MESSAGES.request.methodNotAllowed);
  if (!canImport(entity.name, { role: ctx.session.idrol, company: ctx.session.idempresa }, ctx.entities)) throw new HttpError(403, ADMIN_ONLY);
  const dryRun = ["1", "true", "si"].includes(url.searchParams.get("dryRun")?.toLowerCase() ?? "");
  const sheet = await readSheet(await fileOf(req));
  const { report, writes } = await planImport(ctx, entity, sheet);
  if (dryRun) return sendJson(res, 200, { dryRun: true, applied: false, ...report });
  const refusal = firstRefusal(report);
  if (refusal) return sendJson(res, 400, { message: `${MESSAGES.import.nothingApplied}. ${refusal}`, dryRun: false, applied: false, ...report });
  try {
    const applied = await applyImport(ctx, entity, writes);
    return sendJson(res, 200, { dryRun: false, applied: true, ...report, createdIds: applied.created });
  } catch (error) {
    const code = (error as { extensions?: { code?: string } }).extensions?.code;
    if (code === "BAD_USER_INPUT" || code === "NOT_FOUND") throw new HttpError(409, `${MESSAGES.import.nothingApplied}. ${(error as Error).message}`);
    throw error;
  }
}
