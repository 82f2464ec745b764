// The texts refine's own components and hooks ask the i18n provider for by key (their buttons, their
// notifications of a save or delete, the unsaved-changes warning): the provider answers them from here, and
// `{{name}}` is filled with the value refine passes. Our own screens never ask by key: they read the
// catalogue's constants.
import { MESSAGES } from "./messages";

export const REFINE_TEXTS = {
  notifications: {
    success: MESSAGES.success,
    error: MESSAGES.error,
    createSuccess: MESSAGES.success,
    createError: MESSAGES.error,
    editSuccess: MESSAGES.success,
    editError: MESSAGES.error,
    deleteSuccess: MESSAGES.success,
    deleteError: MESSAGES.error,
    undoable: "Tiene {{seconds}} segundos para deshacer",
    importProgress: "Importando: {{processed}}/{{total}}",
  },
  buttons: {
    create: "Crear",
    save: "Guardar",
    logout: "Cerrar sesión",
    delete: "Eliminar",
    edit: "Editar",
    cancel: "Cancelar",
    confirm: "¿Está seguro?",
    filter: "Filtrar",
    clear: "Limpiar",
    refresh: "Actualizar",
    show: "Ver",
    list: "Lista",
    undo: "Deshacer",
    import: "Importar",
    export: "Exportar",
    clone: "Clonar",
    notAccessTitle: "No tiene permiso de acceso",
  },
  warnWhenUnsavedChanges: "¿Está seguro de salir? Hay cambios sin guardar.",
} as const;
