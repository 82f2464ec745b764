// The fleet map's filters: risk level, client, last mile (the trips list's options).
import { Select, Space } from "antd";
import { useMemo } from "react";
import { RISK_LEVELS } from "@shared/domain/risk-levels";
import { clientFilterQuery } from "@/custom-pages/trips-list/trips-config";
import { useClientOptions } from "@/custom-pages/trips-list/TripsFilters";
import type { FleetFilterValues } from "./use-fleet";

const LAST_MILE_OPTIONS = [
  { value: "true", label: "Última milla: SI" },
  { value: "false", label: "Última milla: NO" },
];

export function FleetFilters({ value, onChange }: { value: FleetFilterValues; onChange: (v: FleetFilterValues) => void }) {
  const clients = useClientOptions(useMemo(() => clientFilterQuery(null), []));
  const set = (patch: Partial<FleetFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Space wrap>
      <Select
        mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 170 }} placeholder="Nivel de riesgo" aria-label="Nivel de riesgo"
        options={RISK_LEVELS.map((r) => ({ value: r.value, label: r.label }))}
        value={value.riesgo ?? []} onChange={(riesgo: number[]) => set({ riesgo })}
      />
      <Select
        mode="multiple" allowClear showSearch optionFilterProp="label" maxTagCount="responsive" style={{ minWidth: 220 }}
        placeholder="Cliente" aria-label="Cliente" options={clients}
        value={value.clientes ?? []} onChange={(clientes: number[]) => set({ clientes })}
      />
      <Select
        allowClear style={{ minWidth: 170 }} placeholder="Última milla" aria-label="Última milla" options={LAST_MILE_OPTIONS}
        value={value.ultimamilla === undefined ? undefined : String(value.ultimamilla)}
        onChange={(v?: string) => set({ ultimamilla: v === undefined ? undefined : v === "true" })}
      />
    </Space>
  );
}
