// Applies a checked import in one transaction: each record written by the entity's own create or update
// operation (server/entities/operations.ts, the ones GraphQL and REST call) within the import's transaction, with
// the values the plan checked; an update writes its changed fields only; ONE audit entry (Importar) lists what
// was created and what changed, none per record; any failure rolls everything back. Each record's webhook event
// (<entity>.creado / .actualizado) is queued by the operation as a form's save queues it. A write breaking the
// unique key (a record saved meanwhile) is refused with its message. The definition's after-create and
// after-update hooks run once the transaction is committed, for each record written (the before-hooks ran with
// the plan's checks).
import type { Context } from "../../context";
import { recordAudit } from "../../audit/record";
import { uniqueGuarded } from "../../entities/operations";
import { operationsOf } from "../../entities/operations-of";
import { auditChanges } from "@shared/domain/audit-changes";
import type { EntityDefinition, EntityOperations } from "@shared/entities/types";
import type { PlannedWrite } from "./plan";

export interface AppliedImport {
  created: number[];
  updated: number[];
}

export async function applyImport(ctx: Context, entity: EntityDefinition, writes: readonly PlannedWrite[]): Promise<AppliedImport> {
  const operations = operationsOf(entity);
  const { inputName, updateId = "id" } = entity.operations as EntityOperations;
  const creates = writes.filter((w) => w.id === undefined);
  const updates = writes.filter((w) => w.id !== undefined);
  const afterCommit: (() => Promise<void>)[] = [];
  const applied = await uniqueGuarded(entity, () =>
    ctx.db.transaction(async (tx) => {
      const created: number[] = [];
      // the operations' arguments as GraphQL's (the values the plan checked go with them, not checked again)
      for (const w of creates) created.push((await operations.create(ctx, { [inputName]: w.values }, { tx, values: w.values, afterCommit })) as number);
      const changes: Record<string, unknown>[] = [];
      for (const w of updates) {
        // a record deleted or moved out of reach since the file was checked refuses the whole import (NOT_FOUND)
        await operations.update(ctx, { [updateId]: w.id, [inputName]: w.values }, { tx, values: w.values, existing: w.existing, afterCommit });
        changes.push({ id: w.id, ...auditChanges(w.before ?? {}, w.values) });
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
  for (const run of afterCommit) await run();
  return applied;
}
