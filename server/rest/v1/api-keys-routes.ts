// /api/v1/api-keys: a company's administrator (role 3, signed in) creates, lists and revokes its API keys. The
// key's text is in the creation's answer only; the list shows its first characters. A key never manages keys.
import { sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { HttpError, readJson, requireJsonBody, sendJson } from "../http";
import { pgErrorCode } from "../../graphql/pg-error";
import { newApiKey } from "@shared/domain/api-keys";
import { restListArgs } from "@shared/domain/rest-query";
import { ADMIN_ROLE } from "@shared/config";
import { MESSAGES } from "@shared/i18n/messages";
import { generateApiKey, type ApiKeyAuth } from "./api-key-auth";
import { RestError } from "./execute";
import type { Caller, V1Request } from "./router";
import { API_KEY_TEXTS } from "@shared/i18n/integrations";

/** A key as the list shows it (never its hash). */
export interface ApiKeyRecord {
  id: number;
  nombre: string;
  alcance: "lectura" | "escritura";
  /** null: every entity */
  entidades: string[] | null;
  prefijo: string;
  creadopor: number;
  creadaen: string;
  revocadaen: string | null;
  ultimouso: string | null;
  usos: number;
}

type Row = {
  id: number;
  nombre: string;
  escritura: boolean;
  entidades: string[] | null;
  prefijo: string;
  creadopor: number;
  creadaen: Date | string;
  revocadaen: Date | string | null;
  ultimouso: Date | string | null;
  usos: number | string;
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const recordOf = (r: Row): ApiKeyRecord => ({
  id: r.id, nombre: r.nombre, alcance: r.escritura ? "escritura" : "lectura", entidades: r.entidades, prefijo: r.prefijo, creadopor: r.creadopor,
  creadaen: iso(r.creadaen)!, revocadaen: iso(r.revocadaen), ultimouso: iso(r.ultimouso), usos: Number(r.usos),
});

const COLUMNS = sql`"id", "nombre", "escritura", "entidades", "prefijo", "creadopor", "creadaen", "revocadaen", "ultimouso", "usos"`;

export function apiKeyRoutes(services: AppServices, keys: ApiKeyAuth, resources: readonly string[]) {
  const { db } = services.database;
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute<Row>(query)) as unknown as { rows: Row[] }).rows;

  return async function handle(r: V1Request, c: Caller, id: number | undefined): Promise<void> {
    if (c.key) throw new RestError(403, API_KEY_TEXTS.keyCannotManage);
    if (c.context.session.idrol !== ADMIN_ROLE) throw new RestError(403, API_KEY_TEXTS.adminOnly);
    const idempresa = c.context.session.idempresa;
    const method = r.req.method;
    if (id === undefined && method === "GET") {
      const read = restListArgs(new URLSearchParams([...r.url.searchParams].filter(([k]) => k === "_start" || k === "_end")));
      if (!read.ok) throw new RestError(400, read.message, { [read.field]: read.message });
      const { fields, page } = read.args.pagination;
      // the uses counted so far are written first, so the list shows them
      await keys.flush();
      const [{ total }] = (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS "total" FROM "clavesapi" WHERE "idempresa" = ${idempresa}`) as unknown as { rows: { total: number }[] }).rows;
      const list = await rows(sql`SELECT ${COLUMNS} FROM "clavesapi" WHERE "idempresa" = ${idempresa} ORDER BY "id" DESC LIMIT ${fields} OFFSET ${(page - 1) * fields}`);
      r.res.setHeader("x-total-count", String(total));
      r.res.setHeader("access-control-expose-headers", "X-Total-Count, Retry-After");
      return sendJson(r.res, 200, list.map(recordOf));
    }
    if (id === undefined && method === "POST") {
      requireJsonBody(r.req);
      const body = await readJson<Record<string, unknown>>(r.req);
      const checked = newApiKey(body, resources);
      if (!checked.ok) throw new RestError(400, Object.entries(checked.fields).map(([f, m]) => `${f}: ${m}`).join("; "), checked.fields);
      const { nombre, escritura, entidades } = checked.key;
      const generated = generateApiKey();
      let created: Row[];
      try {
        created = await rows(sql`INSERT INTO "clavesapi" ("idempresa", "nombre", "escritura", "entidades", "clavehash", "prefijo", "creadopor")
          VALUES (${idempresa}, ${nombre}, ${escritura}, ${entidades === null ? null : sql`${sql.param(entidades)}::text[]`}, ${generated.hash}, ${generated.prefijo}, ${c.context.session.idusuario})
          RETURNING ${COLUMNS}`);
      } catch (error) {
        if (pgErrorCode(error).code === "23505") throw new RestError(409, API_KEY_TEXTS.nameTaken, { nombre: API_KEY_TEXTS.nameTaken });
        throw error;
      }
      return sendJson(r.res, 201, { ...recordOf(created[0]!), clave: generated.key });
    }
    if (id !== undefined && method === "GET") {
      const [row] = await rows(sql`SELECT ${COLUMNS} FROM "clavesapi" WHERE "id" = ${id} AND "idempresa" = ${idempresa}`);
      if (!row) throw new RestError(404, API_KEY_TEXTS.notFound);
      return sendJson(r.res, 200, recordOf(row));
    }
    if (id !== undefined && method === "DELETE") {
      // revoked, not deleted: its uses and name stay for the audit log's readers; revoking twice keeps the first time
      const [row] = await rows(sql`UPDATE "clavesapi" SET "revocadaen" = COALESCE("revocadaen", now())
        WHERE "id" = ${id} AND "idempresa" = ${idempresa} RETURNING ${COLUMNS}`);
      if (!row) throw new RestError(404, API_KEY_TEXTS.notFound);
      return sendJson(r.res, 200, recordOf(row));
    }
    throw new HttpError(405, MESSAGES.request.methodNotAllowed);
  };
}
