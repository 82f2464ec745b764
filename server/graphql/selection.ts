// The fields a query asks for under its page's `data`, or on the object it returns (read only the
// columns asked for): fragments, inline fragments, aliases and @include/@skip resolved by graphql-tools'
// collectSubFields, as the executor itself will. null when the shape is not a page of objects, or not an object
// (then every column is read).
import { collectSubFields } from "@graphql-tools/utils";
import { getNamedType, isObjectType, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo } from "graphql";

/** what a resolver's info must hold to resolve its field's selection */
type FieldInfo = Pick<GraphQLResolveInfo, "schema" | "fragments" | "variableValues" | "returnType" | "fieldNodes">;

export function requestedDataFields(info: FieldInfo): Set<string> | null {
  const pageType = getNamedType(info.returnType);
  if (!isObjectType(pageType)) return null;
  const dataType = pageType.getFields().data && getNamedType(pageType.getFields().data.type);
  if (!dataType || !isObjectType(dataType)) return null;
  const nodes = subFields(info, pageType, [...info.fieldNodes]).filter((node) => node.name.value === "data");
  if (!nodes.length) return new Set();
  return namesOf(subFields(info, dataType, nodes));
}

/** The fields a query asks for on the object its field returns (a trip's detail); null when it is not an object. */
export function requestedObjectFields(info: FieldInfo): Set<string> | null {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return null;
  return namesOf(subFields(info, type, [...info.fieldNodes]));
}

function subFields(info: FieldInfo, type: GraphQLObjectType, nodes: FieldNode[]): FieldNode[] {
  const collected = collectSubFields(info.schema, info.fragments, info.variableValues, type, nodes);
  return [...collected.fields.values(), ...collected.patches.flatMap((p) => [...p.fields.values()])].flat();
}

const namesOf = (nodes: FieldNode[]) => new Set(nodes.map((node) => node.name.value).filter((name) => name !== "__typename"));
