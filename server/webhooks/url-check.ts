// A webhook URL's address check, at registration and before each post: a host that is (or resolves to) a
// private or local address is refused unless the deployment allows it (WEBHOOK_ALLOW_PRIVATE=1).
import { lookup } from "node:dns/promises";
import { isPrivateAddress } from "@shared/domain/webhook-url";
import { isIP } from "@shared/domain/webhook-ip";
import { WEBHOOK_URL_TEXTS } from "@shared/i18n/integrations";

/** Why the URL's host may not be posted to, or null. */
export async function addressRefusal(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return WEBHOOK_URL_TEXTS.privateAddress;
  if (isIP(host)) return isPrivateAddress(host) ? WEBHOOK_URL_TEXTS.privateAddress : null;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.some((a) => isPrivateAddress(a.address)) ? WEBHOOK_URL_TEXTS.privateAddress : null;
  } catch {
    return WEBHOOK_URL_TEXTS.unresolved;
  }
}
