// The per-request context: the caller's session (company, role) and the database.
import type { Database, Db } from "./db/client";
import type { LiveBus } from "./live/bus";
import type { Metrics } from "./metrics/metrics";
import type { EntityDefinition } from "@shared/entities/types";
import { findSession, tokenFromHeader, type Session } from "./auth/session";
import { tokenFromCookies } from "./auth/session-cookie";
import { unauthenticated } from "./graphql/errors";
import { APP_ID } from "@shared/config";
import { MESSAGES } from "@shared/i18n/messages";

export interface AppServices {
  database: Database;
  live: LiveBus;
  /** the app's Prometheus metrics (feed deliveries, exports); absent where nothing is measured */
  metrics?: Metrics;
  /** the master entities this app serves (the product's registry, or a test's list): everything derived from them */
  entities: readonly EntityDefinition[];
}

export interface Context extends AppServices {
  db: Db;
  session: Session;
  idapp: number;
}

export interface Credentials {
  token: string | null;
  idapp: string | null;
  idempresa: string | null;
}

/**
 * A request needs a live token, the application id and the company id of that token;
 * anything else is UNAUTHENTICATED.
 */
export async function authenticate(services: AppServices, creds: Credentials): Promise<Context> {
  const session = await findSession(services.database, creds.token);
  if (!session) throw unauthenticated();
  const idapp = Number(creds.idapp);
  if (!creds.idapp || !Number.isInteger(idapp) || idapp <= 0) throw unauthenticated(MESSAGES.request.missingApp);
  if (!creds.idempresa || Number(creds.idempresa) !== session.idempresa) {
    throw unauthenticated(MESSAGES.request.companyMismatch);
  }
  return { ...services, db: services.database.db, session, idapp };
}

export function credentialsFromHeaders(headers: Headers): Credentials {
  return {
    // the Authorization header of API callers, else the browser's HttpOnly session cookie
    token: tokenFromHeader(headers.get("authorization")) ?? tokenFromCookies(headers.get("cookie")),
    idapp: headers.get("idapp") ?? headers.get("idaplicacion"),
    idempresa: headers.get("idempresa"),
  };
}

export const DEFAULT_APP_ID = APP_ID;
