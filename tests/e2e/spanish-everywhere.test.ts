// Spanish everywhere (operator-experience issue, item 1): antd's own texts (date pickers, empty selects,
// pagers, sort tooltips, aria-labels) speak Spanish on every screen, as admin and as operador. Each screen
// is opened, its date picker, a select with nothing to show, its page-size list and a sort tooltip are
// opened where it has them, and the text and the aria-label/title/placeholder attributes are scanned for
// antd's English strings.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { scanScreen, type Finding } from "./support/english-texts";
import { signInAs } from "./support/pages";

let e2e: E2E;
let tripId: number;

beforeAll(async () => {
  e2e = await startE2E();
  // a trip with photos, so the gallery shows its images
  [{ id: tripId }] = await e2e.server.database.query<{ id: number }>(`SELECT v.id FROM viajes v
    WHERE v.idempresa = 1 AND EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id)
    ORDER BY v.id LIMIT 1`);
});
afterAll(async () => {
  await e2e?.close();
});

/** every screen any user may open */
const commonScreens = (): string[] => [
  "/Home", "/home/ctns", "/home/flota", "/home/history", "/home/statistics", "/home/PuestoControl", "/home/PlanViaje",
  "/home/Rutas", "/home/Usuarios", "/home/Eventos", "/home/contenedores-lista", "/home/downloadmanagment", `/Home/Viaje/${tripId}`,
  `/Home/Gallery/${tripId}`, "/resetPass",
];
/** the screens of the Gestion and Configuración groups (role 3) */
const adminScreens = ["/home/TrvlDelete", "/home/Client", "/home/Settings-ARC", "/home/Auditoria"];

async function scanAll(username: string, password: string, screens: string[]): Promise<Finding[]> {
  let context: BrowserContext | undefined;
  try {
    context = await newContext(e2e.browser, e2e.server.url);
    const page: Page = await context.newPage();
    await signInAs(page, username, password);
    const findings: Finding[] = [];
    for (const screen of screens) {
      await page.goto(screen);
      findings.push(...(await scanScreen(page, screen)));
    }
    return findings;
  } finally {
    await context?.close();
  }
}

describe("antd speaks Spanish on every screen", () => {
  it("as admin: no English text of antd on any screen, with its pickers, selects, pagers and tooltips open", async () => {
    const findings = await scanAll("admin", "admin123", [...commonScreens(), ...adminScreens]);
    expect(findings.map((f) => `${f.where}: ${f.english.join(", ")} — ${f.text.slice(0, 300)}`)).toEqual([]);
  }, 600_000);

  it("as operador: no English text of antd on the operador's screens", async () => {
    const findings = await scanAll("operador", "operador123", commonScreens());
    expect(findings.map((f) => `${f.where}: ${f.english.join(", ")} — ${f.text.slice(0, 300)}`)).toEqual([]);
  }, 600_000);
});
