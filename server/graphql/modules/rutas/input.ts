// Server-side checks of a route before it is saved (spec 3 §5): the form's rules with the form's messages
// (one rule set, src/domain/route-rules.ts), populations that exist, the auto-filled description.
import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sysPoblaciones } from "../../../db/schema";
import type { RutaInput } from "../../types.generated";
import { invalidInput, type InputError } from "../../field-errors";
import { routeDescription, routeErrors } from "../../../../src/domain/route-rules";
import { MESSAGES } from "../../../../src/i18n/messages";

export interface RouteValues {
  idorigen: number;
  iddestino: number;
  via: string;
  descripcion: string;
  distancia: number;
  tiempoestimado: number;
  indicadoraltoriesgo: boolean;
}

/**
 * The values to store, or BAD_USER_INPUT naming every invalid field as the other masters do
 * ('via: Debe tener max 100 crts.'). An empty description becomes 'origen - destino via'.
 */
export async function routeValues(db: Db, input: RutaInput): Promise<RouteValues> {
  const errors = routeErrors(input);
  if (errors.length) throw invalidInput(errors);
  const ids = [...new Set([input.idorigen, input.iddestino])];
  const found = await db
    .select({ id: sysPoblaciones.id, descripcion: sysPoblaciones.descripcion })
    .from(sysPoblaciones)
    .where(inArray(sysPoblaciones.id, ids));
  const names = new Map(found.map((p) => [p.id, p.descripcion]));
  const missing: InputError[] = [];
  if (!names.has(input.idorigen)) missing.push({ field: "idorigen", message: MESSAGES.doesNotExist.origin });
  if (!names.has(input.iddestino)) missing.push({ field: "iddestino", message: MESSAGES.doesNotExist.destination });
  if (missing.length) throw invalidInput(missing);

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
