// The generic search list: a select of one row over any paged operation (its state: ./use-search-list.ts, 20 rows
// growing by 20 on scroll, 300 ms search debounce with contains on the label field, 'Cargando...' and 'No hay datos'). The search
// text refuses the apostrophe (typed or pasted), so it is held there and given back to the select.
import type { BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useMemo, type CSSProperties } from "react";
import { useSearchList } from "./use-search-list";

type Key = string | number;

export interface SearchSelectProps {
  /** paged list operation, e.g. "sysPoblaciones" */
  operation: string;
  /** row field shown and searched */
  labelField: string;
  /** row field used as value; default "id" */
  valueField?: string;
  value?: Key | null;
  /** label of the current value while it is not among the loaded rows (e.g. the record's origen) */
  initialLabel?: string | null;
  onChange?: (value: Key | null, label: string | null, row: BaseRecord | null) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

export function SearchSelect({
  operation, labelField, valueField = "id", value, initialLabel, onChange, placeholder, disabled, allowClear = true, style, id,
}: SearchSelectProps) {
  const { rows, options: loaded, selectProps } = useSearchList({ operation, labelField, valueField });

  const options = useMemo(() => {
    const list = (loaded ?? []).map((o) => ({ value: o.value as Key, label: String(o.label) }));
    if (value != null && initialLabel && !list.some((o) => o.value === value)) list.unshift({ value, label: initialLabel });
    return list;
  }, [loaded, value, initialLabel]);

  return (
    <Select<Key>
      id={id}
      {...selectProps}
      value={value ?? undefined}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: "100%", ...style }}
      onChange={(v) => {
        const row = rows.find((r) => r[valueField] === v) ?? null;
        const label = options.find((o) => o.value === v)?.label ?? null;
        onChange?.(v ?? null, label, row ?? (v != null && label ? { [valueField]: v, [labelField]: label } : null));
      }}
    />
  );
}
