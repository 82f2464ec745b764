// Every module's resolvers: the contract's parts that belong to no one entity (an entity's own are in its folder,
// entities/<name>/). A new module adds its schema.graphql beside its resolvers and one line here.
import type { Resolvers } from "../types.generated";
import { baseResolvers } from "./base/resolvers";
import { catalogosResolvers } from "./catalogos/resolvers";
import { settingsResolvers } from "./settings/resolvers";
import { tablasResolvers } from "./tablas/resolvers";
import { viajesResolvers } from "./viajes/resolvers";
import { poblacionesResolvers } from "./poblaciones/resolvers";
import { viajeDetalleResolvers } from "./viaje-detalle/resolvers";
import { trazabilidadResolvers } from "./trazabilidad/resolvers";
import { remesasResolvers } from "./remesas/resolvers";
import { planviajeViajeResolvers } from "./planviaje-viaje/resolvers";
import { alertaResolvers } from "./alerta/resolvers";
import { observacionesResolvers } from "./observaciones/resolvers";
import { archivosResolvers } from "./archivos/resolvers";
import { feedResolvers } from "./feed/resolvers";
import { clientesViajesResolvers } from "./clientes-viajes/resolvers";
import { reportesResolvers } from "./reportes/resolvers";
import { estadisticasResolvers } from "./estadisticas/resolvers";
import { eliminarViajeResolvers } from "./eliminar-viaje/resolvers";
import { auditoriaResolvers } from "./auditoria/resolvers";
import { etaResolvers } from "./eta/resolvers";
import { flotaResolvers } from "./flota/resolvers";
import { vistasResolvers } from "./vistas/resolvers";
import { triageResolvers } from "./triage/resolvers";
import { imagenesResolvers } from "./imagenes/resolvers";
import { subidaArchivoResolvers } from "./subida-archivo/resolvers";

export const moduleResolvers: Resolvers[] = [
  baseResolvers,
  viajesResolvers,
  catalogosResolvers,
  settingsResolvers,
  tablasResolvers,
  poblacionesResolvers,
  viajeDetalleResolvers,
  trazabilidadResolvers,
  remesasResolvers,
  planviajeViajeResolvers,
  alertaResolvers,
  observacionesResolvers,
  feedResolvers,
  clientesViajesResolvers,
  reportesResolvers,
  archivosResolvers,
  estadisticasResolvers,
  eliminarViajeResolvers,
  auditoriaResolvers,
  etaResolvers,
  flotaResolvers,
  vistasResolvers,
  triageResolvers,
  imagenesResolvers,
  subidaArchivoResolvers,
];
