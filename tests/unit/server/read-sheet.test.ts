// The import's reading of an uploaded workbook (server/rest/import/read-sheet.ts): the first worksheet's header and
// rows; no worksheet, no rows, not a zip and a workbook whose texts are missing are refused with their messages; a
// text cell left as its index marks a reading that stopped short; a reading exceljs' streaming reader ends early
// is done again, so the same workbook always reads the same.
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { IncompleteRead, readSheet, rowCells } from "../../../server/rest/import/read-sheet";
import { MESSAGES } from "@shared/i18n/messages";

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const refusal = (body: Buffer) => readSheet(body).then(() => null, (e: { status: number; message: string }) => ({ status: e.status, message: e.message }));

describe("readSheet", () => {
  it("reads the first worksheet's header and its data rows, blank rows left out", async () => {
    const body = await workbookBytes((w) => {
      const sheet = w.addWorksheet("Rutas");
      sheet.addRow(["Vía", "Distancia"]);
      sheet.addRow(["Norte", 120]);
      sheet.addRow([]);
      sheet.addRow(["Sur", 80]);
      w.addWorksheet("Otra").addRow(["no se lee"]);
    });
    expect(await readSheet(body)).toEqual({
      headers: ["Vía", "Distancia"],
      rows: [{ number: 2, cells: ["Norte", 120] }, { number: 4, cells: ["Sur", 80] }],
    });
  });

  it("refuses a body that is not a zip, a workbook without rows and one without worksheets, each with its message", async () => {
    expect(await refusal(Buffer.from("id,via\n1,x\n"))).toEqual({ status: 400, message: MESSAGES.import.notXlsx });
    expect(await refusal(await workbookBytes((w) => w.addWorksheet("Rutas").addRow(["Vía"])))).toEqual({ status: 400, message: MESSAGES.import.noRows });
    const noSheet = await JSZip.loadAsync(await workbookBytes((w) => w.addWorksheet("Rutas").addRow(["Vía"])));
    noSheet.remove("xl/worksheets/sheet1.xml");
    expect(await refusal(await noSheet.generateAsync({ type: "nodebuffer" }))).toEqual({ status: 400, message: MESSAGES.import.noSheet });
  });

  it("takes a row's cells as shown, and a text left as its index as a reading that stopped short", () => {
    expect(rowCells(["Norte", 120, null, { richText: [{ text: "Su" }, { text: "r" }] }])).toEqual(["Norte", 120, null, "Sur"]);
    expect(() => rowCells(["Norte", { sharedString: 3 }])).toThrow(IncompleteRead);
  });

  it("refuses a workbook whose cells point at texts it does not hold", async () => {
    const zip = await JSZip.loadAsync(await workbookBytes((w) => {
      const sheet = w.addWorksheet("Rutas");
      sheet.addRow(["Vía", "Distancia"]);
      sheet.addRow(["Norte", 120]);
    }));
    zip.remove("xl/sharedStrings.xml");
    expect(await refusal(await zip.generateAsync({ type: "nodebuffer" }))).toEqual({ status: 400, message: MESSAGES.import.notXlsx });
  });

  it("reads the same workbook the same way every time (a reading ended early is done again)", async () => {
    const body = await workbookBytes((w) => {
      const sheet = w.addWorksheet("Rutas");
      sheet.addRow(["Vía"]);
      sheet.addRow(["Norte"]);
    });
    const readings = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const got = JSON.stringify(await readSheet(body).catch((e: Error) => e.message));
      readings.set(got, (readings.get(got) ?? 0) + 1);
    }
    expect([...readings]).toEqual([[JSON.stringify({ headers: ["Vía"], rows: [{ number: 2, cells: ["Norte"] }] }), 500]]);
  }, 60_000);
});
