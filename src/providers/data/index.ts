// Refine's data provider: @refinedev/graphql's, over the paged GraphQL contract with the options of options.ts.
// The package sends the document a call carries in `meta.gqlQuery` / `meta.gqlMutation`; our resources name
// their operations and selection instead (`meta.operations`, `meta.fields`, see operations.ts), so the document
// is built from them unless the call brings its own, and `custom` also takes query text in `meta.document`.
import type { BaseKey, BaseRecord, DataProvider, GetManyParams } from "@refinedev/core";
import createGraphqlDataProvider from "@refinedev/graphql";
import { gql, type Client } from "@urql/core";
import type { DocumentNode } from "graphql";
import * as builder from "gql-query-builder";
import { toNumericIds } from "@shared/domain/crud-mapping";
import { providerClient } from "./client";
import { contractOptions, listArguments } from "./options";
import {
  buildCreateRequest, buildDeleteRequest, buildListRequest, buildOneRequest, buildUpdateRequest, idValue, type OpKind, type ProviderMeta,
} from "./operations";

export type { ProviderMeta, ResourceOperations, Fields } from "./operations";
export { GraphqlRequestError, isUnauthenticatedError } from "./errors";
export { toListResponse } from "./options";

/** The meta `custom` reads besides ProviderMeta: query or mutation text (or a parsed document), or a
 *  gql-query-builder `operation` (a query unless `operationType` says mutation) with `fields` and `variables`. */
export type CustomMeta = ProviderMeta & { document?: string | DocumentNode; operationType?: "query" | "mutation" };

/** What the documents are built from: any CRUD call's parameters. */
type Call = { resource: string; meta?: ProviderMeta; id?: BaseKey; ids?: BaseKey[]; variables?: unknown };

const BUILDERS: Record<OpKind, (call: Call) => string> = {
  list: (c) => buildListRequest(c.resource, c.meta, listArguments(c)).query,
  one: (c) => buildOneRequest(c.resource, c.meta, c.id!).query,
  create: (c) => buildCreateRequest(c.resource, c.meta, c.variables).query,
  update: (c) => buildUpdateRequest(c.resource, c.meta, c.id!, c.variables).query,
  delete: (c) => buildDeleteRequest(c.resource, c.meta, toNumericIds(c.ids ?? [c.id!])).query,
};

/** The call with its document: its own (gqlQuery to read, gqlMutation to write), else the one its meta describes. */
function withDocument<P extends Call>(kind: OpKind, call: P): P {
  const key = kind === "list" || kind === "one" ? "gqlQuery" : "gqlMutation";
  return call.meta?.[key] ? call : { ...call, meta: { ...call.meta, [key]: gql(BUILDERS[kind](call)) } };
}

const isMutation = (document: DocumentNode) => document.definitions.some((d) => d.kind === "OperationDefinition" && d.operation === "mutation");

function customDocument(meta: CustomMeta): CustomMeta {
  if (!meta.document && (meta.gqlQuery || meta.gqlMutation)) return meta;
  const { operation, operationType = "query", fields, variables = {} } = meta;
  const text = meta.document ?? (operation && builder[operationType]({ operation, fields, variables }).query);
  if (!text) throw new Error("custom needs meta.document, meta.gqlQuery/gqlMutation or meta.operation");
  const document = typeof text === "string" ? gql(text) : text;
  return { ...meta, [isMutation(document) ? "gqlMutation" : "gqlQuery"]: document };
}

/** `apiUrl`: what getApiUrl answers (the GraphQL endpoint) */
export function createDataProvider(client: Client, { apiUrl = "" }: { apiUrl?: string } = {}): DataProvider {
  const base = createGraphqlDataProvider(providerClient(client), contractOptions);
  const getList: DataProvider["getList"] = async (params) => base.getList(withDocument("list", params));
  return {
    ...base,
    // the contract has no bulk create or update: Refine then creates or updates one record at a time
    createMany: undefined,
    updateMany: undefined,
    getList,
    // one page of the list holding every id (the package's getMany sends a single `filter` variable)
    getMany: async <T extends BaseRecord>({ resource, ids, meta }: GetManyParams) => {
      const values = ids.map((id) => idValue(id, meta));
      if (!values.length) return { data: [] };
      const filters = [{ field: "id", operator: "in" as const, value: values }];
      return { data: (await getList<T>({ resource, meta, filters, pagination: { currentPage: 1, pageSize: values.length, mode: "server" } })).data };
    },
    getOne: async (params) => base.getOne(withDocument("one", params)),
    create: async (params) => base.create(withDocument("create", params)),
    update: async (params) => base.update(withDocument("update", params)),
    deleteOne: async (params) => base.deleteOne(withDocument("delete", params)),
    // nothing is sent when no numeric id remains
    deleteMany: async (params) => (toNumericIds(params.ids).length ? base.deleteMany(withDocument("delete", params)) : { data: [] }),
    custom: async (params) => base.custom({ ...params, meta: customDocument(params.meta ?? {}) }),
    getApiUrl: () => apiUrl,
  };
}
