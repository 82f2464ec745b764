// @vitest-environment node
// The viajes whitelist and the contract's Viaje type must name the same fields.
import { buildSchema, getNamedType, isObjectType, isScalarType, isEnumType, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { loadTypeDefs } from "@server/graphql/schema-sdl";
import { VIAJE_COLUMNS, VIAJE_FIELDS, VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import { MAX_LITERAL_LIST, buildListQuery as buildSql, countRelation } from "@server/graphql/paging";
import { renderStatement } from "@server/db/statement";
import { OPEN_TRIPS_PREDICATE } from "@server/db/schema/trips";
import { TRIP_STATES_CLOSED } from "@shared/domain/catalog";
import { TRIPS_EXCLUDED_STATES, TRIPS_LISTS, fixedTripFilters } from "@/custom-pages/trips-list/trips-config";
import { mapFilters } from "@shared/domain/crud-mapping";
import { entities } from "@entities";

/** The built query with its WHERE and ORDER BY as the texts (and values) drizzle renders them to. */
function buildListQuery(...args: Parameters<typeof buildSql>) {
  const q = buildSql(...args);
  const where = renderStatement(q.where);
  return { ...q, where: where.text, params: where.params, orderBy: renderStatement(q.orderBy).text };
}

const SPEC_FIELDS = `id, idempresa, idvehiculo, idconductor, idsysestado, origen, destino, alerta, idproximopuestocontrol,
fechahoraproximogps, fechahoraproximopuestocontrol, fechahoraproximallamada, fechahoraultimallamada, proximopuestocontrol,
numero, fecha, trailerplaca, sincronizado, ruta, cliente, indicadortransitosolar, idproximosysevento, idempresatransportadora,
empresatransportadora, indicadoraltoriesgo, indicadorurgente, indicadorcostosa, indicadorDTA, indicadorrestriccion, mercancias,
modalidadnombre, estado, indicadorvialibre, idplanviaje, retenerviaje, placa, devolviendocontenedor, numerocontenedor,
fechahoraultimoevento, nombreconductor, numerodocumentoconductor, indicadorultimamilla, geolocalizacion, tiporiesgo,
indicadoralerta, nombreusuarioultimoreporte, idagencia, idsysmodalidad, idcargainternacional, idembarcador, idruta, lugar,
ultimoevento, controlador, documentocliente, modalidad, telefonoconductor, idclientes, novedad, evento, sysevento, idorigen,
iddestino, tipovehiculo, comercial, indicadornocoincide, alerta_llamada, alerta_gps, tiempo_alerta_alta, color_alerta_alta,
tiempo_alerta_media, color_alerta_media, ultimo_reporte_gps, tiempo_ult_rep_otros`
  .split(",")
  .map((s) => s.trim());

const viaje = buildSchema(loadTypeDefs(entities)).getType("Viaje") as GraphQLObjectType;

describe("Viaje contract", () => {
  it("has every field the trips list shows, spelled as SPEC_FIELDS spells it", () => {
    const names = Object.keys(viaje.getFields());
    for (const name of SPEC_FIELDS) expect(names, name).toContain(name);
  });

  it("filters and orders on exactly the scalar fields", () => {
    const scalars = Object.values(viaje.getFields())
      .filter((f) => {
        const t = getNamedType(f.type);
        return isScalarType(t) || isEnumType(t);
      })
      .map((f) => f.name)
      .sort();
    expect(Object.keys(VIAJE_FIELDS).sort()).toEqual(scalars);
    expect(isObjectType(getNamedType(viaje.getFields().geolocalizacion.type))).toBe(true);
  });

  it("maps the contract's spelling to the view's lower-case columns", () => {
    expect(VIAJE_FIELDS.indicadorDTA.sql).toBe(`"indicadordta"`);
    expect(VIAJE_COLUMNS).toContain(`"indicadordta" AS "indicadorDTA"`);
    expect(VIAJE_COLUMNS).toContain(`"modalidadnombre" AS "modalidad"`);
    expect(VIAJE_COLUMNS).toContain(`"latitud"`);
  });

  it("scopes to the company and binds values", () => {
    const q = buildListQuery(VIAJES_LIST, { filters: [{ field: "indicadorDTA", value: true }], orders: [{ field: "indicadorDTA", type: "DESC" }] }, 7);
    expect(q.where).toBe(`WHERE "idempresa" = $1 AND "indicadordta" = $2::bool`);
    expect(q.params).toEqual([7, true]);
    expect(q.orderBy).toBe(`ORDER BY "indicadordta" DESC NULLS FIRST, "id" ASC`);
  });

  it.each([["filters"], ["orders"]])("refuses an unknown field in %s without SQL in the message", (kind) => {
    const args =
      kind === "filters"
        ? { filters: [{ field: `placa"; DROP TABLE viajes; --`, value: 1 }] }
        : { orders: [{ field: "geolocalizacion", type: "ASC" as const }] };
    try {
      buildListQuery(VIAJES_LIST, args, 1);
      expect.unreachable();
    } catch (e) {
      const err = e as { extensions?: { code?: string }; message: string };
      expect(err.extensions?.code).toBe("BAD_USER_INPUT");
      expect(err.message).not.toMatch(/SELECT|WHERE|viajeslista/);
    }
  });
});

// filter values bound as the column's own type, so the trips' indexes (the partial ones too) apply
describe("viajes filters, typed", () => {
  const where = (filters: { field: string; operator?: string; value?: unknown }[]) => buildListQuery(VIAJES_LIST, { filters }, 1);

  it("types the trips list's default filters as int4[] and bool, without a NULL branch on NOT NULL columns", () => {
    const q = where(mapFilters(fixedTripFilters(TRIPS_LISTS.viajes)));
    // the state list is a literal (a prepared statement's generic plan proves the open-trips predicate from it)
    expect(q.where).toBe(`WHERE "idempresa" = $1 AND "devolviendocontenedor" = $2::bool AND "idsysestado" <> ALL('{${TRIPS_EXCLUDED_STATES.join(",")}}'::int4[])`);
    expect(q.params).toEqual([1, false]);
    expect(q.where).not.toMatch(/float8|numeric|int8/);
    // every filter names a column of the totals the writes keep: the total is their sum, not a count of the trips
    expect(countRelation(VIAJES_LIST, q)).toBe(`"viajesconteo"`);
  });

  it("reads the total from the kept totals only when every filter names one of their columns", () => {
    const open = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes));
    expect(buildSql(VIAJES_LIST, { filters: open }, 1).countOn).toBe("countTotals");
    expect(buildSql(VIAJES_LIST, { filters: [] }, 1).countOn).toBe("countTotals");
    // any condition on a group's columns keeps all of the group's trips or none: ranges and $or included
    expect(buildSql(VIAJES_LIST, { filters: [{ field: "$or", value: [{ field: "idsysestado", operator: "gte", value: 3 }, { field: "devolviendocontenedor", value: true }] }] }, 1).countOn)
      .toBe("countTotals");
    // a column the totals do not group by: the trips are counted
    expect(buildSql(VIAJES_LIST, { filters: [...open, { field: "tiporiesgo", operator: "in", value: [1] }] }, 1).countOn).toBe("countFrom");
    expect(buildSql(VIAJES_LIST, { filters: [{ field: "$or", value: [{ field: "idsysestado", value: 1 }, { field: "fecha", operator: "gte", value: "2026-01-01" }] }] }, 1).countOn)
      .toBe("countFrom");
    // a list without totals never reads them
    expect(buildSql({ ...VIAJES_LIST, countTotals: undefined }, { filters: open }, 1).countOn).toBe("countFrom");
    expect(Object.entries(VIAJE_FIELDS).filter(([, f]) => f.inCountTotals).map(([name]) => name).sort())
      .toEqual(["devolviendocontenedor", "idempresa", "idsysestado"]);
  });

  it("keeps the NULL branch where the column may be NULL", () => {
    expect(where([{ field: "idvehiculo", operator: "nin", value: [3] }]).where).toContain(`("idvehiculo" <> ALL($2::int4[]) OR "idvehiculo" IS NULL)`);
    expect(where([{ field: "idvehiculo", operator: "ne", value: 3 }]).where).toContain(`("idvehiculo" <> $2::int4 OR "idvehiculo" IS NULL)`);
    expect(where([{ field: "tiporiesgo", operator: "ne", value: 3 }]).where).toContain(`"tiporiesgo" <> $2::int4`);
    // a left-joined column is nullable in the view even when NOT NULL in its table
    expect(where([{ field: "idorigen", operator: "ne", value: 3 }]).where).toContain(`OR "idorigen" IS NULL`);
  });

  it("binds dates as timestamptz and integers as int4", () => {
    const q = where([
      { field: "fecha", operator: "between", value: ["2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"] },
      { field: "tiporiesgo", operator: "gte", value: 2 },
      { field: "idclientes", operator: "in", value: [5, "6"] },
      { field: "numero", operator: "eq", value: "ABC123" },
    ]);
    expect(q.where).toContain(`("fecha" >= $2::timestamptz AND "fecha" <= $3::timestamptz)`);
    expect(q.where).toContain(`"tiporiesgo" >= $4::int4`);
    expect(q.where).toContain(`"idclientes" = ANY($5::int4[])`);
    expect(q.where).toContain(`"numero" = $6::text`);
    expect(q.params.slice(4)).toEqual([[5, 6], "ABC123"]);
  });

  it("writes only the state column's integer lists as literals, up to MAX_LITERAL_LIST values", () => {
    expect(where([{ field: "idsysestado", operator: "in", value: [1, "2"] }]).where).toContain(`"idsysestado" = ANY('{1,2}'::int4[])`);
    expect(where([{ field: "idclientes", operator: "in", value: [1, 2] }]).where).toContain(`"idclientes" = ANY($2::int4[])`);
    const long = Array.from({ length: MAX_LITERAL_LIST + 1 }, (_, i) => i);
    expect(where([{ field: "idsysestado", operator: "nin", value: long }]).where).toContain(`"idsysestado" <> ALL($2::int4[])`);
    // a value outside int4 is bound as before
    expect(where([{ field: "idsysestado", operator: "in", value: [1, 1e12] }]).params).toEqual([1, [1, 1e12]]);
  });

  it("marks a list preparable unless a filter is a range or a pattern", () => {
    expect(where(mapFilters(fixedTripFilters(TRIPS_LISTS.viajes))).preparable).toBe(true);
    expect(where([{ field: "idclientes", operator: "in", value: [1] }, { field: "placa", operator: "isnull" }]).preparable).toBe(true);
    for (const operator of ["between", "lt", "gt", "lte", "gte"]) {
      const value = operator === "between" ? ["2026-01-01", "2026-02-01"] : "2026-01-01";
      expect(where([{ field: "fecha", operator, value }]).preparable).toBe(false);
    }
    expect(where([{ field: "placa", operator: "contains", value: "A" }]).preparable).toBe(false);
    expect(where([{ field: "$or", value: [{ field: "placa", operator: "ncontains", value: "A" }] }]).preparable).toBe(false);
  });

  it("widens values outside the column's type instead of failing", () => {
    expect(where([{ field: "idsysestado", operator: "in", value: [1.5, 10] }]).where).toContain(`::float8[]`);
    expect(where([{ field: "idsysestado", operator: "in", value: [1e12] }]).where).toContain(`::int8[]`);
    expect(where([{ field: "idsysestado", operator: "eq", value: 1e10 }]).where).toContain(`"idsysestado" = $2::numeric`);
    expect(where([{ field: "idsysestado", operator: "eq", value: -1.5 }]).where).toContain(`$2::numeric`);
  });

  it("counts on the trips view when a filter names a column neither the trips nor their vehicle have", () => {
    expect(countRelation(VIAJES_LIST, where([{ field: "cliente", value: "A" }]))).toBe(`"viajeslista"`);
    expect(countRelation(VIAJES_LIST, where([{ field: "placa", value: "A" }, { field: "ruta", value: "B" }]))).toBe(`"viajeslista"`);
    expect(countRelation(VIAJES_LIST, where([{ field: "$or", value: [{ field: "idsysestado", value: 1 }, { field: "idorigen", value: 2 }] }]))).toBe(`"viajeslista"`);
    expect(countRelation(VIAJES_LIST, where([{ field: "$or", value: [{ field: "idsysestado", value: 1 }, { field: "fecha", operator: "gte", value: "2026-01-01" }] }]))).toBe(`"viajes"`);
  });

  it("counts and pages a filter or an order on the vehicle's columns on the trips joined to their vehicle alone", () => {
    const joined = VIAJES_LIST.countFromJoined!;
    expect(joined).toMatch(/^\(SELECT "viajes"\.\*, ve\."placa" AS "placa", ve\."tipo" AS "tipovehiculo", ve\."nombrepropietario" AS "nombrepropietariovehiculo"\s+FROM "viajes" LEFT JOIN "vehiculos" ve ON ve\."id" = "viajes"\."idvehiculo"\) AS "viajes"$/);
    const open = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes));
    const byPlate = where([...open, { field: "placa", operator: "contains", value: "A" }]);
    expect(countRelation(VIAJES_LIST, byPlate)).toBe(joined);
    expect(byPlate.pageOn).toBe("countFromJoined");
    expect(countRelation(VIAJES_LIST, where([{ field: "$or", value: [{ field: "tipovehiculo", value: "T" }, { field: "numero", value: "1" }] }]))).toBe(joined);
    // an order on the plate: counted from the kept totals (the filters name their columns only), the page's keys
    // chosen with the vehicle
    const sorted = buildListQuery(VIAJES_LIST, { filters: open, orders: [{ field: "placa", type: "ASC" }] }, 1);
    expect(sorted.countOn).toBe("countTotals");
    expect(sorted.pageOn).toBe("countFromJoined");
    // the trip's own columns stay on the table alone (its count index-only)
    expect(where([...open, { field: "numero", value: "1" }]).countOn).toBe("countFrom");
    expect(buildListQuery(VIAJES_LIST, { filters: open, orders: [{ field: "cliente", type: "ASC" }] }, 1).pageOn).toBeNull();
  });

  it("reads a date range first when the page is ordered by an indexed column (the number, the key)", () => {
    const range = { field: "fecha", operator: "between", value: ["2026-01-01", "2026-02-01"] };
    const history = (orders: { field: string; type: "ASC" | "DESC" }[], filters: { field: string; operator?: string; value?: unknown }[] = [range]) =>
      buildListQuery(VIAJES_LIST, { filters, orders }, 1).rangeFirst;
    expect(history([{ field: "numero", type: "ASC" }])).toBe(true);
    expect(history([{ field: "id", type: "DESC" }])).toBe(true);
    expect(history([])).toBe(true);
    expect(history([{ field: "numero", type: "ASC" }], [{ field: "fecha", operator: "gte", value: "2026-01-01" }])).toBe(true);
    // ordered by a column no company-wide index follows, the planner reads the range first by itself
    expect(history([{ field: "fechahoraproximallamada", type: "ASC" }])).toBe(false);
    expect(history([{ field: "placa", type: "DESC" }])).toBe(false);
    expect(history([{ field: "fecha", type: "DESC" }])).toBe(false);
    // no range, a range on another column, or one branch of an $or: nothing bounds every row
    expect(history([{ field: "numero", type: "ASC" }], [{ field: "fecha", operator: "eq", value: "2026-01-01" }])).toBe(false);
    expect(history([{ field: "numero", type: "ASC" }], [{ field: "fechahoraultimallamada", operator: "gte", value: "2026-01-01" }])).toBe(false);
    expect(history([{ field: "numero", type: "ASC" }], [{ field: "$or", value: [range, { field: "idsysestado", value: 1 }] }])).toBe(false);
  });

  it("lets the trips list's hidden states prove the open-trips indexes' predicate", () => {
    for (const state of TRIP_STATES_CLOSED) expect(TRIPS_EXCLUDED_STATES).toContain(state);
    expect(OPEN_TRIPS_PREDICATE).toBe(`"idsysestado" NOT IN (4, 7, 14, 15, 16, 17)`);
  });
});
