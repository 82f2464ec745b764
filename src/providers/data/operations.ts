// The documents @refinedev/graphql sends, built with gql-query-builder from a resource's `meta`:
// the operation names in `meta.operations`, the selection in `meta.fields`, extra arguments in `meta.variables`.
import type { Fields, MetaQuery, VariableOptions } from "@refinedev/core";
import * as builder from "gql-query-builder";
import type { FilterInput, OrderInput, PaginationInput } from "@shared/domain/crud-mapping";

export type { Fields };
export type ListArg = "filters" | "orders" | "pagination";

/** The GraphQL operations of one resource, e.g. rutas: rutasInfo / rutaInfo / createRuta / … */
export interface ResourceOperations {
  list?: string; one?: string; create?: string; update?: string; delete?: string;
  /** argument name and GraphQL type of the input object of create/update, e.g. "ruta" and "RutaInput" */
  inputName?: string;
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

/**
 * Refine's `meta` as this provider reads it: `operations`, `fields` and extra arguments in `variables`
 * (`{ idviaje: { value: 5, type: "Int", required: true } }`); or a document of the call's own in `gqlQuery` /
 * `gqlMutation` (its first root field holds the answer), with `gqlVariables` sent along.
 */
export type ProviderMeta = MetaQuery & { operations?: ResourceOperations };

export interface ListArgs {
  filters: FilterInput[];
  orders: OrderInput[];
  pagination?: PaginationInput;
}

export type OpKind = "list" | "one" | "create" | "update" | "delete";

/** Defaults: list = resource name; "viajes" also has one = "viaje". Everything else must be named. */
export function operationName(resource: string, meta: ProviderMeta | undefined, kind: OpKind): string {
  const named = meta?.operations?.[kind];
  if (named) return named;
  if (kind === "list") return resource;
  if (kind === "one" && resource === "viajes") return "viaje";
  throw new Error(`Resource "${resource}" has no meta.operations.${kind}`);
}

const fieldsOf = (meta: ProviderMeta | undefined): Fields => (meta?.fields?.length ? meta.fields : ["id"]);
const idType = (meta: ProviderMeta | undefined) => (meta?.operations?.idType ?? "Int").replace(/!$/, "");

/** The id as the contract's type wants it: Int ids must be integers. */
export function idValue(id: string | number, meta: ProviderMeta | undefined): string | number {
  if (idType(meta) !== "Int") return String(id);
  const n = typeof id === "number" ? id : Number(String(id).trim());
  if (String(id).trim() === "" || !Number.isSafeInteger(n)) throw new Error(`Invalid id "${String(id)}"`);
  return n;
}
const idVariable = (id: string | number, meta: ProviderMeta | undefined) => ({ value: idValue(id, meta), type: idType(meta), required: true });

function inputVariable(resource: string, meta: ProviderMeta | undefined, values: unknown) {
  const { inputName, inputType } = meta?.operations ?? {};
  if (!inputName || !inputType) throw new Error(`Resource "${resource}" needs meta.operations.inputName and inputType`);
  return { [inputName]: { value: values, type: inputType.replace(/!$/, ""), required: true } };
}

const LIST_ARGS: ListArg[] = ["filters", "orders", "pagination"];
const LIST_TYPES: Record<ListArg, string> = { filters: "[FilterInput!]", orders: "[OrderInput!]", pagination: "PaginationInput" };

/** The list operation; it declares the paged-contract arguments it takes (`listArgs`) that `args` holds. */
export function buildListRequest(resource: string, meta: ProviderMeta | undefined, args: Partial<ListArgs>) {
  const take = meta?.operations?.listArgs ?? LIST_ARGS;
  const variables = LIST_ARGS.filter((a) => take.includes(a) && args[a] !== undefined).map((a) => [a, { value: args[a], type: LIST_TYPES[a] }]);
  const fields = meta?.operations?.paged === false ? fieldsOf(meta) : [{ data: fieldsOf(meta) }, "totalreg"];
  return build("query", operationName(resource, meta, "list"), fields, Object.fromEntries(variables), meta);
}

export const buildOneRequest = (resource: string, meta: ProviderMeta | undefined, id: string | number) =>
  build("query", operationName(resource, meta, "one"), fieldsOf(meta), { id: idVariable(id, meta) }, meta);

export const buildCreateRequest = (resource: string, meta: ProviderMeta | undefined, values: unknown) =>
  build("mutation", operationName(resource, meta, "create"), fieldsOf(meta), inputVariable(resource, meta, values), meta);

export function buildUpdateRequest(resource: string, meta: ProviderMeta | undefined, id: string | number, values: unknown) {
  const variables = { [meta?.operations?.updateIdArg ?? "id"]: idVariable(id, meta), ...inputVariable(resource, meta, values) };
  return build("mutation", operationName(resource, meta, "update"), fieldsOf(meta), variables, meta);
}

/** `ids` must already be numeric (see toNumericIds); the argument is `[Int!]!`. */
export function buildDeleteRequest(resource: string, meta: ProviderMeta | undefined, ids: number[]) {
  const variables = { [meta?.operations?.idsArg ?? "ids"]: { value: ids, type: "[Int!]", required: true } };
  return build("mutation", operationName(resource, meta, "delete"), meta?.operations?.deleteFields ?? [], variables, meta);
}

/** The operation with its variables, then the meta's extra arguments. */
function build(kind: "query" | "mutation", operation: string, fields: Fields, variables: Record<string, VariableOptions>, meta: ProviderMeta | undefined) {
  const built = builder[kind]({ operation, fields, variables: { ...variables, ...meta?.variables } });
  return { query: built.query, variables: built.variables as Record<string, unknown> };
}
