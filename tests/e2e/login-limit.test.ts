// Login abuse limit on the screen: after 5 failed attempts for a user the login answers 429 and
// the card shows 'Demasiados intentos. Intente de nuevo en 15 minutos.'; another user still signs in.
// E2E_UI_DIR serves another build than dist (a build made while dist is in use).
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

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

describe("too many failed logins", () => {
  it("shows the wait on the login screen, and keeps the user there", async () => {
    for (let i = 0; i < 5; i++) expect((await e2e.server.login("operador", `mala${i}`)).status).toBe(401);
    const login = new LoginPage(page);
    await login.open();
    await login.login("operador", "operador123");
    const alert = page.getByTestId("login-blocked");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Demasiados intentos. Intente de nuevo en 15 minutos.");
    expect(new URL(page.url()).pathname.toLowerCase()).toBe("/login");
  });

  it("lets another user sign in, and the message goes", async () => {
    const login = new LoginPage(page);
    // the Iniciar button ignores a click within 500 ms of the previous one
    await page.waitForTimeout(600);
    await login.login("admin", "admin123");
    await page.waitForURL((url) => url.pathname.toLowerCase().startsWith("/home"));
    expect(await page.getByTestId("login-blocked").count()).toBe(0);
  });
});
