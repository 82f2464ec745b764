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

/** a row's cells the server refuses */
export const IMPORT_ROW_TEXTS = {
  notANumber: "Debe ser un número",
  notAWholeNumber: "Debe ser un número entero",
  notYesNo: "Debe ser SI o NO",
  notADuration: "Debe ser una duración como 1d 02:30 o 02:30",
  notADate: "Debe ser una fecha como 31/12/2026 14:30",
  notADay: "Debe ser una fecha como 31/12/2026",
  notAText: "Debe ser un texto",
  /** as the entity's rules word it: 'Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)' */
  notAnOption: (options: readonly (readonly [value: string | number, label: string])[]) => {
    const items = options.map(([value, label]) => (String(value) === label ? label : `${value} (${label})`));
    const last = items.pop();
    return items.length ? `Debe ser ${items.join(", ")} o ${last}` : `Debe ser ${last}`;
  },
  ambiguous: (text: string) => `Hay varios registros llamados «${text}»; escriba su id`,
  repeated: (row: number) => `Repite el registro de la fila ${row}`,
  duplicateColumn: (label: string, other: string) => `Las columnas «${other}» y «${label}» escriben el mismo campo`,
  unknownId: (id: number) => `No existe en su empresa un registro con id ${id}`,
} as const;
