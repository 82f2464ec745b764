// The generic search list (spec 2 §7): a select over any paged operation, 20 rows growing by 20 on scroll,
// 300 ms search debounce (contains on the label field), 'Cargando...' and 'No hay datos'. The search text
// refuses the apostrophe (typed or pasted), so it is held here and given back to the select.
import { useList, useTranslate, type BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useMemo, useState, type CSSProperties } from "react";
import { SEARCH_DEBOUNCE_MS } from "@/config";
import { withoutApostrophe } from "@/components/no-apostrophe";
import { atScrollEnd, grownPageSize, SEARCH_PAGE_STEP, searchFilters } from "./search-list";
import { useDebouncedValue } from "./use-debounced-value";

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
  const t = useTranslate();
  const [search, setSearch] = useState("");
  const [pageSize, setPageSize] = useState(SEARCH_PAGE_STEP);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { result, query } = useList({
    resource: operation,
    pagination: { currentPage: 1, pageSize, mode: "server" },
    filters: searchFilters(labelField, debounced),
    sorters: [{ field: labelField, order: "asc" }],
    meta: { operations: { list: operation }, fields: Array.from(new Set([valueField, labelField])) },
    // keep the loaded rows on screen while a bigger page or a new search loads
    queryOptions: { placeholderData: (previous) => previous },
  });
  const rows = result.data;
  const loading = query.isFetching;

  const options = useMemo(() => {
    const list = rows.map((r) => ({ value: r[valueField] as Key, label: String(r[labelField] ?? ""), row: r }));
    if (value != null && initialLabel && !list.some((o) => o.value === value)) {
      list.unshift({ value, label: initialLabel, row: { [valueField]: value, [labelField]: initialLabel } });
    }
    return list;
  }, [rows, value, initialLabel, valueField, labelField]);

  return (
    <Select<Key>
      id={id}
      showSearch
      searchValue={search}
      filterOption={false}
      value={value ?? undefined}
      options={options.map(({ value: v, label }) => ({ value: v, label }))}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: "100%", ...style }}
      loading={loading}
      notFoundContent={loading ? t("table.loading") : t("table.empty")}
      onSearch={(text) => {
        setSearch(withoutApostrophe(text));
        setPageSize(SEARCH_PAGE_STEP);
      }}
      onPopupScroll={(e) => {
        if (!loading && atScrollEnd(e.currentTarget)) setPageSize((size) => grownPageSize(size, rows.length, result.total));
      }}
      onChange={(v) => {
        const hit = options.find((o) => o.value === v);
        onChange?.(v ?? null, hit?.label ?? null, hit?.row ?? null);
      }}
    />
  );
}
