// The trip detail's GraphQL documents, beside the page (one queries.ts per route); the
// answer types come from the generated contract types.
import { REPORT_TRIP_FIELDS, type ReportTrip } from "@/custom-pages/reports/queries";
import type {
  ConductorDetalle, ObservacionViaje, PlanViajePorViaje, Remesa, Trazabilidad, VehiculoDetalle, Viaje,
} from "@/graphql/schema.types";

const DETAIL_FIELDS = [
  "id", "numero", "idsysestado", "estado", "placa", "trailerplaca", "ruta", "origen", "destino", "cliente", "alerta",
  "nombreconductor", "telefonoconductor", "idvehiculo", "idconductor", "idplanviaje", "fechahoraultimoevento",
  "idproximopuestocontrol", "proximopuestocontrol", "mercancias", "modalidadnombre", "numerocontenedor",
];
/** The detail's own fields plus what the report buttons' next-event rules need. */
export const TRIP_FIELDS = [
  ...new Set<string>([...DETAIL_FIELDS, ...REPORT_TRIP_FIELDS]),
  { geolocalizacion: ["latitud", "longitud"] },
  { eta: ["fecha", "tarde", "citadescargue", "retraso", "restantekm", "paradas"] },
];

export type TripInfo = Pick<
  Viaje,
  | "id" | "numero" | "idsysestado" | "estado" | "placa" | "trailerplaca" | "ruta" | "origen" | "destino" | "cliente"
  | "alerta" | "nombreconductor" | "telefonoconductor" | "idvehiculo" | "idconductor" | "idplanviaje"
  | "fechahoraultimoevento" | "idproximopuestocontrol" | "proximopuestocontrol" | "mercancias" | "modalidadnombre"
  | "numerocontenedor" | "geolocalizacion" | "eta"
> &
  ReportTrip;

export const VEHICLE = `query Vehiculo($id: Int!) { vehiculo(id: $id) {
  id placa tipo marca modelo color nombrepropietario telefonopropietario foto gpsusuario gpsurl } }`;
export type VehicleInfo = Omit<VehiculoDetalle, "gpscontrasena">;

export const DRIVER = `query ConductorInfo($id: Int!) { conductorInfo(id: $id) {
  id nombre numerodocumento telefono contactos { nombre telefono } foto fotominiatura placa } }`;
export type DriverInfo = ConductorDetalle;

export const TRACEABILITY = `query TrazabilidadInfo($id: Int!, $pagination: PaginationInput) {
  trazabilidadInfo(id: $id, pagination: $pagination) { totalreg data {
    id idviaje puestocontrol evento sysevento novedad lugar fechahora fechareporte usuario numberdocs idsysevento idevento
    idsremesas remesas aplicacion geolocalizacion { latitud longitud } orden } } }`;
export type TraceabilityRow = Trazabilidad;

export const PLAN = `query PlanviajePorViaje($idviaje: Int!) { planviajePorViaje(idviaje: $idviaje) {
  id codigo descripcion primerreporte puestosreportados planviajedetalles {
    id idplanviaje idpuestocontrol puestocontrol direccion duracion distancia orden indicadorfisico indicadorpernoctar
    indicadoraltoriesgo geolocalizacion { latitud longitud } } } }`;
export type TripPlan = PlanViajePorViaje;

const PLAN_ANSWER = `id codigo descripcion primerreporte puestosreportados planviajedetalles {
  id idplanviaje idpuestocontrol puestocontrol direccion duracion distancia orden indicadorfisico indicadorpernoctar
  indicadoraltoriesgo geolocalizacion { latitud longitud } }`;
export const UPDATE_PLAN_ROW = `mutation UpdateDetallePlanViaje($idviaje: Int!, $id: Int!, $detalle: DetallePlanViajeEdicionInput!) {
  updateDetallePlanViaje(idviaje: $idviaje, id: $id, detalle: $detalle) { ${PLAN_ANSWER} } }`;
export const DELETE_PLAN_ROW = `mutation DeleteDetallePlanViaje($idviaje: Int!, $id: Int!) {
  deleteDetallePlanViaje(idviaje: $idviaje, id: $id) { ${PLAN_ANSWER} } }`;
export const MOVE_PLAN_ROW = `mutation MoveDetallePlanViaje($idviaje: Int!, $id: Int!, $direccion: MovimientoDetalle!) {
  moveDetallePlanViaje(idviaje: $idviaje, id: $id, direccion: $direccion) { ${PLAN_ANSWER} } }`;

export const SHIPMENTS = `query RemesasInfo($idviaje: Int!) { remesasInfo(idviaje: $idviaje) {
  id idviaje numeroremesa idcliente clienteempresatransportadora idsysestado estado direccionremitente direcciondestinatario
  origen destino documentocliente contenido empaque destinatario remitente lugar generadorCarga observaciones numerocontenedor
  fechahoracitacargue fechahoracarguesalida fechahoracitadescargue fechahoradescarguellegada correoreporte } }`;
export type Shipment = Remesa;

export const UPDATE_ALERT = `mutation UpdateAlert($id: Int!, $alerta: String) { updateAlert(id: $id, alerta: $alerta) { id alerta } }`;

const OBSERVATION = "id idusuario idviaje usuarionombre ultimovisto observacion fecha";
export const OBSERVATIONS = `query Observacionesviaje($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  observacionesviaje(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { ${OBSERVATION} } } }`;
export const CREATE_OBSERVATION = `mutation CreateObservacionesViaje($observacionesviaje: ObservacionesViajeInput!) {
  createObservacionesViaje(observacionesviaje: $observacionesviaje) { ${OBSERVATION} } }`;
export const UPDATE_OBSERVATION = `mutation UpdateObservacionesViaje($id: Int!, $observacionesviaje: ObservacionesViajeInput!) {
  updateObservacionesViaje(id: $id, observacionesviaje: $observacionesviaje) { ${OBSERVATION} } }`;
export type Observation = ObservacionViaje;
