// The fleet map's GraphQL: its open trips with a position (flotaViajes) with the trips list's timer columns
// and settings, the municipalities of its offline background, and the `eta` selection the trips lists read too.
import { TIMER_SETTING_FIELDS } from "@/custom-pages/trips-list/trips-config";
import { TIMER_COLUMNS } from "@shared/domain/timers";

/** The selection of `eta` for a trips query (gql-query-builder takes it as a field). */
export const ETA_SELECTION = "eta { fecha tarde citadescargue retraso restantekm paradas }";

export const FLOTA_QUERY = `query FlotaViajes($filters: [FilterInput!]) { flotaViajes(filters: $filters) {
  id numero placa ruta ultimoevento fechahoraultimoevento geolocalizacion { latitud longitud } ${ETA_SELECTION}
  ${Object.keys(TIMER_COLUMNS).join(" ")} ${TIMER_SETTING_FIELDS.join(" ")} } }`;

export const POBLACIONES_MAPA_QUERY = `query PoblacionesMapa { poblacionesMapa { id descripcion latitud longitud } }`;
