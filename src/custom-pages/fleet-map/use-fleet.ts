// The fleet's open trips with a position (flotaViajes) with the trips list's timer columns and company
// settings (the points' colour), refetched on every report of the company's live
// feed (resources/viajes), so points move without a reload.
import { useCustom, useSubscription } from "@refinedev/core";
import { useRef } from "react";
import { TRIPS_CHANNEL } from "@/providers/live";
import { FLOTA_QUERY } from "./queries";
import type { FleetTrip } from "./fleet-points";

export interface FleetFilterValues {
  /** tiporiesgo values */
  riesgo?: number[];
  /** client ids */
  clientes?: number[];
  ultimamilla?: boolean;
}

/** The map's filters as the contract's FilterInput (the server accepts only these three fields). */
export function fleetFilterInput(values: FleetFilterValues) {
  const out: { field: string; operator: string; value: unknown }[] = [];
  if (values.riesgo?.length) out.push({ field: "tiporiesgo", operator: "in", value: [...values.riesgo] });
  if (values.clientes?.length) out.push({ field: "idclientes", operator: "in", value: [...values.clientes] });
  if (values.ultimamilla !== undefined) out.push({ field: "indicadorultimamilla", operator: "eq", value: values.ultimamilla });
  return out;
}

export function useFleet(values: FleetFilterValues) {
  const { result, query } = useCustom<{ flotaViajes: FleetTrip[] }>({
    url: "",
    method: "post",
    config: { payload: { filters: fleetFilterInput(values) } },
    meta: { document: FLOTA_QUERY },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useSubscription({
    channel: TRIPS_CHANNEL,
    types: ["*"],
    onLiveEvent: () => void refetch.current(),
  });
  return { trips: result.data?.flotaViajes ?? [], loading: query.isFetching, updatedAt: query.dataUpdatedAt };
}
