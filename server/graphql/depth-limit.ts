// A validation rule that refuses queries nested deeper than a limit (abuse limit). The schema's own
// introspection (`__schema`, `__type`) has a limit of its own: the standard introspection query that GraphiQL and
// code generators send nests type references about a dozen levels deep, and whether it may run at all is the
// introspection policy's decision (server/security/introspection.ts), not this limit's.
import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from "graphql";
import { QUERY_LIMIT_TEXTS } from "@shared/i18n/requests";

export const MAX_QUERY_DEPTH = 8;
/** How deep an introspection field may nest (the standard introspection query needs 13). */
export const MAX_INTROSPECTION_DEPTH = 20;

const isIntrospection = (node: ASTNode) => node.kind === Kind.FIELD && (node.name.value === "__schema" || node.name.value === "__type");

export function depthLimitRule(max: number, maxIntrospection = MAX_INTROSPECTION_DEPTH): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    // a fragment's depth does not depend on where it is spread: computed once per fragment, or fragments that
    // each spread the next twice would be walked 2^n times (30 of them held the server for hours)
    const fragmentDepths = new Map<string, number>();
    // the deepest introspection field's own depth in the document, measured apart from the operations' depth
    let introspectionDepth = 0;
    const depth = (node: ASTNode, seen: Set<string>): number => {
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        const frag = fragments.get(name);
        if (!frag || seen.has(name)) return 0;
        const known = fragmentDepths.get(name);
        if (known !== undefined) return known;
        const d = depth(frag.selectionSet, new Set([...seen, name]));
        fragmentDepths.set(name, d);
        return d;
      }
      if (node.kind === Kind.FIELD) {
        const below = node.selectionSet ? depth(node.selectionSet, seen) : 0;
        if (!isIntrospection(node)) return 1 + below;
        introspectionDepth = Math.max(introspectionDepth, 1 + below);
        return 1;
      }
      if (node.kind === Kind.INLINE_FRAGMENT || node.kind === Kind.FRAGMENT_DEFINITION) return depth(node.selectionSet, seen);
      if (node.kind === Kind.SELECTION_SET) return Math.max(0, ...node.selections.map((s) => depth(s, seen)));
      return 0;
    };
    return {
      OperationDefinition(node) {
        if (depth(node.selectionSet, new Set()) > max) {
          context.reportError(new GraphQLError(QUERY_LIMIT_TEXTS.depth(max), { nodes: [node] }));
        } else if (introspectionDepth > maxIntrospection) {
          context.reportError(new GraphQLError(QUERY_LIMIT_TEXTS.depth(maxIntrospection), { nodes: [node] }));
        }
      },
    };
  };
}
