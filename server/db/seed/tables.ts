// Table definitions served by `tablas`: one per list of the product, with its columns.
import { TABLE_CONFIG_KEY, TABLE_IDS } from "@shared/config";
import { entities as registry } from "@entities";
import type { EntityDefinition } from "@shared/entities/types";
import { entityTabTableDefinitions, entityTableDefinitions } from "../../entities/table-definition";
import { assertUniqueIds, entityIdOwners } from "../../entities/unique-ids";

export type TableKey = keyof typeof TABLE_IDS;
export type ColumnType = "TEXT" | "DATE" | "DATE-TIME" | "TIME" | "BOOLEAN" | "NUMERIC" | "PHONE";

export interface ColumnDefinition {
  field: string;
  label: string;
  type: ColumnType;
  width: number;
  hidden?: boolean;
  orderable?: boolean;
  filterable?: boolean;
  tooltip?: string;
  textAling?: "left" | "center" | "right";
}

export interface TableDefinition {
  id: number;
  name: string;
  title: string;
  descripcion: string;
  alias: string;
  group: string;
  icon: string;
  /** the view or table the server reads the list from */
  tableref: string;
  columns: ColumnDefinition[];
}

type Col = [field: string, label: string, type: ColumnType, width: number, options?: Omit<ColumnDefinition, "field" | "label" | "type" | "width">];
const cols = (list: Col[]): ColumnDefinition[] => list.map(([field, label, type, width, options]) => ({ field, label, type, width, ...options }));
const hidden = { hidden: true } as const;
const center = { textAling: "center" } as const;

const tripTimers: Col[] = [
  ["fechahoraultimallamada", "Última llamada", "DATE-TIME", 130, { tooltip: "Tiempo desde la última llamada", ...center }],
  ["fechahoraproximallamada", "Próxima llamada", "DATE-TIME", 130, { tooltip: "Retraso de la llamada", ...center }],
  ["ultimo_reporte_gps", "Último GPS", "DATE-TIME", 130, { tooltip: "Tiempo desde el último reporte GPS", ...center }],
  ["fechahoraproximogps", "Próximo GPS", "DATE-TIME", 130, { tooltip: "Retraso del reporte GPS", ...center }],
  ["tiempo_ult_rep_otros", "Último otro reporte", "DATE-TIME", 130, { tooltip: "Tiempo desde el último reporte que no es llamada ni GPS", ...center }],
];

const tripsColumns: Col[] = [
  ["numero", "Manifiesto", "TEXT", 110],
  ["placa", "Placa", "TEXT", 90],
  ["estado", "Estado", "TEXT", 140],
  ...tripTimers,
  ["nombreconductor", "Conductor", "TEXT", 200],
  ["telefonoconductor", "Teléfono conductor", "PHONE", 130, { orderable: false }],
  ["cliente", "Cliente", "TEXT", 200],
  ["origen", "Origen", "TEXT", 140],
  ["destino", "Destino", "TEXT", 140],
  ["ruta", "Ruta", "TEXT", 240],
  ["ultimoevento", "Último evento", "TEXT", 180],
  ["fechahoraultimoevento", "Fecha último evento", "DATE-TIME", 150],
  ["proximopuestocontrol", "Próximo puesto de control", "TEXT", 200],
  ["fechahoraproximopuestocontrol", "Hora próximo puesto", "DATE-TIME", 150],
  ["lugar", "Ubicación", "TEXT", 200],
  ["tiporiesgo", "Riesgo", "NUMERIC", 80, center],
  ["controlador", "Controlador", "TEXT", 180],
  ["id", "Viaje", "NUMERIC", 80],
  ["fecha", "Fecha", "DATE", 110],
  ["nombreusuarioultimoreporte", "Usuario último reporte", "TEXT", 180, hidden],
  ["trailerplaca", "Tráiler", "TEXT", 90, hidden],
  ["mercancias", "Mercancía", "TEXT", 180, hidden],
  ["modalidadnombre", "Modalidad", "TEXT", 120, hidden],
  ["documentocliente", "Documento cliente", "TEXT", 130, hidden],
  ["comercial", "Comercial", "TEXT", 160, hidden],
  ["tipovehiculo", "Tipo de vehículo", "TEXT", 130, hidden],
  ["numerodocumentoconductor", "Cédula conductor", "TEXT", 120, hidden],
  ["numerocontenedor", "Contenedor", "TEXT", 130, hidden],
  ["empresatransportadora", "Empresa transportadora", "TEXT", 200, hidden],
  ["alerta", "Alerta", "TEXT", 200, hidden],
  ["novedad", "Novedad", "TEXT", 200, hidden],
  ["indicadoraltoriesgo", "Alto riesgo", "BOOLEAN", 90, { ...hidden, ...center }],
  ["indicadorurgente", "Urgente", "BOOLEAN", 90, { ...hidden, ...center }],
  ["indicadorcostosa", "Costosa", "BOOLEAN", 90, { ...hidden, ...center }],
  ["indicadorDTA", "DTA", "BOOLEAN", 70, { ...hidden, ...center }],
  ["indicadorrestriccion", "Restricción", "BOOLEAN", 100, { ...hidden, ...center }],
  ["indicadorvialibre", "Vía libre", "BOOLEAN", 90, { ...hidden, ...center }],
  ["indicadortransitosolar", "Tránsito solar", "BOOLEAN", 110, { ...hidden, ...center }],
  ["indicadorultimamilla", "Última milla", "BOOLEAN", 100, { ...hidden, ...center }],
  ["retenerviaje", "Retenido", "BOOLEAN", 90, { ...hidden, ...center }],
];

const containerTripColumns: Col[] = [
  ["numero", "Manifiesto", "TEXT", 110],
  ["placa", "Placa", "TEXT", 90],
  ["numerocontenedor", "Contenedor", "TEXT", 130],
  ["estado", "Estado", "TEXT", 140],
  ...tripTimers,
  ["nombreconductor", "Conductor", "TEXT", 200],
  ["telefonoconductor", "Teléfono conductor", "PHONE", 130, { orderable: false }],
  ["cliente", "Cliente", "TEXT", 200],
  ["origen", "Origen", "TEXT", 140],
  ["destino", "Destino", "TEXT", 140],
  ["ultimoevento", "Último evento", "TEXT", 180],
  ["fechahoraultimoevento", "Fecha último evento", "DATE-TIME", 150],
  ["lugar", "Ubicación", "TEXT", 200],
  ["controlador", "Controlador", "TEXT", 180],
  ["id", "Viaje", "NUMERIC", 80],
  ["ruta", "Ruta", "TEXT", 240, hidden],
  ["tiporiesgo", "Riesgo", "NUMERIC", 80, { ...hidden, ...center }],
];

const historyColumns: Col[] = [
  ["id", "Viaje", "NUMERIC", 80],
  ["numero", "Manifiesto", "TEXT", 110],
  ["fecha", "Fecha", "DATE", 110],
  ["placa", "Placa", "TEXT", 90],
  ["estado", "Estado", "TEXT", 130],
  ["cliente", "Cliente", "TEXT", 200],
  ["origen", "Origen", "TEXT", 140],
  ["destino", "Destino", "TEXT", 140],
  ["ruta", "Ruta", "TEXT", 240],
  ["nombreconductor", "Conductor", "TEXT", 200],
  ["ultimoevento", "Último evento", "TEXT", 180],
  ["fechahoraultimoevento", "Fecha último evento", "DATE-TIME", 150],
  ["fechahoraproximallamada", "Próxima llamada", "DATE-TIME", 150],
  ["controlador", "Controlador", "TEXT", 180],
  ["mercancias", "Mercancía", "TEXT", 180],
  ["modalidadnombre", "Modalidad", "TEXT", 120],
  ["numerodocumentoconductor", "Cédula conductor", "TEXT", 120, hidden],
  ["telefonoconductor", "Teléfono conductor", "PHONE", 130, { ...hidden, orderable: false }],
  ["numerocontenedor", "Contenedor", "TEXT", 130, hidden],
  ["documentocliente", "Documento cliente", "TEXT", 130, hidden],
  ["tipovehiculo", "Tipo de vehículo", "TEXT", 130, hidden],
  ["comercial", "Comercial", "TEXT", 160, hidden],
  ["trailerplaca", "Tráiler", "TEXT", 90, hidden],
];

const downloadColumns: Col[] = [
  ["id", "Viaje", "NUMERIC", 80],
  ["numero", "Manifiesto", "TEXT", 110],
  ["fecha", "Fecha", "DATE", 110],
  ["placa", "Placa", "TEXT", 90],
  ["estado", "Estado", "TEXT", 130],
  ["cliente", "Cliente", "TEXT", 200],
  ["origen", "Origen", "TEXT", 140],
  ["destino", "Destino", "TEXT", 140],
  ["nombreconductor", "Conductor", "TEXT", 200],
  ["ultimoevento", "Último evento", "TEXT", 180],
  ["fechahoraultimoevento", "Fecha último evento", "DATE-TIME", 150],
  ["ruta", "Ruta", "TEXT", 240, hidden],
  ["numerocontenedor", "Contenedor", "TEXT", 130, hidden],
];

/** The screens' own lists, which are no entity's: the trips' tables and a trip's traceability. */
const SCREEN_TABLES: readonly TableDefinition[] = [
  {
    id: TABLE_IDS.viajes, name: TABLE_CONFIG_KEY, title: "Viajes", descripcion: "Seguimiento de viajes en curso", alias: "viajes",
    group: "Seguimiento", icon: "CarOutlined", tableref: "viajeslista", columns: cols(tripsColumns),
  },
  {
    id: TABLE_IDS.contenedoresPendientes, name: "contenedorespendientes", title: "Contenedores", descripcion: "Viajes devolviendo contenedor",
    alias: "contenedorespendientes", group: "Seguimiento", icon: "ContainerOutlined", tableref: "viajeslista", columns: cols(containerTripColumns),
  },
  {
    id: TABLE_IDS.historial, name: "history", title: "Historial de viajes", descripcion: "Viajes cerrados y cancelados", alias: "historial",
    group: "Seguimiento", icon: "HistoryOutlined", tableref: "viajeslista", columns: cols(historyColumns),
  },
  {
    id: TABLE_IDS.descargas, name: "downloadmanagment", title: "Gestor de descargas", descripcion: "Descarga de trazabilidad y fotos",
    alias: "descargas", group: "Seguimiento", icon: "DownloadOutlined", tableref: "viajeslista", columns: cols(downloadColumns),
  },
  {
    id: TABLE_IDS.trazabilidad, name: "trazabilidad", title: "Trazabilidad", descripcion: "Reportes de un viaje", alias: "trazabilidad",
    group: "Seguimiento", icon: "BranchesOutlined", tableref: "reportes",
    columns: cols([
      ["orden", "Orden", "NUMERIC", 70, center],
      ["fechahora", "Fecha", "DATE-TIME", 150],
      ["sysevento", "Tipo de reporte", "TEXT", 180],
      ["evento", "Evento", "TEXT", 180],
      ["puestocontrol", "Puesto de control", "TEXT", 180],
      ["lugar", "Lugar", "TEXT", 200],
      ["novedad", "Novedad", "TEXT", 260],
      ["usuario", "Usuario", "TEXT", 160],
      ["remesas", "Remesas", "TEXT", 140, { orderable: false, filterable: false }],
      ["numberdocs", "Fotos", "NUMERIC", 70, { ...center, filterable: false }],
      ["retraso", "Retraso (min)", "NUMERIC", 100, hidden],
      ["fechareporte", "Fecha de registro", "DATE-TIME", 150, hidden],
    ]),
  },
];

/**
 * Every list's settings with those of `entities`: the screens' own, then the entities' (entities/: rutas, eventos,
 * clientes …), then the tabs they name (the users screen's control-post users and drivers). A table id taken twice,
 * by a screen's table, an entity or a tab, stops here, naming both.
 */
export function tableDefinitions(entities: readonly EntityDefinition[]): TableDefinition[] {
  assertUniqueIds("tableId", [
    ...entityIdOwners(entities, "tableId"),
    ...SCREEN_TABLES.map((t) => ({ id: t.id, owner: `table "${t.name}" (server/db/seed/tables.ts)` })),
  ]);
  return [...SCREEN_TABLES, ...entityTableDefinitions(entities), ...entityTabTableDefinitions(entities)];
}

/** The lists' settings of the product's entities (entities/index.ts): what the seed and the start write into a database. */
export const TABLE_DEFINITIONS: TableDefinition[] = tableDefinitions(registry);

/** campos.id of a column: stable across schema changes of other tables (table id * 100 + position) */
export function columnId(tableId: number, position: number): number {
  return tableId * 100 + position;
}
