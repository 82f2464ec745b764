// The one create of the masters: the row is inserted as the caller's company's and its Crear audit entry is
// written in the same transaction (the caller's), so both commit together or not at all.
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "../context";
import { recordAudit, type AuditEntity } from "../audit/record";
import type { Tx } from "../audit/audited-update";

type CompanyTable = PgTable & { id: PgColumn; idempresa: PgColumn };

export interface InsertInCompany<T extends CompanyTable> {
  table: T;
  /** the entity's name in the audit log, e.g. 'Ruta'; none: not audited */
  entidad?: AuditEntity;
  /** the checked values (the company is added here) */
  values: Omit<T["$inferInsert"], "idempresa">;
  /** the audit entry's details; the values unless given */
  detalle?: unknown;
}

/** Inserts the row and its Crear entry; returns the new id. */
export async function insertInCompany<T extends CompanyTable>(tx: Tx, ctx: Pick<Context, "session">, insert: InsertInCompany<T>): Promise<number> {
  const { table, values } = insert;
  const [row] = (await tx
    .insert(table)
    .values({ ...values, idempresa: ctx.session.idempresa } as T["$inferInsert"])
    .returning({ id: table.id })) as { id: number }[];
  if (insert.entidad) await recordAudit(tx, ctx, { accion: "Crear", entidad: insert.entidad, identidad: row.id, detalle: insert.detalle ?? values });
  return row.id;
}
