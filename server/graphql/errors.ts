// GraphQL errors with the codes the frontend acts on (spec 1 §8).
import { GraphQLError } from "graphql";

export const unauthenticated = (message = "Sesion invalida o vencida") =>
  new GraphQLError(message, { extensions: { code: "UNAUTHENTICATED" } });

export const forbidden = (message = "No tiene permiso para esta accion") =>
  new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

export const notFound = (message = "No se encontro el registro") =>
  new GraphQLError(message, { extensions: { code: "NOT_FOUND" } });
