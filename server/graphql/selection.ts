// The fields a paged query asks for under its page's `data` (issue 15 §4: read only the columns asked for):
// fragments, inline fragments, aliases and @include/@skip resolved by graphql-tools' collectSubFields, as the
// executor itself will. null when the shape is not a page of objects (then every column is read).
import { collectSubFields } from "@graphql-tools/utils";
import { getNamedType, isObjectType, type FieldNode, type GraphQLResolveInfo } from "graphql";

export function requestedDataFields(info: Pick<GraphQLResolveInfo, "schema" | "fragments" | "variableValues" | "returnType" | "fieldNodes">): Set<string> | null {
  const pageType = getNamedType(info.returnType);
  if (!isObjectType(pageType)) return null;
  const dataType = pageType.getFields().data && getNamedType(pageType.getFields().data.type);
  if (!dataType || !isObjectType(dataType)) return null;
  const page = collectSubFields(info.schema, info.fragments, info.variableValues, pageType, [...info.fieldNodes]);
  const nodes: FieldNode[] = [...page.fields.values(), ...page.patches.flatMap((p) => [...p.fields.values()])]
    .flat()
    .filter((node) => node.name.value === "data");
  if (!nodes.length) return new Set();
  const rows = collectSubFields(info.schema, info.fragments, info.variableValues, dataType, nodes);
  const names = [...rows.fields.values(), ...rows.patches.flatMap((p) => [...p.fields.values()])].flat().map((node) => node.name.value);
  return new Set(names.filter((name) => name !== "__typename"));
}
