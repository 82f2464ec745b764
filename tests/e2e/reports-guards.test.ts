// Report forms end to end, what protects a report: a lost answer retried after a reload
// is still one report (the draft keeps the request id from the first send); a typed form survives a reload;
// the browser's own time checks stop a report before anything is sent (no server time, no trip info, earlier
// than the last report, later than now + 30 s); the control-post icons; the trip's last 10 reports in a form;
// the fixed event 'Salida de cargue' and the closed trip's 'Devolver terminar' really reach the server.
import type { Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "./support/master-data";
import { confirmStateChange, reportCounter, tripPicker } from "./support/reports";

const POLL = { timeout: 20_000 };
let s: Session;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => s.e2e.server.database.query<T>(text, params);

const pick = tripPicker((text, params) => sql(text, params));
const count = reportCounter((text, params) => sql(text, params));
const EN_RUTA = "v.idsysestado = 10 AND v.idproximosysevento = 10 AND coalesce(v.lugar, '') <> ''";

beforeAll(async () => {
  s = await startSession("reports-guards");
});
afterAll(async () => {
  await s?.close();
});

const modal = () => s.page.locator(".ant-modal-wrap:visible .ant-modal-content").last();
const field = (testid: string) => modal().locator(`[data-testid=${testid}]`);
const toast = (text: string) => s.page.locator(".ant-message-notice").getByText(text, { exact: true });
const formsOpen = () => s.page.locator(".ant-modal-wrap:visible").count();

async function openTrip(id: number) {
  await s.page.goto(`/Home/Viaje/${id}`);
  await s.page.locator("[data-testid=report-buttons]").waitFor();
  await s.page.locator("[data-testid=traceability-table] tbody tr.ant-table-row").first().waitFor();
}
async function openForm(key: string) {
  await s.page.locator(`[data-testid=report-${key}]`).click();
  await modal().locator("[data-testid=report-submit]").waitFor();
}
async function discard() {
  await modal().getByRole("button", { name: "Cancelar" }).click();
  await expect.poll(formsOpen).toBe(0);
}
/** the report mutations the page sends, by their variables */
function watchReports() {
  const sent: Record<string, unknown>[] = [];
  const listener = (request: Request) => {
    const body = request.url().endsWith("/graphql") ? request.postData() ?? "" : "";
    if (body.includes("createReporteV2")) sent.push((JSON.parse(body) as { variables: { reportes: Record<string, unknown>[] } }).variables.reportes[0]);
  };
  s.page.on("request", listener);
  return { sent, stop: () => s.page.off("request", listener) };
}
const isOperation = (route: Route, name: string) => {
  try {
    return (JSON.parse(route.request().postData() ?? "{}") as { operationName?: string }).operationName === name;
  } catch {
    return false;
  }
};

describe("idempotency and drafts", () => {
  it("a form sent unchanged whose answer is lost, sent again after a reload, is one report with one request id", async () => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    const reports = watchReports();
    // the server records the report, the browser never sees the answer
    let lost = 0;
    await s.page.route("**/graphql", async (route) => {
      if (!isOperation(route, "CreateReporteV2") || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await openForm("call");
    await field("report-submit").click();
    await expect.poll(() => count(id), POLL).toBe(before + 1);
    // the form stays open with its content: nothing was confirmed
    await expect.poll(() => field("report-submit").isEnabled(), POLL).toBe(true);
    expect(await formsOpen()).toBe(1);
    await s.page.unroute("**/graphql");

    await s.page.reload();
    await s.page.locator("[data-testid=report-buttons]").waitFor();
    await openForm("call");
    await field("report-submit").click();
    await expect.poll(formsOpen, POLL).toBe(0);
    reports.stop();

    expect(reports.sent).toHaveLength(2);
    const [first, second] = reports.sent.map((r) => r.clientrequestid);
    expect(typeof first).toBe("string");
    expect(second).toBe(first);
    expect(await count(id)).toBe(before + 1);
    expect(await sql(`SELECT id FROM reportes WHERE clientrequestid = $1`, [first])).toHaveLength(1);
    // confirmed: the draft is gone, a new form starts from the defaults
    await openForm("call");
    expect(await field("report-novedad").inputValue()).toBe("Sin Novedad");
    await discard();
  });

  it("what was typed in a form is there again after a reload, until Cancelar discards it", async () => {
    const id = await pick(EN_RUTA);
    await openTrip(id);
    await openForm("gps");
    await field("report-lugar").fill("Alto de La Línea");
    await field("report-novedad").fill("Borrador sin enviar");
    await field("report-retraso").fill("25");
    await s.page.reload();
    await s.page.locator("[data-testid=report-buttons]").waitFor();
    await openForm("gps");
    expect(await field("report-lugar").inputValue()).toBe("Alto de La Línea");
    expect(await field("report-novedad").inputValue()).toBe("Borrador sin enviar");
    expect(await field("report-retraso").inputValue()).toBe("25");
    await discard();
    await openForm("gps");
    expect(await field("report-novedad").inputValue()).toBe("Sin Novedad");
    await discard();
  });
});

describe("the browser's checks before a report is sent", () => {
  it.each([
    ["GetDate", "No se pudo obtener la hora del servidor"],
    ["UtilsReport", "Ocurrio un error"],
  ])("%s failing shows '%s' and sends nothing", async (operation, message) => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    await openForm("call");
    // after the page loaded: only the submit's own request fails
    await s.page.route("**/graphql", (route) => (isOperation(route, operation)
      ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "caida" }] }) })
      : route.continue()));
    const reports = watchReports();
    try {
      await field("report-submit").click();
      await toast(message).waitFor();
      await expect.poll(() => field("report-submit").isEnabled(), POLL).toBe(true);
    } finally {
      reports.stop();
      await s.page.unroute("**/graphql");
    }
    expect(reports.sent).toEqual([]);
    expect(await count(id)).toBe(before);
    expect(await formsOpen()).toBe(1);
    await discard();
  });

  it.each([
    ["earlier than the trip's last report", "Fecha invalida, menor al último reporte", "2020"],
    ["later than the server's now + 30 s", "Fecha invalida, mayor a la hora actual", String(new Date().getFullYear() + 1)],
  ])("a time %s is refused in the browser with '%s'", async (_name, message, year) => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    await openForm("call");
    await field("report-day").fill("1");
    await field("report-year").fill(year);
    const reports = watchReports();
    await field("report-submit").click();
    await toast(message).waitFor();
    await expect.poll(() => field("report-submit").isEnabled(), POLL).toBe(true);
    reports.stop();
    expect(reports.sent).toEqual([]);
    expect(await count(id)).toBe(before);
    await discard();
  });
});

describe("what a form shows", () => {
  it("the control-post list marks reported posts grey with a check and the others green", async () => {
    const id = await pick(`${EN_RUTA} AND EXISTS (SELECT 1 FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje
      AND d.idpuestocontrol IN (SELECT r.idpuestocontrol FROM reportes r WHERE r.idviaje = v.id))
      AND EXISTS (SELECT 1 FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje
      AND d.idpuestocontrol NOT IN (SELECT r.idpuestocontrol FROM reportes r WHERE r.idviaje = v.id AND r.idpuestocontrol IS NOT NULL))`);
    const posts = await sql<{ descripcion: string; reported: boolean }>(`SELECT pc.descripcion,
        EXISTS (SELECT 1 FROM reportes r WHERE r.idviaje = v.id AND r.idpuestocontrol = d.idpuestocontrol) AS reported
      FROM viajes v JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol
      WHERE v.id = $1 ORDER BY d.orden, d.id`, [id]);
    await openTrip(id);
    await openForm("controlPost");
    await field("report-puesto").click();
    const options = s.page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await options.first().waitFor();
    const shown = await options.evaluateAll((els) => els.map((el) => {
      const icon = el.querySelector("[data-reported]") as HTMLElement;
      return { text: (el as HTMLElement).innerText.trim(), reported: icon.dataset.reported === "true", check: icon.getAttribute("aria-label"), color: getComputedStyle(icon).color };
    }));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const option of shown) {
      const post = posts.find((p) => p.descripcion === option.text);
      expect(post, option.text).toBeDefined();
      expect(option, option.text).toEqual(post!.reported
        ? { ...option, reported: true, check: "reportado", color: "rgb(140, 140, 140)" }
        : { ...option, reported: false, check: "pendiente", color: "rgb(82, 196, 26)" });
    }
    expect(shown.some((o) => o.reported)).toBe(true);
    expect(shown.some((o) => !o.reported)).toBe(true);
    await s.page.keyboard.press("Escape");
    await discard();
  });

  it("each form lists the trip's last 10 reports, newest first", async () => {
    const id = await pick(`${EN_RUTA} AND (SELECT count(*) FROM reportes r WHERE r.idviaje = v.id) > 10`);
    const newest = await sql<{ novedad: string }>(`SELECT novedad FROM reportes WHERE idviaje = $1 ORDER BY fechahora DESC, id DESC LIMIT 10`, [id]);
    await openTrip(id);
    for (const form of ["call", "weighing"]) {
      await openForm(form);
      const rows = modal().locator("[data-testid=last-reports] tbody tr.ant-table-row");
      await expect.poll(() => rows.count(), POLL).toBe(10);
      const texts = await rows.allInnerTexts();
      newest.forEach((r, i) => expect(texts[i]).toContain(r.novedad));
      await discard();
    }
  });
});

describe("reports the panel offers reach the server", () => {
  it("the event form's fixed option 1 'Salida de cargue' is recorded as event 1 without a company event", async () => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    await openForm("event");
    await field("report-salidacargue").check();
    await field("report-novedad").fill(`Salida de cargue ${id}`);
    await field("report-submit").click();
    await expect.poll(formsOpen, POLL).toBe(0);
    await expect.poll(() => count(id), POLL).toBe(before + 1);
    const [report] = await sql<{ idsysevento: number; idevento: number | null; novedad: string }>(
      `SELECT idsysevento, idevento, novedad FROM reportes WHERE idviaje = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(report).toEqual({ idsysevento: 1, idevento: null, novedad: `Salida de cargue ${id}` });
  });

  it("a finished trip offers role 3 only 'Devolver terminar', which sends event 30 and reopens it", async () => {
    const id = await pick("v.idsysestado = 7");
    await openTrip(id);
    const panel = s.page.locator("[data-testid=report-buttons]");
    expect(await panel.getAttribute("data-closed")).toBe("true");
    expect(await panel.locator("button").allInnerTexts()).toEqual(["Devolver terminar"]);
    await s.page.locator("[data-testid=report-process-30]").click();
    await modal().locator("[data-testid=report-submit]").waitFor();
    await field("report-lugar").fill("Oficina central");
    await field("report-novedad").fill(`Devuelto ${id}`);
    await field("report-submit").click();
    await confirmStateChange(s.page);
    await expect.poll(formsOpen, POLL).toBe(0);
    const [report] = await sql<{ idsysevento: number; novedad: string }>(`SELECT idsysevento, novedad FROM reportes WHERE idviaje = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(report).toEqual({ idsysevento: 30, novedad: `Devuelto ${id}` });
    expect((await sql<{ idsysestado: number }>(`SELECT idsysestado FROM viajes WHERE id = $1`, [id]))[0].idsysestado).toBe(11);
    await expect.poll(() => panel.getAttribute("data-closed"), POLL).toBe("false");
  });
});
