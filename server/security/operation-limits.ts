// The validation rules that bound one operation's work (depth, aliases and fields, cost; the token limit is the
// parser's, graphql-limits.ts), added to yoga's validation, which both ways in use: HTTP and the live feed's
// WebSocket (server/graphql/ws-execution.ts). A signed-in socket validated with graphql's own rules alone could
// send any operation past every limit (a 1 MB document of 500,000 fields took a second to parse alone).
import type { ValidationRule } from "graphql";
import { MAX_QUERY_DEPTH, depthLimitRule } from "../graphql/depth-limit";
import { aliasLimitRule, fieldLimitRule } from "./graphql-limits";
import { queryCostRule } from "./query-cost";

export function operationLimitRules(): ValidationRule[] {
  return [depthLimitRule(MAX_QUERY_DEPTH), aliasLimitRule(), fieldLimitRule(), queryCostRule()];
}
