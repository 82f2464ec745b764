// Foundation end to end, the shell: the side menu's widths and
// hover accordion, the user menu's 'Cambiar contraseña' (/resetPass, no Cancelar), the 404 page's link to
// the main page, and the password change's toasts: a failure keeps the session, a success shows its
// message on the form and only then returns to the login screen.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CHANGE_LOGOUT_MS, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH, TOAST_SHORT_MS } from "@shared/config";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage, NotFoundPage, PasswordPage, Shell, signInAs, signInThroughApi } from "./support/pages";

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

async function freshPage() {
  await context?.close();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  return page;
}

const path = () => new URL(page.url()).pathname.toLowerCase();

async function sessionWorks(): Promise<boolean> {
  const token = (await context.cookies()).find((c) => c.name === "token");
  if (!token) return false;
  const res = await e2e.server.gql({ authorization: decodeURIComponent(token.value), idapp: "12", idempresa: "1" }, "{ getDate }");
  return res.errors === undefined;
}

/** Opens /resetPass through the header's user menu. */
async function openPasswordChange(shell: Shell) {
  await shell.changePassword();
  await page.waitForURL(/\/resetPass$/i);
  const form = new PasswordPage(page);
  await form.submit.waitFor();
  return form;
}

describe("side menu", () => {
  it("is 50 px wide collapsed and 200 px while hovered; a group shows its entries on hover, one group at a time", async () => {
    await signInAs(await freshPage(), "admin", "admin123");
    const shell = new Shell(page);
    // the pointer away from the menu
    await page.mouse.move(900, 500);
    await expect.poll(() => shell.sidebarWidth()).toBe(SIDEBAR_COLLAPSED_WIDTH);
    expect(SIDEBAR_COLLAPSED_WIDTH).toBe(50);
    expect(await shell.menuItem("Rutas").isVisible()).toBe(false);

    // below the entries: the menu opens, no group yet
    await shell.sidebar.hover({ position: { x: 25, y: 880 } });
    await expect.poll(() => shell.sidebarWidth()).toBe(SIDEBAR_EXPANDED_WIDTH);
    expect(SIDEBAR_EXPANDED_WIDTH).toBe(200);
    expect(await shell.menuItem("Rutas").isVisible()).toBe(false);

    // hovering a group's title opens it, with no click
    await shell.menuItem("Maestras").hover();
    await expect.poll(() => shell.menuItem("Rutas").isVisible()).toBe(true);
    expect(await shell.menuItem("Eventos").isVisible()).toBe(true);
    // another group closes the first (accordion)
    await shell.menuItem("Gestion").hover();
    await expect.poll(() => shell.menuItem("Clientes").isVisible()).toBe(true);
    await expect.poll(() => shell.menuItem("Rutas").isVisible()).toBe(false);

    // leaving the menu collapses it again
    await page.mouse.move(900, 500);
    await expect.poll(() => shell.sidebarWidth()).toBe(SIDEBAR_COLLAPSED_WIDTH);
    await expect.poll(() => shell.menuItem("Clientes").isVisible()).toBe(false);
  });
});

describe("user menu", () => {
  it("'Cambiar contraseña' opens /resetPass, which has no Cancelar", async () => {
    await signInAs(await freshPage(), "admin", "admin123");
    const form = await openPasswordChange(new Shell(page));
    await form.current.waitFor();
    await form.next.waitFor();
    await form.confirm.waitFor();
    // docs/adr/0005-routes-menu-and-access.md: on /changePassword only
    expect(await page.getByRole("button", { name: "Cancelar" }).count()).toBe(0);
  });
});

describe("404 page ('Página no encontrada', docs/adr/0005-routes-menu-and-access.md)", () => {
  it.each(["/Home/no-existe", "/cualquier/cosa"])("%s links to the main page, which is the trips list of the signed-in user", async (unknown) => {
    await freshPage();
    await signInThroughApi(context, e2e.server.url, "admin", "admin123");
    await page.goto(unknown);
    const notFound = new NotFoundPage(page);
    await notFound.title.waitFor();
    expect(await notFound.homeLink.getAttribute("href")).toMatch(/^\/home$/i);
    await notFound.homeLink.click();
    await page.waitForURL(/\/home\/?$/i);
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    expect(await notFound.title.count()).toBe(0);
    expect(await new LoginPage(page).submit.count()).toBe(0);
  });
});

describe("password change toasts", () => {
  it("a wrong current password says 'Ocurrio un error' and the user stays signed in", async () => {
    await signInAs(await freshPage(), "operador", "operador123");
    const form = await openPasswordChange(new Shell(page));
    await form.change("incorrecta", "clave-nueva-1");
    const toast = page.locator(".ant-message-notice").filter({ hasText: "Ocurrio un error" });
    await toast.waitFor();
    // the failure toast outlives the delay after which a success logs out: once it is gone, a logout
    // started by the failure would have happened
    expect(TOAST_SHORT_MS).toBeGreaterThan(PASSWORD_CHANGE_LOGOUT_MS);
    await toast.waitFor({ state: "detached", timeout: 10_000 });
    expect(path()).toBe("/resetpass");
    await form.submit.waitFor();
    expect(await sessionWorks()).toBe(true);

    await page.goto("/Home");
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    expect(path()).toMatch(/^\/home\/?$/);
    expect((await e2e.server.login("operador", "operador123")).status).toBe(200);
  });

  it("a success shows 'Se cambio la contraseña' on the form first, and only then the login screen", async () => {
    await signInAs(await freshPage(), "admin8", "admin123");
    const form = await openPasswordChange(new Shell(page));
    // every change of (path, toast, form, login screen) in the order the page went through them
    await page.evaluate(() => {
      const events: { path: string; toast: boolean; form: boolean; login: boolean }[] = [];
      (window as unknown as { shellEvents: typeof events }).shellEvents = events;
      let last = "";
      const record = () => {
        const state = {
          path: location.pathname.toLowerCase(),
          toast: [...document.querySelectorAll(".ant-message-notice")].some((n) => n.textContent?.includes("Se cambio la contraseña")),
          form: document.getElementById("claveactual") !== null,
          login: [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Iniciar"),
        };
        const key = JSON.stringify(state);
        if (key !== last) events.push(state);
        last = key;
      };
      record();
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await form.change("admin123", "clave-nueva-8");
    await new LoginPage(page).submit.waitFor({ timeout: 15_000 });

    const events = await page.evaluate(() => (window as unknown as { shellEvents: { path: string; toast: boolean; form: boolean; login: boolean }[] }).shellEvents);
    const toastAt = events.findIndex((e) => e.toast);
    const loginAt = events.findIndex((e) => e.login || e.path === "/login");
    expect(toastAt, JSON.stringify(events)).toBeGreaterThanOrEqual(0);
    // the message appears while the form is still on screen, signed in
    expect(events[toastAt]).toMatchObject({ path: "/resetpass", form: true, login: false });
    // and the login screen comes after it, never before
    expect(loginAt, JSON.stringify(events)).toBeGreaterThan(toastAt);
    expect(events.slice(0, toastAt).every((e) => !e.login && e.path === "/resetpass")).toBe(true);

    expect(await sessionWorks()).toBe(false);
    expect((await e2e.server.login("admin8", "admin123")).status).toBe(401);
    expect((await e2e.server.login("admin8", "clave-nueva-8")).status).toBe(200);
  });
});
