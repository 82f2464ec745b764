// The side menu's texts of the screens and groups the app declares itself (an entity's entry is named in its
// own definition). 'Estadisticas' and 'Gestion' are written as the product names them.
export const MENU_TEXTS = {
  seguimiento: "Seguimiento",
  flota: "Flota en vivo",
  contenedores: "Contenedores",
  historial: "Historial",
  estadisticas: "Estadisticas",
  gestion: "Gestion",
  eliminarViaje: "Eliminar viaje",
  gestorDescargas: "Gestor de descargas",
  maestras: "Maestras",
  configuracion: "Configuración",
  configuracionArc: "Configuración de ARC",
  integraciones: "Integraciones",
  auditoria: "Auditoría",
} as const;
