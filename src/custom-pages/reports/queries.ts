// The report forms' GraphQL documents and the trip fields ReportButtons needs.
import type { Remesa, Trazabilidad, UtilsReport, Viaje } from "@/graphql/schema.types";
import type { CreateReporteV2Mutation } from "@/graphql/operations.types";

export const CREATE_REPORT = `mutation CreateReporteV2($reportes: [ReporteInput!]!) { createReporteV2(reportes: $reportes) {
  id idsysevento idsremesas idevento evento fechahora puestocontrol novedad documentosreporte { id archivo } uploadLinks { key url } } }`;
export const UTILS_REPORT = `query UtilsReport($idviaje: Int!, $idsysevento: Int) { utilsReport(idviaje: $idviaje, idsysevento: $idsysevento) {
  id gpsurl gpsusuario ruta telefono idvehiculo idruta idultimoreporte idconductor ultimoreporte numero placa nombreconductor } }`;
export const HIDDEN_TYPES = `query TiposReporteOcultos { tiposReporteOcultos }`;
export { GET_DATE } from "@/hooks/queries";
export const LAST_REPORTS = `query UltimosReportes($id: Int!, $pagination: PaginationInput) { trazabilidadInfo(id: $id, pagination: $pagination) {
  totalreg data { id fechahora evento sysevento novedad usuario lugar puestocontrol } } }`;
export const PLAN_POSTS = `query PlanPuestos($idviaje: Int!) { planviajePorViaje(idviaje: $idviaje) { id puestosreportados
  planviajedetalles { id idpuestocontrol puestocontrol orden } } }`;

/** Trip fields ReportButtons reads: add them to the trip detail's query (see README of the reports folder). */
export const REPORT_TRIP_FIELDS = [
  "id", "idsysestado", "idproximosysevento", "idproximopuestocontrol", "proximopuestocontrol", "fechahoraproximopuestocontrol",
  "fechahoraproximallamada", "fechahoraproximogps", "fechahoraultimoevento", "lugar", "retenerviaje", "indicadorvialibre",
  "indicadortransitosolar", "indicadorultimamilla", "devolviendocontenedor",
] as const;

export type ReportTrip = Pick<Viaje, (typeof REPORT_TRIP_FIELDS)[number]>;
export type ReportShipment = Pick<Remesa, "id" | "numeroremesa" | "idsysestado" | "origen" | "destino" | "fechahoracitacargue"> &
  Partial<Pick<Remesa, "estado" | "clienteempresatransportadora">>;
export type LastReport = Pick<Trazabilidad, "id" | "fechahora" | "evento" | "sysevento" | "novedad" | "usuario" | "lugar" | "puestocontrol">;
export type TripReportInfo = UtilsReport;

/** One report as createReporteV2 answers it (CREATE_REPORT's selection). */
export type CreatedReport = CreateReporteV2Mutation["createReporteV2"][number];
