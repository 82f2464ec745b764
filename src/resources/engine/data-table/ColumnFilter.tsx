// One column's filter control in the table header: typed text and numbers apply after 700 ms
// without typing; choices and date ranges at once.
import { Input, InputNumber, Select } from "antd";
import { useState, type SyntheticEvent } from "react";
import { FILTER_DEBOUNCE_MS } from "@shared/config";
import { DateRangeInput } from "@/components/date-range-input/DateRangeInput";
import { FILTER_PATTERN_MAX } from "@shared/domain/filter-limits";
import { filterValueToRange, rangeToFilterValue } from "@shared/domain/date-range";
import type { TableColumn } from "../columns";
import { useDebouncedCallback } from "./use-debounced-callback";
import { TABLE_TEXTS } from "@shared/i18n/table";

export interface ColumnFilterProps {
  column: Pick<TableColumn, "field" | "label" | "filter" | "options">;
  value: unknown;
  onChange: (value: unknown) => void;
}

const stop = (e: SyntheticEvent) => e.stopPropagation();
const BOOLEAN_OPTIONS = [
  { value: "true", label: "SI" },
  { value: "false", label: "NO" },
];

export function ColumnFilter({ column, value, onChange }: ColumnFilterProps) {
  const [draft, setDraft] = useState<unknown>(value);
  const [lastValue, setLastValue] = useState<unknown>(value);
  // the applied value changed from outside (clear filters, URL): show it
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const applyLater = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);
  const type = (next: unknown) => {
    setDraft(next);
    applyLater(next);
  };
  const label = TABLE_TEXTS.filterOf(column.label);

  let control;
  switch (column.filter) {
    case "number":
      control = (
        <InputNumber
          size="small" style={{ width: "100%" }} aria-label={label}
          value={typeof draft === "number" ? draft : null}
          onChange={(v) => type(v ?? undefined)}
        />
      );
      break;
    case "boolean":
      control = (
        <Select
          size="small" allowClear style={{ width: "100%" }} aria-label={label} options={BOOLEAN_OPTIONS}
          value={typeof value === "boolean" ? String(value) : undefined}
          onChange={(v?: string) => onChange(v === undefined ? undefined : v === "true")}
        />
      );
      break;
    case "select":
    case "member":
      control = (
        <Select
          size="small" allowClear style={{ width: "100%" }} aria-label={label}
          options={(column.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          value={value === undefined || value === null ? undefined : String(value)}
          onChange={(v?: string) => onChange(v === undefined ? undefined : (column.options ?? []).find((o) => String(o.value) === v)?.value)}
        />
      );
      break;
    case "dateRange":
      control = (
        <DateRangeInput
          size="small"
          value={filterValueToRange(value)}
          onChange={(range) => onChange(range ? rangeToFilterValue(range) : undefined)}
        />
      );
      break;
    default:
      control = (
        <Input
          // the server refuses a longer search (shared/domain/filter-limits.ts); the box stops typing there
          size="small" allowClear aria-label={label} maxLength={FILTER_PATTERN_MAX}
          value={typeof draft === "string" ? draft : draft == null ? "" : String(draft)}
          onChange={(e) => type(e.target.value.replace(/'/g, ""))}
        />
      );
  }
  // clicks and keys inside the filter must not sort the column
  return (
    <div onClick={stop} onKeyDown={stop} style={{ marginTop: 4, fontWeight: "normal" }}>
      {control}
    </div>
  );
}
