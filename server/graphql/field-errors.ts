// BAD_USER_INPUT naming every invalid field ('descripcion: Requerido; geolocalizacion: Falta geolocalizacion'),
// with the list in `extensions.fields`; shared by the master-data modules. A refusal of the whole record (a
// definition's validator that names no field) is in the message after them, and alone carries no field list.
import { GraphQLError } from "graphql";

export interface InputError {
  field: string;
  message: string;
}

export function invalidInput(errors: readonly InputError[], messages: readonly string[] = []): GraphQLError {
  const text = [...errors.map((e) => `${e.field}: ${e.message}`), ...messages].join("; ");
  return new GraphQLError(text, { extensions: { code: "BAD_USER_INPUT", ...(errors.length ? { fields: errors } : {}) } });
}
