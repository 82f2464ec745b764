// Refine accessControlProvider with the menu rules:
// Gestion and Configuración only for role 3, Eliminar viaje never for company 3, Maestras for all.
// Writes (create, edit, delete) as the permission table says (shared/domain/permissions.ts), the table the server's
// resolvers authorize with; this only shapes the screen.
import type { AccessControlProvider } from "@refinedev/core";
import { isEntryVisible, passesRule, type MenuPermissions } from "@shared/domain/menu";
import type { MenuEntry, MenuGroup } from "@/resources/registry";
import type { ShellState } from "@/resources/shell-context";
import { readSession } from "./session";
import { can as canPerform, type PermissionAction, type PermissionEntities } from "@shared/domain/permissions";
import { REFINE_TEXTS } from "@shared/i18n/refine";

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
export function canDoAction(resource: string | undefined, action: string, permissions: MenuPermissions | null, entities: PermissionEntities): boolean {
  if (!resource || !WRITE_ACTIONS.includes(action as PermissionAction)) return true;
  return permissions !== null && canPerform(resource, action as PermissionAction, { role: permissions.roll, company: permissions.idcompany }, entities);
}

/** The provider of an app, reading its shell's menu and entities as they are when asked (`shell`). */
export function createAccessControlProvider(shell: () => ShellState): AccessControlProvider {
  return {
    async can({ resource, action, params }) {
      const identifier = params?.resource?.identifier ?? resource;
      const session = readSession();
      const permissions = session ? { roll: session.roll, idcompany: session.idcompany } : null;
      const { menuEntries, entities } = shell();
      // the menu's groups are part of the signed-in shell, not of the login screen
      const { menuGroups } = await import("@/resources/registry");
      const can = canAccessResource(identifier, permissions, { menuEntries, menuGroups }) && canDoAction(resource ?? identifier, action, permissions, entities);
      return can ? { can } : { can, reason: REFINE_TEXTS.buttons.notAccessTitle };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
