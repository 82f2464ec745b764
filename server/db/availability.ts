// Database faults a caller should see as "try again later", not as a bug: the server cannot be reached or
// gave no connection in time, or stopped answering a query (pg's query_timeout) (503 'Servicio no disponible'), or a statement ran past its time budget
// (PostgreSQL's statement_timeout, SQLSTATE 57014: 503 'La consulta tardó demasiado').
import { GraphQLError } from "graphql";
import { AVAILABILITY_TEXTS } from "@shared/i18n/requests";

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "57P01", "57P03", "53300"]);

/** The availability fault behind an error (through drizzle's wrapping `cause`), or null for any other error. */
export function availabilityFault(error: unknown): keyof typeof AVAILABILITY_TEXTS | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "57014") return "timeout";
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return "unavailable";
    if (typeof message === "string" && /timeout exceeded when trying to connect|Connection terminated (due to connection timeout|unexpectedly)|^Query read timeout$/i.test(message)) {
      return "unavailable";
    }
  }
  return null;
}

/** The GraphQL error a client gets for such a fault (HTTP 503 through yoga). */
export function availabilityError(fault: keyof typeof AVAILABILITY_TEXTS): GraphQLError {
  return new GraphQLError(AVAILABILITY_TEXTS[fault], {
    extensions: { code: fault === "timeout" ? "TIMEOUT" : "SERVICE_UNAVAILABLE", http: { status: 503 } },
  });
}
