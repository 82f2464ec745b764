// The resource engine (DESIGN §4): definitions in, list pages, modals, menu items and routes out.
export type {
  AccessContext, ColumnType, CreateFromAction, MutationVariable, ResourceTab, ViewSectionProps, EngineIdentity, EnginePermissions, FieldDefinition, FieldRules, FieldType, FilterKind, FormSectionProps,
  RelationConfig, ResourceDefinition, ResourceMenu, SelectOption,
} from "./types";
export { resourceItems, resourceMenuEntries, resourceRoutes, type ResourceMenuEntry } from "./resource-routes";
export { ResourceListPage } from "./ResourceListPage";
export { ResourceTabsPage } from "./ResourceTabsPage";
export { ResourceModal } from "./ResourceModal";
export { DataTable, type DataTableProps } from "./data-table/DataTable";
export { ColumnChooser } from "./column-chooser/ColumnChooser";
export { ColumnChooserButton } from "./column-chooser/ColumnChooserButton";
export { ExportMenu } from "./export/ExportMenu";
export { useResourceTable } from "./use-resource-table";
export { useTableColumns } from "./use-table-columns";
export { columnsFromDefinition, columnsFromServer, type ServerField, type TableColumn } from "./columns";
export { formatValue, NA } from "./format-value";
