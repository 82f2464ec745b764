// Bounds the body of POST /graphql: yoga has no body limit of its own, so the body is read
// here up to the limit and handed to yoga already read (its node adapter takes a Buffer `req.body`).
import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError, readBody, sendJson } from "../rest/http";

export const MAX_GRAPHQL_BODY_BYTES = 1_000_000;

/** Reads the body into `req.body`; answers 413 and returns false when it is over the limit. */
export async function boundGraphqlBody(req: IncomingMessage, res: ServerResponse, limit = MAX_GRAPHQL_BODY_BYTES): Promise<boolean> {
  if (req.method !== "POST") return true;
  try {
    (req as IncomingMessage & { body?: Buffer }).body = await readBody(req, limit);
    return true;
  } catch (error) {
    // a client that went away mid-body: nothing to answer
    if (!(error instanceof HttpError)) {
      res.destroy();
      return false;
    }
    // the rest of the body is not read: the connection cannot be reused
    res.setHeader("connection", "close");
    sendJson(res, error.status, { errors: [{ message: error.message }] });
    return false;
  }
}
