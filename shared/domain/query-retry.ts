// Whether a failed read is asked again. Only when asking again can help: a refusal (the session gone, no
// permission, a request the server will not take; a 4xx status) answers the same every time, and asking again only
// delays what the user must see, such as the login screen once the session has ended. A timeout or "too many
// requests" passes, so those are asked again, as are network failures and server errors.

/** how many times a failed read is asked again (react-query's own count) */
export const QUERY_RETRIES = 3;

const TRANSIENT_STATUSES = new Set([408, 429]);

/** react-query's `retry`: `failureCount` failures so far, `error` the last one (a Refine HttpError, or anything) */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  const refused = typeof status === "number" && status >= 400 && status < 500 && !TRANSIENT_STATUSES.has(status);
  return !refused && failureCount < QUERY_RETRIES;
}
