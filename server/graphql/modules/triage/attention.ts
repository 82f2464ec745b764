// Taking, releasing and snoozing a trip (shared/domain/attention.ts, snooze.ts). Each change is one statement on the
// caller's company's open trip, then a feed message so every controller's list shows it at once.
import { sql } from "drizzle-orm";
import type { Context } from "../../../context";
import { badInput, notFound } from "../../errors";
import { recordAudit } from "../../../audit/record";
import { TRIP_STATES_IN_PROGRESS } from "@shared/domain/catalog";
import { ATTENTION_EVENT } from "@shared/domain/attention";
import { snoozeEnd, snoozeProblem } from "@shared/domain/snooze";
import { MESSAGES } from "@shared/i18n/messages";
import { rows, type Tx } from "../reportes/sql";
import { ATTENTION_TEXTS } from "@shared/i18n/trips-list";

export interface Attention {
  id: number;
  idusuarioatendiendo: number | null;
  atendiendo: string | null;
  atendiendodesde: Date | string | null;
  silenciadohasta: Date | string | null;
  silenciomotivo: string | null;
}

const RETURNING = sql`RETURNING "id", "idusuarioatendiendo", "atendiendo", "atendiendodesde", "silenciadohasta", "silenciomotivo"`;
const OPEN = sql`"idsysestado" = ANY(${sql.param([...TRIP_STATES_IN_PROGRESS])}::int[])`;

/** The trip of the caller's company, locked; NOT_FOUND for another company's or none, refused when not open. */
async function lockTrip(tx: Tx, ctx: Context, id: number) {
  const [trip] = await rows<{ idsysestado: number; idusuarioatendiendo: number | null; atendiendo: string | null }>(tx, sql`SELECT
    "idsysestado", "idusuarioatendiendo", "atendiendo" FROM "viajes" WHERE "id" = ${id} AND "idempresa" = ${ctx.session.idempresa} FOR UPDATE`);
  if (!trip) throw notFound(MESSAGES.notFound.trip);
  if (!(TRIP_STATES_IN_PROGRESS as readonly number[]).includes(Number(trip.idsysestado))) throw badInput(ATTENTION_TEXTS.notOpen);
  return trip;
}

const announce = (ctx: Context, idviaje: number) =>
  ctx.live.publish(ctx.session.idempresa, [{ id: 0, idviaje, idsysevento: ATTENTION_EVENT }]);

export async function takeTrip(ctx: Context, id: number): Promise<Attention> {
  const { idusuario, nombre } = ctx.session;
  const result = await ctx.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, ctx, id);
    if (trip.idusuarioatendiendo != null && Number(trip.idusuarioatendiendo) !== idusuario) {
      throw badInput(ATTENTION_TEXTS.takenByOther(trip.atendiendo ?? ""));
    }
    const [row] = await rows<Attention>(tx, sql`UPDATE "viajes" SET "idusuarioatendiendo" = ${idusuario}, "atendiendo" = ${nombre},
      "atendiendodesde" = now() WHERE "id" = ${id} ${RETURNING}`);
    return row;
  });
  announce(ctx, id);
  return result;
}

export async function releaseTrip(ctx: Context, id: number): Promise<Attention> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockTrip(tx, ctx, id);
    const [row] = await rows<Attention>(tx, sql`UPDATE "viajes" SET ${RELEASED} WHERE "id" = ${id} ${RETURNING}`);
    return row;
  });
  announce(ctx, id);
  return result;
}

/** The columns a release by hand clears (a report clears them too, reportes/write.ts). */
export const RELEASED = sql`"idusuarioatendiendo" = NULL, "atendiendo" = NULL, "atendiendodesde" = NULL`;

export async function snoozeTrip(ctx: Context, id: number, minutos: number, motivo: string): Promise<Attention> {
  const problem = snoozeProblem(minutos, motivo);
  if (problem) throw badInput(problem);
  const reason = motivo.trim();
  const result = await ctx.db.transaction(async (tx) => {
    await lockTrip(tx, ctx, id);
    const hasta = snoozeEnd(Date.now(), minutos);
    const [row] = await rows<Attention>(tx, sql`UPDATE "viajes" SET "silenciadohasta" = ${hasta.toISOString()}::timestamptz,
      "silenciomotivo" = ${reason} WHERE "id" = ${id} AND ${OPEN} ${RETURNING}`);
    await recordAudit(tx, ctx, { accion: "Silenciar alarma", entidad: "Viaje", identidad: id, detalle: { minutos, motivo: reason, hasta: hasta.toISOString() } });
    return row;
  });
  announce(ctx, id);
  return result;
}
