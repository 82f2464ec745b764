// Saved views: list, save (create or replace by name), delete and default, always the caller's own.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { MutationResolvers, QueryResolvers } from "../../types.generated";
import { vistasGuardadas } from "../../../db/schema";
import { badInput } from "../../errors";
import { checkName, checkState, checkTable, VIEW_ERRORS, VIEWS_PER_TABLE_MAX } from "./rules";

type Row = typeof vistasGuardadas.$inferSelect;

const toVista = (row: Row) => ({
  ...row,
  fechacreacion: row.fechacreacion.toISOString(),
  fechaactualizacion: row.fechaactualizacion.toISOString(),
});

export const vistasGuardadasQuery: NonNullable<QueryResolvers["vistasGuardadas"]> = async (_p, { idtable }, ctx) => {
  const rows = await ctx.db
    .select()
    .from(vistasGuardadas)
    .where(and(eq(vistasGuardadas.iduser, ctx.session.idusuario), eq(vistasGuardadas.idtable, checkTable(idtable))))
    .orderBy(asc(vistasGuardadas.nombre), asc(vistasGuardadas.id));
  return rows.map(toVista);
};

export const saveVistaGuardada: NonNullable<MutationResolvers["saveVistaGuardada"]> = async (_p, { vista }, ctx) => {
  const iduser = ctx.session.idusuario;
  const idtable = checkTable(vista.idtable);
  const nombre = checkName(vista.nombre);
  const estado = checkState(vista.estado);
  const row = await ctx.db.transaction(async (tx) => {
    const mine = and(eq(vistasGuardadas.iduser, iduser), eq(vistasGuardadas.idtable, idtable));
    const [existing] = await tx.select({ id: vistasGuardadas.id }).from(vistasGuardadas)
      .where(and(mine, eq(vistasGuardadas.nombre, nombre))).for("update");
    if (!existing) {
      const [{ n }] = await tx.select({ n: count() }).from(vistasGuardadas).where(mine);
      if (Number(n) >= VIEWS_PER_TABLE_MAX) throw badInput(VIEW_ERRORS.tooMany);
    }
    if (vista.predeterminada) await tx.update(vistasGuardadas).set({ predeterminada: false }).where(mine);
    const values = { estado, fechaactualizacion: sql`now()`, ...(vista.predeterminada != null ? { predeterminada: vista.predeterminada } : {}) };
    const [saved] = existing
      ? await tx.update(vistasGuardadas).set(values).where(eq(vistasGuardadas.id, existing.id)).returning()
      : await tx.insert(vistasGuardadas).values({ iduser, idtable, nombre, ...values }).returning();
    return saved;
  });
  return toVista(row);
};

export const deleteVistaGuardada: NonNullable<MutationResolvers["deleteVistaGuardada"]> = async (_p, { id }, ctx) => {
  const [row] = await ctx.db
    .delete(vistasGuardadas)
    .where(and(eq(vistasGuardadas.id, id), eq(vistasGuardadas.iduser, ctx.session.idusuario)))
    .returning({ id: vistasGuardadas.id });
  if (!row) throw badInput(VIEW_ERRORS.notFound);
  return row.id;
};

export const setVistaPredeterminada: NonNullable<MutationResolvers["setVistaPredeterminada"]> = async (_p, { id, predeterminada }, ctx) => {
  const iduser = ctx.session.idusuario;
  const row = await ctx.db.transaction(async (tx) => {
    const [view] = await tx.select().from(vistasGuardadas)
      .where(and(eq(vistasGuardadas.id, id), eq(vistasGuardadas.iduser, iduser))).for("update");
    if (!view) throw badInput(VIEW_ERRORS.notFound);
    if (predeterminada) {
      await tx.update(vistasGuardadas).set({ predeterminada: false })
        .where(and(eq(vistasGuardadas.iduser, iduser), eq(vistasGuardadas.idtable, view.idtable), ne(vistasGuardadas.id, id)));
    }
    const [saved] = await tx.update(vistasGuardadas).set({ predeterminada }).where(eq(vistasGuardadas.id, id)).returning();
    return saved;
  });
  return toVista(row);
};
