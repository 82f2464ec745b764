// createReporteV2: every report of the call in ONE transaction (all or nothing), then the
// answer, then the live feed. A clientrequestid already recorded — before or, concurrently, during the
// transaction — yields the first report and writes nothing (docs/adr/0014-reporting-rules.md).
import type { Context } from "../../../context";
import type { ReporteInput, Reporte } from "../../types.generated";
import { badInput, notFound } from "../../errors";
import { publishReports } from "../../../live/publish-report";
import { storeEtas } from "../eta/store";
import { loadScope } from "./load";
import { checkReport } from "./validate";
import { writeReport } from "./write";
import { existingRequestTrips, reportsById } from "./answer";
import { recordAudit } from "../../../audit/record";
import { AUDITED_TRIP_EVENTS } from "../../../audit/trip-events";
import { TEXT_LIMITS } from "@shared/domain/field-limits";
import { MESSAGES } from "@shared/i18n/messages";
import { REQUEST_KEY_OTHER_TRIP, OPERATION_INPUT_TEXTS } from "@shared/i18n/requests";
import { tripReportEvents } from "../../../webhooks/trip-events";
import { maxLengthMessage } from "@shared/i18n/validation";

export const MAX_REPORTS_PER_CALL = 50;
const MAX_REQUEST_ID = TEXT_LIMITS.ReporteInput.clientrequestid.max;

/**
 * Files the reports of one call. `clock` is the server's now (the instant a report without fecha/hora is made
 * at, and the limit a typed one may not pass); only the demo's activity job, whose clock a test moves, passes it.
 */
export async function createReports(
  ctx: Context, inputs: readonly ReporteInput[], clock: () => Date = () => new Date(),
): Promise<Reporte[]> {
  if (!inputs.length) return [];
  if (inputs.length > MAX_REPORTS_PER_CALL) throw badInput(`reportes: ${OPERATION_INPUT_TEXTS.tooManyReports(MAX_REPORTS_PER_CALL)}`);
  const { idempresa, idusuario, nombre, idrol } = ctx.session;
  const keys = inputs.map((i) => i.clientrequestid?.trim() || null);
  if (keys.some((k) => k !== null && k.length > MAX_REQUEST_ID)) throw badInput(`clientrequestid: ${maxLengthMessage(MAX_REQUEST_ID)}`);

  let imageIndex = 0;
  const writer = { idempresa, idusuario, nombre, idapp: ctx.idapp, nextImage: () => imageIndex++ };
  const ids: (number | null)[] = [];
  const created: { id: number; idviaje: number; idsysevento: number }[] = [];

  await ctx.db.transaction(async (tx) => {
    const now = clock();
    const seen = new Map<string, { id: number; idviaje: number }>();
    for (const [n, raw] of inputs.entries()) {
      const input = { ...raw, clientrequestid: keys[n] };
      const scope = await loadScope(tx, input.idviaje, idempresa);
      if (!scope) throw notFound(MESSAGES.notFound.trip);
      // after the trip's lock a concurrent duplicate has committed and is visible here
      const key = input.clientrequestid;
      const earlier = key ? seen.get(key) ?? (await existingRequestTrips(tx, idempresa, [key])).get(key) : undefined;
      if (earlier !== undefined) {
        // a request key names one report of one trip: reused on another trip it is refused, never answered
        // with that other trip's report
        if (earlier.idviaje !== input.idviaje) throw badInput(REQUEST_KEY_OTHER_TRIP);
        ids.push(earlier.id);
        continue;
      }
      const checked = await checkReport(tx, input, scope, { idempresa, idrol }, now);
      const id = await writeReport(tx, input, scope, checked, writer);
      if (id === null) {
        ids.push(null);
        continue;
      }
      if (key) seen.set(key, { id, idviaje: input.idviaje });
      if (AUDITED_TRIP_EVENTS.has(input.idsysevento)) {
        const detalle = { idreporte: id, idsysevento: input.idsysevento, novedad: input.novedad ?? null };
        await recordAudit(tx, ctx, { accion: "Reportar", entidad: "Viaje", identidad: input.idviaje, detalle });
      }
      // the webhooks' reporte.creado (and viaje.estado when the report moved the trip), queued with the report
      await tripReportEvents(tx, idempresa, id, scope.trip.idsysestado);
      ids.push(id);
      created.push({ id, idviaje: input.idviaje, idsysevento: input.idsysevento });
    }
    // the reported trips' estimates, from what the reports just changed (position, posts, state)
    await storeEtas(tx, created.map((c) => c.idviaje), now);
  });

  // a duplicate that lost the race inside the transaction: the winner's row
  const lost = keys.filter((k, n): k is string => ids[n] === null && k !== null);
  const winners = await existingRequestTrips(ctx.db, idempresa, lost);
  const finalIds = ids.map((id, n) => {
    if (id !== null) return id;
    const winner = winners.get(keys[n] ?? "");
    if (winner && winner.idviaje !== inputs[n].idviaje) throw badInput(REQUEST_KEY_OTHER_TRIP);
    return winner?.id ?? null;
  });
  const answers = await reportsById(ctx.db, finalIds.filter((id): id is number => id !== null), idempresa);
  publishReports(ctx.live, idempresa, created);
  return finalIds.map((id) => (id === null ? null : answers.get(id))).filter((r): r is Reporte => !!r);
}
