// The mutation's answer: reports by id with their shipments, event, post and documents, plus signed PUT urls
// for the images not uploaded yet (a repeat of the same clientrequestid gets them again).
import { sql } from "drizzle-orm";
import type { Reporte } from "../../types.generated";
import type { Db } from "../../../db/client";
import { signedPath } from "../../../storage";
import { iso, rows, type Tx } from "./sql";

interface Row {
  id: number;
  idviaje: number;
  idsysevento: number;
  idevento: number | null;
  evento: string | null;
  fechahora: Date | string;
  puestocontrol: string | null;
  novedad: string | null;
  lugar: string | null;
  idsremesas: number[] | null;
}

export async function reportsById(db: Db, ids: number[], idempresa: number): Promise<Map<number, Reporte>> {
  const out = new Map<number, Reporte>();
  if (!ids.length) return out;
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const reports = await rows<Row>(db, sql`SELECT r."id", r."idviaje", r."idsysevento", r."idevento", e."descripcion" AS "evento",
      r."fechahora", pc."descripcion" AS "puestocontrol", r."novedad", r."lugar",
      (SELECT array_agg(rr."idremesa" ORDER BY rr."idremesa") FROM "reporteremesas" rr WHERE rr."idreporte" = r."id") AS "idsremesas"
    FROM "reportes" r LEFT JOIN "eventos" e ON e."id" = r."idevento" LEFT JOIN "puestoscontrol" pc ON pc."id" = r."idpuestocontrol"
    WHERE r."id" IN (${list}) AND r."idempresa" = ${idempresa}`);
  const docs = await rows<{ id: number; idreporte: number; archivo: string; subido: boolean }>(db,
    sql`SELECT "id", "idreporte", "archivo", "subido" FROM "documentosreporte" WHERE "idreporte" IN (${list}) ORDER BY "id"`);
  for (const r of reports) {
    const mine = docs.filter((d) => Number(d.idreporte) === Number(r.id));
    out.set(Number(r.id), {
      id: Number(r.id),
      idviaje: Number(r.idviaje),
      idsysevento: Number(r.idsysevento),
      idevento: r.idevento == null ? null : Number(r.idevento),
      evento: r.evento,
      fechahora: iso(r.fechahora)!,
      puestocontrol: r.puestocontrol,
      novedad: r.novedad,
      lugar: r.lugar,
      idsremesas: (r.idsremesas ?? []).map(Number),
      documentosreporte: mine.map((d) => ({ id: Number(d.id), archivo: d.archivo })),
      uploadLinks: mine.filter((d) => !d.subido).map((d) => ({ key: d.archivo, url: signedPath("PUT", d.archivo) })),
    });
  }
  return out;
}

/** Ids of reports already recorded under these client request ids. */
/** The reports already recorded under these request keys, with their trips. */
export async function existingRequestTrips(db: Db | Tx, idempresa: number, keys: string[]): Promise<Map<string, { id: number; idviaje: number }>> {
  if (!keys.length) return new Map();
  const found = await rows<{ id: number; idviaje: number; clientrequestid: string }>(db, sql`SELECT "id", "idviaje", "clientrequestid" FROM "reportes"
    WHERE "idempresa" = ${idempresa} AND "clientrequestid" IN (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  return new Map(found.map((f) => [f.clientrequestid, { id: Number(f.id), idviaje: Number(f.idviaje) }]));
}
