// System events and states: fetched once and kept for the whole visit.
import { useMemo } from "react";
import { useCustom } from "@refinedev/core";
import type { SystemCatalogsQuery } from "@/graphql/operations.types";
import { SYSTEM_CATALOGS } from "./queries";

export type SysCatalogItem = SystemCatalogsQuery["sysEventos"][number];
/** The two catalogues as lists. */
export interface SystemCatalogs {
  eventos: SysCatalogItem[];
  estados: SysCatalogItem[];
}

const byId = (items: SysCatalogItem[]) => new Map(items.map((item) => [Number(item.id), item]));

/** `enabled: false` waits (e.g. a screen that needs no catalogue); the first enabled use fetches them. */
export function useSystemCatalogs({ enabled = true }: { enabled?: boolean } = {}) {
  const { result, query } = useCustom<SystemCatalogsQuery>({
    url: "",
    method: "post",
    meta: { document: SYSTEM_CATALOGS },
    queryOptions: { staleTime: Infinity, gcTime: Infinity, enabled },
    errorNotification: false,
  });
  const data = result.data;
  return useMemo(() => {
    const eventos = data?.sysEventos ?? [];
    const estados = data?.sysEstados ?? [];
    const eventosById = byId(eventos);
    const estadosById = byId(estados);
    return {
      eventos,
      estados,
      evento: (id: number | null | undefined) => (id == null ? undefined : eventosById.get(Number(id))),
      estado: (id: number | null | undefined) => (id == null ? undefined : estadosById.get(Number(id))),
      isLoading: query.isLoading,
      isError: query.isError,
    };
  }, [data, query.isLoading, query.isError]);
}
