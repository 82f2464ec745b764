// The limits of every free text and of the bounded numbers a mutation writes, in one table read
// by the server (one guard before every resolver, server/graphql/input-guard.ts), by the database (a CHECK
// constraint per column, server/db/schema/length-checks.ts) and by the forms (the rules' `max`). Keyed by the
// GraphQL input type, or `Mutation.<field>` for a mutation's own text argument; a text names the column
// ("table.column") that stores it. An entity's limits come from its definition, so the table is that of a list of
// entities: the app's (the server's input guard), one entity's (its derived table's CHECKs), the product's (the
// hand-written tables of the database schema).
import { decimalOf, inputTypeName, optionEntries, textMaxOf, type EntityDefinition, type EntityField } from "../entities/types";
import { fieldTypeOf } from "../entities/field-types";
import { SNOOZE_REASON_MAX } from "./snooze";
import { WEBHOOK_URL_MAX } from "./webhook-url";
import { TEXT_LIST_ITEM_MAX } from "./text-list";
import { TEXT_LIST_TEXTS } from "../i18n/field-types";
import { atLeastMessage, betweenMessage, maxLengthMessage } from "../i18n/validation";

/** a webhook's description */
export const WEBHOOK_DESCRIPTION_MAX = 200;

export interface TextLimit {
  max: number;
  column: `${string}.${string}`;
  /** the module refuses it first with a message of its own (kept as it was); the guard leaves it to it */
  checkedByModule?: true;
  /**
   * a closed value (an option set's, a decimal's, a calendar day's): the field's own rule refuses anything else and
   * the column's type or its options' CHECK bounds it, so it gets no length CHECK of its own
   */
  closed?: true;
  /**
   * a list of texts: `max` bounds each item, checked by the rules and the guard (a JSON column has no text length
   * for a CHECK to read)
   */
  items?: true;
}
export interface NumberLimit {
  min?: number;
  max?: number;
}

/** free text a report, an instruction or an alert carries */
export const LONG_TEXT_MAX = 2000;
/** a report's request key (a UUID is 36) */
const REQUEST_ID_MAX = 100;
export const VIEW_NAME_MAX = 60;
/** the table a saved view belongs to */
export const VIEW_TABLE_MAX = 100;
/** ARC settings: 'HH:MM', '#RRGGBB' or a column name */
const SETTING_MAX = 30;
/** an API key's name, as its administrator calls it (the audit log's `usuario` of its writes) */
export const API_KEY_NAME_MAX = 60;

const setting = (name: string): TextLimit => ({ max: SETTING_MAX, column: `settings.${name}` });

export const TEXT_LIMITS = {
  ObservacionesViajeInput: { observacion: { max: LONG_TEXT_MAX, column: "observacionesviaje.observacion" } },
  ReporteInput: {
    lugar: { max: LONG_TEXT_MAX, column: "reportes.lugar" },
    novedad: { max: LONG_TEXT_MAX, column: "reportes.novedad" },
    clientrequestid: { max: REQUEST_ID_MAX, column: "reportes.clientrequestid" },
  },
  VistaGuardadaInput: {
    idtable: { max: VIEW_TABLE_MAX, column: "vistasguardadas.idtable", checkedByModule: true },
    nombre: { max: VIEW_NAME_MAX, column: "vistasguardadas.nombre", checkedByModule: true },
  },
  SettingsInput: {
    ordenar_por: setting("ordenar_por"),
    alerta_llamada: setting("alerta_llamada"),
    alerta_gps: setting("alerta_gps"),
    tiempo_alerta_alta: setting("tiempo_alerta_alta"),
    color_alerta_alta: setting("color_alerta_alta"),
    tiempo_alerta_media: setting("tiempo_alerta_media"),
    color_alerta_media: setting("color_alerta_media"),
  },
  "Mutation.updateAlert": { alerta: { max: LONG_TEXT_MAX, column: "viajes.alerta" } },
  "Mutation.silenciarViaje": { motivo: { max: SNOOZE_REASON_MAX, column: "viajes.silenciomotivo" } },
  // REST only (POST /api/v1/api-keys): no GraphQL input carries it; the endpoint refuses a longer one itself
  "REST.api-keys": { nombre: { max: API_KEY_NAME_MAX, column: "clavesapi.nombre", checkedByModule: true } },
  // the webhooks' REST endpoints (server/rest/webhooks), no GraphQL input: checked there
  "Rest.webhooks": {
    url: { max: WEBHOOK_URL_MAX, column: "webhooks.url", checkedByModule: true },
    descripcion: { max: WEBHOOK_DESCRIPTION_MAX, column: "webhooks.descripcion", checkedByModule: true },
  },
} as const satisfies Record<string, Record<string, TextLimit>>;

export const NUMBER_LIMITS = {
  GeolocalizacionInput: { latitud: { min: -90, max: 90 }, longitud: { min: -180, max: 180 } },
  ReporteInput: { retraso: { min: 0 } },
} as const satisfies Record<string, Record<string, NumberLimit>>;

/**
 * The longest text of a closed value, which the contract carries as a String: the longest option of a text's option
 * set, a decimal's digits with its sign and point, a calendar day's 'YYYY-MM-DD'; undefined for any other field.
 */
export function closedTextMax(field: EntityField): number | undefined {
  if (field.array) return undefined;
  if (field.type === "text" && field.options) return Math.max(...optionEntries(field).map(([v]) => String(v).length));
  if (field.type === "decimal") return decimalOf(field).precision + 2;
  if (field.type === "day") return "YYYY-MM-DD".length;
  return undefined;
}

/** An entity field's text limit: its `max` (a multi-line text's default), or a closed value's, or none. */
function entityTextLimit(table: string, name: string, f: EntityField): TextLimit | undefined {
  const column = `${table}.${name}` as const;
  // a type written as a module gives its own (a closed one is bounded by its rule, which refuses first)
  const module = fieldTypeOf(f);
  if (module) {
    const limit = module.textLimit?.(f);
    return limit && { max: limit.max, column, ...(limit.closed ? { closed: true, checkedByModule: true } : {}), ...(limit.items ? { items: true } : {}) };
  }
  if (f.type === "text" && f.array) return { max: f.max ?? TEXT_LIST_ITEM_MAX, column, items: true };
  const max = textMaxOf(f);
  if (max !== undefined) return { max, column };
  const closed = closedTextMax(f);
  return closed === undefined ? undefined : { max: closed, column, checkedByModule: true, closed: true };
}

/** An entity's limited texts (entities/: a text field's `max`, a multi-line text's default, a list's items, closed values), by field. */
export const entityTextLimits = (e: EntityDefinition): Record<string, TextLimit> =>
  Object.fromEntries(
    Object.entries(e.fields)
      .filter(([, f]) => f.join === undefined && !f.computed)
      .flatMap(([name, f]): [string, TextLimit][] => {
        const limit = entityTextLimit(e.table, name, f);
        return limit ? [[name, limit]] : [];
      }),
  );

type Entities = readonly EntityDefinition[];

/** The entities' limited texts, keyed by their input types: each one's own, and those of its `moreInputs` with the fields they carry. */
export const entityInputLimits = (entities: Entities): Record<string, Record<string, TextLimit>> =>
  Object.fromEntries(
    entities.flatMap((e) => {
      const limits = entityTextLimits(e);
      const more = Object.entries(e.moreInputs ?? {}).map(([input, names]) => [input, Object.fromEntries(names.flatMap((n) => (limits[n] ? [[n, limits[n]]] : [])))]);
      return [[inputTypeName(e), limits], ...more];
    }),
  );

const textTables = new WeakMap<Entities, Record<string, Record<string, TextLimit> | undefined>>();
/** The text limits of the screens' inputs and of these entities', built once per list. */
function textsOf(entities: Entities): Record<string, Record<string, TextLimit> | undefined> {
  let texts = textTables.get(entities);
  if (!texts) textTables.set(entities, (texts = { ...TEXT_LIMITS, ...entityInputLimits(entities) }));
  return texts;
}
const numbers: Record<string, Record<string, NumberLimit> | undefined> = NUMBER_LIMITS;

/** The text limits of an input type (or `Mutation.<field>`) among the screens' and these entities' inputs, if any. */
export const textLimitsOf = (owner: string, entities: Entities): Record<string, TextLimit> | undefined => textsOf(entities)[owner];
/** The number limits of an input type, if any. */
export const numberLimitsOf = (owner: string): Record<string, NumberLimit> | undefined => numbers[owner];

/** Why a text breaks its limit ('Debe tener max N crts.'), or a list's item its own, or null. */
export function textLimitError(value: unknown, limit: TextLimit): string | null {
  if (limit.items) {
    const long = Array.isArray(value) && value.some((item) => typeof item === "string" && item.length > limit.max);
    return long ? TEXT_LIST_TEXTS.itemTooLong(limit.max) : null;
  }
  return typeof value === "string" && value.length > limit.max ? maxLengthMessage(limit.max) : null;
}

/** Why a number breaks its limit (range, or not negative), or null; non-numbers are the schema's business. */
export function numberLimitError(value: unknown, limit: NumberLimit): string | null {
  if (typeof value !== "number" || Number.isNaN(value)) return null;
  const { min, max } = limit;
  if (min !== undefined && max !== undefined) return value < min || value > max ? betweenMessage(min, max) : null;
  if (min !== undefined && value < min) return atLeastMessage(min);
  if (max !== undefined && value > max) return `Debe ser menor o igual a ${max}`;
  return null;
}

/** Every limited column of the screens' inputs and these entities' once, with its limit: what the CHECK constraints say. */
export function columnLimits(entities: Entities): { table: string; column: string; max: number }[] {
  const seen = new Map<string, number>();
  for (const fields of Object.values(textsOf(entities))) {
    for (const limit of Object.values(fields ?? {})) {
      if (!limit.closed && !limit.items) seen.set(limit.column, Math.min(seen.get(limit.column) ?? Infinity, limit.max));
    }
  }
  return [...seen].map(([key, max]) => {
    const [table, column] = key.split(".");
    return { table, column, max };
  });
}
