// Server-side checks of a virtual control post (spec 3 §5): address, description and population required,
// geolocation required ('Falta geolocalizacion', zero allowed); the type is always virtual.
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sysPoblaciones } from "../../../db/schema";
import type { PuestoControlVirtualInput } from "../../types.generated";
import { invalidInput, type InputError } from "../../field-errors";
import { REQUIRED } from "../../../../src/domain/validators";
import { MESSAGES } from "../../../../src/i18n/messages";

export const MISSING_GEOLOCATION = MESSAGES.missingGeolocation;

export interface PostValues {
  descripcion: string;
  direccion: string;
  idsyspoblacion: number;
  indicadorfisico: false;
  indicadoraltoriesgo: boolean;
  indicadorpernoctar: boolean;
  latitud: number;
  longitud: number;
}

const validCoordinate = (v: unknown, limit: number) => typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= limit;

/** The values to store, or BAD_USER_INPUT naming every invalid field ('geolocalizacion: Falta geolocalizacion'). */
export async function postValues(db: Db, input: PuestoControlVirtualInput): Promise<PostValues> {
  const errors: InputError[] = [];
  const descripcion = (input.descripcion ?? "").trim();
  const direccion = (input.direccion ?? "").trim();
  if (!direccion) errors.push({ field: "direccion", message: REQUIRED });
  if (!descripcion) errors.push({ field: "descripcion", message: REQUIRED });
  if (!Number.isInteger(input.idsyspoblacion) || input.idsyspoblacion <= 0) errors.push({ field: "idsyspoblacion", message: REQUIRED });
  const geo = input.geolocalizacion;
  if (!geo || !validCoordinate(geo.latitud, 90) || !validCoordinate(geo.longitud, 180)) {
    errors.push({ field: "geolocalizacion", message: MISSING_GEOLOCATION });
  }
  if (errors.length) throw invalidInput(errors);
  const found = await db.select({ id: sysPoblaciones.id }).from(sysPoblaciones).where(eq(sysPoblaciones.id, input.idsyspoblacion));
  if (!found.length) throw invalidInput([{ field: "idsyspoblacion", message: MESSAGES.doesNotExist.population }]);
  return {
    descripcion,
    direccion,
    idsyspoblacion: input.idsyspoblacion,
    indicadorfisico: false,
    indicadoraltoriesgo: input.indicadoraltoriesgo ?? false,
    indicadorpernoctar: input.indicadorpernoctar ?? false,
    latitud: geo!.latitud,
    longitud: geo!.longitud,
  };
}
