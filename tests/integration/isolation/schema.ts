// The contract's operations read from the SDL (server/graphql/schema-sdl.ts) and the query text to call any
// of them with variables: every scalar of the answer is selected, nested objects two levels deep, with
// __typename so the checks know which table an object comes from.
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLNamedType, type GraphQLSchema,
} from "graphql";
import { loadTypeDefs } from "@server/graphql/schema-sdl";
import { entities } from "@entities";

export type Root = "Query" | "Mutation" | "Subscription";

export interface Operation {
  /** e.g. "Query.viajes" */
  key: string;
  root: Root;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export const schema: GraphQLSchema = buildSchema(loadTypeDefs(entities));

/** Every field of Query, Mutation and Subscription, in schema order. */
export function operations(): Operation[] {
  const out: Operation[] = [];
  for (const root of ["Query", "Mutation", "Subscription"] as const) {
    const type = schema.getType(root);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) out.push({ key: `${root}.${field.name}`, root, name: field.name, field });
  }
  return out;
}

export function operation(key: string): Operation {
  const found = operations().find((o) => o.key === key);
  if (!found) throw new Error(`operation ${key} is not in the schema`);
  return found;
}

function selection(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return "";
  const parts = ["__typename"];
  for (const f of Object.values(type.getFields())) {
    const named = getNamedType(f.type);
    if (isScalarType(named) || isEnumType(named)) parts.push(f.name);
    else if (depth > 0 && f.args.every((a) => !isNonNullType(a.type))) parts.push(`${f.name} ${selection(named, depth - 1)}`);
  }
  return `{ ${parts.join(" ")} }`;
}

/** The document calling one operation with the given argument names bound to variables of the same names. */
export function documentFor(op: Operation, argNames: string[]): string {
  const args = op.field.args.filter((a) => argNames.includes(a.name));
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ");
  const call = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const kind = op.root === "Query" ? "query" : op.root === "Mutation" ? "mutation" : "subscription";
  const named = getNamedType(op.field.type);
  return `${kind} M${defs ? `(${defs})` : ""} { ${op.name}${call ? `(${call})` : ""} ${selection(named, 2)} }`;
}

/** The named input type behind a (possibly wrapped) argument type, and whether it is a list / required. */
export function unwrap(type: GraphQLInputType): { named: GraphQLNamedType; list: boolean; required: boolean } {
  const required = isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  const list = isListType(inner);
  return { named: getNamedType(type) as GraphQLNamedType, list, required };
}

export { isEnumType, isInputObjectType, isScalarType };
