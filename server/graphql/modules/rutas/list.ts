// The routes list (spec 3 §2 Routes screen): a route with its origin and destination names. This spec is
// the whitelist of rutasInfo's filters and orders and of the routes export (idquery 6).
import type { ListSpec } from "../../paging";

export const RUTAS_LIST: ListSpec = {
  from: `(SELECT r.*, po."descripcion" AS "origen", pd."descripcion" AS "destino"
    FROM "rutas" r
    LEFT JOIN "syspoblaciones" po ON po."id" = r."idorigen"
    LEFT JOIN "syspoblaciones" pd ON pd."id" = r."iddestino") AS "rutaslista"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    descripcion: { sql: `"descripcion"`, kind: "text" },
    via: { sql: `"via"`, kind: "text" },
    origen: { sql: `"origen"`, kind: "text" },
    idorigen: { sql: `"idorigen"`, kind: "number" },
    destino: { sql: `"destino"`, kind: "text" },
    iddestino: { sql: `"iddestino"`, kind: "number" },
    distancia: { sql: `"distancia"`, kind: "number" },
    tiempoestimado: { sql: `"tiempoestimado"`, kind: "number" },
    indicadoraltoriesgo: { sql: `"indicadoraltoriesgo"`, kind: "boolean" },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};

export const RUTA_COLUMNS = Object.values(RUTAS_LIST.fields).map((f) => f.sql).join(", ");

export interface RutaRow {
  id: number;
  origen: string | null;
  idorigen: number;
  iddestino: number;
  destino: string | null;
  tiempoestimado: number;
  indicadoraltoriesgo: boolean;
  via: string;
  descripcion: string;
  distancia: number;
}
