// The entity definition: one plain object per master entity, read by the server and by the browser.
// From it the server derives the drizzle table, the paged contract's SDL, the list whitelist, create / update /
// delete with company scoping, audit and "in use" refusal, the export source, the `tablas` row and the
// input limits; the browser derives the list, view, edit and create pages and the menu entry. It holds no
// React and no drizzle, so both sides import it as it is.
import type { AccessAction, EntityAccessRule, FieldAccess } from "./access";
import { DEFAULT_PRECISION, DEFAULT_SCALE } from "../domain/decimal";
import type { Gender } from "../i18n/messages";
import type { MenuIconName } from "./menu-icon-names";
import type { EntityHooks, FieldValidator, RecordValidator } from "./customization";
import { entityNames } from "./names";
import type { ModuleFieldType } from "./field-types/names";

/**
 * How a field is stored and typed in the contract: a float is a double precision column (Float); a duration is
 * whole seconds in an integer column (Int), shown as days + hh:mm and edited as hours and minutes.
 */
export type EntityFieldType = "text" | "integer" | "boolean" | "float" | "duration" | EntityMoreFieldType | ModuleFieldType;
/**
 * an instant (DateTime, timestamptz) shown as a date or as a date and time; a decimal of fixed precision and
 * scale (numeric(p, s), its text in the contract: '1234.50'); a calendar day with no time (a date column,
 * 'YYYY-MM-DD' in the contract, shown 'DD/MM/YYYY')
 */
export type EntityMoreFieldType = "date" | "datetime" | "decimal" | "day";
/** The types the engine handles itself; the others are modules (shared/entities/field-types). */
export type CoreFieldType = "text" | "integer" | "boolean" | "float" | "duration" | EntityMoreFieldType;

/** A field naming a row of another table (a foreign key to its "id"), picked in the form with the search select. */
export interface EntityRelation {
  /** the SQL table named, e.g. "syspoblaciones" (a catalog table or another entity's) */
  table: string;
  /** its column naming a row, read into the field's joined label, e.g. "descripcion" */
  labelColumn: string;
  /** the paged list operation the form's search select reads, e.g. "sysPoblaciones" */
  operation: string;
  /** the refusal of an id with no such row, e.g. 'La población de origen no existe' */
  missing: string;
}

/**
 * A field naming several rows of another table (shared/entities/many-to-many.ts): no column of the entity's table but
 * a join table `<table>_<field>` of (idregistro, idrelacionado) pairs, each a foreign key (the record's deleted with
 * it); an integer list of ids in the contract, with `<field>Etiquetas` their labels in the same order; a multiple
 * search select in the form, the labels joined by ', ' in the list and the export.
 */
export interface EntityManyToMany {
  /** the SQL table named, e.g. "ramos" (a catalog table or another entity's: then only the caller's company's rows) */
  table: string;
  /** its column naming a row, e.g. "nombre" */
  labelColumn: string;
  /** the paged list operation the form's search select reads, e.g. "ramosInfo" */
  operation: string;
  /** the refusal of an id with no such row in the caller's reach; default 'Algún registro elegido no existe o es de otra empresa' */
  missing?: string;
}

/** The column of another table whose rows name a record (e.g. viajes.idruta). */
export interface EntityReference {
  table: string;
  column: string;
  /** false: the table has no "idempresa" (e.g. detallesplanviaje), any of its rows counts */
  company?: false;
}

export interface EntityField {
  /** the screen's label, also the `tablas` column label and the audit log's */
  label: string;
  type: EntityFieldType;
  /** NOT NULL, non-null in the contract's input, 'Requerido' in the form and on the server */
  required?: boolean;
  /**
   * a text's longest length ('Debe tener max N crts.'), enforced by the form, the server and a CHECK constraint;
   * a multi-line text has MULTILINE_TEXT_MAX when it gives none
   */
  max?: number;
  /** a decimal's digits in all and after the point (default 12 and 2): 'Debe tener máximo N decimales' */
  precision?: number;
  scale?: number;
  /** a text of several lines: a text area in the form, one line (cut with an ellipsis) in the list */
  multiline?: true;
  /** a number's least value (an integer, a float, a duration's seconds): 'Debe ser mayor o igual a N' */
  min?: number;
  /** a number's exclusive least value ('Debe ser mayor a N'), checked by the form and the server */
  greaterThan?: number;
  /** an integer naming a row of another table (its foreign key); its label is read by a `join` field */
  relation?: EntityRelation;
  /** an integer field naming several rows of another table through a generated join table (EntityManyToMany) */
  manyToMany?: EntityManyToMany;
  /**
   * a read-only text: the label of the row the named relation field points at (a LEFT JOIN in the list and
   * the record, e.g. origen from idorigen); not stored, not in the input
   */
  join?: string;
  /**
   * the value stored when the caller sends none (e.g. a route's description 'origen - destino via'), computed
   * from the other values and the relations' labels (under their `join` fields' names); the column is NOT NULL
   */
  fill?(values: Readonly<Record<string, unknown>>): unknown;
  /** a duration's form inputs: the names of its hours and minutes fields */
  parts?: { hours: string; minutes: string };
  /**
   * the value a create stores when the caller sends none (booleans default to false), and the value a new record's
   * form starts with: a number, a text or a boolean as the field's type (an option's value for an option field)
   */
  default?: number | boolean | string;
  /**
   * the column's default for rows written elsewhere, when the field has no `default`: the table's DDL only, neither
   * what a create stores nor what the form starts with (e.g. a required distance the user must type)
   */
  columnDefault?: number | boolean | string;
  /**
   * the allowed values and their labels (a select in the form and the filter, the label in the table, the view,
   * the export and the audit log; the server and, for a text, a CHECK constraint refuse any other): an integer's by
   * number, a text's by the stored string, or a text's list of strings, each its own label
   */
  options?: EntityOptions;
  /** the value always stored, whatever the caller sends (an event's indicadorpuestocontrol) */
  fixed?: number | boolean;
  /**
   * the table column: width, hidden until shown in the column chooser, its alignment in the `tablas` row
   * (booleans, options and durations are centred), no filter on the screen (the server's whitelist still has
   * it); false: not a column
   */
  list?: { width?: number; hidden?: boolean; align?: "left" | "center" | "right"; filterable?: false; orderable?: false } | false;
  /** false: not in the form; or the input's placeholder and its grid span out of 24 */
  form?: false | { placeholder?: string; span?: number };
  /** false: not shown in view mode */
  view?: false;
  /** a list of values of the type (the contract's `[T!]`, stored as a JSON array) */
  array?: true;
  /** not a column of the table: a column of the relation of its server part (`from`) (e.g. a joined name), never written */
  computed?: true;
  /** false: not a filter, not an order of the list (the server's whitelist, the `tablas` column) */
  filterable?: false;
  orderable?: false;
  /** the contract's description of the field */
  description?: string;
  /**
   * the column allows null although the input requires a value or stores a fixed one (rows written elsewhere,
   * e.g. physical posts): nullable in the contract's type and the derived table
   */
  nullable?: true;
  /** the `tablas` column's header tooltip (a phone column is `format: "phone"`, one without order `list.orderable: false`) */
  tablas?: { tooltip: string };
  /** the export's cell of a stored value when not the value itself (e.g. 'Físico' / 'Virtual') */
  exportFormat?(value: unknown): string;
  /**
   * false: stored but not written by create / update (not in the input, the defaults nor the form's values; a new
   * record gets the column's default), e.g. a flag only another operation toggles (a plan's Habilitar)
   */
  input?: false;
  /**
   * a text's format, checked by the form and the server: an e-mail address (MESSAGES.invalidEmail) or a phone, one
   * or several separated by commas (MESSAGES.invalidPhone, shared/domain/phone-number.ts; a PHONE column)
   */
  format?: EntityTextFormat;
  /** a text stored in lower case (e.g. an e-mail that names a login) */
  lowercase?: true;
  /**
   * the field's own check after its rules pass (shared/entities/customization.ts): a Spanish message refuses the
   * value, shown under the field in the form, in REST's and GraphQL's refusal and in the import's preview
   */
  validate?: FieldValidator;
  /**
   * who may read and write the field (shared/entities/access.ts): a field the caller may not read is null in every
   * answer and hidden on screen; one it may not write is refused when a change of it is sent, and disabled in the form
   */
  access?: FieldAccess;
}

/** A field's allowed values and their labels: by value (`{ 1: "BAJA" }`, `{ ALTA: "Alta" }`), or a text's list of values. */
export type EntityOptions = Readonly<Record<number, string>> | Readonly<Record<string, string>> | readonly string[];

/** The formats of a text field (shared/entities/rules.ts, the `tablas` column type). */
export type EntityTextFormat = "email" | "phone";

/**
 * The rows of the table the entity covers when not all the company's: those whose column holds the value (e.g.
 * usuarios' traffic controllers, idsysperfil 1). The default update and delete see only those, a create stores the
 * value; the list reads them through its server part's `from` when it has one, else the table filtered by it.
 */
export interface EntityScope {
  column: string;
  value: number;
}

/**
 * Who may do what (the permission table's row for the entity): a preset's name (`signedIn`: any user of the company;
 * `adminRole`: role 3; `tripDeletionAllowed`: never company 3) or a function of the caller and the record
 * (shared/entities/access.ts, where the presets are functions too, to put together).
 */
export type { EntityAccessRule } from "./access";
export type EntityAction = AccessAction;

/** A read-only entity's operations (shared/entities/read-only.ts): the paged list and one record, no writes. */
export type ReadOnlyOperations = Pick<EntityOperations, "list" | "one">;

export interface EntityOperations {
  /** the paged list, e.g. "eventosV2" */
  list: string;
  /** one record by id, e.g. "eventoV2" */
  one: string;
  create: string;
  update: string;
  /** spelled as the contract spells it, e.g. "daleteEvento" */
  delete: string;
  /** the input argument of create / update, e.g. "evento" */
  inputName: string;
  /** the update's id argument when not "id", e.g. "idUser" */
  updateId?: string;
}

/** A deletion refused while other rows name the record (e.g. reports of an event). */
/** How the audit log's screen words a recorded value: a number, Sí/No or a quantity ('1.107,6'); default as recorded. */
export type EntityAuditFormat = "number" | "boolean" | "quantity";

/** A value an entity's audit entries record: its label, its wording and, for an id, the record naming it. */
export interface EntityAuditField {
  label: string;
  format?: EntityAuditFormat;
  /** an id of a row of this table: the log shows the row's label column */
  relation?: { table: string; labelColumn: string };
}

export interface EntityInUse {
  /** the columns whose rows name the record, e.g. reportes.idevento (the caller's company's rows count) */
  by: readonly EntityReference[];
  /** the refusal, given the quoted names of the records in use (none: a row added meanwhile, caught by its foreign key) */
  message(names: string[]): string;
}

/** A unique index over some columns and the refusal of a write that breaks it (its 23505 caught). */
export interface EntityUnique {
  /** the index, e.g. "rutas_unica_uq" */
  name: string;
  /** its columns in order, e.g. idempresa, idorigen, iddestino, via */
  columns: readonly string[];
  message: string;
}

export interface EntityDefinition<F extends Record<string, EntityField> = Record<string, EntityField>> {
  /** the key its names were derived from (shared/entities/names.ts), e.g. "Eventos" */
  key?: string;
  /** the Refine resource name and the permission table's key, e.g. "eventos" */
  name: string;
  /** the SQL table, e.g. "eventos" (it has "id" serial and "idempresa" besides the fields) */
  table: string;
  /** the contract's object type, e.g. "Evento" (its page is "<plural>Page", its input "<type>Input") */
  typeName: string;
  /** the contract's page type; default `${typeName}sPage` */
  pageTypeName?: string;
  /**
   * the entity's names; `gender` (of the Spanish noun: "m" el / asociados, "f" la / asociadas) words the messages
   * that name it, e.g. another entity's refused deletion 'tiene notas asociadas'; left out: masculine
   */
  labels: { singular: string; plural: string; title: string; gender?: Gender };
  /** the list's path, e.g. "/home/Eventos" */
  route: string;
  /**
   * the side-menu entry: group, icon, the entry's text when not labels.title, and its place among the
   * entities' entries (`order`, lower first; without it, after those that have one, in the registry's order)
   */
  menu?: { group?: string; icon: MenuIconName; label?: string; order?: number };
  operations: EntityOperations | ReadOnlyOperations;
  /** the rule of each action; an action left out is any signed-in user's */
  access?: Partial<Record<EntityAction, EntityAccessRule>>;
  /** the audit log's entity name, e.g. "Evento"; none: no audit entries */
  audit?: string;
  /**
   * what its hand-written writes record in the audit log under names its fields do not declare (a plan's rows, a
   * user's control post), or a declared field worded otherwise there (coordinates as recorded): by name
   */
  auditFields?: Readonly<Record<string, EntityAuditField>>;
  /** the `tablas` id of the list's column settings (and its `tablas` row), e.g. 2002 */
  tableId?: number;
  /** the `tablas` row's group and description */
  tableGroup?: string;
  tableDescription?: string;
  /** the `tablas` row's icon when not the menu entry's */
  tableIcon?: MenuIconName;
  /** POST /api/v1/filesDoc idquery; none: no export */
  exportId?: number;
  /**
   * false: no spreadsheet import, and no Importar button. Required of an entity whose create or update the server
   * writes by hand (server/entities/overrides.ts): a file's rows would skip that code's rules, so the server refuses
   * to start when such an entity would still offer an import.
   */
  import?: false;
  /** default 20 */
  defaultPageSize?: number;
  /** the field naming a record (a deletion's audit entry and refusal); default the first text field */
  titleField?: string;
  /** refusing a deletion while other rows name the record (the table has "idempresa": the caller's rows count) */
  inUse?: EntityInUse;
  /** message of a record not found (update, read after a create) */
  notFound: string;
  /** one unique index and its message */
  unique?: EntityUnique;
  /** the form shows this message for any failed save, in place of the server's (routes) */
  saveError?: string;
  fields: F;
  /**
   * false: the table is declared by hand (one the engine cannot derive), not derived: in the entity's folder
   * (entities/<name>/server/table.ts) when it is the entity's own, else in server/db/schema when the entity's rows are
   * a part (its `scope`) of a table the server shares (the users')
   */
  derivedTable?: false;
  /** the record's idempresa is in the contract (after id, non-null) and read with it, not a filter */
  companyInContract?: true;
  /** the list's columns (the `tablas` row, the screen's fields) in this order; default the fields' order */
  columns?: readonly string[];
  /** the contract's input type when not `${typeName}Input` (e.g. "PuestoControlVirtualInput") */
  inputType?: string;
  /** only the records whose field holds a value are edited and deleted (e.g. virtual posts); see EntityWritableWhen */
  writableWhen?: EntityWritableWhen;
  /** objects of the contract made of stored fields (e.g. geolocalizacion { latitud longitud }), by name */
  groups?: Readonly<Record<string, EntityGroup>>;
  /** the export's file title when not the entity's name */
  exportTitle?: string;
  /**
   * the input types its `schema.graphql` adds for its hand-written operations, each with the entity's fields it
   * carries, which give it their text limits (e.g. a control-post user's `PuestoControlUsuarioInput`)
   */
  moreInputs?: Readonly<Record<string, readonly string[]>>;
  /**
   * more arguments of the create and update mutations, after the input, as SDL (e.g. a plan's
   * `detalles: [DetallePlanViajeInput!]!`); their types are the module's, and the overrides that read them too
   */
  mutationArguments?: string;
  /** the update's more arguments when not the create's (e.g. a plan's `detalles` optional: left out, kept) */
  updateArguments?: string;
  /** the rows of the table it covers, when not all the company's */
  scope?: EntityScope;
  /** the `tablas` row's name, title, alias, list read and column order when not the entity's (e.g. a tab's row) */
  tableRow?: EntityTableRow;
  /**
   * the lists its screen shows beside its own that the browser alone declares (the users screen's control-post
   * users and drivers tabs): the server writes their `tablas` rows from them, after the entities' own
   */
  tabs?: readonly EntityTabDefinition[];
  /**
   * the whole record's check (rules across fields), after the fields' own: a message naming no field, or one per
   * field, shown under that field (shared/entities/customization.ts)
   */
  validate?: RecordValidator;
  /** code run around the default create, update and delete, whichever way they are called (shared/entities/customization.ts) */
  hooks?: EntityHooks;
}

/**
 * A list the browser alone declares as an entity: its rows come from hand-written resolvers over other tables
 * (e.g. the audit log, the users screen's post and driver tabs). It only reads (a paged list and, when its rows
 * open, one record), and it is never in the registry (entities/index.ts): the server derives no table,
 * contract, permission nor export from it, and a `tablas` row only for a tab an entity names (`tabs`,
 * EntityTabDefinition). The engine draws its pages as it draws an entity's.
 */
export type BrowserEntityDefinition<F extends Record<string, EntityField> = Record<string, EntityField>> = Omit<
  EntityDefinition<F>,
  "table" | "typeName" | "pageTypeName" | "notFound" | "operations" | "audit" | "tableGroup" | "tableDescription" | "tableIcon" | "tableRow" | "tabs"
> & { operations: { list: string; one?: string } };

/** A `tablas` row's words when not its entity's (server/entities/table-definition.ts derives the rest). */
export interface EntityTableRow {
  name?: string;
  title?: string;
  /** the tab key of a screen with tabs (e.g. "TRAFIC") */
  alias?: string;
  /** the view or table the server reads the list from; default the entity's table */
  tableref?: string;
  /** the row's column order when not the screen's fields' (`columns`, else the fields' order) */
  columnOrder?: readonly string[];
}

/**
 * A browser-only list that an entity's screen shows as a tab beside its own (its rows read by hand-written
 * resolvers): its `tablas` row is the entity's to declare, so it carries the row's id and words, and the list the
 * server reads, since it has no table of its own. It imports nothing of React, so both sides read it.
 */
export type EntityTabDefinition<F extends Record<string, EntityField> = Record<string, EntityField>> = Omit<BrowserEntityDefinition<F>, "tableId"> &
  Pick<EntityDefinition<F>, "tableGroup" | "tableDescription"> & {
    tableId: number;
    tableRow: EntityTableRow & { tableref: string };
    /** the row's icon, an antd icon's name as the screens' own rows give it (no menu entry draws it) */
    tableIcon?: string;
  };

/** Declares a tab's browser-only list, keeping its field names in its type. */
export function defineEntityTab<F extends Record<string, EntityField>>(tab: EntityTabDefinition<F>): EntityTabDefinition<F> {
  return tab;
}

/** Every `tablas` id an entity declares: its own list's and its tabs'. */
export const tableIdsOf = (entity: Pick<EntityDefinition, "tableId" | "tabs">): number[] => [
  ...(entity.tableId === undefined ? [] : [entity.tableId]),
  ...(entity.tabs ?? []).map((tab) => tab.tableId),
];

/** What the browser's pages are drawn from: a registry entity, or a browser-only one. */
export type PagesEntity = EntityDefinition | BrowserEntityDefinition;

/** Declares a browser-only entity, keeping its field names in its type. */
export function defineBrowserEntity<F extends Record<string, EntityField>>(entity: BrowserEntityDefinition<F>): BrowserEntityDefinition<F> {
  return entity;
}

/**
 * Records written elsewhere that this entity's writes leave alone: only those whose `field` holds `value` are
 * edited or deleted; the server refuses the others with the messages, the screen neither selects nor edits them.
 */
export interface EntityWritableWhen {
  field: string;
  value: number | boolean;
  /** the refusal of editing another record */
  edit: string;
  /** the refusal of a deletion naming another record (nothing is deleted) */
  delete: string;
}

/**
 * An object of the contract made of stored fields, e.g. geolocalizacion { latitud longitud } from the columns
 * latitud and longitud (shared/entities/groups.ts). Its parts are columns, listed and exported, but in the contract
 * only inside the object: null when a part is null, and written from the input's object.
 */
export interface EntityGroup {
  label: string;
  /** the contract's object and input types, declared by a module (e.g. Geolocalizacion, GeolocalizacionInput) */
  type: string;
  inputType: string;
  /** the stored fields it is made of, each under its own name in the object */
  parts: readonly string[];
  /** required: the refusal of a missing object, a part that is not a finite number or is out of its bound */
  missing?: string;
  /** each part's largest absolute value, e.g. latitud 90 */
  bounds?: Readonly<Record<string, number>>;
  /** the contract's descriptions of the object and of the input's */
  description?: string;
  inputDescription?: string;
}

/** a field's keys that EntityField does not have, each typed never: the compiler names the unknown key and its field */
type UnknownKeys<T> = { [K in Exclude<keyof T, keyof EntityField>]: never };

/**
 * What a definition file declares: its `key`, from which every name of the entity is derived (shared/entities/names.ts),
 * and a name only where the contract it serves spells it otherwise (e.g. eventos' "daleteEvento"). `readOnly`: the
 * paged list and one record, no writes.
 */
export type EntityDeclaration<F extends Record<string, EntityField> = Record<string, EntityField>> = Omit<
  EntityDefinition<F>, "name" | "table" | "typeName" | "route" | "operations"
> & {
  /** the Spanish plural of what the entity holds, in PascalCase, e.g. "NotasRuta" */
  key: string;
  name?: string;
  table?: string;
  typeName?: string;
  route?: string;
  operations?: Partial<EntityOperations>;
  readOnly?: true;
};

/** A definition that spells every name itself (a test's entity, which needs no key). */
type SpelledOutEntity<F extends Record<string, EntityField>> = EntityDefinition<F> & { key?: undefined; readOnly?: undefined };

const isKeyed = <F extends Record<string, EntityField>>(d: EntityDeclaration<F> | SpelledOutEntity<F>): d is EntityDeclaration<F> =>
  typeof d.key === "string";

/**
 * Declares an entity, keeping its field names in its type; a field's unknown key does not compile. The names the
 * declaration leaves out are derived from its key.
 */
export function defineEntity<F extends Record<string, EntityField>>(
  declaration: (EntityDeclaration<F> | SpelledOutEntity<F>) & { fields: { [K in keyof F]: F[K] & UnknownKeys<F[K]> } },
): EntityDefinition<F> {
  if (!isKeyed(declaration)) return declaration;
  const { key, readOnly, operations, ...rest } = declaration;
  const names = entityNames(key);
  const all = { ...names.operations, ...operations };
  return {
    ...rest,
    key,
    name: declaration.name ?? names.name,
    table: declaration.table ?? names.table,
    typeName: declaration.typeName ?? names.typeName,
    pageTypeName: declaration.pageTypeName ?? names.pageTypeName,
    route: declaration.route ?? names.route,
    operations: readOnly ? { list: all.list, one: all.one } : all,
  };
}

/** The contract's input type of an entity, e.g. "EventoInput". */
export const inputTypeName = (entity: EntityDefinition): string => entity.inputType ?? `${entity.typeName}Input`;
/** The contract's page type of an entity, e.g. "EventosPage". */
export const pageTypeName = (entity: EntityDefinition): string => entity.pageTypeName ?? `${entity.typeName}sPage`;

/** The field naming a record: `titleField`, or the first stored text field. */
export const titleFieldOf = (entity: EntityDefinition): string | undefined =>
  entity.titleField ?? storedFields(entity).find(([, f]) => f.type === "text")?.[0];

/** The fields stored in the entity's table: every field but the joined labels and the `from` relation's computed ones. */
export function storedFields(entity: EntityDefinition): [string, EntityField][] {
  return Object.entries(entity.fields).filter(([, f]) => f.join === undefined && !f.computed);
}

/** The joined labels: each `join` field with its relation field's name and relation. */
export const joinedFields = (entity: EntityDefinition): { name: string; from: string; relation: EntityRelation }[] =>
  Object.entries(entity.fields).flatMap(([name, f]) => {
    const relation = f.join === undefined ? undefined : entity.fields[f.join]?.relation;
    if (f.join !== undefined && !relation) throw new Error(`${entity.name}.${name}: ${f.join} is not a relation field`);
    return relation ? [{ name, from: f.join!, relation }] : [];
  });

/** a multi-line text's longest length when its field gives none */
export const MULTILINE_TEXT_MAX = 2000;

/** A text field's longest length: its `max`, a multi-line text's default, or none. */
export const textMaxOf = (field: EntityField): number | undefined =>
  field.type !== "text" ? undefined : (field.max ?? (field.multiline ? MULTILINE_TEXT_MAX : undefined));

/** An option field's values (numbers for an integer, strings for a text) and their labels, in order. */
export function optionEntries(field: EntityField): [value: string | number, label: string][] {
  const { options } = field;
  if (!options) return [];
  if (Array.isArray(options)) return (options as readonly string[]).map((v) => [v, v]);
  // an integer's and a duration's values are numbers; a text's and a multi-select's, texts
  return Object.entries(options).map(([v, label]) => [field.type === "integer" || field.type === "duration" ? Number(v) : v, label]);
}

/** A decimal field's digits in all and after the point. */
export const decimalOf = (field: EntityField): { precision: number; scale: number } => ({
  precision: field.precision ?? DEFAULT_PRECISION,
  scale: field.scale ?? DEFAULT_SCALE,
});

/** The label of an option field's value, or null. */
export function optionLabel(field: EntityField, value: unknown): string | null {
  if (!field.options || value === null || value === undefined || value === "") return null;
  return optionEntries(field).find(([v]) => String(v) === String(value))?.[1] ?? null;
}

/**
 * 'Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)': the message of a value outside a field's options (a value that is
 * its own label is named once: 'Debe ser Norte o Sur').
 */
export function optionsMessage(options: EntityOptions): string {
  const entries: [string, string][] = Array.isArray(options) ? (options as readonly string[]).map((v) => [v, v]) : Object.entries(options);
  const items = entries.map(([value, label]) => (value === label ? value : `${value} (${label})`));
  const last = items.pop();
  return items.length ? `Debe ser ${items.join(", ")} o ${last}` : `Debe ser ${last}`;
}

type FieldValue<F extends EntityField> = F extends { manyToMany: object }
  ? number[]
  : F["type"] extends "text" | "date" | "datetime" | "decimal" | "day" | "image" | "file" | "url" | "time"
    ? string
    : F["type"] extends "boolean" ? boolean : F["type"] extends "multiselect" ? string[] : F["type"] extends "json" ? unknown : number;

/** A stored record of an entity: id, the company and each stored field (null where the column allows it). */
export type EntityRecord<E extends EntityDefinition> = { id: number; idempresa: number } & {
  -readonly [K in keyof E["fields"] as E["fields"][K] extends { join: string } ? never : K]: E["fields"][K] extends
    | { required: true }
    | { default: unknown }
    | { fixed: unknown }
    | { type: "boolean" }
    | { type: "multiselect" }
    | { fill: unknown }
    ? FieldValue<E["fields"][K]>
    : FieldValue<E["fields"][K]> | null;
};
