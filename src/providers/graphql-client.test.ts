// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  connectionParams,
  createGraphqlClient,
  reconnectDelay,
  resolveGraphqlUrls,
  sessionHeaders,
} from "./graphql-client";
import { createDataProvider } from "./data";

describe("session headers and connection params", () => {
  it("carry idapp 12 and the company; the browser's token is its HttpOnly cookie, not a header", () => {
    expect(sessionHeaders({ idcompany: 3 })).toEqual({ idapp: "12", idempresa: "3" });
    expect(connectionParams({ idcompany: "3" })).toEqual({ idapp: 12, idempresa: 3 });
  });
  it("a caller outside the browser sends its own token", () => {
    expect(sessionHeaders({ token: "tok", idcompany: 3 })).toEqual({ Authorization: "tok", idapp: "12", idempresa: "3" });
    expect(connectionParams({ token: "tok", idcompany: "3" })).toEqual({ token: "tok", idapp: 12, idempresa: 3 });
  });
  it("without a session only idapp is sent (the server answers UNAUTHENTICATED)", () => {
    expect(sessionHeaders(null)).toEqual({ idapp: "12" });
    expect(connectionParams(undefined)).toEqual({ idapp: 12, idempresa: null });
  });
});

describe("reconnectDelay (at most 10000 ms)", () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 10000],
    [50, 10000],
    [-1, 1000],
  ])("retry %i waits %i ms", (retries, ms) => {
    expect(reconnectDelay(retries)).toBe(ms);
  });
});

describe("resolveGraphqlUrls (VITE_API_URL)", () => {
  it.each([
    ["https://api.example.com", undefined, { url: "https://api.example.com/graphql", wsUrl: "wss://api.example.com/graphql" }],
    ["http://10.0.0.5:3001/", undefined, { url: "http://10.0.0.5:3001/graphql", wsUrl: "ws://10.0.0.5:3001/graphql" }],
    ["", { protocol: "https:", host: "tdc.example.com" }, { url: "/graphql", wsUrl: "wss://tdc.example.com/graphql" }],
    [undefined, { protocol: "http:", host: "localhost:5173" }, { url: "/graphql", wsUrl: "ws://localhost:5173/graphql" }],
  ])("%s on %j", (apiUrl, location, expected) => {
    expect(resolveGraphqlUrls(apiUrl, location)).toEqual(expected);
  });
});

describe("createGraphqlClient over HTTP", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function stubFetch(body: unknown) {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    return calls;
  }

  it("POSTs with the session headers read at request time", async () => {
    const calls = stubFetch({ data: { getDate: "x" } });
    let session = { token: "first", idcompany: 1 };
    const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => session });
    await client.query("query { getDate }", {}).toPromise();
    session = { token: "second", idcompany: 8 };
    await client.query("query { getDate }", {}).toPromise();
    expect(calls.map((c) => c.init.method)).toEqual(["POST", "POST"]);
    expect(calls[0].url).toBe("http://api/graphql");
    expect(calls[0].init.headers).toMatchObject({ authorization: "first", idapp: "12", idempresa: "1" });
    expect(calls[1].init.headers).toMatchObject({ authorization: "second", idempresa: "8" });
  });

  it("UNAUTHENTICATED of a Refine call rejects with the code and leaves the session's end to authProvider.onError", async () => {
    stubFetch({ errors: [{ message: "Sesión inválida o vencida", extensions: { code: "UNAUTHENTICATED" } }] });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const onUnauthenticated = vi.fn();
    const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => null, onUnauthenticated });
    const error = await createDataProvider(client).getOne({ resource: "viajes", id: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "UNAUTHENTICATED", statusCode: 401 });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it("UNAUTHENTICATED of an operation sent to urql directly calls onUnauthenticated once", async () => {
    stubFetch({ errors: [{ message: "Sesión inválida o vencida", extensions: { code: "UNAUTHENTICATED" } }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onUnauthenticated = vi.fn();
    const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => null, onUnauthenticated });
    await client.query("query { getDate }", {}).toPromise();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it("other errors are only logged (and still reject)", async () => {
    stubFetch({ errors: [{ message: "Campo de orden no permitido: x", extensions: { code: "BAD_USER_INPUT" } }] });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const onUnauthenticated = vi.fn();
    const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => null, onUnauthenticated });
    await expect(createDataProvider(client).getList({ resource: "viajes", sorters: [{ field: "x", order: "asc" }] })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "Campo de orden no permitido: x",
    });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("[graphql]", expect.stringContaining("Campo de orden no permitido: x"));
  });

  it("a network failure rejects with NETWORK_ERROR", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => null });
    await expect(createDataProvider(client).getOne({ resource: "viajes", id: 1 })).rejects.toMatchObject({ code: "NETWORK_ERROR", statusCode: 503 });
  });
});
