// The trips list's header filters: risk level, last mile, client (clienteViajesInfo,
// ordered by nombre) and state (without the excluded states).
import { useCustom, type CrudFilter } from "@refinedev/core";
import { Select, Space } from "antd";
import { mapFilters } from "@shared/domain/crud-mapping";
import { RISK_LEVELS } from "@shared/domain/risk-levels";
import type { ClientesViajesQuery } from "@/graphql/operations.types";
import { useSystemCatalogs } from "@/hooks/use-system-catalogs";
import { CLIENTES_VIAJES_QUERY } from "./queries";
import { stateOptions, type HeaderFilterValues } from "./trips-config";
import { TRIP_FILTER_TEXTS } from "@shared/i18n/trips-list";

export interface ClientOrder {
  field: string;
  type: "ASC" | "DESC";
}

/** The client filter's options: the company's clients with trips matching `filters`. */
export function useClientOptions(filters: CrudFilter[], orders: ClientOrder[] = [{ field: "nombre", type: "ASC" }]) {
  const { result } = useCustom<ClientesViajesQuery>({
    url: "",
    method: "post",
    config: { payload: { filters: mapFilters(filters), orders } },
    meta: { document: CLIENTES_VIAJES_QUERY },
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  return (result.data?.clienteViajesInfo?.data ?? []).map((c) => ({ value: Number(c.id), label: c.nombre }));
}

export interface TripsFiltersProps {
  value: HeaderFilterValues;
  onChange: (value: HeaderFilterValues) => void;
  clientFilters: CrudFilter[];
  excludedStates: readonly number[];
  /** the risk and last-mile filters (trips list only) */
  tripFlags?: boolean;
}

const WIDTH = { minWidth: 170 };

export function TripsFilters({ value, onChange, clientFilters, excludedStates, tripFlags = true }: TripsFiltersProps) {
  const clients = useClientOptions(clientFilters);
  const { estados } = useSystemCatalogs();
  const set = (patch: Partial<HeaderFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Space wrap>
      {tripFlags ? (
        <>
          <Select
            mode="multiple" allowClear maxTagCount="responsive" style={WIDTH} placeholder={TRIP_FILTER_TEXTS.riskLevel} aria-label={TRIP_FILTER_TEXTS.riskLevel}
            options={RISK_LEVELS.map((r) => ({ value: r.value, label: r.label }))}
            value={value.riesgo ?? []} onChange={(riesgo: number[]) => set({ riesgo })}
          />
          <Select
            allowClear style={WIDTH} placeholder={TRIP_FILTER_TEXTS.lastMile} aria-label={TRIP_FILTER_TEXTS.lastMile} options={[...TRIP_FILTER_TEXTS.lastMileOptions]}
            value={value.ultimamilla === undefined ? undefined : String(value.ultimamilla)}
            onChange={(v?: string) => set({ ultimamilla: v === undefined ? undefined : v === "true" })}
          />
        </>
      ) : null}
      <Select
        mode="multiple" allowClear showSearch optionFilterProp="label" maxTagCount="responsive" style={{ minWidth: 220 }}
        placeholder={TRIP_FILTER_TEXTS.client} aria-label={TRIP_FILTER_TEXTS.client} options={clients}
        value={value.clientes ?? []} onChange={(clientes: number[]) => set({ clientes })}
      />
      <Select
        mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 200 }} placeholder={TRIP_FILTER_TEXTS.state} aria-label={TRIP_FILTER_TEXTS.state}
        options={stateOptions(estados, excludedStates)} value={value.estados ?? []} onChange={(estados: number[]) => set({ estados })}
      />
    </Space>
  );
}
