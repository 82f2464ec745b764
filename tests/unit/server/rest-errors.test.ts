// The HTTP status of each GraphQL refusal the REST API can meet (server/rest/v1/execute.ts).
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { httpErrorOf, RestError } from "@server/rest/v1/execute";

const err = (message: string, extensions?: Record<string, unknown>, originalError?: Error) => new GraphQLError(message, { extensions, originalError });
const answer = (e: Error) => (e instanceof RestError ? { status: e.status, message: e.message, fields: e.fields } : { status: 500, error: e });

describe("httpErrorOf", () => {
  it.each([
    ["UNAUTHENTICATED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
  ])("answers %s with %i", (code, status) => {
    expect(answer(httpErrorOf(err("Mensaje", { code }), { kind: "read" }))).toEqual({ status, message: "Mensaje", fields: undefined });
  });

  it("answers bad input with 400 and its fields by name", () => {
    const e = err("via: Requerido", { code: "BAD_USER_INPUT", fields: [{ field: "via", message: "Requerido" }, { field: "via", message: "otro" }] });
    expect(answer(httpErrorOf(e, { kind: "write" }))).toEqual({ status: 400, message: "via: Requerido", fields: { via: "Requerido" } });
  });

  it("answers bad input with no fields with 400 and an empty list", () => {
    expect(answer(httpErrorOf(err("Malo", { code: "BAD_USER_INPUT" }), { kind: "write" }))).toEqual({ status: 400, message: "Malo", fields: {} });
  });

  it("answers a refused deletion (in use) with 409", () => {
    expect(answer(httpErrorOf(err("En uso", { code: "BAD_USER_INPUT" }), { kind: "delete" }))).toEqual({ status: 409, message: "En uso", fields: undefined });
  });

  it("answers a write refused with the unique index's message with 409, another message with 400", () => {
    expect(answer(httpErrorOf(err("Ya existe", { code: "BAD_USER_INPUT" }), { kind: "write", uniqueMessage: "Ya existe" })).status).toBe(409);
    expect(answer(httpErrorOf(err("Otro", { code: "BAD_USER_INPUT" }), { kind: "write", uniqueMessage: "Ya existe" })).status).toBe(400);
  });

  it("answers a database that cannot answer with 503", () => {
    const original = Object.assign(new Error("down"), { code: "ECONNREFUSED" });
    expect(answer(httpErrorOf(err("x", undefined, original), { kind: "read" }))).toEqual({ status: 503, message: "Servicio no disponible", fields: undefined });
  });

  it("leaves any other fault as it is (a 500, logged)", () => {
    const original = new Error("boom");
    expect(httpErrorOf(err("boom", undefined, original), { kind: "read" })).toBe(original);
  });
});
