// The one delete of the masters: as the permission table says (role 3 for every master); the ids
// are deduplicated and capped; ids of another company (or outside `scope`) are skipped; the entity's own checks
// may refuse the whole deletion ("in use", physical posts); the rows are deleted and each deleted row gets its
// Eliminar audit entry, all in one transaction, so a refusal deletes nothing. Rows of other entities (of the app's) naming the
// records through a relation field refuse it too, naming those entities (server/entities/references.ts). A foreign
// key that still blocks (a row added meanwhile) is that refusal or the entity's "in use" error. Returns the deleted ids in ascending order.
import { and, eq, getTableName, inArray, type SQL } from "drizzle-orm";
import type { GraphQLError } from "graphql";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "../context";
import { authorize } from "../auth/authorize";
import { recordAudit, type AuditEntity } from "../audit/record";
import type { Tx } from "../audit/audited-update";
import { badInput } from "./errors";
import { pgErrorCode } from "./pg-error";
import { referencedKeyRefusal, referencedRefusal } from "../entities/references";

export const MAX_DELETE_IDS = 1000;

type CompanyTable = PgTable & { id: PgColumn; idempresa: PgColumn };

/** The row read before deleting: its id and the extra `fields`. */
export type OwnRow<F extends Record<string, PgColumn>> = { id: number } & { [K in keyof F]: F[K]["_"]["data"] };

export interface DeleteInCompany<F extends Record<string, PgColumn>> {
  /** the permission table's resource (shared/domain/permissions.ts), e.g. "rutas" */
  resource: string;
  table: CompanyTable;
  /** the entity's name in the audit log, e.g. 'Ruta'; none: not audited */
  entidad?: AuditEntity;
  /** columns read with the id, for `refuse` and `detail` */
  fields?: F;
  /** a narrower scope within the company (e.g. only traffic controllers) */
  scope?: SQL;
  /** the error that refuses the whole deletion (the rows are in use, …), or null to go on */
  refuse?: (tx: Tx, own: OwnRow<F>[], ctx: Context) => Promise<GraphQLError | null> | GraphQLError | null;
  /** what must change before the rows can go (e.g. return plans stop naming their original) */
  beforeDelete?: (tx: Tx, ids: number[], ctx: Context) => Promise<unknown>;
  /** what is written with the deletion once the rows are gone (e.g. the webhooks' events), given the deleted ids */
  afterDelete?: (tx: Tx, ids: number[], ctx: Context) => Promise<unknown>;
  /** the audit entry keeps the `fields` read (e.g. the description) as its details */
  auditFields?: boolean;
  /** the error when a foreign key blocks the delete (otherwise the database error is thrown) */
  inUse?: () => GraphQLError;
}

const withoutId = ({ id: _id, ...rest }: { id: number }) => rest;

export async function deleteInCompany<F extends Record<string, PgColumn> = Record<never, PgColumn>>(
  ctx: Context,
  ids: readonly number[],
  spec: DeleteInCompany<F>,
): Promise<number[]> {
  authorize(ctx, spec.resource, "delete");
  const wanted = [...new Set(ids)];
  if (wanted.length > MAX_DELETE_IDS) throw badInput(`Máximo ${MAX_DELETE_IDS} registros por eliminación`);
  if (!wanted.length) return [];
  const { table } = spec;
  const inCompany = (list: number[]) => and(eq(table.idempresa, ctx.session.idempresa), spec.scope, inArray(table.id, list));
  try {
    return await ctx.db.transaction(async (tx) => {
      const own = (await tx
        .select({ ...spec.fields, id: table.id })
        .from(table)
        .where(inCompany(wanted))) as OwnRow<F>[];
      if (!own.length) return [];
      const ownIds = own.map((r) => r.id);
      // the entity's own checks, then the rows of other entities that name the records (their relation fields)
      const refusal = (await spec.refuse?.(tx, own, ctx)) ?? (await referencedRefusal(ctx.entities, tx, getTableName(table), ownIds));
      if (refusal) throw refusal;
      await spec.beforeDelete?.(tx, ownIds, ctx);
      const deleted = new Set((await tx.delete(table).where(inCompany(ownIds)).returning({ id: table.id })).map((r) => r.id as number));
      const gone = own.filter((r) => deleted.has(r.id));
      const { entidad } = spec;
      if (entidad) for (const row of gone) await recordAudit(tx, ctx, { accion: "Eliminar", entidad, identidad: row.id, detalle: spec.auditFields ? withoutId(row) : undefined });
      const goneIds = gone.map((r) => r.id).sort((a, b) => a - b);
      if (goneIds.length) await spec.afterDelete?.(tx, goneIds, ctx);
      return goneIds;
    });
  } catch (error) {
    const violation = pgErrorCode(error);
    if (violation.code === "23503") {
      const refusal = referencedKeyRefusal(ctx.entities, getTableName(table), violation) ?? spec.inUse?.();
      if (refusal) throw refusal;
    }
    throw error;
  }
}

/** The delete mutation's resolver (`ids` in, deleted ids out) of one master. */
export function companyDelete<F extends Record<string, PgColumn> = Record<never, PgColumn>>(spec: DeleteInCompany<F>) {
  return (_parent: unknown, { ids }: { ids: readonly number[] }, ctx: Context) => deleteInCompany(ctx, ids, spec);
}
