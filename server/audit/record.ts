// recordAudit: one row of the audit log (issue 9 §6) for a change made by the caller. Always called with the
// transaction of the change, so the change and its entry commit together or not at all
// (tests/integration/audit-atomic.test.ts).
import type { Db } from "../db/client";
import type { Context } from "../context";
import { auditoria } from "../db/schema";

/** The database or a drizzle transaction: both insert. */
export type AuditWriter = Pick<Db, "insert">;

export type AuditAction = "Crear" | "Modificar" | "Eliminar" | "Habilitar" | "Restablecer" | "Restablecer contraseña" | "Reportar";

export interface AuditEntry {
  accion: AuditAction;
  /** the entity's Spanish name as the screen shows it, e.g. 'Ruta' (see ENTITIES) */
  entidad: AuditEntity;
  identidad?: number | null;
  /** what was sent or changed; secrets are removed */
  detalle?: unknown;
}

export const ENTITIES = [
  "Ruta", "Evento", "Puesto de control", "Plan de viaje", "Usuario", "Cliente", "Configuración", "Viaje",
] as const;
export type AuditEntity = (typeof ENTITIES)[number];

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
