// The master-data events a registry entity's write queues for the webhooks, in the write's transaction:
// `<entity>.creado` and `<entity>.actualizado` carry the record as stored (secrets removed), the latter also the
// fields the change sent; `<entity>.eliminado` carries the id.
import { and, eq } from "drizzle-orm";
import type { Context } from "../context";
import type { Tx } from "../audit/audited-update";
import type { EntityDefinition } from "@shared/entities/types";
import type { EntityTable } from "../entities/table";
import { entityEvent, recordKey } from "@shared/domain/webhook-events";
import { enqueueEvent } from "./enqueue";

export async function entityChanged(
  tx: Tx, ctx: Pick<Context, "session">, entity: EntityDefinition, table: EntityTable, action: "creado" | "actualizado", id: number,
  changed?: Record<string, unknown>,
): Promise<void> {
  const { idempresa } = ctx.session;
  const [registro] = await tx.select().from(table).where(and(eq(table.id, id), eq(table.idempresa, idempresa)));
  const datos: Record<string, unknown> = { id, registro: registro ?? null };
  if (changed) datos.cambios = changed;
  await enqueueEvent(tx, { idempresa, evento: entityEvent(entity.name, action), clave: recordKey(entity.name, id), datos });
}

export async function entityDeleted(tx: Tx, ctx: Pick<Context, "session">, entity: EntityDefinition, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    await enqueueEvent(tx, { idempresa: ctx.session.idempresa, evento: entityEvent(entity.name, "eliminado"), clave: recordKey(entity.name, id), datos: { id } });
  }
}
