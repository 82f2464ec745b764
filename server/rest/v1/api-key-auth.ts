// Requests with `X-API-Key`: the key authenticates as its company, with its scope, rate-limited per key. Its
// writes are the audit log's under the key's name (the session's `nombre`), with the id of the administrator
// who created it. A key's use (last time, count) is added up in memory and written in one statement per key
// every few seconds, not once per request.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { sql } from "drizzle-orm";
import type { AppServices, Context } from "../../context";
import type { Database } from "../../db/client";
import { HttpError } from "../http";
import type { CounterStore } from "../../security/login-limiter";
import { API_KEY_PREFIX, type ApiKeyScope } from "@shared/domain/api-keys";
import { ADMIN_ROLE } from "@shared/config";
import { apiKeySessionToken } from "../../auth/session";
import { API_KEY_TEXTS } from "@shared/i18n/integrations";

export const API_KEY_HEADER = "x-api-key";

/** A new key: its text (shown once), its hash (stored) and its first characters (shown in the list). */
export function generateApiKey(): { key: string; hash: string; prefijo: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  return { key, hash: hashApiKey(key), prefijo: key.slice(0, API_KEY_PREFIX.length + 6) };
}

export const hashApiKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

/** the rate counter of a key, by its hash */
export const rateKey = (hash: string): string => `apikey:${hash.slice(0, 32)}`;

export interface ApiKeyCaller {
  id: number;
  nombre: string;
  scope: ApiKeyScope;
}

export interface ApiKeyLimits {
  /** requests of one key within the window */
  max: number;
  windowMs: number;
}

export const DEFAULT_API_KEY_LIMITS: ApiKeyLimits = { max: 600, windowMs: 60_000 };

/** API_KEY_RATE_LIMIT requests per API_KEY_RATE_WINDOW_SECONDS (600 a minute by default). */
export function apiKeyLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiKeyLimits {
  const num = (v: string | undefined, fallback: number) => (v && Number(v) > 0 ? Number(v) : fallback);
  return { max: num(env.API_KEY_RATE_LIMIT, DEFAULT_API_KEY_LIMITS.max), windowMs: num(env.API_KEY_RATE_WINDOW_SECONDS, 60) * 1000 };
}

/** the text of the X-API-Key header, or null when the request has none */
export function apiKeyOf(req: IncomingMessage): string | null {
  const value = req.headers[API_KEY_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.trim() : null;
}

type KeyRow = {
  id: number;
  idempresa: number;
  nombre: string;
  escritura: boolean;
  entidades: string[] | null;
  creadopor: number;
};

const FLUSH_MS = 5_000;

export interface ApiKeyAuth {
  /** the key's context and scope; 401 for an unknown or revoked key, 429 past its rate */
  authenticate(key: string): Promise<{ context: Context; caller: ApiKeyCaller }>;
  /** writes the uses counted so far */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createApiKeyAuth(services: AppServices, counters: CounterStore, limits: ApiKeyLimits): ApiKeyAuth {
  const database: Database = services.database;
  const pending = new Map<number, { count: number; last: Date }>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    const batch = [...pending.entries()];
    pending.clear();
    for (const [id, use] of batch) {
      await database.db.execute(sql`UPDATE "clavesapi" SET "usos" = "usos" + ${use.count},
        "ultimouso" = GREATEST(COALESCE("ultimouso", ${use.last.toISOString()}::timestamptz), ${use.last.toISOString()}::timestamptz) WHERE "id" = ${id}`);
    }
  }
  const flush = () => (flushing = flushing.then(write, write));
  const timer = setInterval(() => void flush().catch(() => undefined), FLUSH_MS);
  timer.unref();

  return {
    async authenticate(key) {
      // a malformed key is not looked up (the hash of anything is a valid lookup, but no key starts otherwise)
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) throw new HttpError(401, API_KEY_TEXTS.unknownKey);
      const hash = hashApiKey(key);
      const result = await database.db.execute<KeyRow>(
        sql`SELECT "id", "idempresa", "nombre", "escritura", "entidades", "creadopor" FROM "clavesapi"
            WHERE "clavehash" = ${hash} AND "revocadaen" IS NULL LIMIT 1`,
      );
      const [row] = (result as unknown as { rows: KeyRow[] }).rows;
      if (!row) throw new HttpError(401, API_KEY_TEXTS.unknownKey);
      // counted under the key's hash, not its id: ids repeat across databases that may share one Redis
      const { count, ttlMs } = await counters.increment(rateKey(hash), limits.windowMs);
      if (count > limits.max) {
        const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
        throw Object.assign(new HttpError(429, API_KEY_TEXTS.rateLimited(seconds)), { retryAfter: seconds });
      }
      const use = pending.get(row.id);
      if (use) {
        use.count++;
        use.last = new Date();
      } else pending.set(row.id, { count: 1, last: new Date() });
      const context: Context = {
        ...services,
        db: database.db,
        idapp: 0,
        // the key acts with an administrator's permissions, narrowed by its scope before any resolver runs
        session: { token: apiKeySessionToken(row.id), idusuario: row.creadopor, idempresa: row.idempresa, idrol: ADMIN_ROLE, nombre: `Clave API: ${row.nombre}` },
      };
      return { context, caller: { id: row.id, nombre: row.nombre, scope: { escritura: row.escritura, entidades: row.entidades } } };
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}
