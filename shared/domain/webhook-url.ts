// What a webhook's URL may be: http or https, with a host, no credentials in it; and which addresses are
// private (loopback, private ranges, link-local, unique-local, unspecified), refused unless the deployment
// allows them.
import { WEBHOOK_URL_TEXTS } from "../i18n/integrations";

export const WEBHOOK_URL_MAX = 2000;

/** Why the URL cannot be a webhook's (its form only), or null. */
export function webhookUrlProblem(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return WEBHOOK_URL_TEXTS.required;
  if (value.length > WEBHOOK_URL_MAX) return WEBHOOK_URL_TEXTS.tooLong(WEBHOOK_URL_MAX);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return WEBHOOK_URL_TEXTS.invalid;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return WEBHOOK_URL_TEXTS.scheme;
  if (!url.hostname) return WEBHOOK_URL_TEXTS.invalid;
  if (url.username || url.password) return WEBHOOK_URL_TEXTS.credentials;
  return null;
}

export { isPrivateAddress } from "./webhook-ip";
