import { describe, expect, it, vi } from "vitest";
import { canApply, requestImport, XLSX_TYPE, type ImportReport } from "./import-request";

const report = (summary: ImportReport["summary"]): ImportReport => ({ dryRun: true, applied: false, summary, rows: [], ignoredColumns: [] });
const answer = (status: number, body: unknown) => vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("requestImport", () => {
  it("sends the file as the body with the session's headers, dryRun in the query", async () => {
    const ok = report({ created: 1, updated: 0, unchanged: 0, refused: 0 });
    const fetchImpl = answer(200, ok);
    const file = new Blob(["x"]);
    expect(await requestImport("/api/v1/rutas/import", file, true, { idapp: "12" }, "falló", fetchImpl)).toEqual({ ok: true, report: ok });
    expect(fetchImpl).toHaveBeenCalledWith("/api/v1/rutas/import?dryRun=1", expect.objectContaining({
      method: "POST", body: file, credentials: "include", headers: { idapp: "12", "Content-Type": XLSX_TYPE },
    }));
    await requestImport("/api/v1/rutas/import", file, false, {}, "falló", fetchImpl);
    expect(fetchImpl.mock.calls.at(-1)![0]).toBe("/api/v1/rutas/import");
  });
  it("gives the server's message, with its report when it sends one, or the fallback", async () => {
    const refused = report({ created: 0, updated: 0, unchanged: 0, refused: 1 });
    expect(await requestImport("/i", new Blob([]), false, {}, "falló", answer(400, { message: "Fila 2", ...refused }))).toEqual({ ok: false, message: "Fila 2", report: { ...refused, message: "Fila 2" } });
    expect(await requestImport("/i", new Blob([]), true, {}, "falló", answer(413, { message: "Muy grande" }))).toEqual({ ok: false, message: "Muy grande" });
    const broken = vi.fn(async () => new Response("<html>", { status: 502 }));
    expect(await requestImport("/i", new Blob([]), true, {}, "falló", broken)).toEqual({ ok: false, message: "falló" });
  });
});

describe("canApply", () => {
  it("needs a report with no refused row and something to write", () => {
    expect(canApply(null)).toBe(false);
    expect(canApply(report({ created: 1, updated: 0, unchanged: 3, refused: 0 }))).toBe(true);
    expect(canApply(report({ created: 0, updated: 2, unchanged: 0, refused: 0 }))).toBe(true);
    expect(canApply(report({ created: 5, updated: 5, unchanged: 0, refused: 1 }))).toBe(false);
    expect(canApply(report({ created: 0, updated: 0, unchanged: 4, refused: 0 }))).toBe(false);
  });
});
