// The fleet map's offline background: every municipality of the catalogue with coordinates
// (poblacionesMapa), loaded once per session (the catalogue does not change while a controller works).
import { useCustom } from "@refinedev/core";
import { POBLACIONES_MAPA_QUERY } from "./queries";

export interface Municipality {
  id: number;
  descripcion: string;
  latitud: number;
  longitud: number;
}

export function useMunicipalities(): Municipality[] | null {
  const { result } = useCustom<{ poblacionesMapa: Municipality[] }>({
    url: "",
    method: "post",
    meta: { document: POBLACIONES_MAPA_QUERY },
    queryOptions: { staleTime: Infinity, gcTime: Infinity, retry: false },
    errorNotification: false,
  });
  return result.data?.poblacionesMapa ?? null;
}
