// The trips history screen.
export const HISTORY_TITLE = "Historial de viajes";
