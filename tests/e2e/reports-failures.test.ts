// Report forms end to end when something fails (the form's state): while a report is being sent
// its form's buttons are disabled and the send button spins, and both come back when the answer is an error;
// the generic process form shows the server's refusal as an error toast and closes; an image whose signed
// upload fails is counted in 'No se pudo subir 1 imagen; el reporte quedó registrado' ('No se pudieron subir N imágenes…') while the report
// stays in the traceability with only the uploaded image.
import type { Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLICK_GUARD_MS } from "@shared/config";
import { startSession, type Session } from "./support/master-data";
import { PNG_1X1, confirmStateChange, reportCounter, scratchUploads, tripPicker } from "./support/reports";

const POLL = { timeout: 20_000 };
let uploads: ReturnType<typeof scratchUploads>;
let s: Session;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => s.e2e.server.database.query<T>(text, params);


const pick = tripPicker((text, params) => sql(text, params));
const count = reportCounter((text, params) => sql(text, params));
const EN_RUTA = "v.idsysestado = 10 AND v.idproximosysevento = 10 AND NOT v.retenerviaje AND coalesce(v.lugar, '') <> ''";

beforeAll(async () => {
  uploads = scratchUploads("reports-failures");
  s = await startSession("reports-failures");
});
afterAll(async () => {
  await s?.close();
  uploads?.restore();
});

const modal = () => s.page.locator(".ant-modal-wrap:visible .ant-modal-content").last();
const field = (testid: string) => modal().locator(`[data-testid=${testid}]`);
const toast = (text: string) => s.page.locator(".ant-message-notice").getByText(text, { exact: true });
const formsOpen = () => s.page.locator(".ant-modal-wrap:visible").count();
const firstRow = () => s.page.locator("[data-testid=traceability-table] tbody tr.ant-table-row").first();

async function openTrip(id: number) {
  await s.page.goto(`/Home/Viaje/${id}`);
  await s.page.locator("[data-testid=report-buttons]").waitFor();
  await firstRow().waitFor();
}
async function openForm(...testids: string[]) {
  for (const testid of testids) await s.page.locator(`[data-testid=${testid}]`).click();
  await modal().locator("[data-testid=report-submit]").waitFor();
}
const isOperation = (route: Route, name: string) => {
  try {
    return (JSON.parse(route.request().postData() ?? "{}") as { operationName?: string }).operationName === name;
  } catch {
    return false;
  }
};
/** the report mutations the page sends */
function watchReports() {
  let sent = 0;
  const listener = (request: Request) => {
    if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes("createReporteV2")) sent += 1;
  };
  s.page.on("request", listener);
  return { sent: () => sent, stop: () => s.page.off("request", listener) };
}
/** what the open form shows of its sending state */
const formState = () => modal().evaluate((root) => {
  const submit = root.querySelector("[data-testid=report-submit]") as HTMLButtonElement;
  const cancel = Array.from(root.querySelectorAll("button")).find((b) => b.textContent?.trim() === "Cancelar") as HTMLButtonElement;
  const note = root.querySelector("[data-testid=report-novedad]") as HTMLTextAreaElement;
  return {
    submitDisabled: submit.disabled,
    cancelDisabled: cancel.disabled,
    noteDisabled: note.disabled,
    spinner: submit.classList.contains("ant-btn-loading") && !!submit.querySelector(".ant-btn-loading-icon .anticon-loading"),
  };
});

describe("while a report is being sent", () => {
  it("the buttons are disabled and the send button spins; an error answer gives them back, and the report can be sent again", async () => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    await openForm("report-call");
    expect(await formState()).toEqual({ submitDisabled: false, cancelDisabled: false, noteDisabled: false, spinner: false });

    // the mutation is held until the test has looked at the form, then answered with the server's refusal
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = false;
    await s.page.route("**/graphql", async (route) => {
      if (!isOperation(route, "CreateReporteV2")) return route.continue();
      arrived = true;
      await held;
      await route.fulfill({ status: 200, contentType: "application/json",
        body: JSON.stringify({ data: null, errors: [{ message: "Fecha invalida, menor al último reporte", extensions: { code: "BAD_USER_INPUT" } }] }) });
    });
    let firstClick = 0;
    try {
      await field("report-submit").click();
      firstClick = Date.now();
      await expect.poll(() => arrived, POLL).toBe(true);
      expect(await formState()).toEqual({ submitDisabled: true, cancelDisabled: true, noteDisabled: true, spinner: true });
      release();
      await toast("Fecha invalida, menor al último reporte").waitFor();
      await expect.poll(formState, POLL).toEqual({ submitDisabled: false, cancelDisabled: false, noteDisabled: false, spinner: false });
      // a form other than the generic process stays open after an error
      expect(await formsOpen()).toBe(1);
    } finally {
      release();
      await s.page.unroute("**/graphql");
    }
    expect(await count(id)).toBe(before);

    // the send button ignores a click within 500 ms of the previous one: on a quick answer the
    // user's next click comes after that
    await s.page.waitForTimeout(Math.max(0, CLICK_GUARD_MS + 50 - (Date.now() - firstClick)));
    await field("report-submit").click();
    await expect.poll(formsOpen, POLL).toBe(0);
    expect(await count(id)).toBe(before + 1);
  });
});

describe("the generic process form", () => {
  it("shows the server's refusal in an error toast and closes; nothing is recorded", async () => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    await openForm("report-processes", "report-process-14");
    await field("report-novedad").fill(`Pausa ${id}`);
    // meanwhile another controller paused the trip: the server no longer offers Pausar on it
    await sql(`UPDATE viajes SET idsysestado = 2 WHERE id = $1`, [id]);
    const reports = watchReports();
    try {
      await field("report-submit").click();
      await confirmStateChange(s.page);
      await toast("El proceso no está disponible en el estado actual del viaje").waitFor();
      await expect.poll(formsOpen, POLL).toBe(0);
    } finally {
      reports.stop();
    }
    expect(reports.sent()).toBe(1);
    expect(await count(id)).toBe(before);
  });
});

describe("a failed image upload", () => {
  it("is counted in the error toast, and the report stays in the traceability with the image that did upload", async () => {
    const id = await pick(EN_RUTA);
    const before = await count(id);
    await openTrip(id);
    await openForm("report-documents");
    await field("report-novedad").fill(`Documentos ${id}`);
    await modal().locator("input[type=file]").setInputFiles([
      { name: "remesa.png", mimeType: "image/png", buffer: PNG_1X1 },
      { name: "manifiesto.png", mimeType: "image/png", buffer: PNG_1X1 },
    ]);
    await modal().getByText("manifiesto.png").waitFor();
    // the second image's signed PUT (index 1 in its key) fails on the way to the server
    const failed: string[] = [];
    await s.page.route("**/api/uploads?**", async (route) => {
      const key = new URL(route.request().url()).searchParams.get("key") ?? "";
      if (route.request().method() !== "PUT" || !/_1_[0-9a-v]+\.png$/.test(key)) return route.continue();
      failed.push(key);
      await route.fulfill({ status: 500, contentType: "text/plain", body: "caida" });
    });
    try {
      await field("report-submit").click();
      await toast("No se pudo subir 1 imagen; el reporte quedó registrado").waitFor();
      await expect.poll(formsOpen, POLL).toBe(0);
    } finally {
      await s.page.unroute("**/api/uploads?**");
    }
    expect(failed).toHaveLength(1);
    expect(await count(id)).toBe(before + 1);
    const [report] = await sql<{ id: number; idsysevento: number; novedad: string }>(
      `SELECT id, idsysevento, novedad FROM reportes WHERE idviaje = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(report).toMatchObject({ idsysevento: 16, novedad: `Documentos ${id}` });
    const docs = await sql<{ archivo: string; subido: boolean }>(`SELECT archivo, subido FROM documentosreporte WHERE idreporte = $1 ORDER BY id`, [report.id]);
    expect(docs.map((d) => d.subido)).toEqual([true, false]);
    expect(docs[1].archivo).toBe(failed[0]);
    // on top of the traceability, its badge counting the one image that is there
    await expect.poll(() => firstRow().getAttribute("data-row-key"), POLL).toBe(String(report.id));
    expect(await firstRow().innerText()).toContain(`Documentos ${id}`);
    await expect.poll(() => s.page.locator(`[data-testid=docs-${report.id}] .ant-badge-count`).getAttribute("title"), POLL).toBe("1");
  });
});
