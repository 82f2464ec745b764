// Signed, expiring URLs for report images (/api/uploads): HMAC-SHA256 over method, key and
// expiry with a server secret. A URL is valid only for its method and key and until it expires.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const UPLOADS_PATH = "/api/uploads";
/** How long a signed URL lives (GET and PUT). */
export const SIGNED_URL_TTL_S = 15 * 60;

export type SignedMethod = "GET" | "PUT";

// One secret per process unless UPLOADS_SECRET is set (replicas must share it).
const secret = process.env.UPLOADS_SECRET ?? randomBytes(32).toString("hex");

function signature(method: SignedMethod, key: string, expires: number, contentType = ""): string {
  return createHmac("sha256", secret).update(`${method}\n${key}\n${expires}\n${contentType}`).digest("base64url");
}

/** Path and query of a signed URL (relative: the browser resolves it against the API's origin). */
export function signedPath(method: SignedMethod, key: string, now = Date.now(), ttlS = SIGNED_URL_TTL_S): string {
  const expires = Math.floor(now / 1000) + ttlS;
  const query = new URLSearchParams({ key, expires: String(expires), signature: signature(method, key, expires) });
  return `${UPLOADS_PATH}?${query}`;
}

/** Whether the query of a request carries a valid, unexpired signature for this method; the key when so. */
export function verifySigned(method: SignedMethod, params: URLSearchParams, now = Date.now()): string | null {
  const key = params.get("key");
  const expires = Number(params.get("expires"));
  const given = params.get("signature");
  if (!key || !given || !Number.isInteger(expires) || expires * 1000 < now) return null;
  const expected = Buffer.from(signature(method, key, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? key : null;
}
