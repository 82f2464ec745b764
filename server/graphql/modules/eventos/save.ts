// createEvento / updateEvento (spec 3 §5, §7): the event form's rules (one rule set with the form's
// messages, src/domain/event-rules.ts), and indicadorpuestocontrol always stored true whatever the caller sends.
import { and, eq } from "drizzle-orm";
import type { Context } from "../../../context";
import { eventos } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { notFound } from "../../errors";
import type { EventoInput, MutationResolvers } from "../../types.generated";
import { recordAudit } from "../../../audit/record";
import { auditedUpdate } from "../../../audit/audited-update";
import { invalidInput } from "../../field-errors";
import { eventErrors } from "../../../../src/domain/event-rules";
import { EVENTO_COLUMNS, type EventoRow } from "./list";

/** The values to store, or BAD_USER_INPUT naming every invalid field ('descripcion: Debe tener max 200 crts.'). */
export function eventoValues(input: EventoInput) {
  const descripcion = input.descripcion.trim();
  const errors = eventErrors({ descripcion, nivelprioridad: input.nivelprioridad });
  if (errors.length) throw invalidInput(errors);
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
    const where = and(eq(eventos.id, id), eq(eventos.idempresa, ctx.session.idempresa));
    if (!(await auditedUpdate(tx, ctx, { table: eventos, where, set: values, entidad: "Evento", identidad: id }))) throw notFound("No se encontro el evento");
  });
  const row = await readEvento(ctx, id);
  if (!row) throw notFound("No se encontro el evento");
  return row;
};
