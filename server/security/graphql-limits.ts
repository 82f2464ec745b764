// GraphQL abuse limits beside the depth limit: the document's token count (graphql's own parser option, checked
// while parsing, so a huge document is refused before it is built), aliases (graphql-armor) and fields per operation
// (fragments expanded), which bound the work one request can ask for.
import {
  GraphQLError, Kind, parse, type ASTNode, type DocumentNode, type ParseOptions, type Source, type ValidationContext, type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { QUERY_LIMIT_TEXTS } from "@shared/i18n/requests";

export const MAX_TOKENS = 10_000;
export const MAX_ALIASES = 30;
export const MAX_FIELDS = 1_000;

/** graphql's parse with its own token limit, answered in Spanish. */
export function parseWithTokenLimit(source: string | Source, options: ParseOptions = {}, maxTokens = MAX_TOKENS): DocumentNode {
  try {
    return parse(source, { ...options, maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && /tokens/.test(error.message)) {
      throw new GraphQLError(QUERY_LIMIT_TEXTS.tokens(maxTokens));
    }
    throw error;
  }
}

/** Parses every document with graphql's own token limit, answered in Spanish. */
export function tokenLimitPlugin(maxTokens = MAX_TOKENS): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parseWithTokenLimit(source, options, maxTokens));
    },
  };
}

/** Refuses an operation with more than `max` aliases, fragments expanded (graphql-armor's rule, answered in Spanish). */
export function aliasLimitRule(max = MAX_ALIASES): ValidationRule {
  return maxAliasesRule({
    n: max,
    // reported as a validation error of the operation, never thrown out of the validation
    propagateOnRejection: false,
    onReject: [(context) => context?.reportError(new GraphQLError(QUERY_LIMIT_TEXTS.aliases(max)))],
  });
}

/** Refuses an operation selecting more than `maxFields` fields, fragments expanded. graphql-armor has no such limit
 * (its cost rule weighs every field alike and its alias rule counts aliases only), so this walk is our own. */
export function fieldLimitRule(maxFields = MAX_FIELDS): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    return {
      OperationDefinition(node) {
        let fields = 0;
        const walk = (n: ASTNode, seen: Set<string>): void => {
          // stop as soon as the limit is passed: a fragment bomb is not walked to its end
          if (fields > maxFields) return;
          if (n.kind === Kind.FIELD) {
            fields++;
            if (n.selectionSet) walk(n.selectionSet, seen);
          } else if (n.kind === Kind.FRAGMENT_SPREAD) {
            const frag = fragments.get(n.name.value);
            if (frag && !seen.has(n.name.value)) walk(frag.selectionSet, new Set([...seen, n.name.value]));
          } else if (n.kind === Kind.INLINE_FRAGMENT) walk(n.selectionSet, seen);
          else if (n.kind === Kind.SELECTION_SET) for (const s of n.selections) walk(s, seen);
        };
        walk(node.selectionSet, new Set());
        if (fields > maxFields) context.reportError(new GraphQLError(QUERY_LIMIT_TEXTS.fields(maxFields), { nodes: [node] }));
      },
    };
  };
}
