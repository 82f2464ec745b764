// Writes one checked report inside the transaction: the report row (idempotent on clientrequestid), its
// shipment links and document rows, the shipments' new states and the trip's timers, next event, state and
// flags (docs/adr/0014-reporting-rules.md).
import { sql } from "drizzle-orm";
import type { ReporteInput } from "../../types.generated";
import { progress } from "@shared/domain/next-event";
import { EVENT } from "@shared/domain/catalog";
import { tripLevelEffect } from "@shared/domain/report-rules";
import type { ReportScope } from "./load";
import type { CheckedReport } from "./validate";
import { rows, type Tx } from "./sql";
import { uploadNamer } from "./upload-name";

export interface Writer {
  idempresa: number;
  idusuario: number;
  nombre: string;
  idapp: number;
  /** image counter across the call, so upload names stay unique */
  nextImage: () => number;
}

/** The new report's id, or null when its clientrequestid was already recorded (a concurrent duplicate). */
export async function writeReport(tx: Tx, input: ReporteInput, scope: ReportScope, checked: CheckedReport, w: Writer): Promise<number | null> {
  const at = checked.fechahora;
  const geo = input.geolocalizacion ?? null;
  const [inserted] = await rows<{ id: number }>(tx, sql`INSERT INTO "reportes" ("idviaje", "idempresa", "idsysevento", "idevento",
      "idpuestocontrol", "idusuario", "fechahora", "lugar", "novedad", "retraso", "indicadornocoincide", "aplicacion",
      "latitud", "longitud", "clientrequestid", "orden")
    VALUES (${input.idviaje}, ${w.idempresa}, ${input.idsysevento}, ${input.idevento ?? null}, ${checked.idpuestocontrol},
      ${w.idusuario}, ${at.toISOString()}::timestamptz, ${input.lugar?.trim() || null}, ${input.novedad?.trim() || null},
      ${input.retraso ?? null}, ${input.indicadornocoincide ?? false}, ${w.idapp}, ${geo?.latitud ?? null}, ${geo?.longitud ?? null},
      ${input.clientrequestid ?? null},
      (SELECT count(*) + 1 FROM "reportes" WHERE "idviaje" = ${input.idviaje}))
    ON CONFLICT ("idempresa", "clientrequestid") DO NOTHING RETURNING "id"`);
  if (!inserted) return null;
  const id = Number(inserted.id);

  for (const idremesa of checked.idremesas) {
    await tx.execute(sql`INSERT INTO "reporteremesas" ("idreporte", "idremesa") VALUES (${id}, ${idremesa})`);
  }
  const stamp = uploadNamer.stamp();
  for (const image of checked.images) {
    const archivo = uploadNamer.name(w.idempresa, stamp, w.idusuario, w.nextImage(), image.ext);
    await tx.execute(sql`INSERT INTO "documentosreporte" ("idreporte", "idempresa", "archivo", "contenttype", "subido")
      VALUES (${id}, ${w.idempresa}, ${archivo}, ${image.contenttype}, false)`);
  }

  const step = progress({
    idsysevento: input.idsysevento, at: at.getTime(), trip: scope.trip, shipments: scope.shipments, selected: checked.idremesas,
    plan: scope.plan, idpuestocontrol: checked.idpuestocontrol, hiddenTypes: scope.hiddenTypes,
  });
  for (const [idremesa, state] of step.shipments) {
    await tx.execute(sql`UPDATE "remesas" SET "idsysestado" = ${state} WHERE "id" = ${idremesa}`);
  }
  if (step.shipmentDate && checked.idremesas.length) {
    const column = sql.identifier(step.shipmentDate);
    await tx.execute(sql`UPDATE "remesas" SET ${column} = ${at.toISOString()}::timestamptz
      WHERE "id" IN (${sql.join(checked.idremesas.map((r) => sql`${r}`), sql`, `)})`);
  }

  const sets = [
    sql`"idultimoreporte" = ${id}`, sql`"idultimosysevento" = ${input.idsysevento}`,
    sql`"fechahoraultimoevento" = GREATEST("fechahoraultimoevento", ${at.toISOString()}::timestamptz)`,
    sql`"ultimoevento" = COALESCE((SELECT "descripcion" FROM "eventos" WHERE "id" = ${input.idevento ?? null}),
      (SELECT "descripcion" FROM "syseventos" WHERE "id" = ${input.idsysevento}))`,
    sql`"nombreusuarioultimoreporte" = ${w.nombre}`,
    sql`"novedad" = ${input.novedad?.trim() || null}`, sql`"lugar" = ${input.lugar?.trim() || null}`,
    // a report on the trip ends its being attended ('Atendiendo', modules/triage)
    sql`"idusuarioatendiendo" = NULL`, sql`"atendiendo" = NULL`, sql`"atendiendodesde" = NULL`,
    ...timerSets(input.idsysevento, at, scope, step.timers),
  ];
  if (input.geolocalizacion) sets.push(sql`"latitud" = ${input.geolocalizacion.latitud}`, sql`"longitud" = ${input.geolocalizacion.longitud}`);
  if (step.idsysestado !== undefined) sets.push(sql`"idsysestado" = ${step.idsysestado}`);
  if (step.idproximosysevento !== undefined) sets.push(sql`"idproximosysevento" = ${step.idproximosysevento}`);
  if (step.idproximopuestocontrol !== undefined) sets.push(sql`"idproximopuestocontrol" = ${step.idproximopuestocontrol}`);
  if (step.fechahoraproximopuestocontrol !== undefined) {
    sets.push(sql`"fechahoraproximopuestocontrol" = ${step.fechahoraproximopuestocontrol?.toISOString() ?? null}::timestamptz`);
  }
  for (const [flag, value] of Object.entries(tripLevelEffect(input.idsysevento)?.flags ?? {})) {
    sets.push(sql`${sql.identifier(flag)} = ${value}`);
  }
  await tx.execute(sql`UPDATE "viajes" SET ${sql.join(sets, sql`, `)} WHERE "id" = ${input.idviaje}`);
  return id;
}

/** Call → last and next call; GPS → last and next GPS; anything else → last other. Closing stops the timers. */
function timerSets(ev: number, at: Date, scope: ReportScope, timers: "stop" | "restart" | undefined) {
  const t = (d: Date | null) => sql`${d ? d.toISOString() : null}::timestamptz`;
  const plus = (min: number) => new Date(at.getTime() + min * 60_000);
  const { callMin, gpsMin } = scope.intervals;
  const out = [];
  if (ev === EVENT.LLAMADA) out.push(sql`"fechahoraultimallamada" = ${t(at)}`);
  else if (ev === EVENT.GPS) out.push(sql`"fechahoraultimogps" = ${t(at)}`);
  else out.push(sql`"fechahoraultimootros" = ${t(at)}`);
  if (timers === "stop") out.push(sql`"fechahoraproximallamada" = NULL`, sql`"fechahoraproximogps" = NULL`);
  else {
    if (ev === EVENT.LLAMADA || timers === "restart") out.push(sql`"fechahoraproximallamada" = ${t(plus(callMin))}`);
    if (ev === EVENT.GPS || timers === "restart") out.push(sql`"fechahoraproximogps" = ${t(plus(gpsMin))}`);
  }
  return out;
}
