// createEvento / updateEvento (spec 3 §5, §7): descripcion required (at most 200 characters), priority
// 1..3, and indicadorpuestocontrol always stored true whatever the caller sends.
import { and, eq } from "drizzle-orm";
import { GraphQLError } from "graphql";
import type { Context } from "../../../context";
import { eventos } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { notFound } from "../../errors";
import type { EventoInput, MutationResolvers } from "../../types.generated";
import { recordAudit } from "../../../audit/record";
import { EVENT_DESCRIPTION_MAX, EVENTO_COLUMNS, PRIORITY_LEVELS, type EventoRow } from "./list";

interface FieldError {
  field: keyof EventoInput;
  message: string;
}

export function eventoValues(input: EventoInput) {
  const errors: FieldError[] = [];
  const descripcion = input.descripcion.trim();
  if (!descripcion) errors.push({ field: "descripcion", message: "Requerido" });
  else if (descripcion.length > EVENT_DESCRIPTION_MAX) {
    errors.push({ field: "descripcion", message: `Maximo ${EVENT_DESCRIPTION_MAX} caracteres` });
  }
  if (!PRIORITY_LEVELS[input.nivelprioridad]) {
    errors.push({ field: "nivelprioridad", message: "Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)" });
  }
  if (errors.length) {
    throw new GraphQLError(errors.map((e) => `${e.field}: ${e.message}`).join("; "), {
      extensions: { code: "BAD_USER_INPUT", fields: errors },
    });
  }
  return {
    descripcion,
    nivelprioridad: input.nivelprioridad,
    indicadorvisiblecliente: input.indicadorvisiblecliente ?? false,
    indicadorpuestocontrol: true,
    indicadorconductor: input.indicadorconductor ?? false,
  };
}

export const readEvento = (ctx: Pick<Context, "database" | "session">, id: number) =>
  findInCompany<EventoRow>(ctx, `"eventos"`, id, EVENTO_COLUMNS);

export const createEvento: NonNullable<MutationResolvers["createEvento"]> = async (_parent, { evento }, ctx) => {
  const values = eventoValues(evento);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventos)
      .values({ ...values, idempresa: ctx.session.idempresa })
      .returning({ id: eventos.id });
    await recordAudit(tx, ctx, { accion: "Crear", entidad: "Evento", identidad: inserted.id, detalle: values });
    return inserted;
  });
  const created = await readEvento(ctx, row.id);
  if (!created) throw notFound("No se encontro el evento");
  return created;
};

export const updateEvento: NonNullable<MutationResolvers["updateEvento"]> = async (_parent, { id, evento }, ctx) => {
  const values = eventoValues(evento);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(eventos)
      .set(values)
      .where(and(eq(eventos.id, id), eq(eventos.idempresa, ctx.session.idempresa)))
      .returning({ id: eventos.id });
    if (!updated.length) throw notFound("No se encontro el evento");
    await recordAudit(tx, ctx, { accion: "Modificar", entidad: "Evento", identidad: id, detalle: values });
  });
  const row = await readEvento(ctx, id);
  if (!row) throw notFound("No se encontro el evento");
  return row;
};
