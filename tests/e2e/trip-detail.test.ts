// Trip detail end to end, logged in through the UI as admin/admin123: every tab shows
// the server's data; the general block's modals, phone, GPS link and copy; the traceability's shipments,
// map links and role-3 column; plan rows edited, moved, cancelled and deleted persist after reload; the
// alert turns the button red and survives reload, and a failed save says 'Ocurrio un error' and keeps its
// colour; an instruction is added and edited; the route map is 800×600 and needs nothing from the internet;
// a finished (7) or cancelled (4) trip shows no progress, distance nor route map; the live feed refetches
// the shipments for events 3, 5, 7, 8; the gallery opens from a badge, lists more than 30 photo reports,
// browses them and its zip holds the uploaded images; the xlsx holds the traceability; the e-mail (error
// without addresses, HTML received by an SMTP server with them); an unknown or another company's trip, or
// its gallery, shows nothing of it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhoto } from "@server/db/seed/photos";
import { signedPath } from "@server/storage";
import { CLICK_GUARD_MS } from "@shared/config";
import { decodePolyline } from "@shared/domain/polyline";
import { newContext, savedDownload } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The trip detail page object: selectors in one place. */
class TripPage {
  constructor(private page: Page) {}
  async open(id: number) {
    await this.page.goto(`/Home/Viaje/${id}`);
    await this.page.locator("[data-testid=trip-general]").waitFor();
  }
  tab(name: string) {
    return this.page.getByRole("tab", { name });
  }
  rows(table: string) {
    return this.page.locator(`[data-testid=${table}] tbody tr.ant-table-row`);
  }
  planRow(i: number) {
    return this.rows("plan-table").nth(i);
  }
  get alertButton() {
    return this.page.locator("[data-testid=alert-button]");
  }
  get instructions() {
    return this.page.locator("[data-testid=instructions]");
  }
  toast(text: string) {
    return this.page.locator(".ant-message").getByText(text);
  }
  /** the open modal whose content holds `text` */
  modal(text: string) {
    return this.page.locator(".ant-modal-wrap:visible .ant-modal").filter({ hasText: text });
  }
  /** the value of a bordered Descriptions row of `scope` by its exact label */
  field(scope: Locator, label: string) {
    return scope.locator("tr").filter({ has: this.page.locator("th").getByText(label, { exact: true }) }).locator("td").innerText();
  }
  headers(table: string) {
    return this.page.locator(`[data-testid=${table}] thead th`).allInnerTexts();
  }
  /** a visible tooltip's text */
  tooltip(text: string) {
    return this.page.locator(".ant-tooltip:not(.ant-tooltip-hidden)").getByText(text, { exact: true });
  }
}

/** Publishes a report on the live feed until `heard` holds (the feed's socket may still be connecting). */
async function publishUntil(report: { id: number; idviaje: number; idsysevento: number }, heard: () => Promise<boolean>) {
  await expect.poll(async () => {
    e2e.server.live.publish(1, [report]);
    return heard();
  }, { timeout: 20_000, interval: 1_000 }).toBe(true);
}

const uploads = mkdtempSync(join(tmpdir(), "tdc-e2e-uploads-"));
let e2e: E2E;
let context: BrowserContext;
let page: Page;
let trip: TripPage;
let tripId: number;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => e2e.server.database.query<T>(text, params);
/** the open trip's manifest number, by which the screen names it */
const tripNumber = async () => (await sql<{ numero: string }>(`SELECT numero FROM viajes WHERE id = $1`, [tripId]))[0].numero;

beforeAll(async () => {
  process.env.UPLOADS_DIR = uploads;
  e2e = await startE2E();
  [{ id: tripId }] = await sql<{ id: number }>(`SELECT v.id FROM viajes v
    WHERE v.idempresa = 1 AND v.idsysestado NOT IN (4, 7)
      AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 3
      AND EXISTS (SELECT 1 FROM reportes r JOIN reporteremesas rr ON rr.idreporte = r.id WHERE r.idviaje = v.id)
      AND EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id)
    ORDER BY v.id LIMIT 1`);
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL(/\/Home/i);
  trip = new TripPage(page);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe("trip detail", () => {
  it("shows the server's trip, traceability, plan and shipments", async () => {
    const [v] = await sql<{ nombreconductor: string; placa: string }>(`SELECT nombreconductor, placa FROM viajeslista WHERE id = $1`, [tripId]);
    await trip.open(tripId);
    const general = page.locator("[data-testid=trip-general]");
    await expect.poll(() => general.innerText()).toContain(v.nombreconductor);
    expect(await general.innerText()).toContain(v.placa);

    const reports = await sql<{ novedad: string }>(`SELECT novedad FROM reportes WHERE idviaje = $1 ORDER BY fechahora DESC, id DESC`, [tripId]);
    await expect.poll(() => trip.rows("traceability-table").count()).toBe(Math.min(100, reports.length));
    expect(await trip.rows("traceability-table").first().innerText()).toContain(reports[0].novedad);

    await trip.tab("Plan de viajes").click();
    await page.getByText(`Plan de viajes ${tripId}`).waitFor();
    for (const label of ["Cita cargue", "Salida de cargue", "Cita descargue", "Llegada descargue"]) {
      await page.locator("[data-testid=plan-timeline]").getByText(label, { exact: true }).waitFor();
    }
    const posts = await sql<{ descripcion: string }>(`SELECT pc.descripcion FROM viajes v JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje
      JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol WHERE v.id = $1 ORDER BY d.orden, d.id`, [tripId]);
    await expect.poll(() => trip.rows("plan-table").count()).toBe(posts.length);
    expect(await trip.planRow(0).innerText()).toContain(posts[0].descripcion);

    await trip.tab("Remesas / Ordenes").click();
    const shipments = await sql<{ numeroremesa: string }>(`SELECT numeroremesa FROM remesas WHERE idviaje = $1 ORDER BY numeroremesa`, [tripId]);
    await expect.poll(() => trip.rows("shipments-table").count()).toBe(shipments.length);
    for (const s of shipments) await page.locator("[data-testid=shipments-table]").getByText(s.numeroremesa).first().waitFor();
  });

  it("general block: driver and vehicle modals with NA for empty values, 'No posee telefono', the GPS link and its tooltip, 'Texto copiado'", async () => {
    // another open trip gets a driver without phone, document or contacts and a vehicle with a GPS link
    // lacking its scheme and several empty fields
    const [other] = await sql<{ id: number }>(
      `SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado NOT IN (4, 7) AND id <> $1 ORDER BY id LIMIT 1`, [tripId]);
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `CONDUCTOR ${stamp}`;
    const plate = `G${stamp.slice(-5)}`;
    const [driver] = await sql<{ id: number }>(
      `INSERT INTO conductores (idempresa, numerodocumento, nombre, telefono, contactos) VALUES (1, '', $1, NULL, NULL) RETURNING id`, [name]);
    const [vehicle] = await sql<{ id: number }>(
      `INSERT INTO vehiculos (idempresa, placa, marca, color, gpsurl) VALUES (1, $1, 'KENWORTH', '', 'rastreo.gps.co/unidad/7') RETURNING id`, [plate]);
    await sql(`UPDATE viajes SET idconductor = $2, idvehiculo = $3 WHERE id = $1`, [other.id, driver.id, vehicle.id]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.server.url });

    await trip.open(other.id);
    const general = page.locator("[data-testid=trip-general]");
    await expect.poll(() => page.locator("[data-testid=trip-phone]").innerText()).toBe("No posee telefono");

    await general.getByRole("button", { name, exact: true }).click();
    const driverModal = trip.modal("Documento");
    await expect.poll(() => trip.field(driverModal, "Nombre")).toBe(name);
    expect(await trip.field(driverModal, "Documento")).toBe("NA");
    // a missing driver phone reads the spec's text in the modal too, not NA
    expect(await trip.field(driverModal, "Teléfonos")).toBe("No posee telefono");
    expect(await trip.field(driverModal, "Contactos")).toBe("NA");
    await driverModal.locator(".ant-modal-close").click();
    await driverModal.waitFor({ state: "hidden" });

    await general.getByRole("button", { name: plate, exact: true }).click();
    const vehicleModal = trip.modal("Propietario");
    await expect.poll(() => trip.field(vehicleModal, "Placa")).toBe(plate);
    const values = [];
    for (const label of ["Tipo", "Marca", "Modelo", "Color", "Propietario", "Teléfono propietario"]) values.push(await trip.field(vehicleModal, label));
    expect(values).toEqual(["NA", "KENWORTH", "NA", "NA", "NA", "NA"]);
    await vehicleModal.locator(".ant-modal-close").click();
    await vehicleModal.waitFor({ state: "hidden" });

    // the GPS link gets http:// and shows itself as tooltip
    const gps = general.getByRole("link", { name: "GPS" });
    expect(await gps.getAttribute("href")).toBe("http://rastreo.gps.co/unidad/7");
    await gps.hover();
    await trip.tooltip("http://rastreo.gps.co/unidad/7").waitFor();

    // copying the plate: 'Texto copiado' while the confirmation lasts, the plate in the clipboard
    await general.getByRole("button", { name: "Copiar Placa" }).click();
    await trip.tooltip("Texto copiado").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plate);
    await trip.tooltip("Texto copiado").waitFor({ state: "hidden" });

    // without a GPS link the button is disabled and its tooltip reads 'No posee url de gps'
    await sql(`UPDATE vehiculos SET gpsurl = NULL WHERE id = $1`, [vehicle.id]);
    await page.reload();
    const noGps = page.locator("[data-testid=trip-general]").getByRole("button", { name: "GPS" });
    await expect.poll(() => noGps.isDisabled()).toBe(true);
    await noGps.hover({ force: true });
    await trip.tooltip("No posee url de gps").waitFor();
  });

  it("traceability: shipments for events 3, 5, 7 and 8 only, a map link for applications 11 and 13 only", async () => {
    const [remesa] = await sql<{ id: number; numeroremesa: string }>(
      `SELECT id, numeroremesa FROM remesas WHERE idviaje = $1 ORDER BY id LIMIT 1`, [tripId]);
    const stamp = Date.now().toString(36);
    // [idsysevento, aplicacion]: every report names the shipment and has coordinates
    const cases: [number, number][] = [[3, 12], [5, 12], [7, 12], [8, 12], [12, 11], [16, 13], [10, 12], [11, 12]];
    const made = [];
    for (const [i, [idsysevento, aplicacion]] of cases.entries()) {
      const novedad = `Caso ${stamp} ${i} evento ${idsysevento} aplicacion ${aplicacion}`;
      const [r] = await sql<{ id: number }>(
        `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad, aplicacion, latitud, longitud)
          VALUES ($1, 1, $2, now() - make_interval(secs => $3), 'Lugar de prueba', $4, $5, $6, -74.08) RETURNING id`,
        [tripId, idsysevento, i + 1, novedad, aplicacion, 4.6 + i / 100]);
      await sql(`INSERT INTO reporteremesas (idreporte, idremesa) VALUES ($1, $2)`, [r.id, remesa.id]);
      made.push({ idsysevento, aplicacion, novedad, latitud: 4.6 + i / 100 });
    }
    await trip.open(tripId);
    for (const m of made) {
      const row = trip.rows("traceability-table").filter({ hasText: m.novedad });
      await row.waitFor();
      const shipments = await row.locator(".ant-tag").allInnerTexts();
      expect(shipments, `event ${m.idsysevento}`).toEqual([3, 5, 7, 8].includes(m.idsysevento) ? [remesa.numeroremesa] : []);
      const link = row.getByRole("link", { name: "Ver en mapa" });
      expect(await link.count(), `application ${m.aplicacion}`).toBe([11, 13].includes(m.aplicacion) ? 1 : 0);
      if ([11, 13].includes(m.aplicacion)) expect(await link.getAttribute("href")).toContain(`query=${m.latitud},-74.08`);
    }
  });

  it("shows the fechareporte column to role 3 only: an operator (role 1) does not see it", async () => {
    const [newest] = await sql<{ fechareporte: Date }>(
      `SELECT fechareporte FROM reportes WHERE idviaje = $1 ORDER BY fechahora DESC, id DESC LIMIT 1`, [tripId]);
    await trip.open(tripId);
    await trip.rows("traceability-table").first().waitFor();
    const adminHeaders = await trip.headers("traceability-table");
    expect(adminHeaders).toContain("Fecha reporte");
    const column = adminHeaders.indexOf("Fecha reporte");
    expect(await trip.rows("traceability-table").first().locator("td").nth(column).innerText())
      .toBe(dayjs(newest.fechareporte).tz("America/Bogota").format("DD/MM/YYYY HH:mm"));

    const operatorContext = await newContext(e2e.browser, e2e.server.url);
    try {
      const operator = await operatorContext.newPage();
      const login = new LoginPage(operator);
      await login.open();
      await login.login("operador", "operador123");
      await operator.waitForURL(/\/Home/i);
      const operatorTrip = new TripPage(operator);
      await operatorTrip.open(tripId);
      await operatorTrip.rows("traceability-table").first().waitFor();
      const headers = await operatorTrip.headers("traceability-table");
      expect(headers).toContain("Fecha");
      expect(headers).not.toContain("Fecha reporte");
      expect(await operatorTrip.rows("traceability-table").first().locator("td").count()).toBe(headers.length);
    } finally {
      await operatorContext.close();
    }
  });

  it("edits, moves and deletes plan rows, and the changes persist after reload", async () => {
    const stored = () => sql<{ id: number; duracion: number; orden: number; puesto: string }>(
      `SELECT d.id, d.duracion, d.orden, pc.descripcion AS puesto FROM viajes v JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje
        JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol WHERE v.id = $1 ORDER BY d.orden`, [tripId]);
    const before = await stored();
    await trip.open(tripId);
    await trip.tab("Plan de viajes").click();
    await trip.planRow(0).getByRole("button", { name: "Editar" }).click();
    await trip.planRow(0).getByLabel("Duración (min)").fill("77");
    await trip.planRow(0).getByRole("button", { name: "Guardar" }).click();
    await trip.toast("Proceso exitoso").first().waitFor();
    await expect.poll(async () => (await stored())[0].duracion).toBe(77);

    await trip.planRow(0).getByRole("button", { name: "Bajar" }).click();
    await expect.poll(async () => (await stored()).map((d) => d.id)).toEqual([before[1].id, before[0].id, ...before.slice(2).map((d) => d.id)]);
    // the third row up: [b, c, a, …]
    await trip.planRow(2).getByRole("button", { name: "Subir" }).click();
    await expect.poll(async () => (await stored()).map((d) => d.id)).toEqual([before[1].id, before[2].id, before[0].id, ...before.slice(3).map((d) => d.id)]);
    await expect.poll(() => trip.planRow(1).innerText()).toContain(before[2].puesto);

    // an edit cancelled changes nothing, on screen or stored
    await trip.planRow(0).getByRole("button", { name: "Editar" }).click();
    await trip.planRow(0).getByLabel("Duración (min)").fill("999");
    await trip.planRow(0).getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => trip.planRow(0).getByRole("button", { name: "Editar" }).count()).toBe(1);
    expect(await trip.planRow(0).getByLabel("Duración (min)").count()).toBe(0);
    expect(await trip.planRow(0).innerText()).not.toContain("999");
    expect((await stored())[0]).toMatchObject({ id: before[1].id, duracion: before[1].duracion });

    await trip.planRow(1).getByRole("button", { name: "Eliminar" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(async () => (await stored()).length).toBe(before.length - 1);
    const after = await stored();
    expect(after.map((d) => d.id)).toEqual([before[1].id, before[0].id, ...before.slice(3).map((d) => d.id)]);
    expect(after.map((d) => d.orden)).toEqual(after.map((_d, i) => i + 1));

    await page.reload();
    await trip.tab("Plan de viajes").click();
    await expect.poll(() => trip.rows("plan-table").count()).toBe(after.length);
    expect(await trip.planRow(1).innerText()).toContain("77");
  });

  it("turns the alert button red after saving an alert, and keeps it after reload", async () => {
    await sql(`UPDATE viajes SET alerta = NULL, indicadoralerta = false WHERE id = $1`, [tripId]);
    await trip.open(tripId);
    expect(await trip.alertButton.getAttribute("data-active")).toBe("false");
    await trip.alertButton.click();
    await page.getByLabel("Alerta", { exact: true }).last().fill("Conductor no contesta");
    await page.locator(".ant-modal").getByRole("button", { name: "Guardar" }).click();
    await trip.toast("Proceso exitoso").first().waitFor();
    await expect.poll(() => trip.alertButton.getAttribute("data-active")).toBe("true");
    expect(await trip.alertButton.getAttribute("class")).toContain("ant-btn-dangerous");
    await page.reload();
    await trip.alertButton.waitFor();
    await expect.poll(() => trip.alertButton.getAttribute("data-active")).toBe("true");
    expect((await sql(`SELECT alerta FROM viajes WHERE id = $1`, [tripId]))[0].alerta).toBe("Conductor no contesta");
  });

  it("keeps the alert and the button's colour when saving the alert fails ('Ocurrio un error')", async () => {
    await sql(`UPDATE viajes SET alerta = NULL, indicadoralerta = false WHERE id = $1`, [tripId]);
    await trip.open(tripId);
    await expect.poll(() => trip.alertButton.getAttribute("data-active")).toBe("false");
    const look = () => trip.alertButton.evaluate((b) => {
      const style = getComputedStyle(b);
      return { background: style.backgroundColor, color: style.color, border: style.borderColor, danger: b.classList.contains("ant-btn-dangerous") };
    });
    const before = await look();
    expect(before.danger).toBe(false);
    const isAlert = (body: string | null) => Boolean(body?.includes("UpdateAlert"));
    // the server refuses the mutation, then the network drops it
    const failures: [string, Parameters<Page["route"]>[1]][] = [
      ["server", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ data: null, errors: [{ message: "Error interno" }] }) })],
      ["network", (route) => route.abort("connectionrefused")],
    ];
    const modal = page.locator(".ant-modal").filter({ has: page.getByLabel("Alerta", { exact: true }) });
    for (const [name, fail] of failures) {
      await page.route("**/graphql", (route) => (isAlert(route.request().postData()) ? fail(route, route.request()) : route.fallback()));
      try {
        await trip.alertButton.click();
        await modal.getByLabel("Alerta", { exact: true }).fill("Conductor no contesta");
        await modal.getByRole("button", { name: "Guardar" }).click();
        await trip.toast("Ocurrio un error").first().waitFor();
        await page.screenshot({ path: `/tmp/e2e-trip-alert-failure-${name}.png` });
        // the dialog stays open with the text, the button keeps its colour and the trip has no alert
        expect(await modal.isVisible(), name).toBe(true);
        expect(await trip.alertButton.getAttribute("data-active"), name).toBe("false");
        expect(await look(), name).toEqual(before);
        expect(await trip.toast("Proceso exitoso").count(), name).toBe(0);
        await modal.getByRole("button", { name: "Cancelar" }).click();
        await modal.waitFor({ state: "hidden" });
        // the next case must raise its own message
        await trip.toast("Ocurrio un error").first().waitFor({ state: "detached", timeout: 10_000 });
      } finally {
        await page.unroute("**/graphql");
      }
      expect((await sql(`SELECT alerta FROM viajes WHERE id = $1`, [tripId]))[0].alerta, name).toBeNull();
    }
    expect(await look()).toEqual(before);
  });

  it("the tabs take the whole width with or without instructions, the panel as tall either way, and the 'Cargando...' toast closes once they show", async () => {
    const [bare] = await sql<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10
      AND NOT EXISTS (SELECT 1 FROM observacionesviaje o WHERE o.idviaje = v.id) ORDER BY v.id LIMIT 1`);
    await trip.open(bare.id);
    await trip.instructions.getByText("No hay datos").waitFor();
    // the toast would stay its 2000 ms; it goes with the content (the notice's exit animation included)
    await expect.poll(() => trip.toast("Cargando...").count(), { timeout: 1500, interval: 100 }).toBe(0);
    const box = (selector: string) => page.locator(selector).first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { width: r.width, height: r.height };
    });
    const tabsShare = async () => (await box("[data-testid=trip-tabs-column]")).width / (await box("[data-testid=trip-tabs-column] >> xpath=..")).width;
    await expect.poll(tabsShare).toBeGreaterThan(0.95);
    const empty = await box("[data-testid=instructions]");
    await sql(`INSERT INTO observacionesviaje (idviaje, idusuario, observacion, fecha) VALUES ($1, 1, 'Entregar en portería', now())`, [bare.id]);
    try {
      await trip.open(bare.id);
      await trip.instructions.getByText("Entregar en portería").waitFor();
      await expect.poll(tabsShare).toBeGreaterThan(0.95);
      const filled = await box("[data-testid=instructions]");
      expect(filled.width).toBe(empty.width);
      expect(Math.abs(filled.height - empty.height)).toBeLessThanOrEqual(2);
    } finally {
      await sql(`DELETE FROM observacionesviaje WHERE idviaje = $1`, [bare.id]);
    }
  });

  it("adds an instruction ('Requerido' when empty) and edits it", async () => {
    await trip.open(tripId);
    await trip.instructions.getByRole("button", { name: "Agregar" }).click();
    const modal = page.locator(".ant-modal").filter({ hasText: "Observación" });
    // Guardar ignores a click within 500 ms of the previous one: a user's next click comes after that
    let lastClick = 0;
    const save = async () => {
      await page.waitForTimeout(Math.max(0, CLICK_GUARD_MS + 50 - (Date.now() - lastClick)));
      await modal.getByRole("button", { name: "Guardar" }).click();
      // after the click is done: the click itself may wait for the modal to open
      lastClick = Date.now();
    };
    await save();
    await modal.getByText("Requerido").waitFor();
    await modal.getByLabel("Observación").fill("Llamar al cliente antes de descargar");
    await save();
    await trip.instructions.getByText("Llamar al cliente antes de descargar").waitFor();

    await trip.instructions.getByRole("button", { name: "Editar" }).click();
    await modal.getByLabel("Observación").fill("Llamar al cliente dos horas antes");
    await save();
    await trip.instructions.getByText("Llamar al cliente dos horas antes").waitFor();
    const [last] = await sql<{ observacion: string }>(`SELECT observacion FROM observacionesviaje WHERE idviaje = $1 ORDER BY id DESC LIMIT 1`, [tripId]);
    expect(last.observacion).toBe("Llamar al cliente dos horas antes");
  });

  it("shows progress and the 800×600 route map for an open trip with nothing from the internet, and hides them for a finished one", async () => {
    // 130 positions older than every report: the traced path comes from all of them, not from the
    // traceability's first page
    const made = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad, latitud, longitud)
        SELECT $1, 1, 11, (SELECT min(fechahora) FROM reportes WHERE idviaje = $1) - make_interval(hours => 200 - n), 'GPS', 'Posicion',
          4 + n / 100.0, -74 + n / 100.0 FROM generate_series(1, 130) n RETURNING id`, [tripId]);
    // every request of the page is recorded; any to a host other than this server is refused
    const local = new URL(e2e.server.url).host;
    const requested: string[] = [];
    const record = (request: { url(): string }) => void requested.push(request.url());
    page.on("request", record);
    await context.route((url) => !["data:", "blob:"].includes(url.protocol) && url.host !== local, (route) => route.abort());
    try {
      await trip.open(tripId);
      const progress = page.locator("[data-testid=trip-progress]");
      await progress.waitFor();
      expect(await progress.innerText()).toMatch(/\d+%/);
      const route = page.waitForResponse((r) => r.url().includes("/api/routes?idviaje="));
      await page.getByRole("button", { name: "Mapa de ruta" }).click();
      const modal = page.locator(".ant-modal").filter({ hasText: "Ruta planeada y recorrida" });
      const pathMap = modal.locator("[data-testid=route-path-map]");
      await pathMap.locator("canvas").first().waitFor();
      expect(await modal.locator(".ant-modal-content").evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(800);
      expect(await pathMap.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(600);
      // the traced path drawn is the server's: every position of the trip, sampled to 25 waypoints, oldest first
      const body = (await (await route).json()) as { recorrido: string };
      const traced = decodePolyline(body.recorrido);
      expect(traced).toHaveLength(25);
      expect(traced[0].latitud).toBeCloseTo(4.01, 5);
      await expect.poll(() => pathMap.getAttribute("data-traced-points")).toBe("25");
      // the map drew on its canvas without any basemap
      await expect.poll(() => pathMap.locator("canvas").first().evaluate((c: HTMLCanvasElement) => c.width * c.height)).toBeGreaterThan(0);
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.filter((u) => !["data:", "blob:"].includes(new URL(u).protocol) && new URL(u).host !== local)).toEqual([]);
    } finally {
      page.off("request", record);
      await context.unrouteAll();
      await sql(`DELETE FROM reportes WHERE id = ANY($1::int[])`, [made.map((r) => r.id)]);
    }

    const [finished] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 7 LIMIT 1`);
    await trip.open(finished.id);
    await expect.poll(() => page.locator("[data-testid=trip-state]").innerText()).toBe("TERMINADO");
    expect(await page.locator("[data-testid=trip-progress]").count()).toBe(0);
  });

  it("moves the progress with the last GPS position when no plan post has been reported yet", async () => {
    // an en-route trip none of whose plan posts has a report, placed (as a GPS report would) at its second post
    const [row] = await sql<{ id: number; latitud: number; longitud: number; km: number; total: number }>(`
      SELECT v.id, pc.latitud, pc.longitud,
        (SELECT sum(d2.distancia) FROM detallesplanviaje d2 WHERE d2.idplanviaje = v.idplanviaje AND d2.orden <= d.orden) AS km,
        (SELECT sum(d3.distancia) FROM detallesplanviaje d3 WHERE d3.idplanviaje = v.idplanviaje) AS total
      FROM viajes v JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje AND d.orden = 2
      JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol AND pc.latitud IS NOT NULL
      WHERE v.idempresa = 1 AND v.idsysestado = 10
        AND EXISTS (SELECT 1 FROM detallesplanviaje d4 WHERE d4.idplanviaje = v.idplanviaje AND d4.orden = 3)
        AND NOT EXISTS (SELECT 1 FROM reportes r JOIN detallesplanviaje dp
        ON dp.idpuestocontrol = r.idpuestocontrol AND dp.idplanviaje = v.idplanviaje WHERE r.idviaje = v.id)
      ORDER BY v.id LIMIT 1`);
    expect(row).toBeDefined();
    const before = (await sql<{ latitud: number; longitud: number }>(`SELECT latitud, longitud FROM viajes WHERE id = $1`, [row.id]))[0];
    await sql(`UPDATE viajes SET latitud = $2, longitud = $3 WHERE id = $1`, [row.id, row.latitud, row.longitud]);
    try {
      await trip.open(row.id);
      const progress = page.locator("[data-testid=trip-progress]");
      await progress.waitFor();
      const expected = Math.round((Number(row.km) / Number(row.total)) * 100);
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(100);
      await expect.poll(() => progress.locator(".ant-progress-text").innerText()).toBe(`${expected}%`);
      expect(await progress.innerText()).toContain(`${Number(row.km).toLocaleString("es-CO", { maximumFractionDigits: 1 })} km de`);
    } finally {
      await sql(`UPDATE viajes SET latitud = $2, longitud = $3 WHERE id = $1`, [row.id, before.latitud, before.longitud]);
    }
  });

  it("hides progress, distance and the route map for a cancelled trip (state 4)", async () => {
    // a cancelled trip of the seed, or one made so; with a plan, so an open trip would show all three
    let [cancelled] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 4 AND idplanviaje IS NOT NULL ORDER BY id LIMIT 1`);
    let restore: number | null = null;
    if (!cancelled) {
      [cancelled] = await sql<{ id: number }>(
        `SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado NOT IN (4, 7) AND idplanviaje IS NOT NULL AND id <> $1 ORDER BY id LIMIT 1`, [tripId]);
      [{ idsysestado: restore }] = await sql<{ idsysestado: number }>(`SELECT idsysestado FROM viajes WHERE id = $1`, [cancelled.id]);
      await sql(`UPDATE viajes SET idsysestado = 4 WHERE id = $1`, [cancelled.id]);
    }
    try {
      // the same page for an open trip shows them (the check below can fail)
      await trip.open(tripId);
      await page.locator("[data-testid=trip-progress]").waitFor();
      expect(await page.getByRole("button", { name: "Mapa de ruta" }).count()).toBe(1);

      await trip.open(cancelled.id);
      await expect.poll(() => page.locator("[data-testid=trip-state]").innerText()).toBe("CANCELADO");
      expect(await page.locator("[data-testid=trip-progress]").count()).toBe(0);
      expect(await page.locator(".ant-progress").count()).toBe(0);
      expect(await page.getByText(/\bkm de .* km\b/).count()).toBe(0);
      expect(await page.getByText("Distancia", { exact: true }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Mapa de ruta" }).count()).toBe(0);
      await page.screenshot({ path: "/tmp/e2e-trip-cancelled.png" });
    } finally {
      if (restore !== null) await sql(`UPDATE viajes SET idsysestado = $2 WHERE id = $1`, [cancelled.id, restore]);
    }
  });

  it("refetches the open trip's traceability on a live report and says 'Se realizo un nuevo reporte al viaje {manifest number}'", async () => {
    await trip.open(tripId);
    await trip.rows("traceability-table").first().waitFor();
    const [report] = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad, aplicacion)
       VALUES ($1, 1, 12, now(), 'KM 1', 'Reporte en vivo de prueba', 12) RETURNING id`, [tripId]);
    const message = `Se realizo un nuevo reporte al viaje ${await tripNumber()}`;
    await publishUntil({ id: report.id, idviaje: tripId, idsysevento: 12 }, async () => (await trip.toast(message).count()) > 0);
    // the trip by its manifest number, never its internal id
    expect(await trip.toast(`Se realizo un nuevo reporte al viaje ${tripId}`).count()).toBe(0);
    await expect.poll(() => trip.rows("traceability-table").first().innerText()).toContain("Reporte en vivo de prueba");
  });

  it("refetches the open trip's shipments on a live report of events 3, 5, 7 and 8, not for other events", async () => {
    const [shipment] = await sql<{ id: number; numeroremesa: string }>(
      `SELECT id, numeroremesa FROM remesas WHERE idviaje = $1 ORDER BY numeroremesa LIMIT 1`, [tripId]);
    await trip.open(tripId);
    await trip.tab("Remesas / Ordenes").click();
    const row = trip.rows("shipments-table").filter({ hasText: shipment.numeroremesa });
    await row.waitFor();
    const traceability = page.locator("[data-testid=traceability-table]");
    const message = `Se realizo un nuevo reporte al viaje ${await tripNumber()}`;

    // a report the screen is told about with a plain event (a call): traceability refetched, shipments not
    const plain = Date.now().toString(36);
    const [call] = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad) VALUES ($1, 1, 12, now(), 'KM 2', $2) RETURNING id`,
      [tripId, `Llamada ${plain}`]);
    await sql(`UPDATE remesas SET contenido = $2 WHERE id = $1`, [shipment.id, `CONTENIDO ${plain}`]);
    await publishUntil({ id: call.id, idviaje: tripId, idsysevento: 12 },
      async () => (await traceability.textContent())?.includes(`Llamada ${plain}`) ?? false);
    expect(await trip.toast(message).count()).toBeGreaterThan(0);
    expect(await row.innerText()).not.toContain(`CONTENIDO ${plain}`);

    // each loading and unloading event refetches them: the table shows the shipment's new content
    for (const [i, idsysevento] of [3, 5, 7, 8].entries()) {
      const stamp = `${Date.now().toString(36)}${i}`;
      await sql(`UPDATE remesas SET contenido = $2 WHERE id = $1`, [shipment.id, `CONTENIDO ${stamp}`]);
      const [report] = await sql<{ id: number }>(
        `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad) VALUES ($1, 1, $2, now(), 'KM 3', $3) RETURNING id`,
        [tripId, idsysevento, `Evento ${idsysevento} ${stamp}`]);
      await publishUntil({ id: report.id, idviaje: tripId, idsysevento }, async () => (await row.innerText()).includes(`CONTENIDO ${stamp}`));
    }
  });

  it("sends an unknown trip and another company's trip to /Home/network-error", async () => {
    const [other] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 3 LIMIT 1`);
    for (const id of [99_999_999, other.id]) {
      await page.goto(`/Home/Viaje/${id}`);
      await page.waitForURL(/\/Home\/network-error$/i);
    }
  });
});

describe("trip detail: photos, xlsx and e-mail", () => {
  // a valid 1×1 JPEG
  const JPEG = Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////" +
      "wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  );

  // the bytes of the key's type: the seeded documents are PNG, the uploads of the tests JPEG
  const bytesOf = (archivo: string) => (archivo.endsWith(".png") ? demoPhoto(0) : JPEG);
  const upload = async (archivo: string) => {
    const res = await fetch(`${e2e.server.url}${signedPath("PUT", archivo)}`, {
      method: "PUT", headers: { "content-type": archivo.endsWith(".png") ? "image/png" : "image/jpeg" }, body: new Uint8Array(bytesOf(archivo)),
    });
    expect(res.status).toBe(200);
  };
  const readZip = async (file: string) => {
    const zip = await JSZip.loadAsync(readFileSync(file));
    return { zip, names: Object.keys(zip.files).filter((n) => !zip.files[n].dir).sort() };
  };

  it("opens the gallery from a report's badge, shows the image and zips the uploaded images", async () => {
    // an older report whose image was uploaded but is gone from the storage: its thumbnail shows the broken-image icon
    const [old] = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad)
        VALUES ($1, 1, 16, (SELECT min(fechahora) FROM reportes WHERE idviaje = $1) - interval '1 hour', 'Bodega', 'Foto sin archivo') RETURNING id`,
      [tripId]);
    await sql(`INSERT INTO documentosreporte (idreporte, idempresa, archivo, contenttype, subido) VALUES ($1, 1, $2, 'image/jpeg', true)`,
      [old.id, `1/sin_archivo_${old.id}.jpg`]);
    const docs = await sql<{ idreporte: number; archivo: string }>(
      `SELECT d.idreporte, d.archivo FROM documentosreporte d JOIN reportes r ON r.id = d.idreporte
        WHERE r.idviaje = $1 ORDER BY r.fechahora DESC, d.id`, [tripId]);
    const report = docs[0].idreporte;
    const uploaded = docs.filter((d) => d.idreporte === report);
    for (const d of uploaded) await upload(d.archivo);
    await trip.open(tripId);
    await page.getByRole("button", { name: `Documentos ${report}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/Home/Gallery/${tripId}\\?reporte=${report}$`, "i"));
    const viewer = page.locator("[data-testid=image-viewer]");
    await viewer.locator("img").waitFor();
    await expect.poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await viewer.getByRole("button", { name: "Cerrar" }).click();

    // every image without a file on disk shows the broken-image icon
    await expect.poll(() => page.locator("[data-testid=broken-thumbnail]").count()).toBe(docs.length - uploaded.length);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar todo" }).click();
    const { zip, names } = await readZip(await savedDownload(await download));
    expect(names).toEqual(uploaded.map((d) => `reporte_${report}/${d.archivo.split("/")[1]}`).sort());
    expect(Buffer.from(await zip.file(names[0])!.async("uint8array"))).toEqual(bytesOf(uploaded[0].archivo));

    await page.getByRole("button", { name: "Volver al viaje" }).click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${tripId}$`, "i"));
  });

  it("lists every report of a trip with more than 30 photo reports, browses them in the viewer and zips them all", async () => {
    // a trip without photos gets 32 reports of one image each; the fifth newest's file is gone from the storage
    const [g] = await sql<{ id: number; numero: string }>(`SELECT v.id, v.numero FROM viajes v WHERE v.idempresa = 1 AND v.id <> $1
      AND NOT EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id) ORDER BY v.id LIMIT 1`, [tripId]);
    const stamp = Date.now().toString(36);
    const made = await sql<{ id: number; n: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad)
        SELECT $1, 1, 16, now() - make_interval(mins => n), 'Patio', 'Foto ' || n FROM generate_series(1, 32) n RETURNING id, substring(novedad from 6)::int AS n`,
      [g.id]);
    const reports = [...made].sort((a, b) => a.n - b.n); // newest first, as the gallery lists them
    const keys = reports.map((r) => `1/galeria_${stamp}_${r.n}.jpg`);
    for (const [i, r] of reports.entries()) {
      await sql(`INSERT INTO documentosreporte (idreporte, idempresa, archivo, contenttype) VALUES ($1, 1, $2, 'image/jpeg')`, [r.id, keys[i]]);
    }
    const missing = 4;
    for (const [i, key] of keys.entries()) if (i !== missing) await upload(key);
    await sql(`UPDATE documentosreporte SET subido = true WHERE archivo = $1`, [keys[missing]]);

    await page.goto(`/Home/Gallery/${g.id}`);
    // the trip by its manifest number, not its internal id
    await page.getByText(`Galería del viaje ${g.numero}`, { exact: true }).waitFor();
    expect(await page.getByText(`Galería del viaje ${g.id}`, { exact: true }).count()).toBe(0);
    await expect.poll(() => page.locator("[data-testid^=gallery-report-]").count()).toBe(32);
    await expect.poll(() => page.locator("[data-testid^=gallery-report-] button img").count()).toBe(31);
    await expect.poll(() => page.locator("[data-testid=broken-thumbnail]").count()).toBe(1);
    expect(await page.locator(`[data-testid=gallery-report-${reports[missing].id}] [data-testid=broken-thumbnail]`).count()).toBe(1);

    // the viewer: next, previous, download, close, and the broken-image icon for the image that fails
    const name = (i: number) => keys[i].split("/")[1];
    await page.getByRole("button", { name: name(0), exact: true }).click();
    const viewer = page.locator("[data-testid=image-viewer]");
    await viewer.getByText(`${name(0)} (1 / 32)`).waitFor();
    expect(await viewer.getByRole("button", { name: "Anterior" }).isDisabled()).toBe(true);
    await viewer.getByRole("button", { name: "Siguiente" }).click();
    await viewer.getByText(`${name(1)} (2 / 32)`).waitFor();
    await expect.poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await viewer.getByRole("button", { name: "Anterior" }).click();
    await viewer.getByText(`${name(0)} (1 / 32)`).waitFor();

    const one = page.waitForEvent("download");
    await viewer.getByRole("button", { name: "Descargar" }).click();
    const saved = await one;
    expect(saved.suggestedFilename()).toBe(name(0));
    expect(readFileSync(await savedDownload(saved))).toEqual(JPEG);

    for (let i = 1; i <= missing; i++) await viewer.getByRole("button", { name: "Siguiente" }).click();
    await viewer.getByText(`${name(missing)} (${missing + 1} / 32)`).waitFor();
    await viewer.locator("[data-testid=broken-image]").waitFor();
    await viewer.getByText("No se pudo cargar la imagen").waitFor();
    await viewer.getByRole("button", { name: "Siguiente" }).click();
    await expect.poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await viewer.locator("[data-testid=broken-image]").count()).toBe(0);
    await viewer.getByRole("button", { name: "Cerrar" }).click();
    await viewer.waitFor({ state: "hidden" });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar todo" }).click();
    const done = await download;
    expect(done.suggestedFilename()).toBe(`galeria_viaje_${g.numero}.zip`);
    const { names } = await readZip(await savedDownload(done));
    expect(names).toEqual(reports.flatMap((r, i) => (i === missing ? [] : [`reporte_${r.id}/${name(i)}`])).sort());
  });

  it("says 'Ocurrio un error' and downloads nothing when not one image of the trip can be fetched", async () => {
    // the seeded documents have no file in this run's uploads folder; only the gallery tests above upload
    const [t] = await sql<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.id <> $1
      AND EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id)
      AND NOT EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id AND d.archivo LIKE '1/galeria_%')
      ORDER BY v.id LIMIT 1`, [tripId]);
    let downloads = 0;
    const count = () => void downloads++;
    page.on("download", count);
    try {
      await page.goto(`/Home/Gallery/${t.id}`);
      // the gallery's chunk, its page of reports, then each image's failed load: more than the default second
      await expect.poll(() => page.locator("[data-testid=broken-thumbnail]").count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Descargar todo" }).click();
      await trip.toast("Ocurrio un error").first().waitFor();
      expect(downloads).toBe(0);
    } finally {
      page.off("download", count);
    }
  });

  it("shows a company-1 user nothing of company 3's trip gallery, and refuses its image keys", async () => {
    const [other] = await sql<{ id: number }>(`SELECT r.idviaje AS id FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id
      WHERE r.idempresa = 3 ORDER BY r.idviaje LIMIT 1`);
    const foreignKeys = (await sql<{ archivo: string }>(`SELECT archivo FROM documentosreporte WHERE idempresa = 3`)).map((d) => d.archivo);
    expect(foreignKeys.length).toBeGreaterThan(0);
    const bodies: string[] = [];
    const record = async (response: { url(): string; text(): Promise<string> }) => {
      if (response.url().includes("/graphql")) bodies.push(await response.text().catch(() => ""));
    };
    page.on("response", record);
    try {
      await page.goto(`/Home/Gallery/${other.id}`);
      await page.getByText("El viaje no tiene imágenes").waitFor();
      expect(await page.locator("[data-testid^=gallery-report-]").count()).toBe(0);
      expect(await page.locator("[data-testid=image-viewer]").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Descargar todo" }).isDisabled()).toBe(true);
    } finally {
      page.off("response", record);
    }
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((b) => foreignKeys.some((k) => b.includes(k)))).toEqual([]);

    // the browser's own session (its HttpOnly cookie) asking for a company-3 key by name: NOT_FOUND, no url
    const answer = await page.evaluate(async (key) => {
      const cookies = Object.fromEntries(document.cookie.split("; ").map((c) => c.split("=").map(decodeURIComponent)));
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", idapp: "12", idempresa: cookies.idcompany },
        body: JSON.stringify({ query: "query ($key: String!) { getSignedUrlFileDownload(key: $key) { id key url } }", variables: { key } }),
      });
      return res.json() as Promise<{ data: unknown; errors?: { extensions?: { code?: string } }[] }>;
    }, foreignKeys[0]);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(["NOT_FOUND"]);
  });

  it("downloads the traceability as trazabilidad_{date}.xlsx holding the trip's reports", async () => {
    await trip.open(tripId);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar" }).click();
    const done = await download;
    expect(done.suggestedFilename()).toMatch(/^trazabilidad_\d{8}_\d{6}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await savedDownload(done));
    const sheet = book.worksheets[0];
    // a date cell is a spreadsheet date of Bogotá wall time (read through UTC) with a day-first format
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((v, i) => {
      if (!(v instanceof Date)) return String(v);
      expect(sheet.getRow(row).getCell(i + 1).numFmt).toBe("dd/mm/yyyy hh:mm");
      return dayjs(v).utc().format("DD/MM/YYYY HH:mm");
    });
    // the spec's fields in the spec's order, under the traceability table's labels
    expect(cells(1)).toEqual(["Lugar", "Fecha", "Remesas", "Usuario", "Evento", "Orden", "Tipo de reporte", "Puesto de control", "Novedad"]);

    const reports = await sql<Record<string, unknown> & { fechahora: Date }>(
      `SELECT rp.lugar, rp.fechahora, (SELECT string_agg(rm.numeroremesa, ', ' ORDER BY rm.numeroremesa) FROM reporteremesas rr
          JOIN remesas rm ON rm.id = rr.idremesa WHERE rr.idreporte = rp.id) AS remesas,
        u.nombre AS usuario, e.descripcion AS evento, rp.orden, se.descripcion AS sysevento, pc.descripcion AS puestocontrol, rp.novedad
       FROM reportes rp LEFT JOIN usuarios u ON u.id = rp.idusuario LEFT JOIN eventos e ON e.id = rp.idevento
       LEFT JOIN syseventos se ON se.id = rp.idsysevento LEFT JOIN puestoscontrol pc ON pc.id = rp.idpuestocontrol
       WHERE rp.idviaje = $1 ORDER BY rp.fechahora DESC, rp.id DESC`, [tripId]);
    const text = (v: unknown) => (v === null || v === undefined || v === "" ? "NA" : String(v));
    const expected = reports.map((r) => [
      text(r.lugar), dayjs(r.fechahora).tz("America/Bogota").format("DD/MM/YYYY HH:mm"), text(r.remesas), text(r.usuario), text(r.evento),
      text(r.orden), text(r.sysevento), text(r.puestocontrol), text(r.novedad),
    ]);
    const rows = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => cells(i + 2));
    expect(rows).toHaveLength(reports.length);
    const key = (row: string[]) => row.join(" | ");
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
    // the newest report and a report naming shipments are there as the trip has them
    expect(rows.map(key)).toContain(key(expected[0]));
    const withShipments = expected.find((row) => row[2] !== "NA");
    expect(withShipments).toBeDefined();
    expect(rows.map(key)).toContain(key(withShipments!));
  });

  describe("e-mail", () => {
    let smtp: Server;
    const received: string[] = [];
    beforeAll(async () => {
      smtp = createServer((socket) => {
        let data = false;
        let body = "";
        let buffer = "";
        socket.write("220 prueba\r\n");
        socket.on("data", (chunk) => {
          buffer += chunk.toString();
          let at: number;
          while ((at = buffer.indexOf("\r\n")) >= 0) {
            const line = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (data && line === ".") {
              data = false;
              received.push(body);
              socket.write("250 OK\r\n");
            } else if (data) body += `${line}\r\n`;
            else if (line === "DATA") {
              data = true;
              socket.write("354 adelante\r\n");
            } else if (line === "QUIT") socket.end("221 adios\r\n");
            else socket.write("250 OK\r\n");
          }
        });
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      await new Promise((resolve) => smtp.close(resolve));
    });
    const outbox = async () => Number((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM correos`))[0].n);

    it("shows the spec's error and sends nothing for a client without addresses", async () => {
      await sql(`UPDATE clientes SET correoreporte = NULL WHERE id IN (SELECT idcliente FROM remesas WHERE idviaje = $1)`, [tripId]);
      const before = await outbox();
      await trip.open(tripId);
      await trip.rows("traceability-table").first().waitFor();
      await page.getByRole("button", { name: "Enviar correo" }).click();
      await trip.toast("El correo no puede ser enviado, recuerde registrar los correos para el cliente").first().waitFor();
      expect(await outbox()).toBe(before);
      expect(received).toHaveLength(0);
    });

    it("sends the traceability HTML through SMTP to the client's addresses", async () => {
      await sql(`UPDATE clientes SET correoreporte = 'trafico@cliente.co, gerencia@cliente.co'
        WHERE id IN (SELECT idcliente FROM remesas WHERE idviaje = $1)`, [tripId]);
      const [first] = await sql<{ numeroremesa: string; nombrecliente: string }>(`SELECT r.numeroremesa, c.nombrecliente FROM remesas r
        JOIN clientes c ON c.id = r.idcliente WHERE r.idviaje = $1 ORDER BY r.numeroremesa LIMIT 1`, [tripId]);
      const [latest] = await sql<{ novedad: string }>(`SELECT novedad FROM reportes WHERE idviaje = $1 ORDER BY fechahora DESC, id DESC LIMIT 1`, [tripId]);
      await trip.open(tripId);
      await trip.rows("traceability-table").first().waitFor();
      await page.getByRole("button", { name: "Enviar correo" }).click();
      await trip.toast(`Se envio correo a ${first.numeroremesa} ${first.nombrecliente}`).first().waitFor();
      await expect.poll(() => received.length).toBeGreaterThan(0);
      const [, encoded] = received[0].split("\r\n\r\n");
      const html = Buffer.from(encoded.replace(/\r\n/g, ""), "base64").toString("utf8");
      expect(html).toContain(`Trazabilidad de la remesa ${first.numeroremesa}`);
      expect(html).toContain(latest.novedad.replace(/&/g, "&amp;"));
    });
  });
});
