// The trips page written by PostgreSQL (server/graphql/trips-page-plugin.ts) answers what the executor answers:
// for the Seguimiento screen's own request over many pages, sizes, orders and filters, and for hand-written
// selections with aliases, fragments, __typename and nested objects, the fast answer parses to the same JSON,
// keys in the same order, as the same document answered by the executor (a directive on the root field keeps a
// document off the fast path). Errors and refused variables are the executor's too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { TABLA_QUERY } from "@/resources/engine/queries";
import { TRIPS_LISTS, headerTripFilters } from "@/custom-pages/trips-list/trips-config";
import { tripsListFixedFilters, tripsListRequest } from "@/custom-pages/trips-list/list-request";
import { tripsPagesWritten } from "../../server/graphql/modules/viajes/page-json";
import { wsOperation } from "./helpers/ws-operation";

/** the same document for the executor: a directive on the root field keeps it off the fast path */
const forExecutor = (query: string) => query.replace(/\bviajes\s*(\([^)]*\))?/, (m) => `${m} @include(if: true)`);

const VARS = `($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput)`;
const ARGS = `(filters: $filters, orders: $orders, pagination: $pagination)`;

/** hand-written selections: aliases, repeated keys, fragments, __typename at every level, nested objects */
const SELECTIONS = [
  `query Aliased${VARS} { lista: viajes${ARGS} { __typename cuantos: totalreg filas: data { __typename clave: id n: numero
    pos: geolocalizacion { __typename la: latitud lo: longitud } c: comercialInfo { __typename nombre } fecha fecha2: fecha } } }`,
  `query Fragments${VARS} { viajes${ARGS} { data { ...Trip ... on Viaje { eta { __typename fecha calculada tarde citadescargue fuente retraso ritmo restantekm paradas } } placa } totalreg } }
   fragment Trip on Viaje { id placa indicadorDTA modalidad sincronizado ultimo_reporte_gps tiempo_ult_rep_otros }`,
  `query Twice${VARS} { viajes${ARGS} { a: data { id } totalreg b: data { numero comercial comercialInfo { nombre } } } }`,
  `query OnlyTotal${VARS} { viajes${ARGS} { totalreg } }`,
  `query Everything${VARS} { viajes${ARGS} { totalreg data { id idempresa idvehiculo idconductor idsysestado origen destino alerta
    idproximopuestocontrol fechahoraproximogps fechahoraproximopuestocontrol fechahoraproximallamada fechahoraultimallamada proximopuestocontrol
    numero fecha trailerplaca sincronizado ruta cliente indicadortransitosolar idproximosysevento idempresatransportadora empresatransportadora
    indicadoraltoriesgo indicadorurgente indicadorcostosa indicadorDTA indicadorrestriccion mercancias modalidadnombre estado indicadorvialibre
    idplanviaje retenerviaje placa devolviendocontenedor numerocontenedor fechahoraultimoevento nombreconductor numerodocumentoconductor
    indicadorultimamilla tiporiesgo indicadoralerta nombreusuarioultimoreporte idagencia idsysmodalidad idcargainternacional idembarcador idruta
    lugar ultimoevento controlador documentocliente modalidad telefonoconductor idclientes novedad evento sysevento idorigen iddestino
    tipovehiculo comercial indicadornocoincide alerta_llamada alerta_gps tiempo_alerta_alta color_alerta_alta tiempo_alerta_media
    color_alerta_media ultimo_reporte_gps tiempo_ult_rep_otros nombrepropietariovehiculo geolocalizacion { latitud longitud }
    comercialInfo { nombre } eta { fecha tarde citadescargue fuente retraso ritmo restantekm paradas calculada }
    idusuarioatendiendo atendiendo atendiendodesde silenciadohasta silenciomotivo } } }`,
];

/** filters, orders and pages of the hand-written selections: open and closed trips, patterns, ranges, past the end */
const ARGUMENT_SETS: Record<string, unknown>[] = [
  {},
  { pagination: { fields: 7, page: 2 }, orders: [{ field: "numero", type: "DESC" }] },
  { pagination: { fields: 20, page: 1 }, filters: [{ field: "idsysestado", operator: "in", value: [4, 7] }] },
  { pagination: { fields: 13, page: 3 }, filters: [{ field: "placa", operator: "contains", value: "A" }], orders: [{ field: "placa", type: "ASC" }] },
  { pagination: { fields: 50, page: 1 }, orders: [{ field: "fecha", type: "ASC" }, { field: "cliente", type: "DESC" }] },
  { pagination: { fields: 20, page: 9999 } },
  { pagination: { fields: 5, page: 1 }, filters: [{ field: "idsysestado", operator: "eq", value: 3 }] },
];

describe.each(enginesOf(import.meta.url, "both"))("the trips page written by %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let columnFields: string[];

  /** the answer's text, and the same JSON written again (its keys in their order) */
  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    return { status: res.status, parsed: JSON.parse(text) as { data?: unknown; errors?: unknown[] } };
  };
  /** asks `query` on both paths; returns the fast answer after checking it is the executor's and written fast */
  const compare = async (query: string, variables: Record<string, unknown>, fast = true) => {
    const writtenBefore = tripsPagesWritten();
    const mine = await post(query, variables);
    expect(tripsPagesWritten() - writtenBefore, `${query} ${JSON.stringify(variables)} ${JSON.stringify(mine.parsed).slice(0, 300)}`).toBe(fast ? 1 : 0);
    const theirs = await post(forExecutor(query), variables);
    expect(mine.status).toBe(theirs.status);
    expect(JSON.stringify(mine.parsed)).toBe(JSON.stringify(theirs.parsed));
    return mine.parsed;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    const login = await server.login("admin", "admin123");
    admin = await server.auth("admin", "admin123");
    const tabla = await server.gql<{ tablas: { fields: { field: string }[] } }>(admin, TABLA_QUERY, {
      id: TRIPS_LISTS.viajes.tableId, iduser: login.body.usuario.idusuario,
    });
    columnFields = tabla.data!.tablas.fields.map((f) => f.field);
  });
  afterAll(async () => server?.close());

  it("answers the Seguimiento screen's request as the executor does, for pages, sizes, orders and filters", async () => {
    const sorters = [[], [{ field: "numero", order: "desc" as const }], [{ field: "fechahoraproximallamada", order: "asc" as const }], [{ field: "cliente", order: "asc" as const }]];
    let rows = 0;
    let withEta = 0;
    for (let i = 0; i < 24; i++) {
      const { query, variables } = tripsListRequest({
        columnFields,
        filters: [...tripsListFixedFilters(TRIPS_LISTS.viajes), ...(i % 5 === 4 ? headerTripFilters({ clientes: [1, 2, 3] }) : [])],
        sorters: sorters[i % sorters.length],
        page: 1 + (i % 6),
        pageSize: 17 + (i % 4),
      });
      const answer = await compare(query, variables) as { data: { viajes: { data: { eta: unknown }[] } } };
      rows += answer.data.viajes.data.length;
      withEta += answer.data.viajes.data.filter((trip) => trip.eta !== null).length;
    }
    // the comparisons covered real rows, estimates among them
    expect(rows).toBeGreaterThan(200);
    expect(withEta).toBeGreaterThan(0);
  });

  it("answers aliased, repeated and fragment selections with __typename as the executor does", async () => {
    for (const query of SELECTIONS) {
      for (const variables of ARGUMENT_SETS) await compare(query, variables);
    }
  });

  it("answers a refused filter, a refused variable and a level filter as the executor does", async () => {
    const query = SELECTIONS[0]!;
    const unknown = await compare(query, { filters: [{ field: "noexiste", value: 1 }] }, false) as { errors: { extensions: { code: string } }[] };
    expect(unknown.errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
    await compare(query, { pagination: { fields: "veinte", page: 1 } }, false);
    // a level filter is ranked by the alert rule: the executor's own path
    await compare(query, { filters: [{ field: "nivelalerta", operator: "eq", value: "alto" }] }, false);
  });

  it("answers the same page over the WebSocket as over HTTP", async () => {
    const variables = ARGUMENT_SETS[1]!;
    const writtenBefore = tripsPagesWritten();
    const overSocket = await wsOperation(server, admin, SELECTIONS[0]!, variables);
    expect(tripsPagesWritten() - writtenBefore).toBe(1);
    const overHttp = await post(forExecutor(SELECTIONS[0]!), variables);
    expect(JSON.stringify(overSocket)).toBe(JSON.stringify(overHttp.parsed));
  });

  it("leaves a page with a value the executor serves otherwise to the executor", async () => {
    const variables = { pagination: { fields: 5, page: 1 }, orders: [{ field: "id", type: "ASC" }] };
    const query = SELECTIONS[1]!;
    const first = await compare(query, variables) as { data: { viajes: { data: { id: number }[] } } };
    // an estimate whose date is no date: the executor answers the field's error, the rest of the page as it is
    await server.database.query(`UPDATE viajes SET eta = '{"fecha": "ayer", "tarde": true}'::jsonb WHERE id = $1`, [first.data.viajes.data[0]!.id]);
    const answer = await compare(query, variables, false) as { errors: unknown[] };
    expect(answer.errors.length).toBeGreaterThan(0);
  });
});
