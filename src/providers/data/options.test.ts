// @vitest-environment happy-dom
// @refinedev/graphql's options for the paged contract, and what the provider built on them adds: the list
// arguments (or/and, ranges, sorters, pagination), totalreg, the update's id argument, no bulk operations,
// the session headers, and errors Refine can act on (401 ends the session, 403, field messages for forms).
import { Client, fetchExchange, type OperationResult } from "@urql/core";
import dayjs from "dayjs";
import { parse } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGraphqlClient } from "../graphql-client";
import { fieldErrors } from "./errors";
import { createDataProvider, isUnauthenticatedError } from "./index";
import { contractOptions, listArguments } from "./options";

interface Sent {
  query: string;
  variables: Record<string, unknown>;
}
function setup(reply: (sent: Sent) => unknown, status = 200) {
  const sent: Sent[] = [];
  const fakeFetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    return new Response(JSON.stringify(reply(body)), { status, headers: { "content-type": "application/json" } });
  };
  const client = new Client({ url: "http://test/graphql", exchanges: [fetchExchange], fetch: fakeFetch, preferGetMethod: false });
  return { sent, provider: createDataProvider(client) };
}
const answered = (data: unknown) => ({ data }) as OperationResult;

describe("list arguments", () => {
  it("nested or/and with ranges: empty conditions dropped, a range with one end open, nbetween as lt/gt", () => {
    const args = listArguments({
      resource: "viajes",
      filters: [
        {
          operator: "and",
          value: [
            { field: "fecha", operator: "between", value: [dayjs("2024-03-01T05:00:00Z"), null] },
            { operator: "or", value: [{ field: "placa", operator: "contains", value: "" }] },
            { operator: "or", value: [{ field: "numero", operator: "eq", value: "V-1" }, { field: "peso", operator: "nbetween", value: [10, 20] }] },
          ],
        },
      ],
      pagination: { currentPage: 2, pageSize: 50, mode: "server" },
    });
    expect(args.filters).toEqual([
      {
        field: "$and",
        value: [
          { field: "fecha", operator: "between", value: ["2024-03-01T05:00:00.000Z", null] },
          {
            field: "$or",
            value: [
              { field: "numero", operator: "eq", value: "V-1" },
              { field: "$or", value: [{ field: "peso", operator: "lt", value: 10 }, { field: "peso", operator: "gt", value: 20 }] },
            ],
          },
        ],
      },
    ]);
    expect(args.pagination).toEqual({ fields: 50, page: 2 });
  });

  it("sorters: one order per field, the first wins, blank fields dropped", () => {
    const sorters = [{ field: "fecha", order: "desc" as const }, { field: "", order: "asc" as const }, { field: "fecha", order: "asc" as const }, { field: "id", order: "asc" as const }];
    expect(listArguments({ resource: "viajes", sorters }).orders).toEqual([{ field: "fecha", type: "DESC" }, { field: "id", type: "ASC" }]);
  });

  it.each([
    [undefined, { fields: 20, page: 1 }],
    [{ mode: "server" as const, pageSize: 0, currentPage: -2 }, { fields: 10, page: 1 }],
    [{ mode: "client" as const, pageSize: 5 }, undefined],
    [{ mode: "off" as const }, undefined],
  ])("pagination %j → %j", (pagination, expected) => {
    expect(listArguments({ resource: "viajes", pagination }).pagination).toEqual(expected);
  });

  it("only the arguments the operation takes (listArgs)", () => {
    expect(listArguments({ resource: "x", sorters: [{ field: "a", order: "asc" }], meta: { operations: { listArgs: ["orders"] } } })).toEqual({ orders: [{ field: "a", type: "ASC" }] });
  });

  it("the extra arguments' values and gqlVariables join the list's variables", () => {
    const meta = { variables: { idviaje: { value: 8, type: "Int", required: true } }, gqlVariables: { x: 1 } };
    expect(contractOptions.getList.buildVariables({ resource: "remesas", meta, pagination: { mode: "off" } })).toEqual({ filters: [], orders: [], idviaje: 8, x: 1 });
  });
});

describe("answers", () => {
  it("totalreg is the total; a bare list counts its rows; the first root field is the answer", () => {
    const { getTotalCount, dataMapper } = contractOptions.getList;
    expect(getTotalCount(answered({ page: { data: [{ id: 1 }], totalreg: 120 } }))).toBe(120);
    expect(getTotalCount(answered({ remesasInfo: [{ id: 1 }, { id: 2 }] }))).toBe(2);
    expect(dataMapper(answered({ viajes: { data: [{ id: 1 }], totalreg: 9 } }))).toEqual([{ id: 1 }]);
  });
  it("a delete answering a count stands for the numeric ids sent", () => {
    expect(contractOptions.deleteMany.dataMapper(answered({ deleteRuta: 2 }), { resource: "rutas", ids: ["4", "x", 5] })).toEqual([{ id: 4 }, { id: 5 }]);
  });
});

describe("the provider on @refinedev/graphql", () => {
  const personas = { operations: { update: "updatePersona", inputName: "persona", inputType: "PersonaInput", updateIdArg: "idPersona" }, fields: ["id"] };

  it("update: the resource's id argument in the built document, $id in a document of the call's own", async () => {
    const { sent, provider } = setup(() => ({ data: { updatePersona: { id: 7 } } }));
    await provider.update({ resource: "personas", id: "7", variables: { nombre: "A" }, meta: personas });
    expect(sent[0].variables).toEqual({ idPersona: 7, persona: { nombre: "A" } });
    const gqlMutation = parse("mutation ($id: Int!, $persona: PersonaInput!) { updatePersona(idPersona: $id, persona: $persona) { id } }");
    await provider.update({ resource: "personas", id: 7, variables: { nombre: "B" }, meta: { ...personas, gqlMutation } });
    expect(sent[1].variables).toEqual({ id: 7, persona: { nombre: "B" } });
  });

  it("has no bulk create or update (the contract has none): Refine sends one record at a time", () => {
    const { provider } = setup(() => ({}));
    expect(provider.createMany).toBeUndefined();
    expect(provider.updateMany).toBeUndefined();
  });

  it("a custom mutation given as text is sent as a mutation with the payload", async () => {
    const { sent, provider } = setup(() => ({ data: { enablePlan: true } }));
    const result = await provider.custom!({ url: "", method: "post", payload: { id: 3 }, meta: { document: "mutation EnablePlan($id: Int!) { enablePlan(id: $id) }" } });
    expect(sent[0]).toMatchObject({ query: expect.stringMatching(/^mutation EnablePlan/), variables: { id: 3 } });
    expect(result.data).toEqual({ enablePlan: true });
  });
});

describe("session headers on every provider call", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("idapp 12 and the session's idempresa", async () => {
    const headers: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      headers.push(init.headers);
      return new Response(JSON.stringify({ data: { viajes: { data: [], totalreg: 0 } } }), { status: 200, headers: { "content-type": "application/json" } });
    });
    const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => ({ idcompany: 4 }) });
    await createDataProvider(client).getList({ resource: "viajes" });
    expect(headers[0]).toMatchObject({ idapp: "12", idempresa: "4" });
  });
});

describe("errors Refine acts on", () => {
  const failing = (errors: unknown[]) => setup(() => ({ data: null, errors })).provider;

  it("BAD_USER_INPUT naming fields carries each field's message (list or map form), for the form's fields", async () => {
    const list = [{ message: "descripcion: Requerido; via: Muy largo", extensions: { code: "BAD_USER_INPUT", fields: [{ field: "descripcion", message: "Requerido" }, { field: "via", message: "Muy largo" }] } }];
    const error = await failing(list).create({ resource: "rutas", variables: {}, meta: { operations: { create: "createRuta", inputName: "ruta", inputType: "RutaInput" } } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: "BAD_USER_INPUT", message: "descripcion: Requerido; via: Muy largo", errors: { descripcion: "Requerido", via: "Muy largo" } });
    const map = [{ message: "Color inválido", extensions: { code: "BAD_USER_INPUT", fields: { color_alerta_alta: "Color inválido" } } }];
    const other = await failing(map).custom!({ url: "", method: "post", meta: { document: "mutation { updateSettings }" } }).catch((e: unknown) => e);
    expect(other).toMatchObject({ errors: { color_alerta_alta: "Color inválido" } });
  });

  it("fieldErrors keeps only named fields with a text message", () => {
    expect(fieldErrors([{ field: "a", message: "x" }, { field: "", message: "y" }, { field: "b" }, null])).toEqual({ a: "x" });
    // a field the server names twice keeps both messages, which the form shows under it
    expect(fieldErrors([{ field: "a", message: "x" }, { field: "b", message: "y" }, { field: "a", message: "z" }])).toEqual({ a: ["x", "z"], b: "y" });
    expect(fieldErrors({ a: 1 })).toBeUndefined();
    expect(fieldErrors("a")).toBeUndefined();
  });

  it("FORBIDDEN is a 403 that does not end the session; UNAUTHENTICATED (or an HTTP 401) is a 401 that does", async () => {
    const forbidden = await failing([{ message: "No autorizado", extensions: { code: "FORBIDDEN" } }]).getList({ resource: "viajes" }).catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ statusCode: 403, code: "FORBIDDEN", message: "No autorizado" });
    expect((forbidden as { errors?: unknown }).errors).toBeUndefined();
    expect(isUnauthenticatedError(forbidden)).toBe(false);
    // a refused change of a field the caller may not write names the field, as an input refusal does
    const field = await failing([{ message: "No tiene permiso para modificar el campo «Precio»", extensions: { code: "FORBIDDEN", fields: [{ field: "precio", message: "No tiene permiso para modificar el campo «Precio»" }] } }])
      .getList({ resource: "viajes" }).catch((e: unknown) => e);
    expect(field).toMatchObject({ statusCode: 403, errors: { precio: "No tiene permiso para modificar el campo «Precio»" } });
    const gone = await failing([{ message: "x" }, { message: "Sesión inválida o vencida", extensions: { code: "UNAUTHENTICATED" } }]).getOne({ resource: "viajes", id: 1 }).catch((e: unknown) => e);
    expect(gone).toMatchObject({ statusCode: 401, code: "UNAUTHENTICATED", message: "Sesión inválida o vencida" });
    expect(isUnauthenticatedError(gone)).toBe(true);
    const http401 = await setup(() => ({}), 401).provider.getOne({ resource: "viajes", id: 1 }).catch((e: unknown) => e);
    expect(http401).toMatchObject({ statusCode: 401, code: "UNAUTHENTICATED" });
    const http500 = await setup(() => ({}), 500).provider.getOne({ resource: "viajes", id: 1 }).catch((e: unknown) => e);
    expect(http500).toMatchObject({ statusCode: 500, code: "NETWORK_ERROR" });
  });
});
