// Constants of the spec. Shared by the browser app and the server.

/** Application id sent with every request. */
export const APP_ID = 12;
/** Application id of the administrative password reset. */
export const RESET_PASSWORD_APP_ID = 15;
/** Application ids whose traceability places show a map link. */
export const MAP_LINK_APP_IDS = [11, 13] as const;

export const TIME_ZONE = "America/Bogota";
export const SESSION_COOKIE_LIFETIME_MS = 864_000_000;
export const DEFAULT_SESSION_MINUTES = 45;

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE = 1;
/** An invalid page size falls back to this. */
export const FALLBACK_PAGE_SIZE = 10;
/** Footer page sizes. */
export const PAGE_SIZE_OPTIONS = [1, 5, 10, 20, 30, 40, 50, 100, 200, 500] as const;
/** Largest page the server serves; a larger request is capped. */
export const MAX_PAGE_SIZE = 500;
export const FIRST_RENDERED_ROWS = 30;
export const TRACEABILITY_PAGE_SIZE = 100;

export const NOTIFICATION_MS = 5000;
export const TOAST_SHORT_MS = 1500;
export const TOAST_MS = 3000;
export const FILTER_DEBOUNCE_MS = 700;
export const SEARCH_DEBOUNCE_MS = 300;
export const CLICK_GUARD_MS = 500;
export const COPY_CONFIRM_MS = 800;
export const PASSWORD_CHANGE_LOGOUT_MS = 1000;
export const TIME_WRITER_MS = 60_000;
export const LIST_REFETCH_WINDOW_MS = 300_000;
/** reports arriving within this quiet time make one list refetch (docs/adr/0015-trips-list-and-history.md, speed) */
export const LIVE_REFETCH_DEBOUNCE_MS = 500;
/** a steady stream of reports still refreshes the list at least this often */
export const LIVE_REFETCH_MAX_WAIT_MS = 2_000;
export const SOCKET_MAX_RECONNECT_MS = 10_000;
/** the live feed down this long (about five failed attempts) reads 'Sin conexión' instead of 'Reconectando…' */
export const FEED_OFFLINE_AFTER_MS = 30_000;

export const SIDEBAR_COLLAPSED_WIDTH = 50;
export const SIDEBAR_EXPANDED_WIDTH = 200;

export const DEFAULT_ALERT_COLOR = "#808080";
export const DEFAULT_HIGH_ALERT_COLOR = "#FF0000";
export const DEFAULT_MEDIUM_ALERT_COLOR = "#FFA700";

/** Report time tolerance into the future. */
export const REPORT_FUTURE_TOLERANCE_MS = 30_000;

export const MAP_CENTER = { latitud: 3.713739, longitud: -73.091899 } as const;
export const MAP_ZOOM = 6;
/** The route map modal: 800 wide, its map area 600 high. */
export const ROUTE_MAP_SIZE = { width: 800, height: 600 } as const;

/** Table configuration key and store id: the trips list's table (TABLE_IDS.viajes). */
export const TABLE_CONFIG_KEY = "homeT";
export const TABLE_STORE_ID = 1000;

/**
 * The `tablas` ids of the screens' own lists: which column configuration each screen asks the server for. The trips
 * list's is the spec's store id; the others are this product's (docs/adr/0004-table-definitions.md). A master
 * entity's is its definition's `tableId` (2001 and up), and so is a tab's its entity names (`tabs`).
 */
export const TABLE_IDS = {
  /** the trips list, store id 1000 and key 'homeT' */
  viajes: TABLE_STORE_ID,
  contenedoresPendientes: 1001,
  historial: 1002,
  descargas: 1003,
  trazabilidad: 1004,
} as const;

/** Companies with rules of their own. */
export const COMPANY_WITHOUT_TRIP_DELETION = 3;
export const COMPANIES_ORDERED_BY_ID = [3, 8] as const;
/** The role that sees Gestion and Configuración. */
export const ADMIN_ROLE = 3;
