// The shell hooks' GraphQL documents: server time and the system catalogues (spec 1 §7.2).
export const GET_DATE = `query GetDate { getDate }`;

export const SYSTEM_CATALOGS = `query SystemCatalogs {
  sysEventos { id descripcion iconname }
  sysEstados { id descripcion iconname }
}`;
