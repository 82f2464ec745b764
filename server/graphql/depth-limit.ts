// A validation rule that refuses queries nested deeper than a limit (abuse limit, issue 9 §3).
import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from "graphql";

export const MAX_QUERY_DEPTH = 8;

export function depthLimitRule(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    // a fragment's depth does not depend on where it is spread: computed once per fragment, or fragments that
    // each spread the next twice would be walked 2^n times (30 of them held the server for hours)
    const fragmentDepths = new Map<string, number>();
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
      if (node.kind === Kind.FIELD) return node.selectionSet ? 1 + depth(node.selectionSet, seen) : 1;
      if (node.kind === Kind.INLINE_FRAGMENT || node.kind === Kind.FRAGMENT_DEFINITION) return depth(node.selectionSet, seen);
      if (node.kind === Kind.SELECTION_SET) return Math.max(0, ...node.selections.map((s) => depth(s, seen)));
      return 0;
    };
    return {
      OperationDefinition(node) {
        if (depth(node.selectionSet, new Set()) > max) {
          context.reportError(new GraphQLError(`La consulta supera la profundidad máxima (${max})`, { nodes: [node] }));
        }
      },
    };
  };
}
