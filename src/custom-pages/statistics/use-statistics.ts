// viajesStadistics(field, filters) for the screen, with the shares of shared/domain/pareto.
import { useCustom, type CrudFilter } from "@refinedev/core";
import { useMemo } from "react";
import { mapFilters } from "@shared/domain/crud-mapping";
import { withShares, type ShareRow } from "@shared/domain/pareto";
import type { ViajesStadisticsQuery } from "@/graphql/operations.types";
import { STATISTICS_QUERY } from "./queries";

export function useStatistics(field: string, filters: CrudFilter[]) {
  const variables = useMemo(() => ({ field, filters: mapFilters(filters) }), [field, filters]);
  const { result, query } = useCustom<ViajesStadisticsQuery>({
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
