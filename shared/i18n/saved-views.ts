// The saved views of a table's toolbar.
import { MESSAGES } from "./messages";

export const SAVED_VIEW_TEXTS = {
  views: "Vistas guardadas",
  save: "Guardar vista",
  saveTitle: "Guardar la vista actual",
  name: "Nombre de la vista",
  nameRequired: "Escriba un nombre",
  makeDefault: "Abrir esta vista por defecto",
  setDefault: "Marcar como predeterminada",
  unsetDefault: "Quitar predeterminada",
  delete: "Eliminar vista",
  deleteConfirm: "¿Eliminar la vista seleccionada?",
  saved: "Vista guardada",
  deleted: "Vista eliminada",
  failed: "No se pudo guardar la vista",
  defaultMark: "(predeterminada)",
  accept: "Guardar",
  cancel: "Cancelar",
} as const;

/** a saved view the server refuses */
export const SAVED_VIEW_ERRORS = {
  name: (max: number) => `El nombre de la vista es requerido (máximo ${max} caracteres)`,
  table: "La tabla de la vista es inválida",
  state: "El estado de la vista es inválido",
  tooMany: (max: number) => `Se permiten máximo ${max} vistas por tabla`,
  notFound: MESSAGES.notFound.view,
} as const;
