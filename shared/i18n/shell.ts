// The texts of the frame around every screen: the product's name, the header and its user menu, the live
// feed's status, the footer's pagination, the command palette, the keyboard shortcuts and the browser tab's
// titles of the screens outside the side menu.

export const APP_TEXTS = {
  title: "Torre de Control",
  /** the close button of a modal (antd writes it in English whatever its locale) */
  close: "Cerrar",
  serverTimeUnavailable: "No se puede obtener la hora",
} as const;

/** the browser tab's title of the screens outside the side menu */
export const PAGE_TITLES = {
  login: "Iniciar sesión",
  changePassword: "Cambiar contraseña",
  trip: "Detalle del viaje",
  gallery: "Galería del viaje",
  playground: "Mapa de prueba",
} as const;

export const HEADER_TEXTS = {
  openSidebar: "Abrir menú",
  changePassword: "Cambiar contraseña",
  logout: "Cerrar sesión",
  userMenu: "Menú de usuario",
  theme: "Tema",
  themes: { system: "Según el sistema", light: "Claro", dark: "Oscuro" },
} as const;

/** the live feed's status in the header */
export const FEED_TEXTS = {
  live: "En vivo",
  reconnecting: "Reconectando…",
  offline: "Sin conexión",
  liveHint: "Los reportes nuevos llegan solos a esta pantalla.",
  reconnectingHint: "Se perdió la conexión en vivo; se vuelve a intentar sola.",
  offlineHint: "Sin conexión en vivo: los reportes nuevos no llegan hasta que vuelva. Se sigue intentando.",
  reason: (reason: string) => `Motivo: ${reason}`,
} as const;

export const PAGINATION_TEXTS = {
  first: "Primera página",
  previous: "Página anterior",
  next: "Página siguiente",
  last: "Última página",
  of: (current: number, pages: number) => `${current} de ${pages}`,
  pageSize: "Registros por página",
} as const;

export const PALETTE_TEXTS = {
  title: "Ir a…",
  placeholder: "Pantalla, manifiesto o placa (Ctrl+K)",
  screens: "Pantallas",
  trips: "Viajes",
  trip: (numero: string, placa: string) => `Manifiesto ${numero} · ${placa}`,
} as const;

export const SHORTCUT_TEXTS = {
  title: "Atajos de teclado",
  keys: "Teclas",
  action: "Acción",
  palette: "Abrir la búsqueda: ir a una pantalla o buscar un viaje",
  report: "En una fila de Seguimiento: abrir los reportes del viaje",
  open: "En una fila de Seguimiento: abrir el detalle del viaje",
  help: "Mostrar esta lista de atajos",
  close: "Cerrar la ventana abierta",
} as const;

/**
 * The error pages: /Home/network-error keeps the connection problem's wording; an unknown path and another
 * role's screen say what happened.
 */
export const ERROR_PAGE_TEXTS = {
  connectionError: {
    title: "Ocurrió un problema de conexión",
    subtitle: "No se pudo mostrar la página solicitada. Revise su conexión e intente de nuevo.",
  },
  notFound: { title: "Página no encontrada", subtitle: "La dirección solicitada no existe." },
  forbidden: { title: "No tiene permiso", subtitle: "Su usuario no tiene acceso a esta página." },
  home: "Ir a la página principal",
} as const;
