// Refine accessControlProvider with the menu rules:
// Gestion and Configuración only for role 3, Eliminar viaje never for company 3, Maestras for all.
// Writes (create, edit, delete) as the permission table says (shared/domain/permissions.ts), the table the server's
// resolvers authorize with; this only shapes the screen.
import type { AccessControlProvider } from "@refinedev/core";
import { isEntryVisible, passesRule, type MenuPermissions } from "@shared/domain/menu";
import type { MenuEntry, MenuGroup } from "@/resources/registry";
import { translate } from "./i18n-provider";
import { readSession } from "./session";
import { can as canPerform, type PermissionAction } from "@shared/domain/permissions";

const WRITE_ACTIONS: readonly PermissionAction[] = ["create", "edit", "delete"];

export interface Menu {
  menuEntries: readonly MenuEntry[];
  menuGroups: readonly MenuGroup[];
}

/** Whether the user may open the resource (by identifier, or by the resource name behind it). */
export function canAccessResource(resource: string | undefined, permissions: MenuPermissions | null, { menuEntries, menuGroups }: Menu): boolean {
  if (!resource) return true;
  if (!permissions) return false;
  const group = menuGroups.find((g) => g.key === resource);
  if (group) return group.rules.every((rule) => passesRule(rule, permissions));
  const entries = menuEntries.filter((e) => e.name === resource || e.resource === resource);
  if (entries.length === 0) return true;
  return entries.some((entry) => isEntryVisible(entry, menuGroups, permissions));
}

/** A write the permission table refuses (shared/domain/permissions.ts) is not offered; reading follows the menu. */
export function canDoAction(resource: string | undefined, action: string, permissions: MenuPermissions | null): boolean {
  if (!resource || !WRITE_ACTIONS.includes(action as PermissionAction)) return true;
  return permissions !== null && canPerform(resource, action as PermissionAction, { role: permissions.roll, company: permissions.idcompany });
}

export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action, params }) {
    const identifier = params?.resource?.identifier ?? resource;
    const session = readSession();
    const permissions = session ? { roll: session.roll, idcompany: session.idcompany } : null;
    // the registry (with every resource definition) is part of the signed-in shell, not of the login screen
    const can =
      canAccessResource(identifier, permissions, await import("@/resources/registry")) &&
      canDoAction(resource ?? identifier, action, permissions);
    return can ? { can } : { can, reason: translate("buttons.notAccessTitle") };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
