// The shell hooks' GraphQL documents: server time and the system catalogues.
export const GET_DATE = `query GetDate { getDate }`;

export const SYSTEM_CATALOGS = `query SystemCatalogs {
  sysEventos { id descripcion iconname }
  sysEstados { id descripcion iconname }
}`;
