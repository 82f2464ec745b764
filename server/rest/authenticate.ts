// REST endpoints authenticate exactly as GraphQL does (Authorization, idapp, idempresa of the token's
// company); a refused session answers 401 with the same Spanish message.
import type { IncomingMessage } from "node:http";
import { GraphQLError } from "graphql";
import { authenticate, credentialsFromHeaders, type AppServices, type Context } from "../context";
import { HttpError } from "./http";
import { noteUser } from "../log/access";

export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return headers;
}

export async function authenticateRequest(services: AppServices, req: IncomingMessage): Promise<Context> {
  try {
    const context = await authenticate(services, credentialsFromHeaders(headersOf(req)));
    noteUser(req, context.session.idusuario);
    return context;
  } catch (error) {
    if (error instanceof GraphQLError) throw new HttpError(401, error.message);
    throw error;
  }
}
