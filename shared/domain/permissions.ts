// The one permission table: resource × action → rule. The server's resolvers authorize through it
// (server/auth/authorize.ts), Refine's accessControlProvider.can asks it for the screen's buttons, and the
// isolation matrix takes its role-3 operations from it. An entity's row comes from its definition's `access`, so
// the table is that of a list of entities (the app's); the hand-written screens' rows are listed here.
import { ADMIN_ROLE, COMPANY_WITHOUT_TRIP_DELETION } from "../config";
import type { EntityAccessRule, EntityAction, EntityDefinition } from "../entities/types";

export type PermissionRule = EntityAccessRule;
export type PermissionAction = EntityAction;
/** An action's rule, or rules that must all pass. */
export type PermissionRules = PermissionRule | readonly PermissionRule[];
export type ResourcePermissions = Partial<Record<PermissionAction, PermissionRules>>;

/** Who asks: the session's role and company. */
export interface Caller {
  role: number | null | undefined;
  company: number | null | undefined;
}

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

/** Whether the caller passes a rule. `tripDeletionAllowed` is role 3's and never company 3's. */
export function passesPermission(rule: PermissionRule, caller: Caller): boolean {
  switch (rule) {
    case "signedIn":
      return true;
    case "adminRole":
      return caller.role === ADMIN_ROLE;
    case "tripDeletionAllowed":
      return caller.company !== COMPANY_WITHOUT_TRIP_DELETION;
  }
}

/** The rules of an action on a resource; any signed-in user's when the table says nothing. */
export function permissionRules(resource: string, action: PermissionAction, entities: PermissionEntities): readonly PermissionRule[] {
  const rules = permissionRow(resource, entities)?.[action] ?? "signedIn";
  return typeof rules === "string" ? [rules] : rules;
}

/** Whether the caller may do the action on the resource. */
export const can = (resource: string, action: PermissionAction, caller: Caller, entities: PermissionEntities): boolean =>
  permissionRules(resource, action, entities).every((rule) => passesPermission(rule, caller));

/** Whether the action on the resource is role 3's alone (the isolation matrix probes those with role 1 too). */
export const isAdminOnly = (resource: string, action: PermissionAction, entities: PermissionEntities): boolean =>
  permissionRules(resource, action, entities).includes("adminRole");

/** Whether the caller may import a spreadsheet into the resource: an import creates and edits its records. */
export const canImport = (resource: string, caller: Caller, entities: PermissionEntities): boolean =>
  can(resource, "create", caller, entities) && can(resource, "edit", caller, entities);
