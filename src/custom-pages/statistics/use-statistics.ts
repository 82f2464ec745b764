// viajesStadistics(field, filters) for the screen (spec 3 §7), with the shares of src/domain/pareto.
import { useCustom, type CrudFilter } from "@refinedev/core";
import { useMemo } from "react";
import { mapFilters } from "@/domain/crud-mapping";
import { withShares, type ShareRow, type StatisticsRow } from "@/domain/pareto";

export const STATISTICS_QUERY = `query ViajesStadistics($field: String!, $filters: [FilterInput!]) {
  viajesStadistics(field: $field, filters: $filters) { totalreg data { id value total numregs } }
}`;

interface Answer {
  viajesStadistics: { totalreg: number; data: StatisticsRow[] };
}

export function useStatistics(field: string, filters: CrudFilter[]) {
  const variables = useMemo(() => ({ field, filters: mapFilters(filters) }), [field, filters]);
  const { result, query } = useCustom<Answer>({
    url: "",
    method: "post",
    config: { payload: variables },
    meta: { document: STATISTICS_QUERY },
    queryOptions: { queryKey: ["viajesStadistics", variables] },
    errorNotification: false,
  });
  const data = result?.data?.viajesStadistics?.data;
  const rows: ShareRow[] = useMemo(() => withShares(data ?? []), [data]);
  return {
    rows,
    numregs: data?.[0]?.numregs ?? 0,
    loading: query.isFetching,
    isError: query.isError,
  };
}
