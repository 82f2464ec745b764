// The resource engine: definitions in, list pages, modals, menu items and routes out.
// The generated pages, the record modal and the column chooser are not exported here: they are lazy chunks
// (resource-routes.tsx, ColumnChooserButton), and a static export would put them back in every importer's chunk.
export type { FieldDefinition, FieldType, ResourceDefinition, RowActionProps, SelectOption } from "./types";
export { resourceItems, resourceMenuEntries, resourceRoutes } from "./resource-routes";
export { DataTable, type DataTableProps } from "./data-table/DataTable";
export { FiltersToggleButton } from "./data-table/FiltersToggleButton";
export { usePageSelection } from "./data-table/use-page-selection";
export { ColumnChooserButton } from "./column-chooser/ColumnChooserButton";
export { ExportMenu } from "./export/ExportMenu";
export { useTableColumns } from "./use-table-columns";
export type { ColumnOverride, TableColumn } from "./columns";
export { formatValue, NA } from "./format-value";
