// The trips list reads only the columns its query asks for (of 74): the SQL of the page names
// those fields' columns (fragments, aliases and @include/@skip resolved as the executor does), `id` always,
// `geolocalizacion` as its two coordinates; the answer is the same as with every column; and two requests for
// the same page with different fields do not share one run. The trip's detail (Query.viaje) likewise.
import { beforeAll, describe, expect, it } from "vitest";
import { captureStatements } from "./helpers/capture";
import { enginesOf, type AuthHeaders, type TestServer } from "./helpers/server";
import { serverSignedIn } from "./helpers/signed-in";

describe.each(enginesOf(import.meta.url, "both"))("trips list columns on %s", (engine) => {
  const signedIn = serverSignedIn(engine);
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(() => {
    ({ server, headers: admin } = signedIn);
  });

  /** the SELECT list of the page statements `run` sends (not the count, nor a total summed in the page's statement) */
  async function pageColumns(run: () => Promise<unknown>): Promise<string[]> {
    const seen = await captureStatements(server.database, /^SELECT (?!count\(\*\)).*? FROM "viajeslista"/s, run);
    return seen.map((s) => /^SELECT (.*?) FROM "viajeslista"/s.exec(s.text)![1]!.replace(/, \(SELECT coalesce\(sum\(.*\) AS "__totalreg"$/s, ""));
  }
  const page = { pagination: { fields: 5, page: 1 } };

  it("names only the asked fields' columns, with id always and the coordinates of geolocalizacion", async () => {
    const query = `query ($pagination: PaginationInput, $more: Boolean!) { viajes(pagination: $pagination) {
      totalreg data { manifiesto: numero ...Plate geolocalizacion { latitud longitud } estado @include(if: $more) nombreconductor @skip(if: true) }
    } } fragment Plate on Viaje { placa }`;
    let res: Awaited<ReturnType<TestServer["gql"]>> | undefined;
    const [columns] = await pageColumns(async () => {
      res = await server.gql(admin, query, { ...page, more: false });
    });
    expect(res?.errors).toBeUndefined();
    const names = columns!.split(",").map((c) => c.trim());
    expect(names).toEqual(expect.arrayContaining([`"id"`, `"numero"`, `"placa"`, `"latitud"`, `"longitud"`]));
    expect(names).toHaveLength(5);
    expect(columns).not.toMatch(/"estado"|"nombreconductor"|"cliente"/);
  });

  it("answers what it answers with every column", async () => {
    const fields = "id numero placa estado cliente fechahoraultimoevento geolocalizacion { latitud longitud }";
    const few = await server.gql<{ viajes: { data: unknown[] } }>(admin, `query ($pagination: PaginationInput) { viajes(pagination: $pagination) { data { ${fields} } } }`, page);
    // a document asking for every scalar too reads every column; the asked ones must agree
    const all = await server.gql<{ viajes: { data: Record<string, unknown>[] } }>(admin,
      `query ($pagination: PaginationInput) { viajes(pagination: $pagination) { data { ${fields} nombreconductor ruta placa origen destino } } }`, page);
    const trimmed = all.data!.viajes.data.map(({ id, numero, placa, estado, cliente, fechahoraultimoevento, geolocalizacion }) =>
      ({ id, numero, placa, estado, cliente, fechahoraultimoevento, geolocalizacion }));
    expect(few.data!.viajes.data).toEqual(trimmed);
  });

  it("does not share one run between requests for the same page that ask for different fields", async () => {
    const ask = (fields: string) => server.gql<{ viajes: { data: Record<string, unknown>[] } }>(admin,
      `query ($pagination: PaginationInput) { viajes(pagination: $pagination) { data { ${fields} } } }`, page);
    const [a, b] = await Promise.all([ask("id placa"), ask("id estado")]);
    expect(a.data!.viajes.data.every((r) => typeof r.placa === "string")).toBe(true);
    expect(b.data!.viajes.data.every((r) => typeof r.estado === "string")).toBe(true);
  });

  describe("the trip's detail", () => {
    /** the SELECT list of the detail's statements `run` sends */
    async function detailColumns(run: () => Promise<unknown>): Promise<string[][]> {
      const seen = await captureStatements(server.database, /^SELECT .*? FROM "viajeslista" WHERE "id" = \$1/s, run);
      return seen.map((s) => /^SELECT (.*?) FROM "viajeslista"/s.exec(s.text)![1]!.split(",").map((c) => c.trim()));
    }
    const detail = (fields: string) => server.gql<{ viaje: Record<string, unknown> | null }>(admin, `query ($id: Int!) { viaje(id: $id) { ${fields} } }`, { id: 1 });

    it("names only the asked fields' columns, with id always and the coordinates of geolocalizacion", async () => {
      let res: Awaited<ReturnType<typeof detail>> | undefined;
      const [columns] = await detailColumns(async () => {
        res = await detail("numero ... on Viaje { placa } geolocalizacion { latitud longitud }");
      });
      expect(res?.errors).toBeUndefined();
      expect(res?.data?.viaje?.numero).toBeTruthy();
      expect(columns).toEqual(expect.arrayContaining([`"id"`, `"numero"`, `"placa"`, `"latitud"`, `"longitud"`]));
      expect(columns).toHaveLength(5);
    });

    it("answers what it answers with every column", async () => {
      const fields = "id numero placa estado cliente nombreconductor fechahoraultimoevento geolocalizacion { latitud longitud }";
      const few = await detail(fields);
      const all = await detail(`${fields} ruta origen destino novedad lugar mercancias idplanviaje telefonoconductor ultimoevento`);
      const { id, numero, placa, estado, cliente, nombreconductor, fechahoraultimoevento, geolocalizacion } = all.data!.viaje!;
      expect(few.data!.viaje).toEqual({ id, numero, placa, estado, cliente, nombreconductor, fechahoraultimoevento, geolocalizacion });
      expect(numero).toBeTruthy();
    });
  });
});
