// One list request cannot hold the server. Nested $or / $and filters are counted across
// the whole tree (15,000 nested filters once took 24 s while logins waited) and dates outside 1900-9999 are
// refused before any SQL; a login is answered right after the abusive query. Filters nest at most 4 levels, a
// fragment bomb is refused without being walked 2^n times, and an operation's cost (rows × fields of its paged
// lists) is capped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILTER_NESTING, MAX_TOTAL_FILTERS } from "@server/graphql/paging";
import { MAX_QUERY_COST, queryCostMessage } from "@server/security/query-cost";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";

const LIST = `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 5, page: 1 }) { totalreg } }`;
const leaf = (i: number) => ({ field: "placa", operator: "eq", value: `NO-EXISTE-${i}` });

describe.each(ENGINES)("list request budget on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  const list = (filters: unknown[]) => server.gql<{ viajes: { totalreg: number } }>(admin, LIST, { f: filters });

  it("refuses 15,000 nested filters at once, and a login is answered right after", async () => {
    // small leaves: the whole request stays under the 1 MB body limit, so the filter count is what refuses it
    const nested = [{ field: "$or", value: Array.from({ length: 15_000 }, (_, i) => ({ field: "$and", value: [{ field: "id", value: i }] })) }];
    const [res, login] = await Promise.all([list(nested), server.login("operador", "operador123")]);
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toBe(`Demasiados filtros (máximo ${MAX_TOTAL_FILTERS} en total, incluidos los anidados)`);
    expect(login.status).toBe(200);
  });

  it(`accepts ${MAX_TOTAL_FILTERS} filters across the nesting and refuses one more`, async () => {
    const tree = (n: number) => [{ field: "$or", value: Array.from({ length: n - 1 }, (_, i) => leaf(i)) }];
    const ok = await list(tree(MAX_TOTAL_FILTERS));
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.viajes.totalreg).toBe(0);
    expect((await list(tree(MAX_TOTAL_FILTERS + 1))).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it(`accepts ${MAX_FILTER_NESTING} levels of $or / $and and refuses one more`, async () => {
    const nest = (levels: number): unknown => (levels === 0 ? leaf(0) : { field: "$or", value: [nest(levels - 1)] });
    expect((await list([nest(MAX_FILTER_NESTING)])).errors).toBeUndefined();
    const res = await list([nest(MAX_FILTER_NESTING + 1)]);
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toBe(`Filtros anidados demasiado profundos (máximo ${MAX_FILTER_NESTING} niveles de $or / $and)`);
  });

  it("refuses a fragment bomb (each fragment spreads the next twice) and a login is answered right after", async () => {
    // 40 fragments: 2^40 spreads if walked naively (22 of them once took the depth rule 9 s)
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { viajes { data { ...F${i + 1}V ...F${i + 1}V } } }`);
    const onTrip = Array.from({ length: 40 }, (_, i) => `fragment F${i + 1}V on Viaje { id }`);
    const query = `query { ...F0 } ${fragments.join(" ")} ${onTrip.join(" ")}`;
    const bombs = Array.from({ length: 41 }, (_, i) => `fragment B${i} on Query { ${i === 40 ? "__typename" : `...B${i + 1} ...B${i + 1}`} }`);
    const [nested, flat, login] = await Promise.all([
      server.gql(admin, query),
      server.gql(admin, `query { ...B0 } ${bombs.join(" ")}`),
      server.login("operador", "operador123"),
    ]);
    expect(nested.errors?.length).toBeGreaterThan(0);
    expect(flat.errors?.[0].message).toMatch(/máximo de campos/);
    expect(login.status).toBe(200);
    // a deep chain of fragments: the depth limit still sees through them
    const chain = Array.from({ length: 12 }, (_, i) => `fragment C${i} on Query { ${i === 11 ? "getDate" : `viajes { data { id } } ...C${i + 1}`} }`);
    expect((await server.gql(admin, `query { ...C0 } ${chain.join(" ")}`)).errors).toBeUndefined();
  });

  describe("the cost of an operation (rows × fields of its paged lists)", () => {
    const TEN = "id placa numero origen destino estado ruta cliente fecha modalidad";
    const page = (alias: string, size: string, fields: string) => `${alias}: viajes(pagination: { fields: ${size}, page: 1 }) { totalreg data { ${fields} } }`;

    it("accepts one full page (500 rows) of every trip field", async () => {
      // every scalar field of a trip (the widest list the screens ask for), geolocalizacion { lat lng } aside
      const all = [
        "id idempresa idvehiculo idconductor idsysestado origen destino alerta idproximopuestocontrol fechahoraproximogps",
        "fechahoraproximopuestocontrol fechahoraproximallamada fechahoraultimallamada proximopuestocontrol numero",
        "fecha trailerplaca sincronizado ruta cliente indicadortransitosolar idproximosysevento idempresatransportadora",
        "empresatransportadora indicadoraltoriesgo indicadorurgente indicadorcostosa indicadorDTA indicadorrestriccion",
        "mercancias modalidadnombre estado indicadorvialibre idplanviaje retenerviaje placa devolviendocontenedor",
        "numerocontenedor fechahoraultimoevento nombreconductor numerodocumentoconductor indicadorultimamilla tiporiesgo",
        "indicadoralerta nombreusuarioultimoreporte idagencia idsysmodalidad idcargainternacional idembarcador",
        "idruta lugar ultimoevento controlador documentocliente modalidad telefonoconductor idclientes novedad",
        "evento sysevento idorigen iddestino tipovehiculo comercial indicadornocoincide alerta_llamada alerta_gps",
        "tiempo_alerta_alta color_alerta_alta tiempo_alerta_media color_alerta_media ultimo_reporte_gps tiempo_ult_rep_otros",
        "nombrepropietariovehiculo",
      ].join(" ");
      const res = await server.gql(admin, `query ($p: PaginationInput) { ${page("a", "500", all).replace("{ fields: 500, page: 1 }", "$p")} }`, { p: { fields: 500, page: 1 } });
      expect(res.errors).toBeUndefined();
    });

    it(`refuses many aliased pages past ${MAX_QUERY_COST}, literal or variable page sizes`, async () => {
      // 30 × 500 rows × 12 fields = 180,000: under the alias and field limits, over the cost
      const literal = `{ ${Array.from({ length: 30 }, (_, i) => page(`a${i}`, "500", TEN)).join(" ")} }`;
      const variable = `query ($p: PaginationInput) { ${Array.from({ length: 30 }, (_, i) => `a${i}: viajes(pagination: $p) { totalreg data { ${TEN} } }`).join(" ")} }`;
      for (const [query, variables] of [[literal, undefined], [variable, { p: { fields: 1, page: 1 } }]] as const) {
        const res = await server.gql(admin, query, variables);
        expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(res.errors?.[0].message).toBe(queryCostMessage(MAX_QUERY_COST));
      }
      // the same lists with small literal pages cost little and are served
      const small = `{ ${Array.from({ length: 30 }, (_, i) => page(`a${i}`, "5", TEN)).join(" ")} }`;
      expect((await server.gql(admin, small)).errors).toBeUndefined();
    });
  });

  it.each(["0000-01-01", "-271821-04-20T00:00:00Z", "1899-12-31T23:59:59Z", "+275760-09-13T00:00:00Z"])(
    "refuses the date %s in a filter with a Spanish message", async (date) => {
      for (const filter of [{ field: "fecha", operator: "gte", value: date }, { field: "fecha", operator: "between", value: [date, "2026-01-01"] }]) {
        const res = await list([filter]);
        expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(res.errors?.[0].message).toBe("El filtro fecha requiere una fecha entre los años 1900 y 9999");
      }
    });
});
