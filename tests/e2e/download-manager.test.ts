// Download manager end to end: two trips get a documents report with an image through the API
// (createReporteV2, then a PUT of the image to its signed link); 'Seleccionados' for those two trips gives one
// zip holding VIAJES.xlsx, a TRAZABILIDAD.xlsx per trip folder and exactly those images (read back with jszip).
// A failed download (filesDoc answering 500 part-way) shows 'Ocurrio un error' and the counter resets.
// The header state filter hides state 0, which the trips list's filter offers.
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "./support/master-data";
import { PNG_1X1, scratchUploads } from "./support/reports";
import { savedDownload } from "./support/browser";

const POLL = { timeout: 30_000 };
const CREATE = `mutation ($reportes: [ReporteInput!]!) { createReporteV2(reportes: $reportes) { id uploadLinks { key url } } }`;

let s: Session;
let uploads: ReturnType<typeof scratchUploads>;

beforeAll(async () => {
  uploads = scratchUploads("download-manager");
  s = await startSession("download-manager");
});
afterAll(async () => {
  await s?.close();
  uploads?.restore();
});

const button = () => s.page.getByTestId("download-button");
const rows = () => s.page.locator(".ant-table-tbody .ant-table-row[data-row-key]");

/** the manager as on a first visit of the session (it keeps its filters, order and size between visits) */
async function openManager(): Promise<number[]> {
  await s.table.forgetTableState();
  await s.page.goto("/Home/downloadmanagment");
  await expect.poll(() => rows().count(), POLL).toBeGreaterThan(1);
  return (await rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row-key")))).map(Number);
}
async function select(ids: number[]) {
  for (const id of ids) await s.page.locator(`.ant-table-row[data-row-key="${id}"] .ant-checkbox-input`).check();
}
async function choose(label: string) {
  await button().click();
  await s.page.getByRole("menuitem", { name: label }).click();
}

/** Bogota wall-clock date and time of now, as the report forms send them */
function bogotaNow() {
  const text = new Date().toLocaleString("sv-SE", { timeZone: "America/Bogota" });
  return { fecha: text.slice(0, 10), hora: text.slice(11, 16) };
}

/** a documents report with one image on the trip, the image PUT to its signed link; the stored key */
async function reportWithImage(idviaje: number): Promise<string> {
  const { createReporteV2: [report] } = await s.gql<{ createReporteV2: { id: number; uploadLinks: { key: string; url: string }[] }[] }>(CREATE, {
    reportes: [{ idviaje, idsysevento: 16, novedad: "Foto de descarga", ...bogotaNow(), imagenes: ["evidencia.png"], clientrequestid: `dm-${idviaje}` }],
  });
  expect(report.uploadLinks).toHaveLength(1);
  const [{ key, url }] = report.uploadLinks;
  const res = await fetch(new URL(url, s.e2e.server.url), { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(PNG_1X1) });
  expect(res.status, key).toBeLessThan(300);
  return key;
}

describe("download manager", () => {
  it("zips VIAJES.xlsx, each trip's TRAZABILIDAD.xlsx and the uploaded images of the two selected trips", async () => {
    await openManager();
    await s.page.getByText("60 viajes", { exact: false }).waitFor();
    // the default order starts with closed trips: sort by trip number ascending to have open ones on screen
    for (let i = 0; i < 3 && (await s.table.sortOrder("id")) !== "ascending"; i += 1) {
      await s.table.clickHeader("id");
      await s.table.waitLoaded();
    }
    expect(await s.table.sortOrder("id")).toBe("ascending");
    const onScreen = await s.table.rowKeys();
    // two open trips on screen (their reports are all in the past, so now is a valid report time)
    const open = await s.e2e.server.database.query<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.id = ANY($1::int[])
      AND v.idsysestado NOT IN (4, 7, 14, 15, 16, 17) ORDER BY v.id LIMIT 2`, [onScreen]);
    const ids = open.map((r) => Number(r.id));
    expect(ids).toHaveLength(2);
    const keys = [await reportWithImage(ids[0]), await reportWithImage(ids[1])];

    await select(ids);
    const downloadPromise = s.page.waitForEvent("download", { timeout: 120_000 });
    await choose("Seleccionados (2)");
    await s.page.getByText("Se inicio la descarga, este proceso puede tomar algo de tiempo").waitFor();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^descargas_\d{8}_\d{6}\.zip$/);
    const zip = await JSZip.loadAsync(readFileSync(await savedDownload(download)));
    const files = Object.keys(zip.files).filter((f) => !zip.files[f].dir);

    expect(files).toContain("VIAJES.xlsx");
    const traceability = files.filter((f) => f.endsWith("/TRAZABILIDAD.xlsx"));
    expect(traceability).toHaveLength(2);
    const images = files.filter((f) => f.includes("/fotos/"));
    expect(images).toHaveLength(2);
    for (const [i, key] of keys.entries()) {
      const image = images.find((f) => f.endsWith(`_${key.slice(key.indexOf("/") + 1)}`));
      expect(image, key).toBeDefined();
      const folder = image!.split("/")[0];
      expect(folder === String(ids[i]) || folder.startsWith(`${ids[i]}_`), folder).toBe(true);
      expect(traceability).toContain(`${folder}/TRAZABILIDAD.xlsx`);
      expect(Buffer.from(await zip.file(image!)!.async("uint8array")).equals(PNG_1X1)).toBe(true);
    }

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await zip.file("VIAJES.xlsx")!.async("arraybuffer")) as ArrayBuffer);
    const cells = book.worksheets[0].getSheetValues().flat().map(String);
    for (const id of ids) expect(cells).toContain(String(id));
    await expect.poll(() => button().innerText(), POLL).toBe("Descargar");
  });

  it("shows 'Ocurrio un error' and resets the counter when filesDoc answers 500 part-way", async () => {
    const ids = (await openManager()).slice(0, 2);
    await select(ids);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let traceabilities = 0;
    let failed = 0;
    await s.page.route("**/api/v1/filesDoc", async (route) => {
      if (!route.request().postData()?.includes('"TRAZABILIDAD"') || ++traceabilities === 1) return route.continue();
      await gate;
      failed += 1;
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "falla de prueba" }) });
    });
    let downloads = 0;
    s.page.on("download", () => (downloads += 1));
    await choose("Seleccionados (2)");
    // the counter moves while the second trip's file is held
    await expect.poll(() => button().innerText(), POLL).toBe("Descargar (1/2)");
    release();
    await s.page.locator(".ant-message").getByText("Ocurrio un error").waitFor();
    await expect.poll(() => button().innerText(), POLL).toBe("Descargar");
    expect(failed).toBe(1);
    expect(await button().getAttribute("class")).not.toContain("ant-btn-loading");
    expect(downloads).toBe(0);
    await s.page.unroute("**/api/v1/filesDoc");
  });

  it("leaves state 0 out of the state filter, which the trips list's state filter offers", async () => {
    const db = s.e2e.server.database;
    // the demo catalogue has no state 0: add one for this test
    await db.query(`INSERT INTO sysestados (id, descripcion, iconname, ambito) VALUES (0, 'ESTADO CERO', NULL, 'viaje') ON CONFLICT (id) DO NOTHING`);
    const stateOptions = async (): Promise<string[]> => {
      await s.page.locator(".ant-select").filter({ has: s.page.getByLabel("Estado", { exact: true }) }).click();
      // the states come ordered by id, so state 0 would be the first option rendered
      const options = s.page.locator(".ant-select-dropdown:visible .ant-select-item-option");
      const titles = () => options.evaluateAll((list) => list.map((o) => o.getAttribute("title") ?? ""));
      await expect.poll(titles, POLL).toContain("PROGRAMADO");
      const shown = await titles();
      await s.page.keyboard.press("Escape");
      return shown;
    };
    try {
      await s.page.goto("/Home");
      await expect.poll(() => rows().count(), POLL).toBeGreaterThan(1);
      expect(await stateOptions()).toContain("ESTADO CERO");

      await openManager();
      const shown = await stateOptions();
      expect(shown[0]).toBe("PROGRAMADO");
      expect(shown).not.toContain("ESTADO CERO");
    } finally {
      await db.query(`DELETE FROM sysestados WHERE id = 0`);
    }
  });
});
