// Functions are declared as methods so a definition of a concrete record type fits the registry's
// ResourceDefinition[] (method parameters are checked bivariantly).
// The declarative resource definition: one object per master entity; the engine generates the
// list page (generic data table), the view/edit/create modal and the menu entry.
import type { BaseRecord } from "@refinedev/core";
import type { ComponentType, ReactNode } from "react";
import type { VisibilityRule } from "@shared/domain/menu";
import type { SystemCatalogs } from "@/hooks/use-system-catalogs";
import type { FieldRules } from "@shared/domain/validators";
import type { Fields, ResourceOperations } from "@/providers/data";
import type { EntityField } from "@shared/entities/types";

/** The spec's column types (TEXT … PHONE) plus the engine's own kinds of field. */
export type FieldType = "TEXT" | "DATE" | "DATE-TIME" | "TIME" | "BOOLEAN" | "NUMERIC" | "PHONE" | "SELECT" | "RELATION" | "GEO" | "DURATION" | "IMAGE" | "FILE" | "LINKS";
/** The filter control a column gets (null: none). */
export type FilterKind = "text" | "number" | "boolean" | "select" | "dateRange" | "member";

export interface SelectOption {
  value: string | number | boolean;
  label: string;
}

/** A field picked with the search select (the generic search list) over a paged operation. */
export interface RelationConfig {
  /** paged list operation, e.g. "sysPoblaciones" */
  operation: string;
  /** the row field shown and searched (contains), e.g. "descripcion" */
  labelField: string;
  /** the record field holding the chosen row's label (filled on pick; shown in view mode), e.g. "origen" */
  labelInto?: string;
}

/** Form rules with the spec's messages (shared/domain/validators.ts, shared with the server). */
export type { FieldRules };

export interface ListColumnOptions<R extends BaseRecord = BaseRecord> {
  /** in the table but hidden until the user shows it in the column chooser */
  hidden?: boolean;
  width?: number;
  /** default true */
  sortable?: boolean;
  /** default true when the type has a filter */
  filterable?: boolean;
  /** overrides the filter chosen from the type */
  filter?: FilterKind;
  /** custom cell; the engine's formatting (NA for empty) is used otherwise */
  render?(value: unknown, record: R): ReactNode;
}

export interface FormFieldOptions {
  rules?: FieldRules;
  placeholder?: string;
  /** inputs for NUMERIC fields */
  minValue?: number;
  maxValue?: number;
  /** grid span out of 24; default 24 */
  span?: number;
  /** read-only for this record (e.g. an e-mail once present) */
  readOnly?(record: BaseRecord | undefined): boolean;
  /**
   * the definition's own check of the field (its validator, then the record's message for it), given every value
   * of the form and whether it creates or updates: a message refuses the value under the field
   */
  validate?(values: Record<string, unknown>, operation: "create" | "update"): Promise<string | undefined>;
  /** the other form values this field's check reads: a change of one checks this field again (once it was checked) */
  dependencies?: string[];
  /** a value edited through several inputs (a duration's hours and minutes), shown together under this field's label */
  parts?: FieldDefinition[];
}

export interface FieldDefinition<R extends BaseRecord = BaseRecord> {
  /** record field (and form field) name */
  name: string;
  /**
   * the entity's declaration of the field: the input reads from it what the entity says (a multi-line text, a
   * decimal's scale, a calendar day); none for a part the engine adds (a duration's hours, a group's object)
   */
  entity?: EntityField;
  label: string;
  type: FieldType;
  /** false: not a table column */
  list?: ListColumnOptions<R> | false;
  /** false: not in the form; the view shows every field with `view` not false */
  form?: FormFieldOptions | false;
  /** false: not shown in view mode; true: shown even when `query` is false (read through extraQueryFields) */
  view?: boolean;
  /** false: a form-only value (e.g. hours of a duration), not read from the server */
  query?: boolean;
  options?: SelectOption[];
  /** options read from the server's system catalogues (fetched once per visit), e.g. the container states */
  catalogOptions?(catalogs: SystemCatalogs): SelectOption[];
  relation?: RelationConfig;
  /** display text in view mode and table (instead of the type's formatting) */
  format?(value: unknown, record: R): string;
  /** the caller may not read the field at all: no column (even one the server's settings list), no view, no form */
  unreadable?: true;
  /** whether the caller may read the field of this record (view mode shows it only then) */
  readableIn?(record: R): boolean;
  /** what view mode shows of the value when not its text (e.g. a link, an indented JSON) */
  show?(value: unknown, record: R): ReactNode;
}

/** A definition's side-menu entry: the registry builds the menu and Refine's resources from these. */
export interface ResourceMenu {
  /** group key of the registry: "gestion", "maestras" or "configuracion"; none: top level */
  group?: string;
  /** the entry's text; default labels.title */
  label?: string;
  icon: ComponentType;
  /** visibility rules of the entry itself, besides its group's (shared/domain/menu.ts) */
  rules?: readonly VisibilityRule[];
}

/** What the rules of a definition know about the signed-in user. */
export interface AccessContext {
  role: number | null;
  company: number | null;
  /** the signed-in user (rules over a record's owner read it) */
  userId?: number | null;
}

/** A plug-in rendered inside the form (a section the field list cannot express). */
export interface FormSectionProps {
  mode: "create" | "edit";
  record: BaseRecord | undefined;
}

/** A plug-in rendered under the record in view mode (a sub-table, an action, a photo). */
export interface ViewSectionProps {
  record: BaseRecord;
  /** closes the modal */
  close: () => void;
}

/**
 * A row action: what it is given to draw itself in the row's Acciones cell (a button, a link) and to act on the row
 * without opening it.
 */
export interface RowActionProps {
  record: BaseRecord;
  /**
   * saves these values (the contract's input, only the fields to change) over the row through the entity's update
   * (its hooks, validators and access rules, as the form's save), shows 'procesos exitoso' or the server's message,
   * and reads the list again
   */
  update(values: Record<string, unknown>): Promise<void>;
  /** reads the list again (after an action that changed the row some other way) */
  refresh(): void;
}

/** A view-mode action that opens a new record's form prefilled from the one shown (e.g. a return plan). */
export interface CreateFromAction<V = Record<string, unknown>> {
  label: string;
  values(record: BaseRecord): V;
}

/** One tab of a resource shown as tabs (e.g. the users screen); each tab is a definition of its own. */
export interface ResourceTab {
  key: string;
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tab is typed by its own record
  definition: ResourceDefinition<any, any>;
}

/** A GraphQL variable of a mutation besides the input (gql-query-builder form). */
export interface MutationVariable {
  value: unknown;
  type: string;
  required?: boolean;
}

export interface ResourceDefinition<R extends BaseRecord = BaseRecord, V = Record<string, unknown>> {
  /** Refine resource name, e.g. "rutas" */
  name: string;
  /** list path, e.g. "/home/Rutas" */
  route: string;
  /** the side-menu entry; without it the route exists but the menu does not show it */
  menu?: ResourceMenu;
  labels: { singular: string; plural: string; title: string };
  operations: ResourceOperations;
  /** extra fields read by list/one besides the definition's own field names */
  extraQueryFields?: Fields;
  /** extra fields only the modal's record (one) reads, kept out of the list's query (e.g. a container's trips) */
  viewQueryFields?: Fields;
  fields: FieldDefinition<R>[];
  /** server column configuration (`tablas` id); without it the definition's list columns are used */
  tableId?: number;
  /** POST /api/v1/filesDoc idquery; without it there is no export menu */
  exportQueryId?: number;
  /** POST path of the spreadsheet import (e.g. /api/v1/rutas/import); without it there is no import button */
  importPath?: string;
  /** default 20 */
  defaultPageSize?: number;
  /** initial order, e.g. { field: "descripcion", type: "ASC" } */
  defaultOrder?: { field: string; type: "ASC" | "DESC" };
  isRowSelectable?(record: R): boolean;
  isRecordEditable?(record: R): boolean;
  canCreate?(access: AccessContext): boolean;
  /** whether the caller may delete records (given one, that record: its row is then selectable for deletion) */
  canDelete?(access: AccessContext, record?: R): boolean;
  /** whether the caller may edit records (given one, that record: the modal offers Editar only then) */
  canEdit?(access: AccessContext, record?: R): boolean;
  /** whether the caller may open a record (given one, that record: its row opens only then) */
  canShow?(access: AccessContext, record?: R): boolean;
  /** whether the caller may read a field (of the record, or with none, at all): the entity's field rules */
  canReadField?(field: string, access: AccessContext, record?: R): boolean;
  /** whether the caller may write a field on a new record (no record) or on this one: otherwise it is disabled in the form */
  canWriteField?(field: string, access: AccessContext, record?: R): boolean;
  /** whether the caller may import a spreadsheet (creates and edits records) */
  canImport?(access: AccessContext): boolean;
  /** record → form values (e.g. seconds → hours and minutes) */
  fromRecord?(record: R): V;
  /** the form values a new record starts with (the fields' defaults) */
  newValues?(): Partial<V>;
  /** form values → the mutation's input */
  toInput?(values: V): Record<string, unknown>;
  /** message when a save fails and the server gives none; default 'Ocurrio un error' */
  saveErrorMessage?: string;
  /** prefer the definition's save message over the server's (e.g. routes) */
  preferSaveErrorMessage?: boolean;
  /** modal width; default 600 */
  modalWidth?: number;
  formSections?: Array<(props: FormSectionProps) => ReactNode>;
  /** the modal's title; default labels.singular */
  modalTitle?(record: R | undefined, mode: "view" | "edit"): string;
  /** plug-ins under the record in view mode */
  viewSections?: Array<(props: ViewSectionProps) => ReactNode>;
  /** each row's actions, drawn in order in a last column 'Acciones' (not a field: no filter, order, chooser nor export) */
  rowActions?: Array<(props: RowActionProps) => ReactNode>;
  /** view-mode actions opening a prefilled new record (e.g. a plan's CHANGE) */
  createFrom?: CreateFromAction<V>[];
  /** form values → extra variables of create/update (e.g. a plan's `detalles`) */
  mutationVariables?(values: V): Record<string, MutationVariable>;
  /**
   * the update's own mutation text when its arguments are not (id, input), e.g.
   * 'mutation ($id: Int!, $controladorTrafico: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, …) { … } }';
   * it receives $id and $<inputName>
   */
  updateMutation?: string;
  /** false: a row click opens nothing (default true) */
  openOnRowClick?: boolean;
  /** the list page shows these tabs, each with its own definition; changing tab clears filters, order, selection */
  tabs?: ResourceTab[];
}

/** What the engine reads from the auth provider's getIdentity: the user id (session). */
export interface EngineIdentity {
  id?: number | string;
}

/** What the engine reads from the auth provider's getPermissions: role and company. */
export interface EnginePermissions {
  roll?: number | string;
  idcompany?: number | string;
  /** the signed-in user's id */
  iduser?: number | string;
}
