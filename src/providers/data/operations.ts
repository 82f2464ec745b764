// Query text for the paged contract, built with gql-query-builder from a resource's `meta`
// (DESIGN §3, §4): operation names in `meta.operations`, the selection in `meta.fields`.
import * as gql from "gql-query-builder";
import type { DocumentNode } from "graphql";
import type { FilterInput, OrderInput, PaginationInput } from "@/domain/crud-mapping";

/** A selection: field names, or `{ relation: [...] }` for nested fields (gql-query-builder syntax). */
export type Fields = Array<string | object>;

/** gql-query-builder variable: `{ value, type, required, list, name }`. */
export interface VariableSpec {
  value: unknown;
  type?: string;
  required?: boolean;
  list?: boolean | [boolean];
  name?: string;
}

export type ListArg = "filters" | "orders" | "pagination";

/** The GraphQL operations of one resource, e.g. rutas: rutasInfo / rutaInfo / createRuta / … */
export interface ResourceOperations {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  delete?: string;
  /** argument name of the input object of create/update, e.g. "ruta" */
  inputName?: string;
  /** GraphQL type of that input, e.g. "RutaInput" */
  inputType?: string;
  /** argument of the delete mutation holding the ids; default "ids" ([Int!]!) */
  idsArg?: string;
  /** GraphQL type of `id` in one/update; default "Int" (ids sent as numbers) */
  idType?: string;
  /** the list answers `{data, totalreg}` (default) or a bare list */
  paged?: boolean;
  /** which paged-contract arguments the list takes; default all three */
  listArgs?: ListArg[];
  /** selection of the delete mutation when it returns an object; none (a scalar) by default */
  deleteFields?: Fields;
  /** argument of the update mutation holding the id; default "id" (e.g. updateControladorTrafico's "idUser") */
  updateIdArg?: string;
}

/** The part of Refine's `meta` this provider reads. */
export interface ProviderMeta {
  operations?: ResourceOperations;
  fields?: Fields;
  /** extra arguments for the built operation, e.g. `{ idviaje: { value: 5, type: "Int", required: true } }` */
  variables?: Record<string, VariableSpec>;
  gqlQuery?: DocumentNode;
  gqlMutation?: DocumentNode;
  /** extra variables sent with gqlQuery / gqlMutation / document */
  gqlVariables?: Record<string, unknown>;
}

export interface BuiltRequest {
  query: string;
  variables: Record<string, unknown>;
  /** the root field whose value is the answer */
  root: string;
}

type OpKind = "list" | "one" | "create" | "update" | "delete";

/** Defaults: list = resource name; "viajes" also has one = "viaje". Everything else must be named. */
export function operationName(resource: string, meta: ProviderMeta | undefined, kind: OpKind): string {
  const named = meta?.operations?.[kind];
  if (named) return named;
  if (kind === "list") return resource;
  if (kind === "one" && resource === "viajes") return "viaje";
  throw new Error(`Resource "${resource}" has no meta.operations.${kind}`);
}

const DEFAULT_FIELDS: Fields = ["id"];
const fieldsOf = (meta: ProviderMeta | undefined): Fields => (meta?.fields?.length ? meta.fields : DEFAULT_FIELDS);
const extraVariables = (meta: ProviderMeta | undefined) => meta?.variables ?? {};

/** The id as the contract's type wants it: Int ids must be integers. */
export function idValue(id: string | number, meta: ProviderMeta | undefined): string | number {
  const type = (meta?.operations?.idType ?? "Int").replace(/!$/, "");
  if (type !== "Int") return String(id);
  const n = typeof id === "number" ? id : Number(String(id).trim());
  if (String(id).trim() === "" || !Number.isSafeInteger(n)) throw new Error(`Invalid id "${String(id)}"`);
  return n;
}

const idVariable = (id: string | number, meta: ProviderMeta | undefined): VariableSpec => ({
  value: idValue(id, meta),
  type: (meta?.operations?.idType ?? "Int").replace(/!$/, ""),
  required: true,
});

export interface ListArgs {
  filters: FilterInput[];
  orders: OrderInput[];
  pagination?: PaginationInput;
}

export function buildListRequest(resource: string, meta: ProviderMeta | undefined, args: ListArgs): BuiltRequest {
  const operation = operationName(resource, meta, "list");
  const take = new Set<ListArg>(meta?.operations?.listArgs ?? ["filters", "orders", "pagination"]);
  const variables: Record<string, VariableSpec> = {};
  if (take.has("filters")) variables.filters = { value: args.filters, type: "[FilterInput!]" };
  if (take.has("orders")) variables.orders = { value: args.orders, type: "[OrderInput!]" };
  if (take.has("pagination") && args.pagination) variables.pagination = { value: args.pagination, type: "PaginationInput" };
  const paged = meta?.operations?.paged ?? true;
  const fields = paged ? [{ data: fieldsOf(meta) }, "totalreg"] : fieldsOf(meta);
  return build("query", operation, fields, { ...variables, ...extraVariables(meta) });
}

export function buildOneRequest(resource: string, meta: ProviderMeta | undefined, id: string | number): BuiltRequest {
  const operation = operationName(resource, meta, "one");
  return build("query", operation, fieldsOf(meta), { id: idVariable(id, meta), ...extraVariables(meta) });
}

function inputVariable(resource: string, meta: ProviderMeta | undefined, values: unknown): Record<string, VariableSpec> {
  const { inputName, inputType } = meta?.operations ?? {};
  if (!inputName || !inputType) throw new Error(`Resource "${resource}" needs meta.operations.inputName and inputType`);
  return { [inputName]: { value: values, type: inputType.replace(/!$/, ""), required: true } };
}

export function buildCreateRequest(resource: string, meta: ProviderMeta | undefined, values: unknown): BuiltRequest {
  const operation = operationName(resource, meta, "create");
  return build("mutation", operation, fieldsOf(meta), { ...inputVariable(resource, meta, values), ...extraVariables(meta) });
}

export function buildUpdateRequest(resource: string, meta: ProviderMeta | undefined, id: string | number, values: unknown): BuiltRequest {
  const operation = operationName(resource, meta, "update");
  const variables = { [meta?.operations?.updateIdArg ?? "id"]: idVariable(id, meta), ...inputVariable(resource, meta, values), ...extraVariables(meta) };
  return build("mutation", operation, fieldsOf(meta), variables);
}

/** `ids` must already be numeric (see toNumericIds); the argument is `[Int!]!`. */
export function buildDeleteRequest(resource: string, meta: ProviderMeta | undefined, ids: number[]): BuiltRequest {
  const operation = operationName(resource, meta, "delete");
  const idsArg = meta?.operations?.idsArg ?? "ids";
  const variables = { [idsArg]: { value: ids, type: "[Int!]", required: true }, ...extraVariables(meta) };
  return build("mutation", operation, meta?.operations?.deleteFields ?? [], variables);
}

function build(kind: "query" | "mutation", operation: string, fields: Fields, variables: Record<string, VariableSpec>): BuiltRequest {
  const options = { operation, fields, variables };
  const built = kind === "query" ? gql.query(options) : gql.mutation(options);
  return { query: built.query, variables: built.variables as Record<string, unknown>, root: operation };
}

/** Name (alias first) of the first root field of a document: where its answer is. */
export function rootFieldName(document: DocumentNode): string {
  for (const def of document.definitions) {
    if (def.kind !== "OperationDefinition") continue;
    for (const sel of def.selectionSet.selections) {
      if (sel.kind === "Field") return sel.alias?.value ?? sel.name.value;
    }
  }
  throw new Error("The GraphQL document has no root field");
}

/** Whether a document (or query text) is a mutation. */
export function isMutationDocument(document: DocumentNode | string): boolean {
  if (typeof document === "string") return /^\s*(#[^\n]*\n\s*)*mutation\b/.test(document);
  return document.definitions.some((d) => d.kind === "OperationDefinition" && d.operation === "mutation");
}
