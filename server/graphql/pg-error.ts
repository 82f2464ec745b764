// The PostgreSQL error code of a failed query, to turn a constraint (unique, foreign key) into the user's message.

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
/** (`table`: the table the violated constraint belongs to, e.g. the referring table of a foreign key that blocked a delete) */
export function pgErrorCode(error: unknown): { code?: string; constraint?: string; table?: string } {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const { code, constraint, table } = e as { code?: unknown; constraint?: unknown; table?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined, table: typeof table === "string" ? table : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return {};
}
