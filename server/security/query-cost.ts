// The cost of one GraphQL operation: aliases and fields are capped already, but
// 30 aliased lists of 500 rows each were still one request. Each paged list (a field with a `pagination`
// argument) costs the rows it may return times the fields selected beneath it (fragments expanded):
//   cost = Σ over paged fields of rows × max(1, fields selected beneath it)
// rows = the literal page size (at most MAX_PAGE_SIZE), or MAX_PAGE_SIZE when the size is a variable or absent
// (validation runs once per document, before variables are known, and a list without pagination may return
// every row). Other fields cost nothing here: the field limit bounds them.
import {
  GraphQLError, Kind, getNamedType, isObjectType, isInterfaceType, type ASTNode, type GraphQLNamedType, type GraphQLField,
  type FieldNode, type ValidationContext, type ValidationRule,
} from "graphql";
import { MAX_PAGE_SIZE } from "@shared/config";
import { MAX_FIELDS } from "./graphql-limits";
import { QUERY_LIMIT_TEXTS } from "@shared/i18n/requests";

/** Two full pages of the widest list (500 trips × 77 fields ≈ 38,500) fit; a list per alias does not. */
export const MAX_QUERY_COST = 100_000;

export const queryCostMessage = QUERY_LIMIT_TEXTS.cost;

function pageRows(node: FieldNode): number {
  const arg = node.arguments?.find((a) => a.name.value === "pagination");
  if (!arg || arg.value.kind !== Kind.OBJECT) return MAX_PAGE_SIZE;
  const size = arg.value.fields.find((f) => f.name.value === "fields")?.value;
  if (size?.kind !== Kind.INT) return MAX_PAGE_SIZE;
  return Math.min(Math.max(Number(size.value), 1), MAX_PAGE_SIZE);
}

/** Refuses an operation whose estimated cost (formula above) is over `max`. */
export function queryCostRule(max = MAX_QUERY_COST): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();
    const fragments = new Map(
      context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    const fieldOf = (parent: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined =>
      parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
    const typeNamed = (name: string | undefined, fallback: GraphQLNamedType | undefined) => (name ? schema.getType(name) ?? undefined : fallback);

    return {
      OperationDefinition(node) {
        let cost = 0;
        let visited = 0;
        // fields beneath a node; the walk gives up once the cost is over or past the field limit (which its own
        // rule reports), so a fragment bomb is not walked to its end
        const walk = (n: ASTNode, parent: GraphQLNamedType | undefined, seen: Set<string>): number => {
          if (cost > max || visited > MAX_FIELDS) return 0;
          if (n.kind === Kind.SELECTION_SET) {
            let fields = 0;
            for (const s of n.selections) fields += walk(s, parent, seen);
            return fields;
          }
          if (n.kind === Kind.INLINE_FRAGMENT) return walk(n.selectionSet, typeNamed(n.typeCondition?.name.value, parent), seen);
          if (n.kind === Kind.FRAGMENT_SPREAD) {
            const frag = fragments.get(n.name.value);
            if (!frag || seen.has(n.name.value)) return 0;
            return walk(frag.selectionSet, typeNamed(frag.typeCondition.name.value, parent), new Set([...seen, n.name.value]));
          }
          if (n.kind !== Kind.FIELD) return 0;
          visited++;
          const def = fieldOf(parent, n.name.value);
          const beneath = n.selectionSet ? walk(n.selectionSet, def ? getNamedType(def.type) : undefined, seen) : 0;
          if (def?.args.some((a) => a.name === "pagination")) cost += pageRows(n) * Math.max(1, beneath);
          return 1 + beneath;
        };
        const root = node.operation === "query" ? schema.getQueryType() : node.operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType();
        walk(node.selectionSet, root ?? undefined, new Set());
        if (cost > max) context.reportError(new GraphQLError(queryCostMessage(max), { nodes: [node], extensions: { code: "BAD_USER_INPUT" } }));
      },
    };
  };
}
