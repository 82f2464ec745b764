// The generic search list on @refinedev/antd's useSelect: a select over any paged operation, 20 rows growing by 20 on scroll,
// 300 ms search debounce (contains on the label field), 'Cargando...' and 'No hay datos'; a list the user may not
// read says so ('No tiene permiso para consultar estas opciones'), another failure gives the server's message, rather
// than an endless 'Cargando...' or an empty list. The search text refuses the apostrophe (typed or pasted), so it is
// held here and given back to the select.
import { useSelect } from "@refinedev/antd";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Select } from "antd";
import { useMemo, useState, type CSSProperties } from "react";
import { SEARCH_DEBOUNCE_MS } from "@shared/config";
import { withoutApostrophe } from "@/components/no-apostrophe";
import { atScrollEnd, grownPageSize, SEARCH_PAGE_STEP, searchFilters } from "./search-list";

type Key = string | number;

/** What the list says when its rows could not be read: a refusal in its own words, else the server's message. */
function failureText(error: unknown, t: (key: string) => string): string {
  const { statusCode, message } = (error ?? {}) as { statusCode?: number; message?: string };
  if (statusCode === 403) return t("table.optionsForbidden");
  return message?.trim() ? message : t("table.empty");
}

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
  const { selectProps, query } = useSelect<BaseRecord>({
    resource: operation,
    optionLabel: (row) => String(row[labelField] ?? ""),
    optionValue: (row) => row[valueField] as string,
    // the search waits 300 ms after the last key and filters the label field (contains) on the server
    debounce: SEARCH_DEBOUNCE_MS,
    onSearch: (text) => searchFilters(labelField, text),
    pagination: { currentPage: 1, pageSize, mode: "server" },
    sorters: [{ field: labelField, order: "asc" }],
    meta: { operations: { list: operation }, fields: Array.from(new Set([valueField, labelField])) },
    // keep the loaded rows on screen while a bigger page or a new search loads
    queryOptions: { placeholderData: (previous) => previous },
  });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const loading = query.isFetching;
  const failure = query.isError && !loading ? failureText(query.error, t) : null;

  const options = useMemo(() => {
    const list = (selectProps.options ?? []).map((o) => ({ value: o.value as Key, label: String(o.label) }));
    if (value != null && initialLabel && !list.some((o) => o.value === value)) list.unshift({ value, label: initialLabel });
    return list;
  }, [selectProps.options, value, initialLabel]);

  return (
    <Select<Key>
      id={id}
      showSearch={selectProps.showSearch}
      filterOption={selectProps.filterOption}
      searchValue={search}
      value={value ?? undefined}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: "100%", ...style }}
      loading={loading}
      notFoundContent={loading ? t("table.loading") : (failure ?? t("table.empty"))}
      onSearch={(text) => {
        const clean = withoutApostrophe(text);
        setSearch(clean);
        setPageSize(SEARCH_PAGE_STEP);
        selectProps.onSearch?.(clean);
      }}
      onPopupScroll={(e) => {
        if (!loading && atScrollEnd(e.currentTarget)) setPageSize((size) => grownPageSize(size, rows.length, query.data?.total));
      }}
      onChange={(v) => {
        const row = rows.find((r) => r[valueField] === v) ?? null;
        const label = options.find((o) => o.value === v)?.label ?? null;
        onChange?.(v ?? null, label, row ?? (v != null && label ? { [valueField]: v, [labelField]: label } : null));
      }}
    />
  );
}
