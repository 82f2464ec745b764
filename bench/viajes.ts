// Latency of one page of the trips list (page size 20, three filters, an order, totalreg) through
// the real server over HTTP, next to the same SQL run raw, on bench-size data.
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import type { Database } from "../server/db/client";
import { createLiveBus } from "../server/live/bus";
import { summarize, timeIt } from "./stats";

const QUERY = `query Bench($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) {
    totalreg
    data { id numero placa nombreconductor ruta estado tiporiesgo fechahoraproximallamada fechahoraultimallamada }
  }
}`;

const EXCLUDED_STATES = [4, 7, 14, 15, 16, 17];

export async function benchViajes(database: Database, requests = 200) {
  const live = createLiveBus();
  const app = createApp({ database, live });
  await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
    });
    const { token, idempresa } = (await login.json()) as { token: string; idempresa: number };
    const headers = { "content-type": "application/json", authorization: token, idapp: "12", idempresa: String(idempresa) };

    const variables = (page: number) => ({
      filters: [
        { field: "idsysestado", operator: "nin", value: EXCLUDED_STATES },
        { field: "tiporiesgo", operator: "gte", value: 1 },
        { field: "devolviendocontenedor", operator: "eq", value: false },
      ],
      orders: [{ field: "fechahoraproximallamada", type: "ASC" }],
      pagination: { fields: 20, page },
    });
    let total = 0;
    const call = async (page: number) => {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers, body: JSON.stringify({ query: QUERY, variables: variables(page) }) });
      const body = (await res.json()) as { data?: { viajes: { totalreg: number } }; errors?: unknown };
      if (!body.data) throw new Error(`viajes failed: ${JSON.stringify(body.errors)}`);
      total = body.data.viajes.totalreg;
    };
    const warmUp = Math.min(10, requests);
    for (let i = 0; i < warmUp; i++) await call(1 + (i % 10));
    const http: number[] = [];
    for (let i = 0; i < requests; i++) http.push(await timeIt(() => call(1 + (i % 10))));

    const where = `WHERE idempresa = $1 AND (NOT (idsysestado = ANY($2::float8[])) OR idsysestado IS NULL) AND tiporiesgo >= $3 AND devolviendocontenedor = $4`;
    const raw: number[] = [];
    const rawCall = (page: number) =>
      Promise.all([
        database.query(
          `SELECT id, numero, placa, nombreconductor, ruta, estado, tiporiesgo, fechahoraproximallamada, fechahoraultimallamada
           FROM viajeslista ${where} ORDER BY fechahoraproximallamada ASC NULLS LAST, id ASC LIMIT 20 OFFSET ${(page - 1) * 20}`,
          [idempresa, EXCLUDED_STATES, 1, false],
        ),
        database.query(`SELECT count(*)::int AS n FROM viajeslista ${where}`, [idempresa, EXCLUDED_STATES, 1, false]),
      ]);
    for (let i = 0; i < warmUp; i++) await rawCall(1 + (i % 10));
    for (let i = 0; i < requests; i++) raw.push(await timeIt(() => rawCall(1 + (i % 10))));
    return { matchingTrips: total, graphqlOverHttp: summarize(http), rawSql: summarize(raw) };
  } finally {
    await app.close();
    await live.close();
  }
}
