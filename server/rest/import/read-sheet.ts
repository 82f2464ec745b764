// Reads the first worksheet of an uploaded xlsx with exceljs' streaming reader (rows are parsed one by one, the
// document is never held as a whole object model): its header row and its data rows as plain cell values.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { HttpError } from "../http";
import { MESSAGES } from "@shared/i18n/messages";
import { IMPORT_MAX_ROWS } from "@shared/entities/importable";
import type { ImportCell } from "@shared/domain/import-rows";

export interface SheetRow {
  /** the row's number in the spreadsheet (the header is row 1) */
  number: number;
  cells: ImportCell[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** A cell's shown value: rich text joined, a formula's result, a link's text, an error as no value. */
export function cellOf(value: unknown): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value instanceof Date) return value;
  if (typeof value === "object") {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if ("result" in v) return cellOf(v.result);
    if (v.text !== undefined) return cellOf(v.text);
  }
  return null;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** readings of one body before it is refused as not a workbook (see readSheet) */
export const SHEET_READ_ATTEMPTS = 3;

/** A reading that stopped short of the workbook: read again. */
export class IncompleteRead extends Error {}

/** A row's cells (cellOf); a text cell left as its index means the shared strings it points at were never read. */
export function rowCells(values: readonly unknown[]): ImportCell[] {
  if (values.some((v) => typeof v === "object" && v !== null && "sharedString" in v)) throw new IncompleteRead();
  return values.map(cellOf);
}

/** One reading of the first worksheet; null when no worksheet was reached. */
async function readOnce(body: Buffer): Promise<Sheet | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), {
    sharedStrings: "cache", hyperlinks: "ignore", styles: "cache", worksheets: "emit", entries: "ignore",
  });
  let headers: string[] | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = rowCells((row.values as unknown[]).slice(1));
        if (headers === null) {
          headers = values.map((v) => (v === null ? "" : v instanceof Date ? v.toISOString() : String(v).trim()));
          continue;
        }
        if (values.every((v) => v === null || (typeof v === "string" && v.trim() === ""))) continue;
        if (rows.length >= IMPORT_MAX_ROWS) throw new HttpError(400, MESSAGES.import.tooManyRows);
        rows.push({ number: row.number, cells: values });
      }
      // the first worksheet is the import's
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new IncompleteRead();
  }
  return headers === null ? null : { headers, rows };
}

/**
 * The first worksheet's header and data rows. exceljs' streaming reader (its zip stream) now and then ends its
 * reading of the archive early, after a worksheet it had set aside to wait for the shared strings: the worksheet
 * is then read without the workbook part (an error) or without its texts (cells left as indexes). Seen on 2 of
 * 400 readings of one small workbook. The body is in memory, so a reading that stops short, or that reaches no
 * worksheet, is done again; one that still fails after SHEET_READ_ATTEMPTS is not a workbook.
 */
export async function readSheet(body: Buffer): Promise<Sheet> {
  if (body.length < 4 || !body.subarray(0, 4).equals(ZIP_MAGIC)) throw new HttpError(400, MESSAGES.import.notXlsx);
  let refusal: string = MESSAGES.import.notXlsx;
  for (let attempt = 0; attempt < SHEET_READ_ATTEMPTS; attempt++) {
    try {
      const sheet = await readOnce(body);
      if (sheet) {
        if (!sheet.rows.length) throw new HttpError(400, MESSAGES.import.noRows);
        return sheet;
      }
      refusal = MESSAGES.import.noSheet;
    } catch (error) {
      if (!(error instanceof IncompleteRead)) throw error;
      refusal = MESSAGES.import.notXlsx;
    }
  }
  throw new HttpError(400, refusal);
}
