// Server-side checks of a route before it is saved (spec 3 §5): the form's rules (shared with the screen
// through src/domain/route-time), populations that exist, the auto-filled description.
import { inArray } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { Db } from "../../../db/client";
import { sysPoblaciones } from "../../../db/schema";
import type { RutaInput } from "../../types.generated";
import { routeDescription, routeErrors, type FieldError } from "../../../../src/domain/route-time";

export interface RouteValues {
  idorigen: number;
  iddestino: number;
  via: string;
  descripcion: string;
  distancia: number;
  tiempoestimado: number;
  indicadoraltoriesgo: boolean;
}

/** BAD_USER_INPUT naming every invalid field ('via: Maximo 100 caracteres'); `extensions.fields` lists them. */
export function invalidFields(errors: FieldError[]): GraphQLError {
  return new GraphQLError(errors.map((e) => `${e.field}: ${e.message}`).join("; "), {
    extensions: { code: "BAD_USER_INPUT", fields: errors },
  });
}

/** The values to store, or BAD_USER_INPUT. An empty description becomes 'origen - destino via'. */
export async function routeValues(db: Db, input: RutaInput): Promise<RouteValues> {
  const errors = routeErrors(input);
  if (errors.length) throw invalidFields(errors);
  const ids = [...new Set([input.idorigen, input.iddestino])];
  const found = await db
    .select({ id: sysPoblaciones.id, descripcion: sysPoblaciones.descripcion })
    .from(sysPoblaciones)
    .where(inArray(sysPoblaciones.id, ids));
  const names = new Map(found.map((p) => [p.id, p.descripcion]));
  const missing: FieldError[] = [];
  if (!names.has(input.idorigen)) missing.push({ field: "idorigen", message: "La poblacion de origen no existe" });
  if (!names.has(input.iddestino)) missing.push({ field: "iddestino", message: "La poblacion de destino no existe" });
  if (missing.length) throw invalidFields(missing);

  const via = input.via.trim();
  const descripcion = input.descripcion?.trim() || routeDescription(names.get(input.idorigen), names.get(input.iddestino), via);
  return {
    idorigen: input.idorigen,
    iddestino: input.iddestino,
    via,
    descripcion,
    distancia: input.distancia,
    tiempoestimado: input.tiempoestimado,
    indicadoraltoriesgo: input.indicadoraltoriesgo ?? false,
  };
}
