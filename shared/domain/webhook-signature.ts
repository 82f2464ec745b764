// A webhook delivery's signature: `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook's secret.
// A receiver recomputes it over the bytes it received and compares in constant time. Server-side and receiver
// code only (it uses node:crypto).
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-Torre-Signature";
export const EVENT_HEADER = "X-Torre-Event";
export const DELIVERY_HEADER = "X-Torre-Delivery";

/** The header's value for this body. */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Whether the header is the body's signature with this secret. */
export function verifySignature(secret: string, body: string | Buffer, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
