// Who may do what with an entity's records and fields: plain functions of the caller (role, company, user) and,
// where there is one, the record. The server's operations layer asks them for every way in (GraphQL, REST, the
// export and the import), and the browser's pages ask the very same ones to hide what the server would refuse.
//
// A function asked with no record answers "may the caller do this at all" (the list, a create, a column, a form
// field of a new record); asked with a record, "may the caller do it to this record" (open it, edit it, delete it,
// see or change one of its fields). A function that only looks at the caller answers both the same way; one that
// reads the record must answer true when it is given none, unless the action is never allowed at all.
import { ADMIN_ROLE, COMPANY_WITHOUT_TRIP_DELETION } from "../config";
import type { VisibilityRule } from "../domain/visibility-rule";
import type { Gender } from "../i18n/messages";

/** Who asks: the session's role, company and user (the browser knows all three from its session too). */
export interface AccessCaller {
  role: number | null | undefined;
  company: number | null | undefined;
  userId?: number | null;
}

/** What an access function is given: the caller, and the record when the question is about one. */
export interface AccessArgs {
  caller: AccessCaller;
  /** the stored record as the list reads it (no record: the question is about the action or the field at all) */
  record?: Readonly<Record<string, unknown>>;
}

/**
 * A rule as a function: true lets the caller through. It must be pure (no database, no clock): the browser runs it
 * too. `refusal` is the Spanish message of a refusal when the generic one does not say enough.
 */
export interface AccessFunction {
  (args: AccessArgs): boolean;
  refusal?: string;
}

/** The rules by name: any user of the company, role 3 only, and never company 3 (trip deletion). */
export type AccessPreset = "signedIn" | VisibilityRule;

/** An action's rule in a definition: a preset's name (as the definitions have always said it) or a function. */
export type EntityAccessRule = AccessPreset | AccessFunction;

/** Who may read and write one field; a key left out is anyone who may do the entity's action. */
export interface FieldAccess {
  /** who sees the field: refused, it is null in every answer (list, record, REST, export) and hidden on screen */
  read?: AccessFunction;
  /** who sets it on a new record (left out: `update` decides) */
  create?: AccessFunction;
  /** who changes it: refused, the server refuses a sent change naming the field, and the form shows it disabled */
  update?: AccessFunction;
}

export const ADMIN_ONLY = "Solo un administrador (rol 3) puede realizar esta acción";
export const COMPANY_CANNOT_DELETE = "La empresa no tiene permitido eliminar viajes";

const named = (run: (args: AccessArgs) => boolean, refusal?: string): AccessFunction => Object.assign(run, refusal === undefined ? {} : { refusal });

/** The presets as functions, by name. */
export const PRESETS: Readonly<Record<AccessPreset, AccessFunction>> = {
  signedIn: named(() => true, ADMIN_ONLY),
  adminRole: named(({ caller }) => caller.role === ADMIN_ROLE, ADMIN_ONLY),
  tripDeletionAllowed: named(({ caller }) => caller.company !== COMPANY_WITHOUT_TRIP_DELETION, COMPANY_CANNOT_DELETE),
};

/** The function of a rule (a preset's by its name). */
export const accessFunction = (rule: EntityAccessRule): AccessFunction => (typeof rule === "function" ? rule : PRESETS[rule]);

/** Whether the caller passes a rule, for the record or, with none, at all. */
export const passesAccess = (rule: EntityAccessRule, caller: AccessCaller, record?: AccessArgs["record"]): boolean =>
  accessFunction(rule)({ caller, record });

/**
 * The presets and ways of putting rules together, for a definition's `access` and its fields' (e.g.
 * `edit: access.any(access.adminRole, access.ownRecord("idusuario"))`).
 */
export const access = {
  ...PRESETS,
  /** every rule passes; a refusal is the first failing rule's */
  all(...rules: EntityAccessRule[]): AccessFunction {
    const parts = rules.map(accessFunction);
    return Object.assign((args: AccessArgs) => parts.every((fn) => fn(args)), { parts });
  },
  /** one rule passes */
  any(...rules: EntityAccessRule[]): AccessFunction {
    const fns = rules.map(accessFunction);
    return named((args) => fns.some((fn) => fn(args)));
  },
  /**
   * the record's `field` holds the caller's user id (e.g. the user who wrote it); with no record, true: the caller
   * may act on the records that are its own
   */
  ownRecord(field: string): AccessFunction {
    return named(({ caller, record }) => record === undefined || (caller.userId != null && Number(record[field]) === caller.userId));
  },
  /** a function of the definition's own, with the Spanish message the server answers when it refuses */
  rule(run: (args: AccessArgs) => boolean, refusal: string): AccessFunction {
    return named(run, refusal);
  },
  /** a role among those given */
  roles(...roles: number[]): AccessFunction {
    return named(({ caller }) => caller.role != null && roles.includes(caller.role));
  },
} as const;

/** The rule of `access.all` that refuses, for its message (the rule itself for any other). */
export function refusingRule(rule: AccessFunction, args: AccessArgs): AccessFunction {
  const parts = (rule as AccessFunction & { parts?: AccessFunction[] }).parts;
  return parts?.find((part) => !part(args)) ?? rule;
}

export type AccessAction = "list" | "show" | "create" | "edit" | "delete";

const VERBS: Record<AccessAction, string> = { list: "consultar", show: "ver", create: "crear", edit: "modificar", delete: "eliminar" };

/** 'este registro' said of an entity's record: 'esta nota', 'este evento'. */
const thisOne = (singular: string, gender: Gender | undefined) => `${gender === "f" ? "esta" : "este"} ${singular.toLowerCase()}`;

/**
 * The refusal of a function that says no: 'No tiene permiso para consultar notas', '… para crear notas', '… para
 * modificar esta nota', '… para eliminar esta nota'.
 */
export function accessRefusal(labels: { singular: string; plural: string; gender?: Gender }, action: AccessAction): string {
  const what = action === "list" || action === "create" ? labels.plural.toLowerCase() : thisOne(labels.singular, labels.gender);
  return `No tiene permiso para ${VERBS[action]} ${what}`;
}

/** 'No tiene permiso para modificar el campo «Precio»' (or to read it, in a filter or an order). */
export const fieldRefusal = (label: string, kind: "read" | "write"): string =>
  `No tiene permiso para ${kind === "read" ? "ver" : "modificar"} el campo «${label}»`;

interface AccessibleField {
  label: string;
  access?: FieldAccess;
  /** a joined label is read as its relation field is */
  join?: string;
}

/** Whether the caller may read the field: of this record, or with none, at all (a joined label as its relation field). */
export function canReadField(fields: Readonly<Record<string, AccessibleField>>, name: string, caller: AccessCaller, record?: AccessArgs["record"]): boolean {
  const field = fields[name];
  if (!field) return true;
  const own = field.access?.read;
  if (own && !own({ caller, record })) return false;
  return field.join === undefined || field.join === name ? true : canReadField(fields, field.join, caller, record);
}

/** Whether the caller may write the field on a new record (`create`) or on this one (`update`); with no record, at all. */
export function canWriteField(field: AccessibleField | undefined, operation: "create" | "update", caller: AccessCaller, record?: AccessArgs["record"]): boolean {
  const rule = operation === "create" ? (field?.access?.create ?? field?.access?.update) : field?.access?.update;
  return !rule || rule({ caller, record });
}

/** Whether any field of the entity has a read rule (its answers are then masked). */
export const hasReadRules = (fields: Readonly<Record<string, AccessibleField>>): boolean =>
  Object.values(fields).some((f) => f.access?.read !== undefined);

/** The names of the fields the caller may not read at all (no column, no filter, no order, no export cell). */
export const unreadableFields = (fields: Readonly<Record<string, AccessibleField>>, caller: AccessCaller): string[] =>
  hasReadRules(fields) ? Object.keys(fields).filter((name) => !canReadField(fields, name, caller)) : [];

/**
 * The record as the caller may see it: each field it may not read of this record set to null (the key stays, so
 * GraphQL, REST and the screen all get the same shape), with what `beside` says is read beside it (its type's).
 */
export function readableRecord<R extends Readonly<Record<string, unknown>>>(
  fields: Readonly<Record<string, AccessibleField>>, caller: AccessCaller, record: R, beside: (name: string) => readonly string[] = () => [],
): R {
  if (!hasReadRules(fields)) return record;
  const hidden = Object.keys(fields).filter((name) => name in record && !canReadField(fields, name, caller, record));
  if (!hidden.length) return record;
  const out: Record<string, unknown> = { ...record };
  for (const name of hidden) {
    out[name] = null;
    // what is read beside it (e.g. a many-to-many field's labels)
    for (const other of beside(name)) if (other in out) out[other] = null;
  }
  return out as R;
}
