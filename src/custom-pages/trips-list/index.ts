export { TripsListPage, tripDetailPath } from "./TripsListPage";
export { useTripsTable, type TripsTableOptions } from "./use-trips-table";
export { TripsFilters, useClientOptions } from "./TripsFilters";
export * from "./trips-config";
