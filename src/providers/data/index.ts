// Refine v5 DataProvider over the paged GraphQL contract (DESIGN §3): Refine's pagination / filters /
// sorters become `pagination {fields, page}` / `filters` / `orders`, and `{data, totalreg}` becomes
// `{data, total}`. Operation names and selections come from `meta` (see operations.ts).
import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteManyParams,
  DeleteOneParams,
  GetListParams,
  GetListResponse,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from "@refinedev/core";
import type { Client } from "@urql/core";
import type { DocumentNode } from "graphql";
import * as gql from "gql-query-builder";
import { mapFilters, mapPagination, mapSorters, toNumericIds } from "@/domain/crud-mapping";
import { execute, rootValue } from "./execute";
import {
  buildCreateRequest,
  buildDeleteRequest,
  buildListRequest,
  buildOneRequest,
  buildUpdateRequest,
  idValue,
  isMutationDocument,
  rootFieldName,
  type BuiltRequest,
  type ProviderMeta,
} from "./operations";

export type { ProviderMeta, ResourceOperations, Fields, VariableSpec } from "./operations";
export { GraphqlRequestError, isUnauthenticatedError } from "./errors";

export interface DataProviderOptions {
  /** what getApiUrl answers (the GraphQL endpoint) */
  apiUrl?: string;
}

/** The meta `custom` reads besides ProviderMeta. */
export interface CustomMeta extends ProviderMeta {
  /** raw query or mutation text (or a parsed document) for operations that are not CRUD */
  document?: string | DocumentNode;
  /** or a gql-query-builder operation: name, `fields` and `variables` of ProviderMeta */
  operation?: string;
  operationType?: "query" | "mutation";
}

const metaOf = (meta: unknown): ProviderMeta | undefined => meta as ProviderMeta | undefined;
const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** `{data, totalreg}` (paged) or a bare list → Refine's `{data, total}`. */
export function toListResponse<T>(value: unknown): GetListResponse<T> {
  if (Array.isArray(value)) return { data: value as T[], total: value.length };
  const page = asRecord(value);
  const rows = Array.isArray(page.data) ? (page.data as T[]) : [];
  const total = typeof page.totalreg === "number" ? page.totalreg : rows.length;
  return { data: rows, total };
}

export function createDataProvider(client: Client, options: DataProviderOptions = {}): DataProvider {
  const run = async (req: BuiltRequest, kind: "query" | "mutation") =>
    rootValue(await execute(client, kind, req.query, req.variables), req.root);

  /** meta.gqlQuery / meta.gqlMutation override the built text; their answer is their first root field. */
  const runOverride = async (doc: DocumentNode, variables: Record<string, unknown>, meta: ProviderMeta | undefined) => {
    const data = await execute(client, isMutationDocument(doc) ? "mutation" : "query", doc, { ...variables, ...meta?.gqlVariables });
    return rootValue(data, rootFieldName(doc));
  };

  const deleteIds = async (resource: string, ids: BaseKey[], meta: ProviderMeta | undefined) => {
    const numeric = toNumericIds(ids);
    if (!numeric.length) return [];
    const doc = meta?.gqlMutation;
    const argName = meta?.operations?.idsArg ?? "ids";
    const answer = doc ? await runOverride(doc, { [argName]: numeric }, meta) : await run(buildDeleteRequest(resource, meta, numeric), "mutation");
    if (Array.isArray(answer) && answer.every((a) => a && typeof a === "object")) return answer as BaseRecord[];
    return numeric.map((id) => ({ id }));
  };

  return {
    getList: async <T extends BaseRecord>({ resource, pagination, filters, sorters, meta: m }: GetListParams) => {
      const meta = metaOf(m);
      const args = { filters: mapFilters(filters), orders: mapSorters(sorters), pagination: mapPagination(pagination) };
      if (meta?.gqlQuery) return toListResponse<T>(await runOverride(meta.gqlQuery, { ...args }, meta));
      return toListResponse<T>(await run(buildListRequest(resource, meta, args), "query"));
    },

    getMany: async <T extends BaseRecord>({ resource, ids, meta: m }: GetManyParams) => {
      const meta = metaOf(m);
      const values = ids.map((id) => idValue(id, meta));
      if (meta?.gqlQuery) return { data: toListResponse<T>(await runOverride(meta.gqlQuery, { ids: values }, meta)).data };
      if (!values.length) return { data: [] };
      // one page holding every id (a list without pagination may be served a default page)
      const filters = [{ field: "id", operator: "in" as const, value: values }];
      const pagination = { fields: values.length, page: 1 };
      return { data: toListResponse<T>(await run(buildListRequest(resource, meta, { filters, orders: [], pagination }), "query")).data };
    },

    getOne: async <T extends BaseRecord>({ resource, id, meta: m }: GetOneParams) => {
      const meta = metaOf(m);
      const answer = meta?.gqlQuery
        ? await runOverride(meta.gqlQuery, { id: idValue(id, meta) }, meta)
        : await run(buildOneRequest(resource, meta, id), "query");
      return { data: answer as T };
    },

    create: async <T extends BaseRecord, V>({ resource, variables, meta: m }: CreateParams<V>) => {
      const meta = metaOf(m);
      const answer = meta?.gqlMutation
        ? await runOverride(meta.gqlMutation, { [meta.operations?.inputName ?? "input"]: variables }, meta)
        : await run(buildCreateRequest(resource, meta, variables), "mutation");
      return { data: answer as T };
    },

    update: async <T extends BaseRecord, V>({ resource, id, variables, meta: m }: UpdateParams<V>) => {
      const meta = metaOf(m);
      const answer = meta?.gqlMutation
        ? await runOverride(meta.gqlMutation, { id: idValue(id, meta), [meta.operations?.inputName ?? "input"]: variables }, meta)
        : await run(buildUpdateRequest(resource, meta, id, variables), "mutation");
      return { data: answer as T };
    },

    /** A single id that is not numeric is a programming error: rejected, nothing sent. */
    deleteOne: async <T extends BaseRecord, V>({ resource, id, meta }: DeleteOneParams<V>) => {
      if (!toNumericIds([id]).length) throw new Error(`Invalid id "${String(id)}"`);
      const [row] = await deleteIds(resource, [id], metaOf(meta));
      return { data: row as T };
    },

    /** Spec 3 §5: ids converted to numbers, non-numeric dropped, nothing sent when none remain. */
    deleteMany: async <T extends BaseRecord, V>({ resource, ids, meta }: DeleteManyParams<V>) => {
      return { data: (await deleteIds(resource, ids, metaOf(meta))) as T[] };
    },

    custom: async <T extends BaseRecord, Q, P>({ url, payload, meta: m }: CustomParams<Q, P>) => {
      const meta = (m ?? {}) as CustomMeta;
      const context = url ? { url } : {};
      const variables = { ...asRecord(payload), ...meta.gqlVariables };
      const document = meta.document ?? meta.gqlMutation ?? meta.gqlQuery;
      if (document) {
        const kind = isMutationDocument(document) ? "mutation" : "query";
        return { data: (await execute(client, kind, document, variables, context)) as unknown as T };
      }
      if (!meta.operation) throw new Error("custom needs meta.document, meta.gqlQuery/gqlMutation or meta.operation");
      const builder = meta.operationType === "mutation" ? gql.mutation : gql.query;
      const built = builder({ operation: meta.operation, fields: meta.fields, variables: meta.variables ?? {} });
      const kind = meta.operationType === "mutation" ? "mutation" : "query";
      const data = await execute(client, kind, built.query, built.variables as Record<string, unknown>, context);
      return { data: rootValue(data, meta.operation) as T };
    },

    getApiUrl: () => options.apiUrl ?? "",
  };
}
