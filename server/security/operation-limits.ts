// The limits that bound one operation's work (tokens, depth, aliases and fields, cost), for both ways in: HTTP
// through yoga and the live feed's WebSocket. graphql-ws parses and validates with graphql's own rules only, so
// a signed-in socket could otherwise send any operation past every limit (a 1 MB document of 500,000 fields
// took a second to parse alone).
import {
  GraphQLError, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema, type ValidationRule,
} from "graphql";
import { MAX_QUERY_DEPTH, depthLimitRule } from "../graphql/depth-limit";
import { parseWithTokenLimit, selectionLimitRule } from "./graphql-limits";
import { queryCostRule } from "./query-cost";
import { MESSAGES } from "../../src/i18n/messages";

export function operationLimitRules(): ValidationRule[] {
  return [depthLimitRule(MAX_QUERY_DEPTH), selectionLimitRule(), queryCostRule()];
}

interface OperationPayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * A WebSocket operation parsed within the token limit and validated with the limits: the execution arguments
 * for graphql-ws's `onSubscribe` (its `context` option still gives the context), or the errors to answer.
 */
export function prepareOperation(schema: GraphQLSchema, payload: OperationPayload): ExecutionArgs | readonly GraphQLError[] {
  let document;
  try {
    document = parseWithTokenLimit(payload.query);
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError(MESSAGES.request.invalidQuery)];
  }
  const errors = validate(schema, document, [...specifiedRules, ...operationLimitRules()]);
  if (errors.length) return errors;
  return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
}
