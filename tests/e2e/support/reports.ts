// What the report end-to-end tests share: a scratch folder for uploaded photos, a small PNG, and the choice
// of seeded trips (a fresh one per call, retries included) whose last report is old enough that a report
// typed now is not refused as earlier than the last one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";

export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** Points UPLOADS_DIR (read by the server's storage) at a new temporary folder; `restore` undoes it. */
export function scratchUploads(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `tdc-${prefix}-`));
  const previous = process.env.UPLOADS_DIR;
  process.env.UPLOADS_DIR = dir;
  return {
    dir,
    restore() {
      if (previous === undefined) delete process.env.UPLOADS_DIR;
      else process.env.UPLOADS_DIR = previous;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Company-1 trips matching `where` (SQL on `viajes v`) with no report in the last 2 minutes, never the same twice. */
export function tripPicker(sql: Sql) {
  const taken: number[] = [];
  return async function pick(where: string): Promise<number> {
    const found = await sql<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND ${where}
      AND v.id <> ALL($1::int[]) AND coalesce(v.fechahoraultimoevento, 'epoch') < now() - interval '2 minutes'
      AND NOT EXISTS (SELECT 1 FROM reportes r WHERE r.idviaje = v.id AND r.fechahora > now() - interval '2 minutes')
      ORDER BY v.id LIMIT 1`, [taken]);
    if (!found.length) throw new Error(`no seeded trip where ${where}`);
    taken.push(Number(found[0].id));
    return Number(found[0].id);
  };
}

/** How many reports the trip has. */
export const reportCounter = (sql: Sql) => async (idviaje: number) =>
  Number((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reportes WHERE idviaje = $1`, [idviaje]))[0].n);

/** A report that changes the trip's state asks first: answers 'Sí, reportar' once the question shows. */
export async function confirmStateChange(page: Page) {
  const question = page.locator(".report-state-change");
  await question.waitFor();
  await question.getByRole("button", { name: "Sí, reportar" }).click();
}
