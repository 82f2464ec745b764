// The trips list's ETA column: appended after the server's columns; not sortable nor filterable
// (it is computed per trip, not a column of the list's view).
import type { BaseRecord } from "@refinedev/core";
import type { TableColumn } from "@/resources/engine";
import { EtaText, type EtaValue } from "./EtaText";
import { ETA_TEXTS } from "@shared/i18n/fleet";

export const ETA_COLUMN: TableColumn<BaseRecord> = {
  id: -1,
  field: "eta",
  label: ETA_TEXTS.label,
  hidden: false,
  defaultorder: Number.MAX_SAFE_INTEGER,
  idUserField: null,
  type: "TEXT",
  width: 170,
  sortable: false,
  filter: null,
  render: (value: unknown) => <EtaText eta={value as EtaValue | null} />,
};

/** The visible columns with the ETA column last. */
export const withEtaColumn = (columns: TableColumn<BaseRecord>[]): TableColumn<BaseRecord>[] => [...columns, ETA_COLUMN];
