// The validation rules that bound one operation's work (depth, aliases and fields, cost), for both ways in:
// HTTP through yoga and the live feed's WebSocket (graphql-ws validates with graphql's own rules only, so a
// signed-in socket could otherwise send any query past every limit).
import { specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from "graphql";
import { MAX_QUERY_DEPTH, depthLimitRule } from "../graphql/depth-limit";
import { selectionLimitRule } from "./graphql-limits";
import { queryCostRule } from "./query-cost";

export function operationLimitRules(): ValidationRule[] {
  return [depthLimitRule(MAX_QUERY_DEPTH), selectionLimitRule(), queryCostRule()];
}

/** graphql's validation with the limits added: graphql-ws's `validate` option. */
export function validateWithLimits(schema: GraphQLSchema, document: DocumentNode) {
  return validate(schema, document, [...specifiedRules, ...operationLimitRules()]);
}
