// A request that acts on the session cookie alone must show it was not sent by a page of another origin. A
// form (or a link, an image) of any page can post to this server with the browser's cookie — SameSite=Strict
// does not stop a page of another origin of the same site — but it can send neither a header of its own nor a
// JSON content type; a script of another origin can send them only after a CORS preflight that this server
// answers for CORS_ORIGINS alone. So the request must carry the contract's `idapp` header, or declare a JSON
// body, or bring its token in Authorization (an API caller: a form cannot set that header either).
import type { IncomingMessage } from "node:http";
import { HttpError } from "../rest/http";
import { CROSS_SITE_REFUSED } from "@shared/i18n/requests";

/** The refusal's text (server-only: kept out of the browser's catalog, which the login screen downloads). */

export function sentByThisApp(req: Pick<IncomingMessage, "headers">): boolean {
  const { headers } = req;
  if (typeof headers.idapp === "string" && headers.idapp.trim() !== "") return true;
  if (typeof headers.authorization === "string" && headers.authorization.trim() !== "") return true;
  const type = String(headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json";
}

/** Refuses (403) a request that a page of another origin could have sent with the cookie. */
export function refuseCrossSitePost(req: Pick<IncomingMessage, "headers">): void {
  if (!sentByThisApp(req)) throw new HttpError(403, CROSS_SITE_REFUSED);
}
