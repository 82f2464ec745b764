// The schema is not shown to strangers: introspection (__schema, __type) and the validation errors'
// "Did you mean …?" suggestions are off for callers without credentials, and off for everyone in production
// unless GRAPHQL_INTROSPECTION=1 (a deployment that wants its schema explorable says so).
import { GraphQLError, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { QUERY_LIMIT_TEXTS } from "@shared/i18n/requests";

export const INTROSPECTION_OFF = QUERY_LIMIT_TEXTS.introspection;

export interface IntrospectionPolicy {
  production: boolean;
  /** GRAPHQL_INTROSPECTION=1 */
  enabled: boolean;
}

export function introspectionPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): IntrospectionPolicy {
  return { production: env.NODE_ENV === "production", enabled: env.GRAPHQL_INTROSPECTION === "1" };
}

/** Whether a request may see the schema: always when enabled; in development with credentials. */
export function schemaVisible(policy: IntrospectionPolicy, hasCredentials: boolean): boolean {
  return policy.enabled || (!policy.production && hasCredentials);
}

const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === "__schema" || node.name.value === "__type") {
      context.reportError(new GraphQLError(INTROSPECTION_OFF, { nodes: [node] }));
    }
  },
});

/** graphql-js's suggestion tail of a validation message. */
const withoutSuggestion = (message: string) => message.replace(/\s*Did you mean .*$/s, "");

export function introspectionGuard(policy: IntrospectionPolicy = introspectionPolicyFromEnv()): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      // an HTTP request's token or cookie; a WebSocket operation's socket was signed in when it opened
      const { request, wsCredentials } = context as { request?: Request; wsCredentials?: { token: string | null } };
      const credentials = !!(request?.headers.get("authorization") || request?.headers.get("cookie") || wsCredentials?.token);
      if (schemaVisible(policy, credentials)) return;
      addValidationRule(noIntrospection);
      return ({ result, setResult }) => {
        if (!result.length) return;
        setResult(result.map((e) => new GraphQLError(withoutSuggestion(e.message), { nodes: e.nodes, source: e.source, positions: e.positions, extensions: e.extensions })));
      };
    },
  };
}
