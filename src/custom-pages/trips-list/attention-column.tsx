// The trips list's 'Atención' column: who attends the trip and its snooze (AttentionCell); appended by the page,
// not sortable nor filterable (not a column of the list's view).
import type { BaseRecord } from "@refinedev/core";
import type { TableColumn } from "@/resources/engine";
import { AttentionCell } from "./AttentionCell";
import { ATTENTION_LABEL } from "@shared/i18n/trips-list";

export function attentionColumn(onChanged: () => void): TableColumn<BaseRecord> {
  return {
    id: -2,
    field: "atendiendo",
    label: ATTENTION_LABEL,
    hidden: false,
    defaultorder: Number.MAX_SAFE_INTEGER,
    idUserField: null,
    type: "TEXT",
    width: 230,
    sortable: false,
    filter: null,
    render: (_value: unknown, row: BaseRecord) => <AttentionCell row={row} onChanged={onChanged} />,
  };
}
