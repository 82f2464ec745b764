// The error pages (operator-experience issue, item 8): an operador (role 1) opening a screen of role 3 sees
// 403 'No tiene permiso' on that path and none of the screen; an unknown path shows 404 'Página no
// encontrada'; /Home/network-error keeps the spec's connection problem, and company 3's
// TrvlDelete still redirects there. Every page has a button back to /Home.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./support/app";
import { signIn } from "./support/master-data";
import { ErrorPage } from "./support/pages";

let e2e: E2E;
let session: Awaited<ReturnType<typeof signIn>> | undefined;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await session?.close();
  await e2e?.close();
});

async function signedIn(username: string) {
  await session?.close();
  session = await signIn(e2e, username, username === "operador" ? "operador123" : "admin123", "error-pages");
  page = session.page;
}

const pathname = () => new URL(page.url()).pathname;

/** every error page but `kind` is absent */
async function onlyPage(kind: keyof typeof ErrorPage.TITLES) {
  const shown = new ErrorPage(page, kind);
  await shown.title.waitFor();
  expect(await shown.picture.count()).toBe(1);
  for (const other of Object.keys(ErrorPage.TITLES) as (keyof typeof ErrorPage.TITLES)[]) {
    if (other !== kind) expect(await new ErrorPage(page, other).title.count()).toBe(0);
  }
  expect(await shown.homeLink.getAttribute("href")).toMatch(/^\/home$/i);
  return shown;
}

describe("403: a screen of another role", () => {
  it.each([
    ["/home/Settings-ARC", "Guardar"],
    ["/home/TrvlDelete", "Eliminar"],
    ["/home/Client", "Total"],
    ["/home/Auditoria", "Total"],
  ])("operador opening %s sees 'No tiene permiso' on that path, and the button leads home", async (path, screenText) => {
    await signedIn("operador");
    await page.goto(path);
    const forbidden = await onlyPage("forbidden");
    expect(pathname()).toBe(path);
    // none of the screen itself
    expect(await page.locator(".ant-layout-content").getByText(screenText).count()).toBe(0);
    expect(await page.locator(".ant-table").count()).toBe(0);
    await forbidden.homeLink.click();
    await page.waitForURL(/\/home\/?$/i);
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
  });

  it("admin opens the same screen (no 403)", async () => {
    await signedIn("admin");
    await page.goto("/home/Client");
    await page.locator(".ant-table").first().waitFor();
    expect(await new ErrorPage(page, "forbidden").title.count()).toBe(0);
  });
});

describe("404: an unknown path", () => {
  it.each(["/Home/no-existe", "/home/Viaje", "/cualquier/cosa"])("%s says 'Página no encontrada', not a connection problem", async (path) => {
    await signedIn("operador");
    await page.goto(path);
    await onlyPage("notFound");
    expect(pathname()).toBe(path);
  });
});

describe("the connection-problem page stays the spec's", () => {
  it("/Home/network-error and a trip that fails to load show 'Ocurrió un problema de conexión'", async () => {
    await signedIn("admin");
    await page.goto("/Home/network-error");
    await onlyPage("connectionError");
    await page.goto("/Home/Viaje/999999");
    await page.waitForURL(/\/Home\/network-error$/i);
    await onlyPage("connectionError");
  });

  it("company 3's TrvlDelete redirects there, not to the 403 page", async () => {
    await signedIn("admin3");
    await page.goto("/home/TrvlDelete");
    await page.waitForURL(/\/Home\/network-error$/i);
    await onlyPage("connectionError");
  });
});
