// Operation limits over the live feed's WebSocket: graphql-ws validates with graphql's own rules only, so a
// signed-in socket could send any operation past the depth, alias, field and cost limits of HTTP. The same
// limits (tokens too) now bound an operation sent over the socket.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MAX_ALIASES, MAX_TOKENS } from "@server/security/graphql-limits";
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from "@server/security/ws-limits";
import { MAX_QUERY_COST, queryCostMessage } from "@server/security/query-cost";
import { startTestServer, type TestServer } from "../integration/helpers/server";

interface Answer { id?: string; type: string; payload?: unknown }

describe("operations sent over the WebSocket are bounded like HTTP ones", () => {
  let server: TestServer;
  let ws: WebSocket;
  const answers: Answer[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    const admin = await server.auth("admin", "admin123");
    ws = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    ws.on("message", (data) => answers.push(JSON.parse(String(data)) as Answer));
    ws.send(JSON.stringify({ type: "connection_init", payload: { token: admin.authorization, idapp: 12, idempresa: 1 } }));
    await new Promise((resolve) => ws.once("message", resolve));
    expect(answers[0]?.type).toBe("connection_ack");
  });
  afterAll(async () => {
    ws?.close();
    await server?.close();
  });

  /** sends one operation and waits for its first answer (next: data, error: refused) */
  let next = 0;
  const run = async (query: string) => {
    const id = `op${next++}`;
    ws.send(JSON.stringify({ id, type: "subscribe", payload: { query } }));
    await expect.poll(() => answers.find((a) => a.id === id)).toBeDefined();
    return answers.find((a) => a.id === id)!;
  };
  const messages = (answer: Answer) => (answer.payload as { message: string }[]).map((e) => e.message);

  it("serves an ordinary query", async () => {
    expect(await run("{ getDate }")).toMatchObject({ type: "next" });
  });

  it("refuses too many aliases, too deep a query and too high a cost", async () => {
    const aliases = await run(`{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: getDate`).join(" ")} }`);
    expect(aliases.type).toBe("error");
    expect(messages(aliases)).toContain(`La consulta supera el máximo de alias (${MAX_ALIASES})`);

    // (introspection has a depth limit of its own: depth-limit.test.ts)
    const deep = await run(`{ viajes { data { a { b { c { d { e { f { g { h } } } } } } } } } }`);
    expect(deep.type).toBe("error");
    expect(messages(deep).join(" ")).toMatch(/profundidad máxima/);

    const lists = Array.from({ length: 30 }, (_, i) => `a${i}: viajes(pagination: { fields: 500, page: 1 }) { data { id placa numero origen destino estado ruta cliente fecha modalidad } }`);
    const costly = await run(`{ ${lists.join(" ")} }`);
    expect(costly.type).toBe("error");
    expect(messages(costly)).toContain(queryCostMessage(MAX_QUERY_COST));
  });

  it("refuses a fragment bomb, and the socket goes on serving", async () => {
    const bombs = Array.from({ length: 41 }, (_, i) => `fragment B${i} on Query { ${i === 40 ? "getDate" : `...B${i + 1} ...B${i + 1}`} }`);
    const bomb = await run(`query { ...B0 } ${bombs.join(" ")}`);
    expect(bomb.type).toBe("error");
    expect(messages(bomb).join(" ")).toMatch(/máximo de campos/);
    expect(await run("{ getDate }")).toMatchObject({ type: "next" });
  });

  it("refuses a document over the token limit, and refused operations hold no subscription place", async () => {
    const huge = await run(`{ ${"getDate ".repeat(MAX_TOKENS)} }`);
    expect(huge.type).toBe("error");
    expect(messages(huge)).toContain(`La consulta supera el máximo de elementos (${MAX_TOKENS})`);
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_SOCKET; i++) expect((await run("{ noExiste }")).type).toBe("error");
    expect(await run("{ getDate }")).toMatchObject({ type: "next" });
  });
});
