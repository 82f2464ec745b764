// Tabla.fields(iduser): the columns merged with the user's settings, in display order.
import { and, asc, eq, sql } from "drizzle-orm";
import type { TablaResolvers } from "../../types.generated";
import { campos, camposUsuario } from "../../../db/schema";
import { requireSelf } from "../../../auth/guard";

export const tablaFields: NonNullable<TablaResolvers["fields"]> = async (parent, { iduser }, ctx) => {
  if (parent.id == null) return [];
  const user = iduser ?? null;
  if (user !== null) requireSelf(ctx, user);
  const defaultorder = sql<number>`coalesce(${camposUsuario.defaultorder}, ${campos.defaultorder})`;
  const rows = await ctx.db
    .select({
      id: campos.id,
      name: campos.name,
      defaultorder,
      label: campos.label,
      type: campos.type,
      path: campos.path,
      tooltip: campos.tooltip,
      width: campos.width,
      idtable: campos.idtable,
      orderable: campos.orderable,
      filterable: campos.filterable,
      textAling: campos.textAling,
      useTooltip: campos.useTooltip,
      stopClick: campos.stopClick,
      field: campos.field,
      hidden: sql<boolean>`coalesce(${camposUsuario.hidden}, ${campos.hidden})`,
      voidValue: campos.voidValue,
      concatToken: campos.concatToken,
      multiPath: campos.multiPath,
      idUserField: camposUsuario.id,
    })
    .from(campos)
    // no user: a join that matches nothing, so every column keeps the table's settings
    .leftJoin(camposUsuario, and(eq(camposUsuario.idfield, campos.id), user === null ? sql`false` : eq(camposUsuario.iduser, user)))
    .where(eq(campos.idtable, parent.id))
    .orderBy(asc(defaultorder), asc(campos.id));
  return rows;
};
