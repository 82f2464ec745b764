// What each export query id reads: the list (relation, whitelist of fields,
// filters and orders, company scope) the screen uses, the table whose `campos` label the header, the
// default file title and the cells shown differently from the stored value.
import type { Context } from "../../context";
import type { ListSpec, OrderArg } from "../../graphql/paging";
import { VIAJES_LIST } from "../../graphql/modules/viajes/fields";
import { companyTripOrder } from "../../graphql/modules/viajes/company-order";
import { riskLabel } from "@shared/domain/risk-levels";
import { TABLE_IDS } from "@shared/config";
import { TRAZABILIDAD_LIST } from "./relations";
import type { EntityDefinition } from "@shared/entities/types";
import { entityExportSources } from "../../entities/export-source";
import { assertUniqueIds, entityIdOwners } from "../../entities/unique-ids";

export type CellValue = string | number | Date;

export interface ExportSource {
  /** file title when the request names none */
  title: string;
  list: ListSpec;
  /** `tablas` id whose `campos` label the header row; fields without a label keep their name */
  table: number | null;
  /** export field → the `campos` field carrying its label, where they differ */
  labelOf?: Record<string, string>;
  /** filters the request must carry (the traceability is always one trip's) */
  requiredFilters?: string[];
  /** the screen's order when the request gives none */
  defaultOrders?: (ctx: Context) => Promise<OrderArg[]>;
  /** display formats of stored values (e.g. seconds shown as days + hh:mm) */
  formats?: Record<string, (value: unknown) => CellValue>;
  /** the entity it exports: its list rule lets the caller export, its fields' read rules empty cells or leave columns out */
  entity?: EntityDefinition;
}

/**
 * Export query ids: 1 traceability, 2 trips, 3 containers, 4 control posts, 6 routes, 7 events.
 * (3 could be read as "trips returning a container"; it is the container list, as the export's other
 * callers use it; the pending-containers trip list exports with idquery 2 and
 * its devolviendocontenedor filter.)
 */
const SCREEN_EXPORTS: Record<number, ExportSource> = {
  1: { title: "trazabilidad", list: TRAZABILIDAD_LIST, table: TABLE_IDS.trazabilidad, labelOf: { fecha: "fechahora" }, requiredFilters: ["idviaje"] },
  2: {
    title: "viajes",
    list: VIAJES_LIST,
    table: TABLE_IDS.viajes,
    defaultOrders: (ctx) => companyTripOrder(ctx),
    // the screen's risk column
    formats: { tiporiesgo: (v) => riskLabel(v) ?? "NA" },
  },
};

const built = new WeakMap<readonly EntityDefinition[], Record<number, ExportSource>>();

/**
 * The export sources of an app serving `entities`: the screens' and every entity's with an export id (3 containers,
 * 4 control posts, 6 routes, 7 events… entities/), built once per list. An entity's export id taken by a screen's
 * export or by another entity stops the app here, naming both.
 */
export function exportSources(entities: readonly EntityDefinition[]): Record<number, ExportSource> {
  let sources = built.get(entities);
  if (!sources) {
    assertUniqueIds("exportId", [
      ...Object.entries(SCREEN_EXPORTS).map(([id, source]) => ({ id: Number(id), owner: `export "${source.title}" (server/rest/export/sources.ts)` })),
      ...entityIdOwners(entities, "exportId"),
    ]);
    sources = { ...SCREEN_EXPORTS, ...entityExportSources(entities) };
    built.set(entities, sources);
  }
  return sources;
}
