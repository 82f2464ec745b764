// recordAudit: one row of the audit log for a change made by the caller. Always called with the
// transaction of the change, so the change and its entry commit together or not at all
// (tests/integration/audit-atomic.test.ts).
import type { Db } from "../db/client";
import type { Context } from "../context";
import { auditoria } from "../db/schema";
import { auditChanges, type AuditAction, type AuditEntity } from "@shared/domain/audit-changes";

export type { AuditAction, AuditEntity } from "@shared/domain/audit-changes";

/** The database or a drizzle transaction: both insert. */
export type AuditWriter = Pick<Db, "insert">;


export interface AuditEntry {
  accion: AuditAction;
  /** the entity's Spanish name as the screen shows it, e.g. 'Ruta' (see AUDIT_ENTITIES) */
  entidad: AuditEntity;
  identidad?: number | null;
  /** what was sent or changed; secrets are removed */
  detalle?: unknown;
}


const SECRET = /clave|password|contrase|token/i;

/** A copy without secret-looking keys, so a password never reaches the log. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET.test(k)).map(([k, v]) => [k, withoutSecrets(v)]));
  }
  return value;
}

export async function recordAudit(writer: AuditWriter, ctx: Pick<Context, "session">, entry: AuditEntry): Promise<void> {
  const { idempresa, idusuario, nombre } = ctx.session;
  await writer.insert(auditoria).values({
    idempresa,
    idusuario,
    usuario: nombre,
    accion: entry.accion,
    entidad: entry.entidad,
    identidad: entry.identidad ?? null,
    detalle: entry.detalle === undefined ? null : withoutSecrets(entry.detalle),
  });
}

export interface ChangeEntry {
  /** Modificar unless given (a reset to defaults is a change too) */
  accion?: AuditAction;
  entidad: AuditEntity;
  identidad?: number | null;
  /** the record's stored values before the change (read in the change's transaction) */
  before: object;
  /** the values written */
  after: object;
  /** what the change was made on, kept as plain values (e.g. the trip and the plan row) */
  context?: Readonly<Record<string, unknown>>;
}

/**
 * A Modificar entry whose details are the fields that changed, each as { antes, despues }, so the
 * Auditoría screen shows 'Etiqueta: antes → después'. Every Modificar path writes through here.
 */
export async function recordChange(writer: AuditWriter, ctx: Pick<Context, "session">, entry: ChangeEntry): Promise<void> {
  const changes = auditChanges(withoutSecrets(entry.before) as Record<string, unknown>, withoutSecrets(entry.after) as Record<string, unknown>);
  await recordAudit(writer, ctx, { accion: entry.accion ?? "Modificar", entidad: entry.entidad, identidad: entry.identidad, detalle: { ...entry.context, ...changes } });
}
