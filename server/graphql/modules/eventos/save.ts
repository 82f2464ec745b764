// createEvento / updateEvento (spec 3 §5, §7): the event form's rules (one rule set with the form's
// messages, src/domain/event-rules.ts), and indicadorpuestocontrol always stored true whatever the caller sends.
import { and, eq } from "drizzle-orm";
import type { Context } from "../../../context";
import { eventos } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { found, notFound } from "../../errors";
import type { EventoInput, MutationResolvers } from "../../types.generated";
import { insertInCompany } from "../../create-in-company";
import { MESSAGES } from "../../../../src/i18n/messages";
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
  const id = await ctx.db.transaction((tx) => insertInCompany(tx, ctx, { table: eventos, entidad: "Evento", values }));
  return found(await readEvento(ctx, id), MESSAGES.notFound.event);
};

export const updateEvento: NonNullable<MutationResolvers["updateEvento"]> = async (_parent, { id, evento }, ctx) => {
  const values = eventoValues(evento);
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(eventos.id, id), eq(eventos.idempresa, ctx.session.idempresa));
    if (!(await auditedUpdate(tx, ctx, { table: eventos, where, set: values, entidad: "Evento", identidad: id }))) throw notFound(MESSAGES.notFound.event);
  });
  const row = await readEvento(ctx, id);
  if (!row) throw notFound(MESSAGES.notFound.event);
  return row;
};
