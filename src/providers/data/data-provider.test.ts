import { Client, fetchExchange } from "@urql/core";
import dayjs from "dayjs";
import { parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import { createDataProvider, toListResponse } from "./index";
import { GraphqlRequestError, isUnauthenticatedError } from "./errors";

interface Sent {
  query: string;
  variables: Record<string, unknown>;
}

/** A urql client whose fetch records the request and answers with `reply(sent)`. */
function setup(reply: (sent: Sent) => unknown = () => ({ data: {} })) {
  const sent: Sent[] = [];
  const fakeFetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    return new Response(JSON.stringify(reply(body)), { status: 200, headers: { "content-type": "application/json" } });
  };
  const client = new Client({ url: "http://test/graphql", exchanges: [fetchExchange], fetch: fakeFetch, preferGetMethod: false });
  return { sent, provider: createDataProvider(client, { apiUrl: "http://test/graphql" }) };
}
/** urql sends the printed document: compare printed forms. */
const squash = (q: string) => print(parse(q));
const rutaMeta = {
  operations: {
    list: "rutasInfo", one: "rutaInfo", create: "createRuta", update: "updateRuta", delete: "deleteRuta",
    inputName: "ruta", inputType: "RutaInput", idsArg: "ids",
  },
  fields: ["id", "descripcion", { origen: ["id", "descripcion"] }],
};

describe("getList", () => {
  it("maps pagination, filters and sorters to the paged contract and totalreg to total", async () => {
    const { sent, provider } = setup(() => ({ data: { viajes: { data: [{ id: 1 }, { id: 2 }], totalreg: 57 } } }));
    const result = await provider.getList({
      resource: "viajes",
      pagination: { currentPage: 3, pageSize: 20, mode: "server" },
      filters: [
        { field: "idsysestado", operator: "nin", value: [4, 7] },
        { field: "placa", operator: "contains", value: "" },
        { field: "fecha", operator: "between", value: [dayjs("2024-01-01T05:00:00Z"), dayjs("2024-02-01T05:00:00Z")] },
        { operator: "or", value: [{ field: "placa", operator: "contains", value: "AB" }, { field: "numero", operator: "eq", value: 9 }] },
      ],
      sorters: [{ field: "fecha", order: "desc" }],
      meta: { fields: ["id", "placa", { geolocalizacion: ["latitud", "longitud"] }] },
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 57 });
    expect(squash(sent[0].query)).toBe(squash("query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) { viajes (filters: $filters, orders: $orders, pagination: $pagination) { data { id, placa, geolocalizacion { latitud, longitud } }, totalreg } }"));
    expect(sent[0].variables).toEqual({
      filters: [
        { field: "idsysestado", operator: "nin", value: [4, 7] },
        { field: "fecha", operator: "between", value: ["2024-01-01T05:00:00.000Z", "2024-02-01T05:00:00.000Z"] },
        { field: "$or", value: [{ field: "placa", operator: "contains", value: "AB" }, { field: "numero", operator: "eq", value: 9 }] },
      ],
      orders: [{ field: "fecha", type: "DESC" }],
      pagination: { fields: 20, page: 3 },
    });
  });

  it("sends no pagination when the mode is off, and uses meta.operations.list", async () => {
    const { sent, provider } = setup(() => ({ data: { rutasInfo: { data: [], totalreg: 0 } } }));
    await provider.getList({ resource: "rutas", pagination: { mode: "off" }, meta: rutaMeta });
    expect(sent[0].query).toContain("rutasInfo(filters: $filters, orders: $orders)");
    expect(sent[0].variables).toEqual({ filters: [], orders: [] });
  });

  it("a bare-list operation (paged: false) with extra arguments", async () => {
    const { sent, provider } = setup(() => ({ data: { remesasInfo: [{ id: 3 }] } }));
    const result = await provider.getList({
      resource: "remesas",
      meta: { operations: { list: "remesasInfo", paged: false, listArgs: [] }, fields: ["id"], variables: { idviaje: { value: 8, type: "Int", required: true } } },
    });
    expect(squash(sent[0].query)).toBe(squash("query ($idviaje: Int!) { remesasInfo (idviaje: $idviaje) { id } }"));
    expect(result).toEqual({ data: [{ id: 3 }], total: 1 });
  });

  it("meta.gqlQuery overrides the built text; its first root field is the answer", async () => {
    const { sent, provider } = setup(() => ({ data: { page: { data: [{ id: 4 }], totalreg: 1 } } }));
    const gqlQuery = parse("query L($filters: [FilterInput!], $x: Int) { page: viajes(filters: $filters) { data { id } totalreg } }");
    const result = await provider.getList({ resource: "viajes", meta: { gqlQuery, gqlVariables: { x: 1 } } });
    expect(result).toEqual({ data: [{ id: 4 }], total: 1 });
    expect(sent[0].variables).toMatchObject({ filters: [], orders: [], x: 1 });
  });

  it("an unsupported operator rejects before anything is sent", async () => {
    const { sent, provider } = setup();
    await expect(provider.getList({ resource: "viajes", filters: [{ field: "placa", operator: "startswith", value: "A" }] })).rejects.toThrow(
      '"startswith" on field "placa"',
    );
    expect(sent).toHaveLength(0);
  });
});

describe("errors", () => {
  it("a GraphQL error rejects with the server's message, its code and an HTTP-like status", async () => {
    const { provider } = setup(() => ({ data: null, errors: [{ message: "Campo de filtro no permitido: nope", extensions: { code: "BAD_USER_INPUT" } }] }));
    const error = await provider.getList({ resource: "viajes", filters: [{ field: "nope", operator: "eq", value: 1 }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect(error).toMatchObject({ message: "Campo de filtro no permitido: nope", code: "BAD_USER_INPUT", statusCode: 400 });
    expect(isUnauthenticatedError(error)).toBe(false);
  });
  it("UNAUTHENTICATED surfaces with its code and status 401", async () => {
    const { provider } = setup(() => ({ errors: [{ message: "Sesión inválida o vencida", extensions: { code: "UNAUTHENTICATED" } }] }));
    const error = await provider.getOne({ resource: "viajes", id: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "UNAUTHENTICATED", statusCode: 401 });
    expect(isUnauthenticatedError(error)).toBe(true);
  });
  it("mutations reject too, so forms can show a message", async () => {
    const { provider } = setup(() => ({ errors: [{ message: "Descripcion requerida", extensions: { code: "BAD_USER_INPUT" } }] }));
    await expect(provider.create({ resource: "rutas", variables: {}, meta: rutaMeta })).rejects.toThrow("Descripcion requerida");
  });
  it("a resource without the operation named is a clear error", async () => {
    const { provider } = setup();
    await expect(provider.getOne({ resource: "rutas", id: 1 })).rejects.toThrow('Resource "rutas" has no meta.operations.one');
    await expect(provider.create({ resource: "rutas", variables: {}, meta: { operations: { create: "createRuta" } } })).rejects.toThrow("inputName and inputType");
  });
});

describe("getOne, getMany, create, update", () => {
  it("getOne on viajes defaults to viaje(id: Int!)", async () => {
    const { sent, provider } = setup(() => ({ data: { viaje: { id: 12, placa: "ABC123" } } }));
    const result = await provider.getOne({ resource: "viajes", id: "12", meta: { fields: ["id", "placa"] } });
    expect(squash(sent[0].query)).toBe(squash("query ($id: Int!) { viaje (id: $id) { id, placa } }"));
    expect(sent[0].variables).toEqual({ id: 12 });
    expect(result).toEqual({ data: { id: 12, placa: "ABC123" } });
  });
  it("getOne with a non-numeric Int id rejects without sending", async () => {
    const { sent, provider } = setup();
    await expect(provider.getOne({ resource: "viajes", id: "abc" })).rejects.toThrow('Invalid id "abc"');
    expect(sent).toHaveLength(0);
  });
  it("getMany asks the list operation for id in ids", async () => {
    const { sent, provider } = setup(() => ({ data: { rutasInfo: { data: [{ id: 1 }, { id: 2 }], totalreg: 2 } } }));
    const result = await provider.getMany!({ resource: "rutas", ids: [1, "2"], meta: rutaMeta });
    expect(sent[0].variables).toEqual({ filters: [{ field: "id", operator: "in", value: [1, 2] }], orders: [], pagination: { fields: 2, page: 1 } });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }] });
  });
  it("create sends the input under its argument name and type", async () => {
    const { sent, provider } = setup(() => ({ data: { createRuta: { id: 9, descripcion: "X" } } }));
    const result = await provider.create({ resource: "rutas", variables: { descripcion: "X" }, meta: { ...rutaMeta, fields: ["id", "descripcion"] } });
    expect(squash(sent[0].query)).toBe(squash("mutation ($ruta: RutaInput!) { createRuta (ruta: $ruta) { id descripcion } }"));
    expect(sent[0].variables).toEqual({ ruta: { descripcion: "X" } });
    expect(result.data).toEqual({ id: 9, descripcion: "X" });
  });
  it("update sends id and input", async () => {
    const { sent, provider } = setup(() => ({ data: { updateRuta: { id: 9 } } }));
    await provider.update({ resource: "rutas", id: "9", variables: { via: "Y" }, meta: { ...rutaMeta, fields: ["id"] } });
    expect(squash(sent[0].query)).toBe(squash("mutation ($id: Int!, $ruta: RutaInput!) { updateRuta (id: $id, ruta: $ruta) { id } }"));
    expect(sent[0].variables).toEqual({ id: 9, ruta: { via: "Y" } });
  });
});

describe("delete", () => {
  it("deleteMany sends numeric ids only", async () => {
    const { sent, provider } = setup(() => ({ data: { deleteRuta: 2 } }));
    const result = await provider.deleteMany!({ resource: "rutas", ids: ["1", "x", 3, ""], meta: rutaMeta });
    expect(squash(sent[0].query)).toBe(squash("mutation ($ids: [Int!]!) { deleteRuta (ids: $ids) }"));
    expect(sent[0].variables).toEqual({ ids: [1, 3] });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 3 }] });
  });
  it("sends nothing when no numeric id remains", async () => {
    const { sent, provider } = setup();
    expect(await provider.deleteMany!({ resource: "rutas", ids: ["a", ""], meta: rutaMeta })).toEqual({ data: [] });
    expect(sent).toHaveLength(0);
  });
  it("deleteOne uses the same mutation; a non-numeric id rejects without sending", async () => {
    const { sent, provider } = setup(() => ({ data: { daleteEvento: [{ id: 5 }] } }));
    const meta = { operations: { delete: "daleteEvento", deleteFields: ["id"] } };
    expect(await provider.deleteOne({ resource: "eventos", id: 5, meta })).toEqual({ data: { id: 5 } });
    expect(squash(sent[0].query)).toBe(squash("mutation ($ids: [Int!]!) { daleteEvento (ids: $ids) { id } }"));
    await expect(provider.deleteOne({ resource: "eventos", id: "x", meta })).rejects.toThrow('Invalid id "x"');
    expect(sent).toHaveLength(1);
  });
});

describe("custom", () => {
  it("raw query text with the payload as variables answers the whole data", async () => {
    const { sent, provider } = setup(() => ({ data: { getDate: "2024-01-01T00:00:00Z" } }));
    const result = await provider.custom!({ url: "", method: "post", payload: { a: 1 }, meta: { document: "query { getDate }" } });
    expect(result).toEqual({ data: { getDate: "2024-01-01T00:00:00Z" } });
    expect(squash(sent[0].query)).toBe(squash("query { getDate }"));
    expect(sent[0].variables).toEqual({ a: 1 });
  });
  it("raw mutation text is sent as a mutation", async () => {
    const { sent, provider } = setup(() => ({ data: { updateAlert: { id: 1, alerta: "x" } } }));
    await provider.custom!({
      url: "",
      method: "post",
      payload: { id: 1, alerta: "x" },
      meta: { document: "mutation ($id: Int!, $alerta: String) { updateAlert(id: $id, alerta: $alerta) { id alerta } }" },
    });
    expect(sent[0].query).toMatch(/^mutation/);
  });
  it("a gql-query-builder operation answers its root field", async () => {
    const { sent, provider } = setup(() => ({ data: { settings: { idempresa: 1 } } }));
    const result = await provider.custom!({
      url: "",
      method: "get",
      meta: { operation: "settings", fields: ["idempresa"], variables: { idempresa: { value: 1, type: "Int", required: true } } },
    });
    expect(squash(sent[0].query)).toBe(squash("query ($idempresa: Int!) { settings (idempresa: $idempresa) { idempresa } }"));
    expect(result).toEqual({ data: { idempresa: 1 } });
  });
  it("an identical query sent while one is in flight is its own request with its own answer (a refetch is never stale)", async () => {
    // the first answer is slow: it was asked before the change the second one is meant to see
    let asked = 0;
    const fakeFetch = async () => {
      asked += 1;
      const answer = asked;
      await new Promise((r) => setTimeout(r, answer === 1 ? 200 : 10));
      return new Response(JSON.stringify({ data: { trazabilidadInfo: { totalreg: answer } } }), { status: 200, headers: { "content-type": "application/json" } });
    };
    const client = new Client({ url: "http://test/graphql", exchanges: [fetchExchange], fetch: fakeFetch, preferGetMethod: false });
    const provider = createDataProvider(client, { apiUrl: "http://test/graphql" });
    const read = () => provider.custom!({ url: "", method: "post", payload: { id: 7 }, meta: { document: "query ($id: Int!) { trazabilidadInfo(id: $id) { totalreg } }" } });
    const stale = read();
    await new Promise((r) => setTimeout(r, 20));
    const fresh = read();
    expect((await fresh).data).toEqual({ trazabilidadInfo: { totalreg: 2 } });
    expect((await stale).data).toEqual({ trazabilidadInfo: { totalreg: 1 } });
    expect(asked).toBe(2);
  });
  it("without a document or operation it is a clear error", async () => {
    const { provider } = setup();
    await expect(provider.custom!({ url: "", method: "get" })).rejects.toThrow("custom needs");
  });
  it("getApiUrl answers the configured endpoint", () => {
    expect(setup().provider.getApiUrl()).toBe("http://test/graphql");
  });
});

describe("toListResponse", () => {
  it.each([
    [{ data: [{ id: 1 }], totalreg: 10 }, { data: [{ id: 1 }], total: 10 }],
    [[{ id: 1 }, { id: 2 }], { data: [{ id: 1 }, { id: 2 }], total: 2 }],
    [{ data: [{ id: 1 }] }, { data: [{ id: 1 }], total: 1 }],
    [null, { data: [], total: 0 }],
  ])("%j → %j", (value, expected) => {
    expect(toListResponse(value)).toEqual(expected);
  });
});
