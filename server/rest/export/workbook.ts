// Streams one worksheet to the response with exceljs' streaming writer: each row is committed (written and
// released) as soon as it is added, and after each batch the writer waits for the zip and the client to
// catch up, so memory stays flat however many rows the export has.
import { once } from "node:events";
import type { ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import ExcelJS from "exceljs";
import type { CellValue } from "./sources";

const MIN_WIDTH = 10;
const MAX_WIDTH = 40;
/** XML allowed to wait for the compressor: enough to keep it busy while the next batch is read */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

export class ClientGone extends Error {
  constructor() {
    super("El cliente cerró la conexión durante la exportación");
  }
}

/** A valid worksheet name: at most 31 characters, none of []:*?/\ */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, " ").trim().slice(0, 31) || "Datos";
}

/** A stream of either generation of Node's stream API (exceljs 4.4.0 bundles readable-stream 2). */
interface PipeLike {
  once(event: "drain", listener: () => void): unknown;
  writableNeedDrain?: boolean;
  writableLength?: number;
  _writableState?: { needDrain?: boolean; length?: number };
}
interface SheetStream {
  pipes?: PipeLike[];
  buffers?: unknown[];
}

/**
 * exceljs 4.4.0 hands a worksheet's XML to the zip through a PassThrough and ignores its backpressure,
 * so a fast producer would pile the whole sheet up in memory before the compressor sees it. Waiting
 * here until that pipe (and the response) has drained bounds the memory to a few batches.
 */
async function caughtUp(sheet: ExcelJS.Worksheet, res: ServerResponse, closing: Promise<unknown>, gone: () => boolean): Promise<void> {
  const stream = (sheet as unknown as { stream?: SheetStream }).stream;
  // the zip starts reading the sheet once the small parts before it are written
  for (let i = 0; i < 500 && !gone() && stream?.pipes?.length === 0 && (stream.buffers?.length ?? 0) > 64; i++) await sleep(10);
  for (const pipe of stream?.pipes ?? []) {
    const state = () => ({
      needDrain: pipe.writableNeedDrain ?? pipe._writableState?.needDrain ?? false,
      length: pipe.writableLength ?? pipe._writableState?.length ?? 0,
    });
    while (!gone() && state().needDrain && state().length > MAX_PENDING_BYTES) {
      await Promise.race([once(pipe as never, "drain"), closing]);
    }
  }
  while (!gone() && res.writableNeedDrain) await Promise.race([once(res, "drain"), closing]);
}

export async function streamWorkbook(
  res: ServerResponse,
  title: string,
  headers: string[],
  batches: AsyncIterable<CellValue[][]>,
  /** per column: the number format of its cells (dates), null for none */
  numFmts: (string | null)[] = [],
): Promise<number> {
  let closed = false;
  const closing = new Promise<void>((resolve) =>
    res.once("close", () => {
      closed = true;
      resolve();
    }),
  );
  const gone = () => closed && !res.writableFinished;
  // styles only when a column needs one (a date's number format: without it a date shows as a serial number);
  // they cost throughput (docs/adr/0020-xlsx-exports.md). No shared strings: their table would grow with
  // the row count.
  const useStyles = numFmts.some(Boolean);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = headers.map((header, i) => ({
    width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length + 2, numFmts[i] ? 17 : 0)),
    ...(numFmts[i] ? { style: { numFmt: numFmts[i]! } } : {}),
  }));
  sheet.addRow(headers).commit();

  let count = 0;
  for await (const rows of batches) {
    for (const values of rows) sheet.addRow(values).commit();
    count += rows.length;
    await caughtUp(sheet, res, closing, gone);
    if (gone()) throw new ClientGone();
  }
  sheet.commit();
  await Promise.race([
    workbook.commit(),
    closing.then(() => {
      if (!res.writableFinished) throw new ClientGone();
    }),
  ]);
  return count;
}
