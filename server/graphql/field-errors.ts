// BAD_USER_INPUT naming every invalid field ('descripcion: Requerido; geolocalizacion: Falta geolocalizacion'),
// with the list in `extensions.fields`; shared by the master-data modules.
import { GraphQLError } from "graphql";

export interface InputError {
  field: string;
  message: string;
}

export function invalidInput(errors: readonly InputError[]): GraphQLError {
  return new GraphQLError(errors.map((e) => `${e.field}: ${e.message}`).join("; "), {
    extensions: { code: "BAD_USER_INPUT", fields: errors },
  });
}
