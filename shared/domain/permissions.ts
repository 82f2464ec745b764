// The one permission table: resource × action → rule. The server's resolvers authorize through it
// (server/auth/authorize.ts), Refine's accessControlProvider.can asks it for the screen's buttons, and the
// isolation matrix takes its role-3 operations from it. An entity's row comes from its definition's `access`, so
// the table is that of a list of entities (the app's); the hand-written screens' rows are listed here. A rule is a
// preset's name or a function of the caller and the record (shared/entities/access.ts): asked with no record it
// says whether the action is allowed at all, with one whether it is allowed on that record.
import { accessFunction, PRESETS, type AccessCaller, type EntityAccessRule } from "../entities/access";
import type { EntityAction, EntityDefinition } from "../entities/types";

export type PermissionRule = EntityAccessRule;
export type PermissionAction = EntityAction;
/** An action's rule, or rules that must all pass. */
export type PermissionRules = PermissionRule | readonly PermissionRule[];
export type ResourcePermissions = Partial<Record<PermissionAction, PermissionRules>>;

/** Who asks: the session's role and company (and its user, for the rules that read a record's owner). */
export type Caller = AccessCaller;
/** The record an action is about, as the list reads it. */
export type AccessRecord = Readonly<Record<string, unknown>>;

/** The hand-written screens' rows (an action left out is any signed-in user's). */
const SCREEN_PERMISSIONS: Record<string, ResourcePermissions> = {
  auditoria: { list: "adminRole", show: "adminRole" },
  eliminarviaje: { delete: ["adminRole", "tripDeletionAllowed"] },
  configuracionarc: { edit: "adminRole" },
  // the integration API's own records (served over REST): a company's administrator's alone
  "api-keys": { list: "adminRole", show: "adminRole", create: "adminRole", delete: "adminRole" },
  webhooks: { list: "adminRole", show: "adminRole", create: "adminRole", edit: "adminRole", delete: "adminRole" },
  "webhook-deliveries": { list: "adminRole", show: "adminRole", create: "adminRole" },
};

/** The entities whose rows the table holds (the app's): each one's name and `access`. */
export type PermissionEntities = readonly Pick<EntityDefinition, "name" | "access">[];

/** A resource's row: a screen's, else that of the entity of its name among `entities` (its definition's `access`). */
export function permissionRow(resource: string, entities: PermissionEntities): ResourcePermissions | undefined {
  if (Object.hasOwn(SCREEN_PERMISSIONS, resource)) return SCREEN_PERMISSIONS[resource];
  const entity = entities.find((e) => e.name === resource);
  return entity && (entity.access ?? {});
}

/** Whether the caller passes a rule (of the record, or with none, at all). `tripDeletionAllowed` is never company 3's. */
export const passesPermission = (rule: PermissionRule, caller: Caller, record?: AccessRecord): boolean => accessFunction(rule)({ caller, record });

/** The rules of an action on a resource; any signed-in user's when the table says nothing. */
export function permissionRules(resource: string, action: PermissionAction, entities: PermissionEntities): readonly PermissionRule[] {
  const rules = permissionRow(resource, entities)?.[action] ?? "signedIn";
  return typeof rules === "string" || typeof rules === "function" ? [rules as PermissionRule] : (rules as readonly PermissionRule[]);
}

/** The first rule of the action the caller fails (of the record, or at all), or undefined. */
export const failedRule = (resource: string, action: PermissionAction, caller: Caller, entities: PermissionEntities, record?: AccessRecord): PermissionRule | undefined =>
  permissionRules(resource, action, entities).find((rule) => !passesPermission(rule, caller, record));

/** Whether the caller may do the action on the resource (on the record, when given). */
export const can = (resource: string, action: PermissionAction, caller: Caller, entities: PermissionEntities, record?: AccessRecord): boolean =>
  failedRule(resource, action, caller, entities, record) === undefined;

/** Whether an action's rules read the record (a function): the server then asks them again of each record. */
export const readsRecord = (resource: string, action: PermissionAction, entities: PermissionEntities): boolean =>
  permissionRules(resource, action, entities).some((rule) => typeof rule === "function" && !Object.values(PRESETS).includes(rule));

/** Whether the action on the resource is role 3's alone (the isolation matrix probes those with role 1 too). */
export const isAdminOnly = (resource: string, action: PermissionAction, entities: PermissionEntities): boolean =>
  permissionRules(resource, action, entities).some((rule) => rule === "adminRole" || rule === PRESETS.adminRole);

/** Whether the caller may import a spreadsheet into the resource: an import creates and edits its records. */
export const canImport = (resource: string, caller: Caller, entities: PermissionEntities): boolean =>
  can(resource, "create", caller, entities) && can(resource, "edit", caller, entities);
