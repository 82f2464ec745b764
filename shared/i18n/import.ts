// The spreadsheet import of a master list: choose a file, preview each row's outcome, apply.

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export const IMPORT_MODAL_TEXTS = {
  button: "Importar",
  title: (label: string) => `Importar ${label} desde Excel`,
  help: "Use un archivo exportado desde esta pantalla: las filas con id (o con los mismos datos únicos) modifican ese registro y las demás crean uno nuevo.",
  choose: "Seleccionar archivo .xlsx",
  checking: "Revisando el archivo...",
  apply: "Aplicar importación",
  cancel: "Cancelar",
  row: "Fila",
  status: "Resultado",
  record: "Registro",
  problems: "Errores",
  /** a row's outcome */
  statuses: { created: "Se creará", updated: "Se modificará", unchanged: "Sin cambios", refused: "Rechazada" },
  summary: ({ created, updated, unchanged, refused }: ImportCounts) =>
    `Nuevas: ${created} · Modificadas: ${updated} · Sin cambios: ${unchanged} · Rechazadas: ${refused}`,
  refusedHint: "Corrija las filas rechazadas en el archivo y vuelva a cargarlo: no se importa nada mientras haya una fila rechazada.",
  ignored: (columns: string) => `Columnas que no se importan: ${columns}`,
  done: (created: number, updated: number) => `Importación aplicada. Nuevos: ${created} · Modificados: ${updated}`,
  failed: "No se pudo importar el archivo",
} as const;
