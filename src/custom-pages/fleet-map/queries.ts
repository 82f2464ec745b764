// The fleet map's GraphQL: its open trips with a position (flotaViajes), and the `eta` selection the trips
// lists read too.

/** The selection of `eta` for a trips query (gql-query-builder takes it as a field). */
export const ETA_SELECTION = "eta { fecha tarde citadescargue }";

export const FLOTA_QUERY = `query FlotaViajes($filters: [FilterInput!]) { flotaViajes(filters: $filters) {
  id placa ruta ultimoevento fechahoraultimoevento fechahoraproximopuestocontrol fechahoraproximallamada fechahoraproximogps
  alerta_llamada alerta_gps geolocalizacion { latitud longitud } ${ETA_SELECTION} } }`;
