// @vitest-environment node
// The viajes whitelist and the contract's Viaje type must name the same fields (spec 1 §3.3).
import { buildSchema, getNamedType, isObjectType, isScalarType, isEnumType, type GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { loadTypeDefs } from "@server/graphql/schema-sdl";
import { VIAJE_COLUMNS, VIAJE_FIELDS, VIAJES_LIST } from "@server/graphql/modules/viajes/fields";
import { buildListQuery } from "@server/graphql/paging";

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

const viaje = buildSchema(loadTypeDefs()).getType("Viaje") as GraphQLObjectType;

describe("Viaje contract", () => {
  it("has every field of spec 1 §3.3, spelled as there", () => {
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
    expect(q.where).toBe(`WHERE "idempresa" = $1 AND "indicadordta" = $2`);
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
