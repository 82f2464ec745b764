// A many-to-many field's form control: a multiple search select over the named table's paged list (its label field
// searched with "contains" on the server, 300 ms after the last key, 20 rows growing on scroll), the value the ids of
// the chosen rows. The record's labels (given with the ids it named) name the chosen rows not yet among the loaded ones.
import { Select } from "antd";
import { useMemo } from "react";
import { useSearchList } from "@/components/search-select/use-search-list";

export interface LinksFieldInputProps {
  /** the paged list operation and its label field, e.g. "ramosInfo" / "nombre" */
  operation: string;
  labelField: string;
  /** the form's value: the chosen rows' ids */
  value?: number[] | null;
  onChange?: (ids: number[]) => void;
  /** the labels of `value`'s ids, in the same order (the record's) */
  initialLabels?: readonly string[] | null;
  initialIds?: readonly number[] | null;
  placeholder?: string;
  id?: string;
}

export function LinksFieldInput({ operation, labelField, value, onChange, initialLabels, initialIds, placeholder, id }: LinksFieldInputProps) {
  const { options: loaded, selectProps, clearSearch } = useSearchList({ operation, labelField });
  // the loaded rows, and the chosen ones the record names that are not loaded (by their record's labels)
  const options = useMemo(() => {
    const list = (loaded ?? []).map((o) => ({ value: Number(o.value), label: String(o.label) }));
    const known = new Map((initialIds ?? []).map((rowId, i) => [rowId, initialLabels?.[i]]));
    for (const chosen of value ?? []) {
      const label = known.get(chosen);
      if (label !== undefined && !list.some((o) => o.value === chosen)) list.unshift({ value: chosen, label });
    }
    return list;
  }, [loaded, value, initialIds, initialLabels]);

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      {...selectProps}
      filterOption={false}
      value={value ?? []}
      options={options}
      placeholder={placeholder}
      allowClear
      style={{ width: "100%" }}
      onChange={(ids) => {
        clearSearch();
        onChange?.((ids ?? []).map(Number));
      }}
    />
  );
}
