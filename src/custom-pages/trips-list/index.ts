export { TripsListPage, tripDetailPath } from "./TripsListPage";
export { useTripsTable, type TripsTableOptions } from "./use-trips-table";
export { TripsFilters, useClientOptions } from "./TripsFilters";
export * from "./trips-config";
export { useTripsPage, type TripsPage, type TripsPageOptions } from "./use-trips-page";
export { TripsTablePage, type TripsTablePageProps } from "./TripsTablePage";
