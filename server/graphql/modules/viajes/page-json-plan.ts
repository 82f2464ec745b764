// The trips page written by PostgreSQL: for a query whose only root field is `viajes`, the selection under its
// page's `data` becomes one SQL expression per row that writes the row's JSON text (keys in the selection's order,
// aliases, __typename, nulls), plus one that says whether that text is exactly what the generic executor would
// answer for the row. The server then joins the rows' texts into the answer without reading a field.
// A plan is made once per document; a document the plan cannot write exactly gets none (the generic executor).
import {
  getNamedType, getNullableType, isAbstractType, isNonNullType, isObjectType, isScalarType, Kind, visit,
  type DocumentNode, type FieldNode, type GraphQLField, type GraphQLObjectType, type GraphQLOutputType,
  type GraphQLSchema, type OperationDefinitionNode,
} from "graphql";
import type { FragmentDefinitionNode, InlineFragmentNode, SelectionSetNode } from "graphql";
import { VIAJE_FIELDS } from "./fields";

/** One key of the page object, in the selection's order. */
export type PageEntry =
  | { key: string; kind: "rows"; column: string }
  | { key: string; kind: "totalreg" }
  | { key: string; kind: "typename"; name: string };

export interface TripsPagePlan {
  operation: OperationDefinitionNode;
  /** the root field (`viajes`) as the query asks for it: its node(s) and response key */
  fieldNodes: FieldNode[];
  rootKey: string;
  field: GraphQLField<unknown, unknown>;
  page: PageEntry[];
  /** the page statement's select list: each rows entry's JSON text, and whether every row is exact */
  columns: string;
}

/** the column a row's exactness is read from */
export const EXACT_COLUMN = "__exact";

/** SQL for one value: its JSON text (never SQL NULL) and the condition under which it is the generic answer's */
interface Written {
  json: string;
  exact: string[];
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const jsonKey = (key: string) => JSON.stringify(key);
/** a value's JSON text, `null` for SQL NULL */
const jsonOf = (expression: string) => `coalesce(to_json(${expression})::text, 'null')`;

/** the contract's DateTime text of a timestamptz (UTC, milliseconds cut, never rounded) */
const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** a timestamptz PostgreSQL writes with a four-digit year: the generic executor's text is then the same */
const inIsoYears = (column: string) => `(${column} IS NULL OR (${column} >= '0001-01-01T00:00:00Z' AND ${column} < '10000-01-01T00:00:00Z'))`;
/** a stored text already in the contract's DateTime form (the generic executor serves it as it is) */
const ISO_TEXT = `'^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d\\.\\d{3}Z$'`;

/** the characters JavaScript's String.prototype.trim removes */
const JS_WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/** An object's JSON text from its keys' texts, `null` when `isNull` holds. */
function objectOf(entries: [string, string][], isNull: string | null): string {
  const body = entries.length
    ? entries.map(([key, json], i) => `${sqlText(`${i ? "," : "{"}${jsonKey(key)}:`)} || ${json}`).join(" || ") + ` || '}'`
    : `'{}'`;
  return isNull ? `(CASE WHEN ${isNull} THEN 'null' ELSE ${body} END)` : `(${body})`;
}

type FieldWriter = (type: GraphQLOutputType, nodes: FieldNode[], ctx: PlanContext) => Written | null;

interface PlanContext {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
}

/** whether a fragment's type condition holds for objects of `type` */
function conditionHolds(ctx: PlanContext, fragment: FragmentDefinitionNode | InlineFragmentNode, type: GraphQLObjectType): boolean {
  const name = fragment.typeCondition?.name.value;
  if (!name || name === type.name) return true;
  const condition = ctx.schema.getType(name);
  return !!condition && isAbstractType(condition) && ctx.schema.isSubType(condition, type);
}

/**
 * The response keys of `type`'s selection under `selectionSets`, each with its field nodes, in the order the
 * compiled executor writes them: a selection set's own fields first, then its fragments' (the last one first),
 * a fragment spread once per field.
 */
function collect(ctx: PlanContext, type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[]): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  for (const selectionSet of selectionSets) {
    const stack = [selectionSet];
    while (stack.length) {
      for (const selection of stack.pop()!.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          fields.set(key, [...(fields.get(key) ?? []), selection]);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          if (conditionHolds(ctx, selection, type)) stack.push(selection.selectionSet);
        } else if (!visited.has(selection.name.value)) {
          visited.add(selection.name.value);
          const fragment = ctx.fragments[selection.name.value];
          if (fragment && conditionHolds(ctx, fragment, type)) stack.push(fragment.selectionSet);
        }
      }
    }
  }
  return fields;
}

const selectionsOf = (nodes: readonly FieldNode[]) => nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));

/** The selection of `type` under `nodes`, each key written by `write`; null when a key cannot be written exactly. */
function writeObject(
  type: GraphQLObjectType, nodes: FieldNode[], ctx: PlanContext,
  write: (name: string, fieldType: GraphQLOutputType, nodes: FieldNode[]) => Written | null,
): { entries: [string, string][]; exact: string[] } | null {
  const entries: [string, string][] = [];
  const exact: string[] = [];
  for (const [key, keyNodes] of collect(ctx, type, selectionsOf(nodes))) {
    const name = keyNodes[0]!.name.value;
    if (name === "__typename") {
      entries.push([key, sqlText(jsonKey(type.name))]);
      continue;
    }
    const field = type.getFields()[name];
    if (!field || field.args.length) return null;
    const written = write(name, field.type, keyNodes);
    if (!written) return null;
    entries.push([key, written.json]);
    exact.push(...written.exact);
  }
  return { entries, exact };
}

/** A trip column of a scalar field, when its kind is the field's scalar's; its non-null rule as a condition. */
function tripScalar(name: string, type: GraphQLOutputType): Written | null {
  const spec = VIAJE_FIELDS[name];
  const scalar = getNullableType(type);
  if (!spec || !isScalarType(scalar)) return null;
  const column = spec.sql;
  const exact = isNonNullType(type) ? [`${column} IS NOT NULL`] : [];
  const fits = { Int: "number", Boolean: "boolean", String: "text", DateTime: "date" }[scalar.name];
  if (fits !== spec.kind) return null;
  if (scalar.name === "DateTime") {
    return { json: jsonOf(`to_char(${column} AT TIME ZONE 'UTC', ${ISO_FORMAT})`), exact: [...exact, inIsoYears(column)] };
  }
  // an Int the generic executor serves is a 32-bit integer
  const fitsInt = scalar.name === "Int" && spec.type !== "int4" ? [`(${column} IS NULL OR abs(${column}) <= 2147483647)`] : [];
  return { json: jsonOf(column), exact: [...exact, ...fitsInt] };
}

/** Viaje.geolocalizacion: null when both coordinates are, else its two Floats (never NaN or infinite) */
const geolocalizacion: FieldWriter = (type, nodes, ctx) => {
  const object = getNamedType(type);
  if (!isObjectType(object) || isNonNullType(type)) return null;
  const written = writeObject(object, nodes, ctx, (name, fieldType) => {
    if (name !== "latitud" && name !== "longitud" || getNamedType(fieldType).name !== "Float" || isNonNullType(fieldType)) return null;
    return { json: jsonOf(`"${name}"`), exact: [`("${name}" IS NULL OR "${name}" NOT IN ('NaN', 'Infinity', '-Infinity'))`] };
  });
  return written && { json: objectOf(written.entries, `"latitud" IS NULL AND "longitud" IS NULL`), exact: written.exact };
};

/** Viaje.comercialInfo: null when the commercial's name is empty or blank (JavaScript's trim), else { nombre } */
const comercialInfo: FieldWriter = (type, nodes, ctx) => {
  const object = getNamedType(type);
  if (!isObjectType(object) || isNonNullType(type)) return null;
  const written = writeObject(object, nodes, ctx, (name) => (name === "nombre" ? { json: jsonOf(`"comercial"`), exact: [] } : null));
  return written && { json: objectOf(written.entries, `coalesce(btrim("comercial", ${sqlText(JS_WHITESPACE)}), '') = ''`), exact: written.exact };
};

/** the JSON types of a stored estimate's values the generic executor serves as they are, per scalar */
const ETA_JSON_TYPES: Record<string, string> = { Int: "number", Float: "number", Boolean: "boolean", String: "string", DateTime: "string" };

/** Viaje.eta: the estimate the trip keeps (a jsonb object), each of its values checked against its scalar */
const eta: FieldWriter = (type, nodes, ctx) => {
  const object = getNamedType(type);
  if (!isObjectType(object) || isNonNullType(type)) return null;
  const isNull = `("eta" IS NULL OR jsonb_typeof("eta") = 'null')`;
  const written = writeObject(object, nodes, ctx, (name, fieldType) => {
    const scalar = getNamedType(fieldType);
    const jsonType = ETA_JSON_TYPES[scalar.name];
    if (!jsonType) return null;
    const value = `("eta" -> ${sqlText(name)})`;
    const text = `("eta" ->> ${sqlText(name)})`;
    const absent = `(${value} IS NULL OR jsonb_typeof(${value}) = 'null')`;
    const checks = [`jsonb_typeof(${value}) = '${jsonType}'`];
    if (scalar.name === "DateTime") checks.push(`${text} ~ ${ISO_TEXT}`);
    // the cast only once the value is known to be a number (PostgreSQL does not evaluate AND in order)
    if (scalar.name === "Int") checks.push(`(CASE WHEN jsonb_typeof(${value}) = 'number' THEN ${text}::numeric = trunc(${text}::numeric) AND abs(${text}::numeric) <= 2147483647 ELSE false END)`);
    // an absent value of a nullable field is null; of a non-null one, the generic executor's error
    // eslint-disable-next-line no-restricted-syntax -- a list's select list is text (runList's columns, embedded through listFragment); built from the schema's names only, never from a request's values
    const valid = `(${checks.join(" AND ")})`;
    const exact = isNonNullType(fieldType) ? valid : `(${absent} OR ${valid})`;
    return { json: `(CASE WHEN ${absent} THEN 'null' ELSE ${value}::text END)`, exact: [`(${isNull} OR ${exact})`] };
  });
  return written && {
    json: objectOf(written.entries, isNull),
    exact: [`(${isNull} OR jsonb_typeof("eta") = 'object')`, ...written.exact],
  };
};

/** the trip's fields that are not one column each, and how they are written */
const COMPOSED: Record<string, FieldWriter> = { geolocalizacion, comercialInfo, eta };

/** A row of the page: its JSON text and exactness, or null when some field cannot be written exactly. */
function tripRow(type: GraphQLObjectType, nodes: FieldNode[], ctx: PlanContext): Written | null {
  const written = writeObject(type, nodes, ctx, (name, fieldType, keyNodes) => {
    const composed = COMPOSED[name];
    if (composed) return composed(fieldType, keyNodes, ctx);
    return isScalarType(getNullableType(fieldType)) ? tripScalar(name, fieldType) : null;
  });
  return written && { json: objectOf(written.entries, null), exact: written.exact };
}

/** whether the document holds a directive (@include, @skip…): its selection then depends on the request */
function hasDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, { Directive: () => { found = true; } });
  return found;
}

/**
 * The plan of `document`'s operation, or null when it is not a query whose only root field is `viajes` with a
 * selection the page statement can write exactly (then the generic executor answers it).
 */
export function planTripsPage(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): TripsPagePlan | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== "query" || !queryType || hasDirectives(document)) return null;
  const fragments = Object.fromEntries(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const ctx: PlanContext = { schema, fragments };
  const root = collect(ctx, queryType, [operation.selectionSet]);
  if (root.size !== 1) return null;
  const [rootKey, fieldNodes] = [...root][0]!;
  const field = queryType.getFields()[fieldNodes[0]!.name.value];
  const pageType = field && getNamedType(field.type);
  if (!field || field.name !== "viajes" || !isObjectType(pageType)) return null;
  const page: PageEntry[] = [];
  const rowColumns: string[] = [];
  const exact: string[] = [];
  for (const [key, nodes] of collect(ctx, pageType, selectionsOf(fieldNodes))) {
    const name = nodes[0]!.name.value;
    if (name === "__typename") page.push({ key, kind: "typename", name: pageType.name });
    else if (name === "totalreg") page.push({ key, kind: "totalreg" });
    else if (name === "data") {
      const tripType = getNamedType(pageType.getFields().data!.type);
      if (!isObjectType(tripType)) return null;
      const row = tripRow(tripType, nodes, ctx);
      if (!row) return null;
      const column = `__json${rowColumns.length}`;
      rowColumns.push(`${row.json} AS "${column}"`);
      exact.push(...row.exact);
      page.push({ key, kind: "rows", column });
    } else return null;
  }
  // eslint-disable-next-line no-restricted-syntax -- a list's select list is text (runList's columns, embedded through listFragment); built from the schema's names only, never from a request's values
  const exactColumn = `${exact.length ? [...new Set(exact)].join(" AND ") : "true"} AS "${EXACT_COLUMN}"`;
  return { operation, fieldNodes, rootKey, field, page, columns: [...rowColumns, exactColumn].join(", ") };
}
