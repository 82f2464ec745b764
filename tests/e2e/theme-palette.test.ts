// Dark mode, reduced motion and the command palette (what users of Refine's demos expect): the look follows the
// system until the user picks one in the user menu, and that choice is kept per user; a system asking for reduced
// motion gets the screens without animations; Ctrl+K goes to a screen or finds a trip by manifest number or plate.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { Shell, signInAs, signInThroughApi } from "./support/pages";

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/**
 * Signs in through the API and opens the history: the theme is the subject here, not the login, and the trips list
 * the login lands on would only slow the menu's clicks down.
 */
async function signInToHistory(username: string, password: string) {
  await signInThroughApi(context, e2e.server.url, username, password);
  await page.goto("/Home/history");
  await page.locator("[data-testid=user-menu]").waitFor();
}

const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
/** the page's background as antd's layout paints it: dark mode darkens it */
const layoutIsDark = () => page.locator(".ant-layout").first().evaluate((el) => {
  const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
  return (r + g + b) / 3 < 80;
});

async function pickTheme(label: string) {
  await new Shell(page).openUserMenu();
  await page.getByRole("menuitem", { name: "Tema" }).hover();
  await page.getByRole("menuitem", { name: label }).click();
}

describe("dark mode", () => {
  it("follows the system, takes the user's choice from the user menu, and keeps it per user", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await signInToHistory("admin", "admin123");
    await expect.poll(theme).toBe("dark");
    expect(await layoutIsDark()).toBe(true);

    await pickTheme("Claro");
    await expect.poll(theme).toBe("light");
    expect(await layoutIsDark()).toBe(false);
    await page.reload();
    await page.locator("[data-testid=user-menu]").waitFor();
    await expect.poll(theme).toBe("light");

    // another user of this browser keeps following the system
    await new Shell(page).logout();
    await page.waitForURL(/\/login$/i);
    await signInToHistory("operador", "operador123");
    await expect.poll(theme).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(theme).toBe("light");
    await pickTheme("Oscuro");
    await expect.poll(theme).toBe("dark");

    await new Shell(page).logout();
    await page.waitForURL(/\/login$/i);
    await signInToHistory("admin", "admin123");
    await expect.poll(theme).toBe("light");
    await pickTheme("Según el sistema");
    await expect.poll(theme).toBe("light");
  });
});

describe("reduced motion", () => {
  it("draws antd's components without transitions while the system asks for reduced motion, and with them otherwise", async () => {
    const other = await newContext(e2e.browser, e2e.server.url);
    try {
      const login = await other.newPage();
      await login.goto("/Login");
      const submit = login.getByRole("button", { name: "Iniciar" });
      await submit.waitFor();
      const transition = () => submit.evaluate((el) => getComputedStyle(el).transitionDuration);
      // the tests' contexts ask for reduced motion
      await expect.poll(transition).toBe("0s");
      await login.emulateMedia({ reducedMotion: "no-preference" });
      await expect.poll(transition).not.toBe("0s");
      await login.emulateMedia({ reducedMotion: "reduce" });
      await expect.poll(transition).toBe("0s");
    } finally {
      await other.close();
    }
  });
});

describe("command palette (Ctrl+K)", () => {
  it("goes to a screen the user may see, and opens a trip found by manifest number or by plate", async () => {
    await context.close();
    context = await newContext(e2e.browser, e2e.server.url);
    page = await context.newPage();
    await signInAs(page, "admin", "admin123");
    const input = page.locator(".command-palette input");
    /** Ctrl+K until the palette shows (the shortcut is listened to once the screen has mounted) */
    const openPalette = async () => {
      // the last one closed first (its closing animation included)
      await page.locator(".command-palette").waitFor({ state: "hidden" });
      await expect.poll(async () => {
        if (!(await input.isVisible())) await page.keyboard.press("Control+k");
        return input.isVisible();
      }, { timeout: 20_000 }).toBe(true);
    };

    await openPalette();
    await input.fill("histo");
    await page.locator(".ant-select-item-option").filter({ hasText: "Historial" }).waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/home\/history$/i);
    // the history screen drawn: its route's code has arrived, so the layout (and the palette in it) stays mounted
    await page.getByTestId("history-total").waitFor();

    const [trip] = await e2e.server.database.query<{ id: number; numero: string; placa: string }>(
      `SELECT v.id, v.numero, ve.placa FROM viajes v JOIN vehiculos ve ON ve.id = v.idvehiculo WHERE v.idempresa = 1 ORDER BY v.id DESC LIMIT 1`);
    await openPalette();
    await input.fill(trip.numero);
    await page.getByTestId("palette-trip").filter({ hasText: `Manifiesto ${trip.numero}` }).first().click();
    await page.waitForURL(new RegExp(`/Home/Viaje/${trip.id}$`, "i"));

    await openPalette();
    await input.fill(trip.placa.toLowerCase());
    await page.getByTestId("palette-trip").filter({ hasText: trip.placa }).first().waitFor();
    await page.keyboard.press("Escape");

    // a role-1 user is not offered the role-3 screens
    await new Shell(page).logout();
    await page.waitForURL(/\/login$/i);
    await signInAs(page, "operador", "operador123");
    await openPalette();
    await input.fill("Configuración");
    await page.getByText("No hay datos").waitFor();
    expect(await page.locator(".ant-select-item-option").filter({ hasText: "Configuración de ARC" }).count()).toBe(0);
  });
});

describe("command palette: keyboard first", () => {
  it("takes what is typed right after Ctrl+K, without a click in the box", async () => {
    await context.close();
    context = await newContext(e2e.browser, e2e.server.url);
    page = await context.newPage();
    await signInAs(page, "admin", "admin123");
    const palette = page.locator(".command-palette input");
    await expect.poll(async () => {
      if (!(await palette.isVisible())) await page.keyboard.press("Control+k");
      return palette.isVisible();
    }, { timeout: 20_000 }).toBe(true);
    await page.keyboard.type("histo");
    // the search is what was typed: only the matching screen is offered
    await expect.poll(() => palette.inputValue()).toBe("histo");
    await page.locator(".ant-select-item-option").filter({ hasText: "Historial" }).waitFor();
    expect(await page.locator(".ant-select-item-option").filter({ hasText: "Estadisticas" }).count()).toBe(0);
  });
});
