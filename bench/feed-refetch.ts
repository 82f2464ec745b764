// The refetch storm (speed issue, item 5): N open trips lists of one company each refetch the default page
// when a report arrives. Counts the trips-list SQL statements the server runs per report, against what N
// uncoordinated refetches would cost (N × the statements of one list). The server runs in this process so
// its database wrapper can count statements; the lists are real graphql-ws subscribers and HTTP queries,
// each coalescing its refetches as the browser does (src/providers/live/coalesce.ts).
import { startTestServer } from "../tests/integration/helpers/server";
import { coalesceRefetch } from "../src/providers/live/coalesce";
import { login, openTrip, report, sessionsFor, subscribeAll, type Session } from "./feed";

const LIST = `query { viajes(pagination: { fields: 20, page: 1 }) { totalreg data { id numero placa estado } } }`;
/** the statements of the trips list: its view, and the company's default order */
const LIST_SQL = /viajeslista|"settings"/;

/** On PostgreSQL when `postgres` (a server with its own I/O, where requests overlap); PGlite otherwise. */
export async function benchFeedRefetch({ clients = 200, reports = 5, postgres = false }: { clients?: number; reports?: number; postgres?: boolean } = {}) {
  const server = await startTestServer({ engine: postgres ? "postgres" : "pglite" });
  let statements = 0;
  const query = server.database.query.bind(server.database);
  server.database.query = ((text: string, params?: unknown[]) => {
    if (LIST_SQL.test(text)) statements++;
    return query(text, params);
  }) as typeof server.database.query;
  try {
    const session: Session = await login(server.url);
    const fetchList = async () => {
      const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: session.headers, body: JSON.stringify({ query: LIST }) });
      await res.text();
    };
    let before = statements;
    await fetchList();
    const statementsPerList = statements - before;

    let refetched = 0;
    const pending = new Set<Promise<void>>();
    const lists = Array.from({ length: clients }, () =>
      coalesceRefetch(() => {
        const p = fetchList().then(() => {
          refetched++;
          pending.delete(p);
        });
        pending.add(p);
      }),
    );
    let next = 0;
    const sockets = await subscribeAll(await sessionsFor([server.url], clients), clients, () => lists[next++ % clients]!.request());
    const trip = await openTrip(session);
    const perReport: number[] = [];
    try {
      for (let i = 0; i < reports; i++) {
        before = statements;
        const target = refetched + clients;
        await report(session, trip);
        const deadline = Date.now() + 60_000;
        while (refetched < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        await Promise.all(pending);
        perReport.push(statements - before);
      }
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
    return {
      engine: server.engine,
      openLists: clients,
      reports,
      statementsPerList,
      uncoordinatedStatementsPerReport: clients * statementsPerList,
      listStatementsPerReport: perReport,
      refetches: refetched,
    };
  } finally {
    await server.close();
  }
}
