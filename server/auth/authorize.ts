// The resolvers' side of the permission table (shared/domain/permissions.ts): FORBIDDEN, with the message of the
// first rule the caller fails, unless the table lets the caller do the action on the resource (on the record, when
// one is given: an entity's rule may be a function of the record, shared/entities/access.ts). A preset refuses with
// its own message, a function with its `refusal` or the entity's generic one ('No tiene permiso para modificar esta
// nota').
import type { Context } from "../context";
import { forbidden } from "../graphql/errors";
import { failedRule, type AccessRecord, type Caller, type PermissionAction } from "@shared/domain/permissions";
import { accessFunction, accessRefusal, refusingRule } from "@shared/entities/access";
import { MESSAGES } from "@shared/i18n/messages";

export { ADMIN_ONLY, COMPANY_CANNOT_DELETE } from "@shared/entities/access";

/** The caller as the access rules know it. */
export const callerOf = (ctx: Pick<Context, "session">): Caller => ({
  role: ctx.session.idrol, company: ctx.session.idempresa, userId: ctx.session.idusuario,
});

/** FORBIDDEN unless the permission table (of the app's entities) lets the caller do `action` on `resource` (on `record`). */
export function authorize(ctx: Pick<Context, "session" | "entities">, resource: string, action: PermissionAction, record?: AccessRecord): void {
  const caller = callerOf(ctx);
  const failed = failedRule(resource, action, caller, ctx.entities, record);
  if (failed === undefined) return;
  const refusal = refusingRule(accessFunction(failed), { caller, record }).refusal;
  const entity = ctx.entities.find((e) => e.name === resource);
  throw forbidden(refusal ?? (entity ? accessRefusal(entity.labels, action) : MESSAGES.forbidden));
}
