// The fleet map's filters: risk level, client, last mile (the trips list's options).
import { Select, Space } from "antd";
import { useMemo } from "react";
import { RISK_LEVELS } from "@shared/domain/risk-levels";
import { clientFilterQuery } from "@/custom-pages/trips-list/trips-config";
import { useClientOptions } from "@/custom-pages/trips-list/TripsFilters";
import type { FleetFilterValues } from "./use-fleet";
import { TRIP_FILTER_TEXTS } from "@shared/i18n/trips-list";

export function FleetFilters({ value, onChange }: { value: FleetFilterValues; onChange: (v: FleetFilterValues) => void }) {
  const clients = useClientOptions(useMemo(() => clientFilterQuery(null), []));
  const set = (patch: Partial<FleetFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Space wrap>
      <Select
        mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 170 }} placeholder={TRIP_FILTER_TEXTS.riskLevel} aria-label={TRIP_FILTER_TEXTS.riskLevel}
        options={RISK_LEVELS.map((r) => ({ value: r.value, label: r.label }))}
        value={value.riesgo ?? []} onChange={(riesgo: number[]) => set({ riesgo })}
      />
      <Select
        mode="multiple" allowClear showSearch optionFilterProp="label" maxTagCount="responsive" style={{ minWidth: 220 }}
        placeholder={TRIP_FILTER_TEXTS.client} aria-label={TRIP_FILTER_TEXTS.client} options={clients}
        value={value.clientes ?? []} onChange={(clientes: number[]) => set({ clientes })}
      />
      <Select
        allowClear style={{ minWidth: 170 }} placeholder={TRIP_FILTER_TEXTS.lastMile} aria-label={TRIP_FILTER_TEXTS.lastMile} options={[...TRIP_FILTER_TEXTS.lastMileOptions]}
        value={value.ultimamilla === undefined ? undefined : String(value.ultimamilla)}
        onChange={(v?: string) => set({ ultimamilla: v === undefined ? undefined : v === "true" })}
      />
    </Space>
  );
}
