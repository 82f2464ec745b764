// The REST list next to the GraphQL list (the integration API): a demo-seeded PGlite in a scratch folder, the app
// over HTTP, an API key made by the administrator; then BENCH_REST_REQUESTS (default 200) timed requests of each,
// alternated, after 10 warm-up ones: GET /api/v1/rutas?_start=0&_end=20 with the key, and the GraphQL query
// asking for what the REST route answers (the rutas page of 20, every field of a record) with the administrator's session.
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { copyTestDemoInto, seedDemoUnlessCopied } from "./demo-data";
import { buildSchema } from "../server/graphql/schema";
import { createLiveBus } from "../server/live/bus";
import { recordSelection, restResources } from "../server/rest/v1/resources";
import { sessionHeaders } from "./session";
import { summarize, timeIt } from "./stats";
import { entities } from "@entities";

export async function benchRest(requests: number): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), "tdc-bench-rest-"));
  const copied = await copyTestDemoInto(dataDir);
  const database = await openDatabase({ dataDir });
  const live = createLiveBus();
  // the per-key rate limit would cut a long run short: the bench measures the answer, not the limit
  const app = createApp({ database, live, apiKeyLimits: { max: 1_000_000, windowMs: 60_000 } });
  try {
    await seedDemoUnlessCopied(database, copied);
    await new Promise<void>((r) => app.server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await sessionHeaders(base);
    const made = await fetch(`${base}/api/v1/api-keys`, {
      method: "POST",
      headers: { ...session, "content-type": "application/json" },
      body: JSON.stringify({ nombre: "Banco de pruebas", alcance: "lectura" }),
    });
    if (made.status !== 201) throw new Error(`api key answered ${made.status}`);
    const { clave } = (await made.json()) as { clave: string };

    const rutas = restResources(buildSchema(entities), entities).byName.get("rutas");
    if (!rutas) throw new Error("no REST resource rutas");
    const query = `query ($pagination: PaginationInput) { ${rutas.list.field}(pagination: $pagination) { data { ${recordSelection(rutas.type)} } totalreg } }`;
    const graphqlBody = JSON.stringify({ query, variables: { pagination: { fields: 20, page: 1 } } });
    const rest = async () => {
      const res = await fetch(`${base}/api/v1/rutas?_start=0&_end=20`, { headers: { "x-api-key": clave } });
      if (res.status !== 200) throw new Error(`REST list answered ${res.status}`);
      await res.arrayBuffer();
    };
    const graphql = async () => {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers: { ...session, "content-type": "application/json" }, body: graphqlBody });
      const body = (await res.json()) as { errors?: unknown[] };
      if (res.status !== 200 || body.errors) throw new Error(`GraphQL list answered ${res.status} ${JSON.stringify(body.errors)}`);
    };
    for (let i = 0; i < 10; i++) await Promise.all([rest(), graphql()]);
    const restMs: number[] = [];
    const graphqlMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      restMs.push(await timeIt(rest));
      graphqlMs.push(await timeIt(graphql));
    }
    return { engine: "pglite", rows: 20, rest: summarize(restMs), graphql: summarize(graphqlMs) };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
