// Successful reports end to end: each kind of report sent through its form lands at
// the top of the trip's traceability (its event and note), moves the trip's timers on the server and turns the
// next-event button where the rules say so; a documents report with a photo shows its badge and the photo in
// the gallery. Each kind gets its own seeded trip, chosen by SQL, whose last report is over 2 minutes old.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "./support/master-data";
import { confirmStateChange, scratchUploads, tripPicker } from "./support/reports";
import { encodePng, type Rgb } from "@server/db/seed/photos";

const POLL = { timeout: 20_000 };
let uploads: ReturnType<typeof scratchUploads>;
let s: Session;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => s.e2e.server.database.query<T>(text, params);

/** A solid-colour PNG of `size`×`size` pixels. */
const png = (size: number, rgb: Rgb): Buffer => encodePng(size, size, () => rgb);

interface TripRow {
  idsysestado: number;
  idproximosysevento: number | null;
  idproximopuestocontrol: number | null;
  idultimoreporte: number | null;
  fechahoraultimallamada: Date | null;
  fechahoraproximallamada: Date | null;
  fechahoraultimogps: Date | null;
  fechahoraproximogps: Date | null;
  fechahoraultimootros: Date | null;
}
interface ReportRow {
  id: number;
  idsysevento: number;
  novedad: string;
  fechahora: Date;
}
const tripRow = async (id: number) => (await sql<TripRow>(`SELECT * FROM viajes WHERE id = $1`, [id]))[0];
const lastReport = async (id: number) => (await sql<ReportRow>(`SELECT id, idsysevento, novedad, fechahora FROM reportes WHERE idviaje = $1 ORDER BY id DESC LIMIT 1`, [id]))[0];
const time = (d: Date | null) => (d ? new Date(d).getTime() : null);

const pick = tripPicker((text, params) => sql(text, params));

const trips = {} as Record<"call" | "gps" | "weighing" | "documents" | "event" | "generic" | "controlPost" | "loading" | "unloading" | "beingUnloaded", number>;
let nextPost: { idpuestocontrol: number; descripcion: string; indicadorfisico: boolean | null };

beforeAll(async () => {
  uploads = scratchUploads("reports-success");
  s = await startSession("reports-success");
  const enRuta = "v.idsysestado = 10 AND v.idproximosysevento = 10";
  // control post: the next post is in the plan and another follows it
  trips.controlPost = await pick(`${enRuta} AND EXISTS (SELECT 1 FROM detallesplanviaje a JOIN detallesplanviaje b ON b.idplanviaje = a.idplanviaje
    AND b.orden > a.orden WHERE a.idplanviaje = v.idplanviaje AND a.idpuestocontrol = v.idproximopuestocontrol)`);
  trips.unloading = await pick(`${enRuta} AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id AND r.idsysestado = 13)`);
  // a demo trip whose shipments are all being unloaded (9): once a dead end (unloading disabled for good)
  trips.beingUnloaded = await pick(`v.idproximosysevento = 8 AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id)
    AND NOT EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id AND r.idsysestado <> 9)`);
  trips.loading = await pick(`v.idsysestado = 3 AND v.idproximosysevento = 3 AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id AND r.idsysestado = 3)`);
  for (const kind of ["call", "gps", "weighing", "documents", "event", "generic"] as const) trips[kind] = await pick(enRuta);
  [nextPost] = await sql<typeof nextPost>(`SELECT b.idpuestocontrol, pc.descripcion, pc.indicadorfisico FROM viajes v
    JOIN detallesplanviaje a ON a.idplanviaje = v.idplanviaje AND a.idpuestocontrol = v.idproximopuestocontrol
    JOIN detallesplanviaje b ON b.idplanviaje = v.idplanviaje AND b.orden > a.orden
    JOIN puestoscontrol pc ON pc.id = b.idpuestocontrol WHERE v.id = $1 ORDER BY b.orden LIMIT 1`, [trips.controlPost]);
});
afterAll(async () => {
  await s?.close();
  uploads?.restore();
});

const modal = () => s.page.locator(".ant-modal-wrap:visible .ant-modal-content").last();
const button = (key: string) => s.page.locator(`[data-testid=report-${key}]`);
const firstRow = () => s.page.locator("[data-testid=traceability-table] tbody tr.ant-table-row").first();

async function openTrip(id: number) {
  await s.page.goto(`/Home/Viaje/${id}`);
  await s.page.locator("[data-testid=report-buttons]").waitFor();
  await firstRow().waitFor();
}
async function openForm(key: string) {
  await button(key).click();
  await modal().locator("[data-testid=report-submit]").waitFor();
}
async function fill(testid: string, value: string) {
  const input = modal().locator(`[data-testid=${testid}]`);
  if (await input.count()) await input.fill(value);
}
/**
 * sends the open form (confirming first when the report changes the trip's state); resolves with the new report
 * once the form closed and the server holds it
 */
async function submit(tripId: number, before: number, changesState = false): Promise<ReportRow> {
  await modal().locator("[data-testid=report-submit]").click();
  if (changesState) await confirmStateChange(s.page);
  await expect.poll(() => s.page.locator(".ant-modal-wrap:visible").count(), POLL).toBe(0);
  const report = await lastReport(tripId);
  expect(report.id).toBeGreaterThan(before);
  return report;
}
/** the new report is the traceability's first row, with its event and note */
async function expectOnTop(report: ReportRow, event: string) {
  await expect.poll(() => firstRow().getAttribute("data-row-key"), POLL).toBe(String(report.id));
  const text = await firstRow().innerText();
  expect(text).toContain(event);
  expect(text).toContain(report.novedad);
}
/** the shipments the report names show in its row */
async function expectShipments(report: ReportRow) {
  const named = await sql<{ numeroremesa: string }>(`SELECT r.numeroremesa FROM reporteremesas rr JOIN remesas r ON r.id = rr.idremesa
    WHERE rr.idreporte = $1`, [report.id]);
  expect(named.length).toBeGreaterThan(0);
  const text = await firstRow().innerText();
  for (const { numeroremesa } of named) expect(text).toContain(numeroremesa);
}
/** a report of a kind without its own timer: last-other time and last report moved on, next event kept */
async function expectOtherTimers(id: number, before: TripRow, report: ReportRow) {
  const after = await tripRow(id);
  expect(Number(after.idultimoreporte)).toBe(report.id);
  expect(time(after.fechahoraultimootros)).toBe(time(report.fechahora));
  expect(time(after.fechahoraultimootros)).not.toBe(time(before.fechahoraultimootros));
  expect(time(after.fechahoraultimallamada)).toBe(time(before.fechahoraultimallamada));
  expect(time(after.fechahoraultimogps)).toBe(time(before.fechahoraultimogps));
  return after;
}

describe("a successful report of each kind", () => {
  it("call: on top, last and next call moved on, the late call button calms down", async () => {
    const id = trips.call;
    await sql(`UPDATE viajes SET fechahoraproximallamada = now() - interval '1 hour' WHERE id = $1`, [id]);
    const before = await tripRow(id);
    await openTrip(id);
    expect(await button("call").getAttribute("data-late")).toBe("true");
    await openForm("call");
    await fill("report-lugar", "KM 12 via Buga");
    await fill("report-novedad", `Llamada exitosa ${id}`);
    const report = await submit(id, Number(before.idultimoreporte ?? 0));
    expect(report.idsysevento).toBe(12);
    await expectOnTop(report, "LLAMADA AL CONDUCTOR");
    const after = await tripRow(id);
    expect(time(after.fechahoraultimallamada)).toBe(time(report.fechahora));
    expect(time(after.fechahoraproximallamada)).toBeGreaterThan(time(report.fechahora)!);
    expect(time(after.fechahoraultimogps)).toBe(time(before.fechahoraultimogps));
    await expect.poll(() => button("call").getAttribute("data-late"), POLL).toBe("false");
  });

  it("GPS: on top with the server's time, last and next GPS moved on", async () => {
    const id = trips.gps;
    await sql(`UPDATE viajes SET fechahoraproximogps = now() - interval '1 hour' WHERE id = $1`, [id]);
    const before = await tripRow(id);
    await openTrip(id);
    expect(await button("gps").getAttribute("data-late")).toBe("true");
    await openForm("gps");
    await fill("report-lugar", "Peaje Lobo Guerrero");
    await fill("report-novedad", `GPS al dia ${id}`);
    await fill("report-retraso", "15");
    const report = await submit(id, Number(before.idultimoreporte ?? 0));
    expect(report.idsysevento).toBe(11);
    expect(Math.abs(Date.now() - time(report.fechahora)!)).toBeLessThan(120_000);
    await expectOnTop(report, "REPORTE GPS");
    const after = await tripRow(id);
    expect(time(after.fechahoraultimogps)).toBe(time(report.fechahora));
    expect(time(after.fechahoraproximogps)).toBeGreaterThan(time(report.fechahora)!);
    expect(time(after.fechahoraultimallamada)).toBe(time(before.fechahoraultimallamada));
    await expect.poll(() => button("gps").getAttribute("data-late"), POLL).toBe("false");
  });

  it("control post: on top with its post, the button moves to the plan's next post", async () => {
    const id = trips.controlPost;
    const before = await tripRow(id);
    const [current] = await sql<{ descripcion: string }>(`SELECT descripcion FROM puestoscontrol WHERE id = $1`, [before.idproximopuestocontrol]);
    await openTrip(id);
    expect(await button("controlPost").getAttribute("data-event")).toBe("10");
    expect(await button("controlPost").innerText()).toContain(current.descripcion);
    await openForm("controlPost");
    await fill("report-novedad", `Paso por ${current.descripcion}`);
    const report = await submit(id, Number(before.idultimoreporte ?? 0));
    expect(report.idsysevento).toBe(10);
    await expectOnTop(report, "PASO POR PUESTO DE CONTROL");
    expect(await firstRow().innerText()).toContain(current.descripcion);
    const after = await expectOtherTimers(id, before, report);
    expect(Number(after.idproximopuestocontrol)).toBe(Number(nextPost.idpuestocontrol));
    const expected = nextPost.indicadorfisico === true ? "18" : "10";
    expect(String(after.idproximosysevento)).toBe(expected);
    await expect.poll(() => button("controlPost").innerText(), POLL).toContain(nextPost.descripcion);
    expect(await button("controlPost").getAttribute("data-event")).toBe(expected);
  });

  it("weighing: on top with ' KG' appended to the note", async () => {
    const id = trips.weighing;
    const before = await tripRow(id);
    await openTrip(id);
    await openForm("weighing");
    await fill("report-lugar", "Bascula Chusaca");
    await fill("report-novedad", "Pesaje normal");
    await fill("report-peso", "32500");
    const report = await submit(id, Number(before.idultimoreporte ?? 0));
    expect(report.idsysevento).toBe(9);
    expect(report.novedad).toBe("Pesaje normal 32.500 KG");
    await expectOnTop(report, "REPORTE DE BASCULA");
    const after = await expectOtherTimers(id, before, report);
    expect(after.idproximosysevento).toBe(before.idproximosysevento);
  });

  it("documents with a photo: on top with badge 1, and the gallery shows the loaded image", async () => {
    const id = trips.documents;
    const before = await tripRow(id);
    await openTrip(id);
    await openForm("documents");
    await fill("report-novedad", "Manifiesto firmado");
    await modal().locator("input[type=file]").setInputFiles({ name: "manifiesto.png", mimeType: "image/png", buffer: png(24, [200, 30, 30]) });
    await modal().getByText("manifiesto.png").waitFor();
    const report = await submit(id, Number(before.idultimoreporte ?? 0));
    expect(report.idsysevento).toBe(16);
    await expectOnTop(report, "REPORTE DE DOCUMENTOS");
    await expectOtherTimers(id, before, report);
    // uploaded through the signed link the server answered
    await expect.poll(() => sql<{ subido: boolean; contenttype: string }>(`SELECT subido, contenttype FROM documentosreporte WHERE idreporte = $1`, [report.id]), POLL)
      .toEqual([{ subido: true, contenttype: "image/png" }]);

    await expect.poll(() => s.page.locator(`[data-testid=docs-${report.id}] .ant-badge-count`).getAttribute("title"), POLL).toBe("1");
    await s.page.getByRole("button", { name: `Documentos ${report.id}` }).click();
    await s.page.waitForURL(new RegExp(`/Home/Gallery/${id}\\?reporte=${report.id}$`, "i"));
    const img = s.page.locator("[data-testid=image-viewer] img");
    await img.waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), POLL).toBe(24);
  });

  it("event: a company event chosen in the list is on top with its name", async () => {
    const id = trips.event;
    const before = await tripRow(id);
    await openTrip(id);
    await openForm("event");
    await fill("report-lugar", "Sector La Linea");
    await fill("report-novedad", `Evento de empresa ${id}`);
    await modal().locator(".ant-select").filter({ has: s.page.locator("#report-idevento") }).click();
    const option = s.page.locator(".ant-select-dropdown:visible .ant-select-item-option").first();
    await option.waitFor();
    const name = String(await option.getAttribute("title"));
    await option.click();
    const report = await submit(id, Number(before.idultimoreporte ?? 0));
    expect(report.idsysevento).toBe(17);
    await expectOnTop(report, name);
    await expectOtherTimers(id, before, report);
  });

  it("loading arrival (3): on top with its shipment, the loading button turns to 5", async () => {
    const id = trips.loading;
    const before = await tripRow(id);
    await openTrip(id);
    expect(await button("loading").getAttribute("data-event")).toBe("3");
    await openForm("loading");
    await fill("report-novedad", `Llegada a cargue ${id}`);
    const report = await submit(id, Number(before.idultimoreporte ?? 0), true);
    expect(report.idsysevento).toBe(3);
    await expectOnTop(report, "LLEGADA A CARGUE");
    await expectShipments(report);
    const after = await expectOtherTimers(id, before, report);
    expect(after.idproximosysevento).toBe(5);
    expect(after.idsysestado).toBe(5);
    await expect.poll(() => button("loading").getAttribute("data-event"), POLL).toBe("5");
  });

  it("unloading arrival (7): on top with its shipments, they arrive and the unloading button turns to 8", async () => {
    const id = trips.unloading;
    const before = await tripRow(id);
    await openTrip(id);
    expect(await button("unloading").getAttribute("data-event")).toBe("7");
    await openForm("unloading");
    const ticked = await modal().locator("[data-testid=report-remesas] input[type=checkbox]:checked").count();
    expect(ticked).toBeGreaterThan(0);
    await fill("report-novedad", `Llegada a descargue ${id}`);
    const report = await submit(id, Number(before.idultimoreporte ?? 0), true);
    expect(report.idsysevento).toBe(7);
    await expectOnTop(report, "LLEGADA A DESCARGUE");
    await expectShipments(report);
    const after = await expectOtherTimers(id, before, report);
    expect(after.idproximosysevento).toBe(8);
    const arrived = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reporteremesas rr JOIN remesas r ON r.id = rr.idremesa
      WHERE rr.idreporte = $1 AND r.idsysestado = 8`, [report.id]);
    expect(Number(arrived[0].n)).toBe(ticked);
    await expect.poll(() => button("unloading").getAttribute("data-event"), POLL).toBe("8");
  });

  it("end of unloading (8) on a trip whose shipments are all being unloaded (9): enabled, and the trip ends TERMINADO", async () => {
    const id = trips.beingUnloaded;
    const before = await tripRow(id);
    await openTrip(id);
    expect(await button("unloading").isDisabled()).toBe(false);
    expect(await button("unloading").getAttribute("data-event")).toBe("8");
    await openForm("unloading");
    const offered = modal().locator("[data-testid=report-remesas] input[type=checkbox]");
    const all = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM remesas WHERE idviaje = $1`, [id]);
    expect(await offered.count()).toBe(Number(all[0].n));
    for (const box of await offered.all()) if (!(await box.isChecked())) await box.check();
    await fill("report-novedad", `Fin de descargue ${id}`);
    const report = await submit(id, Number(before.idultimoreporte ?? 0), true);
    expect(report.idsysevento).toBe(8);
    await expect.poll(async () => Number((await tripRow(id)).idsysestado), POLL).toBe(7);
    await expect.poll(() => s.page.locator("[data-testid=report-buttons]").getAttribute("data-closed"), POLL).toBe("true");
  });

  it("generic process (pause): on top, the trip is paused and the menu offers Continue instead of Pause", async () => {
    const id = trips.generic;
    const before = await tripRow(id);
    await openTrip(id);
    await button("processes").click();
    await s.page.locator("[data-testid=report-process-14]").click();
    await modal().locator("[data-testid=report-submit]").waitFor();
    await fill("report-lugar", "Parqueadero El Descanso");
    await fill("report-novedad", `Pausa por descanso ${id}`);
    const report = await submit(id, Number(before.idultimoreporte ?? 0), true);
    expect(report.idsysevento).toBe(14);
    await expectOnTop(report, "PAUSA DE VIAJE");
    const after = await expectOtherTimers(id, before, report);
    expect(after.idsysestado).toBe(2);
    // the menu's items follow the refetched trip
    await button("processes").click();
    await expect.poll(() => s.page.locator("[data-testid=report-process-21]").count(), POLL).toBeGreaterThan(0);
    expect(await s.page.locator("[data-testid=report-process-14]").count()).toBe(0);
  });
});
