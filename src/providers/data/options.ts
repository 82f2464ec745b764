// @refinedev/graphql's options for the paged GraphQL contract: Refine's pagination / filters /
// sorters become `pagination {fields, page}` / `filters` / `orders` (the rules are shared/domain/crud-mapping.ts),
// `{data, totalreg}` becomes `{data, total}`, and each operation's variables carry the names the resource's
// meta gives (input argument, id argument, ids of a delete).
import type { BaseRecord, GetListParams, GetListResponse } from "@refinedev/core";
import type { GraphQLDataProviderOptions } from "@refinedev/graphql";
import type { OperationResult } from "@urql/core";
import type { DocumentNode } from "graphql";
import { mapFilters, mapPagination, mapSorters, toNumericIds } from "@shared/domain/crud-mapping";
import { idValue, type ListArgs, type ProviderMeta } from "./operations";

type Params = { meta?: ProviderMeta };
const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** The values of the extra arguments (`meta.variables`) and `meta.gqlVariables`. */
const extraVariables = ({ meta }: Params) => ({
  ...Object.fromEntries(Object.entries(meta?.variables ?? {}).map(([name, spec]) => [name, spec?.value])),
  ...meta?.gqlVariables,
});

/** The paged-contract arguments of a list: those its operation takes (`listArgs`), pagination only in server mode. */
export function listArguments({ filters, sorters, pagination, meta }: GetListParams): Partial<ListArgs> {
  const all = { filters: mapFilters(filters), orders: mapSorters(sorters), pagination: mapPagination(pagination) };
  const take: string[] | undefined = (meta as ProviderMeta | undefined)?.operations?.listArgs;
  return Object.fromEntries(Object.entries(all).filter(([arg, value]) => value !== undefined && (!take || take.includes(arg))));
}

/** `{data, totalreg}` (paged) or a bare list → Refine's `{data, total}`. */
export function toListResponse<T>(value: unknown): GetListResponse<T> {
  if (Array.isArray(value)) return { data: value as T[], total: value.length };
  const page = asRecord(value);
  const rows = Array.isArray(page.data) ? (page.data as T[]) : [];
  return { data: rows, total: typeof page.totalreg === "number" ? page.totalreg : rows.length };
}

/** The answer is the value of the document's first root field (answers keep the selection's order). */
const answer = (response: OperationResult): BaseRecord => Object.values(response.data)[0] as BaseRecord;

const declares = (document: DocumentNode | undefined, variable: string) =>
  document?.definitions.some((d) => d.kind === "OperationDefinition" && d.variableDefinitions?.some((v) => v.variable.name.value === variable));
const input = ({ meta, variables }: Params & { variables: unknown }) => ({ [meta?.operations?.inputName ?? "input"]: variables });
const deleteIds = (params: Params, ids: number[]) => ({ [params.meta?.operations?.idsArg ?? "ids"]: ids, ...extraVariables(params) });
/** A delete answers the deleted rows, or a count: then the ids sent stand for them. */
const deleted = (response: OperationResult, ids: number[]): BaseRecord[] => {
  const rows = answer(response);
  return Array.isArray(rows) && rows.every((r) => r && typeof r === "object") ? rows : ids.map((id) => ({ id }));
};

export const contractOptions = {
  getList: {
    buildVariables: (params) => ({ ...listArguments(params), ...extraVariables(params) }),
    dataMapper: (response) => toListResponse<BaseRecord>(answer(response)).data,
    getTotalCount: (response) => toListResponse(answer(response)).total,
  },
  getOne: {
    buildVariables: (params) => ({ id: idValue(params.id, params.meta), ...extraVariables(params) }),
    dataMapper: answer,
  },
  create: {
    buildVariables: (params) => ({ ...input(params), ...extraVariables(params) }),
    dataMapper: answer,
  },
  update: {
    // the resource's id argument (`updateIdArg`) when the document declares it; a document of the call's own takes $id
    buildVariables: (params) => {
      const named = params.meta?.operations?.updateIdArg;
      const idArg = named && declares(params.meta?.gqlMutation, named) ? named : "id";
      return { [idArg]: idValue(params.id, params.meta), ...input(params), ...extraVariables(params) };
    },
    dataMapper: answer,
  },
  /** A single id that is not numeric is a programming error: rejected, nothing sent. */
  deleteOne: {
    buildVariables: (params) => deleteIds(params, [idValue(params.id, undefined) as number]),
    dataMapper: (response, params) => deleted(response, toNumericIds([params.id]))[0],
  },
  /** ids converted to numbers, non-numeric dropped (the provider sends nothing when none remain). */
  deleteMany: {
    buildVariables: (params) => deleteIds(params, toNumericIds(params.ids)),
    dataMapper: (response, params) => deleted(response, toNumericIds(params.ids)),
  },
  /** The whole `data` of a document; a gql-query-builder `operation` answers its root field. */
  custom: {
    buildVariables: (params) => ({ ...asRecord(params.payload), ...extraVariables(params) }),
    dataMapper: (response, { meta }) => (meta?.operation ? answer(response) : response.data),
  },
} satisfies GraphQLDataProviderOptions;
