// The statistics screen's GraphQL document.
export const STATISTICS_QUERY = `query ViajesStadistics($field: String!, $filters: [FilterInput!]) {
  viajesStadistics(field: $field, filters: $filters) { totalreg data { id value total numregs } }
}`;
