// System states and system events, the one source of both catalogues. The ids are
// fixed by the spec's rules; the descriptions are the ones a Colombian road-cargo operator uses.
// docs/adr/0003-catalogue-states-and-events.md carries the same tables: change both together. The ids the rules name are in
// shared/domain/catalog.ts.
import { NEVER_OFFERED_EVENTS } from "@shared/domain/contacts";

export type StateScope = "viaje" | "remesa" | "contenedor";

export interface SysState {
  id: number;
  descripcion: string;
  iconname: string;
  ambito: StateScope;
}

export interface SysEvent {
  id: number;
  descripcion: string;
  iconname: string;
  /** false for system events never offered to clients (1, 22-25, 30-32) */
  indicadorvisiblecliente: boolean;
}

// 3, 6 and 9 are both trip and shipment states; their ambito is their first use, the trip.
export const SYS_ESTADOS: SysState[] = [
  { id: 1, descripcion: "PROGRAMADO", iconname: "ScheduleOutlined", ambito: "viaje" },
  { id: 2, descripcion: "PAUSADO", iconname: "PauseCircleOutlined", ambito: "viaje" },
  { id: 3, descripcion: "PENDIENTE DE CARGUE", iconname: "ClockCircleOutlined", ambito: "viaje" },
  { id: 4, descripcion: "CANCELADO", iconname: "CloseCircleOutlined", ambito: "viaje" },
  { id: 5, descripcion: "LLEGADA A CARGUE", iconname: "LoginOutlined", ambito: "viaje" },
  { id: 6, descripcion: "EN CARGUE", iconname: "InboxOutlined", ambito: "viaje" },
  { id: 7, descripcion: "TERMINADO", iconname: "CheckCircleOutlined", ambito: "viaje" },
  { id: 8, descripcion: "LLEGADA A DESCARGUE", iconname: "FlagOutlined", ambito: "remesa" },
  { id: 9, descripcion: "EN DESCARGUE", iconname: "ExportOutlined", ambito: "viaje" },
  { id: 10, descripcion: "EN RUTA", iconname: "TruckOutlined", ambito: "viaje" },
  { id: 11, descripcion: "EN DESTINO", iconname: "EnvironmentOutlined", ambito: "viaje" },
  { id: 12, descripcion: "CUMPLIDA", iconname: "FileDoneOutlined", ambito: "remesa" },
  { id: 13, descripcion: "EN TRANSITO", iconname: "NodeIndexOutlined", ambito: "remesa" },
  { id: 14, descripcion: "CERRADO", iconname: "LockOutlined", ambito: "viaje" },
  { id: 15, descripcion: "LIQUIDADO", iconname: "AuditOutlined", ambito: "viaje" },
  { id: 16, descripcion: "FACTURADO", iconname: "DollarOutlined", ambito: "viaje" },
  { id: 17, descripcion: "ARCHIVADO", iconname: "FolderOutlined", ambito: "viaje" },
  { id: 18, descripcion: "LLENO EN TRANSITO", iconname: "ContainerOutlined", ambito: "contenedor" },
  { id: 19, descripcion: "VACIO PENDIENTE DE DEVOLUCION", iconname: "RollbackOutlined", ambito: "contenedor" },
  { id: 20, descripcion: "DEVUELTO A PATIO", iconname: "CheckCircleOutlined", ambito: "contenedor" },
  { id: 21, descripcion: "EN MORA", iconname: "WarningOutlined", ambito: "contenedor" },
];

const events: [number, string, string][] = [
  // the fixed event option shows exactly this text
  [1, "Salida de cargue", "LogoutOutlined"],
  [2, "INICIO DE VIAJE", "PlayCircleOutlined"],
  [3, "LLEGADA A CARGUE", "LoginOutlined"],
  [4, "INICIO DE CARGUE", "InboxOutlined"],
  [5, "CARGUE FINALIZADO", "CodeSandboxOutlined"],
  [6, "INICIO DE DESCARGUE", "ImportOutlined"],
  [7, "LLEGADA A DESCARGUE", "FlagOutlined"],
  [8, "DESCARGUE FINALIZADO", "ExportOutlined"],
  [9, "REPORTE DE BASCULA", "DashboardOutlined"],
  [10, "PASO POR PUESTO DE CONTROL", "SafetyCertificateOutlined"],
  [11, "REPORTE GPS", "AimOutlined"],
  [12, "LLAMADA AL CONDUCTOR", "PhoneOutlined"],
  [13, "CANCELACION DE VIAJE", "CloseCircleOutlined"],
  [14, "PAUSA DE VIAJE", "PauseCircleOutlined"],
  [15, "REPORTE GENERAL", "EditOutlined"],
  [16, "REPORTE DE DOCUMENTOS", "FileTextOutlined"],
  [17, "NOVEDAD", "InfoCircleOutlined"],
  [18, "LLEGADA A PUESTO DE CONTROL", "GatewayOutlined"],
  [19, "SALIDA DE PUESTO DE CONTROL", "SendOutlined"],
  [20, "DETENER VEHICULO", "StopOutlined"],
  [21, "CONTINUAR VIAJE", "PlayCircleOutlined"],
  [22, "CREACION DE VIAJE", "PlusCircleOutlined"],
  [23, "MODIFICACION DE VIAJE", "EditOutlined"],
  [24, "ASIGNACION DE CONTROLADOR", "UserSwitchOutlined"],
  [25, "SINCRONIZACION RNDC", "CloudSyncOutlined"],
  [26, "INICIO DE PERNOCTE", "HourglassOutlined"],
  [27, "FIN DE PERNOCTE", "FieldTimeOutlined"],
  [28, "ACTIVAR VIA LIBRE", "UnlockOutlined"],
  [29, "QUITAR VIA LIBRE", "LockOutlined"],
  [30, "DEVOLVER VIAJE TERMINADO", "RollbackOutlined"],
  [31, "DEVOLVER VIAJE CANCELADO", "RollbackOutlined"],
  [32, "AJUSTE ADMINISTRATIVO", "ToolOutlined"],
  [33, "PENDIENTE DEVOLUCION DE CONTENEDOR", "ContainerOutlined"],
  [34, "ACTIVAR TRANSITO SOLAR", "SunOutlined"],
  [35, "QUITAR TRANSITO SOLAR", "MinusCircleOutlined"],
  [36, "CUMPLIR REMESA", "FileDoneOutlined"],
  [37, "NOVEDAD DE REMESA", "ExceptionOutlined"],
  [38, "TERMINAR VIAJE", "CheckCircleOutlined"],
  [39, "ACTIVAR ULTIMA MILLA", "HomeOutlined"],
  [40, "QUITAR ULTIMA MILLA", "ShopOutlined"],
];

export const SYS_EVENTOS: SysEvent[] = events.map(([id, descripcion, iconname]) => ({
  id,
  descripcion,
  iconname,
  indicadorvisiblecliente: !NEVER_OFFERED_EVENTS.includes(id),
}));

const eventDescriptions = new Map(SYS_EVENTOS.map((e) => [e.id, e.descripcion]));

export function eventDescription(id: number): string {
  const text = eventDescriptions.get(id);
  if (text === undefined) throw new Error(`unknown system event ${id}`);
  return text;
}
