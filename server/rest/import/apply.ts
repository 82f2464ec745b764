// Applies a checked import in one transaction: the new records inserted in batches, each update written to its
// changed fields only, and ONE audit entry (Importar) listing what was created and what changed; any failure
// rolls everything back. Each record's webhook event (<entity>.creado / .actualizado) is queued as a form's save
// queues it. A write breaking the unique key (a record saved meanwhile) is refused with its message.
import { and, eq } from "drizzle-orm";
import type { Context } from "../../context";
import { recordAudit } from "../../audit/record";
import { entityChanged } from "../../webhooks/entity-events";
import { uniqueGuarded } from "../../entities/resolvers";
import { scopeValues, scopeWhere } from "../../entities/scope";
import { entityTable } from "../../entities/table";
import { notFound } from "../../graphql/errors";
import { auditChanges } from "@shared/domain/audit-changes";
import type { EntityDefinition } from "@shared/entities/types";
import type { PlannedWrite } from "./plan";

/** Rows inserted per statement (well under PostgreSQL's 65,535 parameters for any entity's columns). */
const INSERT_BATCH = 500;

export interface AppliedImport {
  created: number[];
  updated: number[];
}

export async function applyImport(ctx: Context, entity: EntityDefinition, writes: readonly PlannedWrite[]): Promise<AppliedImport> {
  const table = entityTable(entity);
  const only = entity.writableWhen;
  const creates = writes.filter((w) => w.id === undefined);
  const updates = writes.filter((w) => w.id !== undefined);
  return uniqueGuarded(entity, () =>
    ctx.db.transaction(async (tx) => {
      const created: number[] = [];
      for (let start = 0; start < creates.length; start += INSERT_BATCH) {
        const batch = creates.slice(start, start + INSERT_BATCH).map((w) => ({ ...w.values, ...scopeValues(entity), idempresa: ctx.session.idempresa }));
        const inserted = (await tx.insert(table).values(batch as never).returning({ id: table.id })) as { id: number }[];
        created.push(...inserted.map((r) => r.id));
      }
      // the webhooks hear of each record as they do of a form's save, queued in the same transaction
      for (const id of created) await entityChanged(tx, ctx, entity, table, "creado", id);
      const changes: Record<string, unknown>[] = [];
      for (const w of updates) {
        const where = and(eq(table.id, w.id!), eq(table.idempresa, ctx.session.idempresa), scopeWhere(entity), ...(only ? [eq(table[only.field], only.value)] : []));
        const done = await tx.update(table).set(w.values).where(where).returning({ id: table.id });
        // the record was deleted or moved out of reach since the file was checked: nothing is applied
        if (!done.length) throw notFound(entity.notFound);
        changes.push({ id: w.id, ...auditChanges(w.before ?? {}, w.values) });
        await entityChanged(tx, ctx, entity, table, "actualizado", w.id!, w.values);
      }
      if (entity.audit) {
        await recordAudit(tx, ctx, {
          accion: "Importar",
          entidad: entity.audit,
          identidad: null,
          detalle: { creados: created.length, modificados: changes.length, idsCreados: created, cambios: changes },
        });
      }
      return { created, updated: updates.map((w) => w.id!) };
    }),
  );
}
