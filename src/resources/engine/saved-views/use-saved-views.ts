// The caller's saved views of one table on the server: list, save, delete, default.
import { useCustom, useCustomMutation } from "@refinedev/core";
import { DELETE_VISTA, SAVE_VISTA, SET_DEFAULT_VISTA, VISTAS_QUERY, type SavedView } from "./queries";
import type { VistasGuardadasQuery } from "@/graphql/operations.types";

export function useSavedViews(tableKey: string) {
  const list = useCustom<VistasGuardadasQuery>({
    url: "",
    method: "post",
    config: { payload: { idtable: tableKey } },
    meta: { document: VISTAS_QUERY },
    queryOptions: { staleTime: 0 },
    errorNotification: false,
  });
  const { mutateAsync } = useCustomMutation();
  const run = async (document: string, values: Record<string, unknown>) => {
    const answer = await mutateAsync({ url: "", method: "post", values, meta: { document }, errorNotification: false, successNotification: false });
    await list.query.refetch();
    return answer.data as Record<string, unknown> | undefined;
  };
  const views = list.result?.data?.vistasGuardadas ?? [];
  return {
    views,
    loaded: list.query.isFetched,
    /** saves (or replaces by name) and answers the view's id */
    save: async (nombre: string, estado: unknown, predeterminada: boolean) => {
      const answer = await run(SAVE_VISTA, { vista: { idtable: tableKey, nombre, estado, predeterminada } });
      return Number((answer?.saveVistaGuardada as SavedView | undefined)?.id ?? 0) || null;
    },
    remove: async (id: number) => {
      await run(DELETE_VISTA, { id });
    },
    setDefault: async (id: number, predeterminada: boolean) => {
      await run(SET_DEFAULT_VISTA, { id, predeterminada });
    },
  };
}
