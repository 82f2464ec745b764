// The resource engine (DESIGN §4): definitions in, list pages, modals, menu items and routes out.
// The generated pages, the record modal and the column chooser are not exported here: they are lazy chunks
// (resource-routes.tsx, ColumnChooserButton), and a static export would put them back in every importer's chunk.
export type {
  AccessContext, ColumnType, CreateFromAction, MutationVariable, ResourceTab, ViewSectionProps, EngineIdentity, EnginePermissions, FieldDefinition, FieldRules, FieldType, FilterKind, FormSectionProps,
  RelationConfig, ResourceDefinition, ResourceMenu, SelectOption,
} from "./types";
export { resourceItems, resourceMenuEntries, resourceRoutes, type ResourceMenuEntry } from "./resource-routes";
export { DataTable, type DataTableProps } from "./data-table/DataTable";
export { FiltersToggleButton } from "./data-table/FiltersToggleButton";
export { usePageSelection } from "./data-table/use-page-selection";
export { ColumnChooserButton } from "./column-chooser/ColumnChooserButton";
export { ExportMenu } from "./export/ExportMenu";
export { useResourceTable } from "./use-resource-table";
export { useTableColumns } from "./use-table-columns";
export { columnsFromDefinition, columnsFromServer, type ColumnOverride, type ServerField, type TableColumn } from "./columns";
export { formatValue, NA } from "./format-value";
