// The layout every trips table page shares (trips list and containers, history, download manager): the title
// and 'Total viajes', the saved views, the date range (history), the header's filters, the generic table's
// show/hide filters button, 'Limpiar filtros', 'Columnas', the page's export or download button, the generic
// data table with its row selection (select-all-on-page) and the column chooser.
// Manifiesto and Placa stay pinned to the left; a row's Manifiesto is a link to what a row click opens.
import { ClearOutlined } from "@ant-design/icons";
import { type BaseRecord, type CrudFilter } from "@refinedev/core";
import { Button, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/layout";
import { DateRangeInput } from "@/components/date-range-input/DateRangeInput";
import { ColumnChooserButton, DataTable, FiltersToggleButton, type DataTableProps } from "@/resources/engine";
import { SavedViews } from "@/resources/engine/saved-views";
import type { TripsTableFilters } from "./trips-view-state";
import { TripsFilters } from "./TripsFilters";
import type { TripsPage } from "./use-trips-page";
import { TABLE_TEXTS } from "@shared/i18n/table";

type Columns = DataTableProps<BaseRecord>["columns"];

export const tripsTotalText = (total: number) => `Total viajes: ${total}`;

/** The columns pinned to the left of every trips table: Manifiesto and Placa. */
export const TRIP_PINNED_FIELDS: readonly string[] = ["numero", "placa"];
/** The column whose cell is the row's link. */
export const TRIP_LINK_FIELD = "numero";

export interface TripsTablePageProps {
  page: TripsPage;
  title: string;
  /** prefix of the title's and the total's data-testid (`{testId}-title`, `{testId}-total`) */
  testId: string;
  /** the trips whose clients the client filter offers */
  clientFilters: CrudFilter[];
  /** states the state filter does not offer */
  excludedStates: readonly number[];
  /** the risk and last-mile filters (trips list only) */
  tripFlags?: boolean;
  /** shown between the page header and the toolbar */
  notice?: ReactNode;
  /** the page's export or download button, last in the toolbar */
  actions: ReactNode;
  /** columns the page adds to the server's (the trips list's ETA) */
  mapColumns?: (columns: Columns) => Columns;
  onRowClick?: (row: BaseRecord) => void;
  /** a key pressed on a focused row (the trips list's shortcuts) */
  onRowKeyDown?: DataTableProps<BaseRecord>["onRowKeyDown"];
  /** where a row leads (its Manifiesto becomes a link there); a plain click still goes through onRowClick */
  rowHref?: (row: BaseRecord) => string;
  /** shown in the toolbar before the filters (the trips list's timer legend) */
  legend?: ReactNode;
  /** the page's own selection (the download manager keeps it across pages); by default the table's, of the page on screen */
  selection?: DataTableProps<BaseRecord>["selection"];
}

export function TripsTablePage(props: TripsTablePageProps) {
  const { page, title, testId } = props;
  const { list } = page;
  return (
    <>
      {/* the screen's title is the header's, once */}
      <PageHeader title={title} titleTestId={`${testId}-title`} />
      {props.notice}
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Space align="baseline" wrap>
          <Typography.Text type="secondary" data-testid={`${testId}-total`}>{tripsTotalText(list.total ?? 0)}</Typography.Text>
        </Space>
        <Space wrap>
          {props.legend}
          <SavedViews<TripsTableFilters> {...page.savedViews} />
          {page.hasRange ? <DateRangeInput value={page.range} onChange={(next) => page.setRange(next)} showName /> : null}
          <TripsFilters
            value={page.header} onChange={page.setHeader} clientFilters={props.clientFilters} excludedStates={props.excludedStates}
            tripFlags={props.tripFlags}
          />
          <FiltersToggleButton shown={list.showFilters} onToggle={list.toggleFilters} />
          <Button icon={<ClearOutlined />} disabled={!page.filtered} onClick={page.clearFilters}>
            {TABLE_TEXTS.clearFilters}
          </Button>
          <ColumnChooserButton columns={list.columns} />
          {props.actions}
        </Space>
      </Space>
      <DataTable<BaseRecord>
        {...list.tableProps}
        columns={props.mapColumns ? props.mapColumns(list.tableProps.columns) : list.tableProps.columns}
        onRowClick={props.onRowClick}
        onRowKeyDown={props.onRowKeyDown}
        rowLink={props.rowHref ? { href: props.rowHref, field: TRIP_LINK_FIELD } : undefined}
        pinnedFields={TRIP_PINNED_FIELDS}
        selection={props.selection ?? list.tableProps.selection}
      />
    </>
  );
}
