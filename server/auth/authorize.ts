// The resolvers' side of the permission table (shared/domain/permissions.ts): FORBIDDEN, with the first rule the
// caller fails, unless the table lets the caller do the action on the resource.
import type { Context } from "../context";
import { forbidden } from "../graphql/errors";
import { passesPermission, permissionRules, type PermissionAction, type PermissionRule } from "@shared/domain/permissions";

export const ADMIN_ONLY = "Solo un administrador (rol 3) puede realizar esta acción";
export const COMPANY_CANNOT_DELETE = "La empresa no tiene permitido eliminar viajes";

const REFUSALS: Record<PermissionRule, string> = {
  signedIn: ADMIN_ONLY,
  adminRole: ADMIN_ONLY,
  tripDeletionAllowed: COMPANY_CANNOT_DELETE,
};

/** FORBIDDEN unless the permission table (of the app's entities) lets the caller do `action` on `resource`. */
export function authorize(ctx: Pick<Context, "session" | "entities">, resource: string, action: PermissionAction): void {
  const caller = { role: ctx.session.idrol, company: ctx.session.idempresa };
  const failed = permissionRules(resource, action, ctx.entities).find((rule) => !passesPermission(rule, caller));
  if (failed) throw forbidden(REFUSALS[failed]);
}
