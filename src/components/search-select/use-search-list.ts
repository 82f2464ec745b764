// The generic search list's state on @refinedev/antd's useSelect, for a select of one value or of several: a paged
// operation read 20 rows at a time, growing by 20 on scroll, the typed text (apostrophes refused) filtering the label
// field with "contains" 300 ms after the last key, 'Cargando...' and 'No hay datos'; a list the user may not read says
// so ('No tiene permiso para consultar estas opciones'), another failure gives the server's message, rather than an
// endless 'Cargando...' or an empty list.
import { useSelect } from "@refinedev/antd";
import type { BaseRecord } from "@refinedev/core";
import { useMemo, useState, type UIEvent } from "react";
import { SEARCH_DEBOUNCE_MS } from "@shared/config";
import { withoutApostrophe } from "@/components/no-apostrophe";
import { atScrollEnd, grownPageSize, SEARCH_PAGE_STEP, searchFilters } from "./search-list";
import { TABLE_TEXTS } from "@shared/i18n/table";

/** What the list says when its rows could not be read: a refusal in its own words, else the server's message. */
function failureText(error: unknown): string {
  const { statusCode, message } = (error ?? {}) as { statusCode?: number; message?: string };
  if (statusCode === 403) return TABLE_TEXTS.optionsForbidden;
  return message?.trim() ? message : TABLE_TEXTS.empty;
}

export interface SearchListOptions {
  /** paged list operation, e.g. "sysPoblaciones" */
  operation: string;
  /** row field shown and searched */
  labelField: string;
  /** row field used as value; default "id" */
  valueField?: string;
}

/** The loaded rows, their options, and the props a Select takes to search and page them. */
export function useSearchList({ operation, labelField, valueField = "id" }: SearchListOptions) {
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
  const failure = query.isError && !loading ? failureText(query.error) : null;
  return {
    rows,
    options: selectProps.options,
    clearSearch: () => setSearch(""),
    selectProps: {
      showSearch: selectProps.showSearch,
      filterOption: selectProps.filterOption,
      searchValue: search,
      loading,
      notFoundContent: loading ? TABLE_TEXTS.loading : (failure ?? TABLE_TEXTS.empty),
      onSearch: (text: string) => {
        const clean = withoutApostrophe(text);
        setSearch(clean);
        setPageSize(SEARCH_PAGE_STEP);
        selectProps.onSearch?.(clean);
      },
      onPopupScroll: (e: UIEvent<HTMLDivElement>) => {
        if (!loading && atScrollEnd(e.currentTarget)) setPageSize((size) => grownPageSize(size, rows.length, query.data?.total));
      },
    },
  };
}
