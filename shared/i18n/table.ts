// The generic data table of every list (toolbar, filters, column chooser, export), its record modal, and the
// date-range input of the filters.
import { MESSAGES } from "./messages";

export const TABLE_TEXTS = {
  empty: MESSAGES.empty,
  loading: MESSAGES.loading,
  /** a search list whose rows the user may not read (a relation picker of a list its role is refused) */
  optionsForbidden: "No tiene permiso para consultar estas opciones",
  total: (label: string, count: number) => `Total ${label}: ${count}`,
  add: "Agregar",
  delete: "Eliminar",
  deleteCount: (count: number) => `Eliminar (${count})`,
  /** the product's wording, plural even for one record */
  deleteConfirm: (count: number) => `Desea eliminar ${count} registros`,
  showFilters: "Mostrar filtros",
  hideFilters: "Ocultar filtros",
  clearFilters: "Limpiar filtros",
  filterOf: (label: string) => `Filtro ${label}`,
  columns: "Columnas",
  search: "Buscar...",
  selectAll: "Seleccionar todo",
  updatingFields: "Actualizando campos...",
  export: "Exportar",
  exportAll: "Exportar todo",
  exportPage: "Exportar en pantalla",
  /** the header of the column of a list's row actions */
  actions: "Acciones",
} as const;

/** the view / edit / create modal of a record and its save and delete outcomes */
export const RESOURCE_TEXTS = {
  saved: MESSAGES.saved,
  error: MESSAGES.error,
  cancel: "Cancelar",
  accept: "Aceptar",
  save: "Guardar",
  edit: "Editar",
} as const;

/** the date-range input of table filters, history and statistics */
export const DATE_RANGE_TEXTS = {
  placeholder: "dd/mm/aaaa-dd/mm/aaaa",
  label: "Rango de fechas",
  calendar: "Calendario",
  other: "Otro",
  /** the picker's presets, each ending today, by the range's name */
  presets: {
    Semana: "Últimos 7 días",
    Mes: "Último mes",
    Trimestre: "Últimos 3 meses",
    Semestre: "Últimos 6 meses",
    Año: "Último año",
  },
} as const;
