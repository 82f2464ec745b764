// GraphQL errors with the codes the frontend acts on.
import { GraphQLError } from "graphql";
import { MESSAGES } from "@shared/i18n/messages";

export const unauthenticated = (message: string = MESSAGES.sessionExpired) =>
  new GraphQLError(message, { extensions: { code: "UNAUTHENTICATED" } });

export const forbidden = (message: string = MESSAGES.forbidden) =>
  new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

export const notFound = (message: string = MESSAGES.notFound.record) =>
  new GraphQLError(message, { extensions: { code: "NOT_FOUND" } });

/** The row read back, or NOT_FOUND with the message. */
export function found<T>(row: T | null | undefined, message?: string): T {
  if (row == null) throw notFound(message);
  return row;
}
