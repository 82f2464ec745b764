// Foundation end to end: login validation and failures, forced password change, protected
// routes, logout revoking the server session, the 404 page and the menu visibility per role/company.
import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage, PasswordPage, Shell } from "./support/pages";
import { TablePage } from "./support/table-page";

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function freshPage() {
  await context?.close();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  return page;
}

async function sessionToken(): Promise<string> {
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === "token");
  if (!cookie) throw new Error(`no token cookie among ${cookies.map((c) => c.name).join(", ")}`);
  return decodeURIComponent(cookie.value);
}

describe("login", () => {
  it("shows 'Requerido' under both empty fields, gone once typed", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.submit.click();
    await expect.poll(() => page.getByText("Requerido").count()).toBe(2);
    await login.username.fill("admin");
    await expect.poll(() => page.getByText("Requerido").count()).toBe(1);
    await login.password.fill("x");
    await expect.poll(() => page.getByText("Requerido").count()).toBe(0);
  });

  it("blocks the apostrophe in the user field", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.username.pressSequentially("ad'min");
    expect(await login.username.inputValue()).toBe("admin");
  });

  it("answers a wrong password with 'No se pudo autenticar'", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.login("admin", "incorrecta");
    await page.getByText("No se pudo autenticar").waitFor();
    expect(new URL(page.url()).pathname.toLowerCase()).toBe("/login");
  });

  it("leads a protected route without a session to the login screen", async () => {
    await freshPage();
    await page.goto("/Home/Rutas");
    await new LoginPage(page).submit.waitFor();
    expect(new URL(page.url()).pathname.toLowerCase()).toBe("/login");
  });
});

describe("forced password change", () => {
  it("sends the must-change user to /changePassword and the new password then logs in", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.login("nuevo", "nuevo123");
    await page.waitForURL(/\/changePassword$/i);
    const form = new PasswordPage(page);
    // the forced change offers Cancelar (/resetPass does not: tests/e2e/shell.test.ts)
    await page.getByRole("button", { name: "Cancelar" }).waitFor();
    await form.change("nuevo123", "clave-nueva-1", "otra-clave");
    await page.getByText("La contraseña es diferente").waitFor();
    await form.confirm.fill("clave-nueva-1");
    await form.submit.click();
    await page.getByText("Se cambio la contraseña").waitFor();
    // logged out after 1 s: back at the login screen
    await new LoginPage(page).submit.waitFor({ timeout: 10_000 });

    const again = new LoginPage(page);
    await again.open();
    await again.login("nuevo", "clave-nueva-1");
    await page.waitForURL(/\/home\/?$/i);
    expect((await e2e.server.login("nuevo", "nuevo123")).status).toBe(401);
  });
});

describe("session", () => {
  it("keeps the token out of the page's reach: an HttpOnly cookie that the app's requests carry, removed by Cerrar sesión", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    const headers: Record<string, string>[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/graphql") || request.url().includes("/api/")) headers.push(request.headers());
    });
    await login.login("admin", "admin123");
    await page.waitForURL(/\/home\/?$/i);
    await page.locator(".ant-table-row").first().waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === "token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const token = decodeURIComponent(cookie!.value);
    // script sees the other session fields, never the token
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain("idcompany=1");
    expect(visible).not.toContain(token);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.filter((h) => h.authorization !== undefined)).toEqual([]);

    await new Shell(page).logout();
    await new LoginPage(page).submit.waitFor();
    expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
  });

  it("refuses the old token on the server after Cerrar sesión", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.login("admin", "admin123");
    await page.waitForURL(/\/home\/?$/i);
    const token = await sessionToken();
    const before = await e2e.server.gql({ authorization: token, idapp: "12", idempresa: "1" }, "{ getDate }");
    expect(before.errors).toBeUndefined();

    await new Shell(page).logout();
    await new LoginPage(page).submit.waitFor();
    const after = await e2e.server.gql({ authorization: token, idapp: "12", idempresa: "1" }, "{ getDate }");
    expect(after.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a session the server has ended brings a master list's next query back to the login screen (authProvider.onError)", async () => {
    const login = new LoginPage(await freshPage());
    // the live feed is kept from connecting: when the server ends a session it also ends the session's feed, whose
    // refused reconnection would bring the login screen first, and the list's own query is the subject here
    await context.routeWebSocket(/\/graphql/, () => undefined);
    await login.open();
    await login.login("admin", "admin123");
    await page.waitForURL(/\/home\/?$/i);
    const table = new TablePage(page);
    await table.open("/home/Rutas");
    // the GraphQL requests (document and variables) the server refused for want of a session
    // Each answer is read before the page gets it: the page reloads as soon as it reads a refusal, after which a
    // response's body can no longer be read from the page's side.
    // The session ends on the server (another tab's Cerrar sesión) while the list's next query is on its way, so that
    // query is the first to meet the ended session whatever else the page asks meanwhile; the cookies stay as they are.
    const token = await sessionToken();
    let sorting = false;
    let endSession: Promise<number> | null = null;
    const refused = new Set<string>();
    const keyOf = (request: Request) => {
      const { query, variables } = (request.postDataJSON() ?? {}) as { query?: unknown; variables?: unknown };
      return JSON.stringify([query, variables]);
    };
    // requests sent again once the page had their refusal. The page's request events reach the test in the order the
    // browser sent them, before a route handler runs (which may be later), so they tell what was sent after a refusal.
    const askedAgain: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/graphql") && refused.has(keyOf(request))) askedAgain.push(keyOf(request));
    });
    await page.route("**/graphql", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const key = keyOf(request);
      if (sorting && !endSession && key.includes("rutasInfo")) {
        endSession = fetch(`${e2e.server.url}/api/logout`, { method: "POST", headers: { authorization: token, "content-type": "application/json" }, body: "{}" })
          .then((r) => r.status);
        await endSession;
      }
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body });
      if (body.includes("UNAUTHENTICATED")) refused.add(key);
    });
    // the list's next query (Refine's useTable) answers UNAUTHENTICATED: a sort asks for it
    const loginScreen = new LoginPage(page).submit;
    sorting = true;
    await page.getByTestId("header-descripcion").dispatchEvent("click");
    await loginScreen.waitFor({ timeout: 15_000 });
    expect(await endSession).toBe(200);
    expect((await context.cookies()).map((c) => c.name)).not.toContain("idcompany");
    // a refusal is not asked again: no refused request went out again once its answer had reached the page
    expect(refused.size).toBeGreaterThan(0);
    expect(askedAgain).toEqual([]);
  });

  it("after Cerrar sesión the next user of the same tab never sees the previous company's cached rows", async () => {
    const tripIds = async (idempresa: number) =>
      new Set((await e2e.server.database.query<{ id: number }>("SELECT id FROM viajes WHERE idempresa = $1", [idempresa])).map((r) => String(r.id)));
    const [company1, company3] = [await tripIds(1), await tripIds(3)];
    const rowKeys = () => page.locator(".ant-table-tbody .ant-table-row[data-row-key]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-key") ?? ""));

    const login = new LoginPage(await freshPage());
    await login.open();
    await login.login("admin", "admin123");
    await page.waitForURL(/\/home\/?$/i);
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    await expect.poll(rowKeys).not.toHaveLength(0);
    expect((await rowKeys()).every((key) => company1.has(key))).toBe(true);

    // same tab, no reload: the app's memory survives from here on
    await new Shell(page).logout();
    await new LoginPage(page).submit.waitFor();
    // from now on record every trip row the page renders, however briefly
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { seenRowKeys: Set<string> }).seenRowKeys = seen;
      const record = () => document.querySelectorAll(".ant-table-tbody .ant-table-row[data-row-key]").forEach((r) => seen.add(r.getAttribute("data-row-key") ?? ""));
      new MutationObserver(record).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-row-key"] });
    });
    await new LoginPage(page).login("admin3", "admin123");
    await page.waitForURL(/\/home\/?$/i);
    await page.getByTestId("trips-total").filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await rowKeys()).filter((key) => company3.has(key)).length).toBeGreaterThan(0);

    const seen = await page.evaluate(() => [...(window as unknown as { seenRowKeys: Set<string> }).seenRowKeys]);
    expect(seen.filter((key) => company1.has(key))).toEqual([]);
    expect(seen.every((key) => company3.has(key))).toBe(true);
  });

  it("serves the offline test map at /playGround, behind the login", async () => {
    await freshPage();
    await page.goto("/playGround");
    await new LoginPage(page).submit.waitFor();
    expect(new URL(page.url()).pathname.toLowerCase()).toBe("/login");

    await new LoginPage(page).login("operador", "operador123");
    await page.waitForURL(/\/home\/?$/i);
    await page.goto("/playGround");
    await page.getByText("Mapa de prueba").waitFor();
    // the lazily loaded map is drawn on its canvas and reports the view it shows: the default one
    await page.getByTestId("playground-map").locator("canvas").first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId("playground-view").innerText(), { timeout: 30_000 }).toBe("Centro 3.713739, -73.091899 · zoom 6");
    expect(await page.getByText("problema de conexión").count()).toBe(0);
  });

  it("shows the 404 page on an unknown path", async () => {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.login("admin", "admin123");
    await page.waitForURL(/\/home\/?$/i);
    await page.goto("/Home/no-existe");
    await page.getByText("Página no encontrada").waitFor();
    await page.goto("/cualquier/cosa");
    await page.getByText("Página no encontrada").waitFor();
  });
});

describe("menu visibility", () => {
  async function menuAs(username: string, password: string) {
    const login = new LoginPage(await freshPage());
    await login.open();
    await login.login(username, password);
    await page.waitForURL(/\/home\/?$/i);
    return new Shell(page).menuTexts();
  }

  it("shows every group to a role-3 user of company 1", async () => {
    const texts = await menuAs("admin", "admin123");
    for (const t of ["Seguimiento", "Contenedores", "Historial", "Estadisticas", "Gestion", "Maestras", "Configuración"]) {
      expect(texts).toContain(t);
    }
  });

  it("offers the download manager to every role, outside the role-3 groups; the tab's title names the screen", async () => {
    // an operador (role 1) opens it from the menu and gets the screen, not the 403 page
    await menuAs("operador", "operador123");
    await page.locator("[data-testid=sidebar]").getByText("Gestor de descargas").click();
    await page.waitForURL(/\/home\/downloadmanagment$/i);
    await page.getByTestId("download-button").waitFor();
    await expect.poll(() => page.locator(".ant-table-tbody .ant-table-row[data-row-key]").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByText("No tiene permiso").count()).toBe(0);

    await menuAs("admin", "admin123");
    const sidebar = page.locator("[data-testid=sidebar]");
    await sidebar.getByText("Gestor de descargas").click();
    await page.waitForURL(/\/home\/downloadmanagment$/i);
    await page.getByTestId("download-button").waitFor();
    // the browser tab names the screen
    await expect.poll(() => page.title()).toBe("Gestor de descargas · Torre de Control");
    await page.goto("/home/history");
    await expect.poll(() => page.title()).toBe("Historial · Torre de Control");
    await page.goto("/Home");
    await expect.poll(() => page.title()).toBe("Seguimiento · Torre de Control");
  });

  it("hides Gestion and Configuración from another role", async () => {
    const texts = await menuAs("operador", "operador123");
    expect(texts).toContain("Maestras");
    expect(texts).not.toContain("Gestion");
    expect(texts).not.toContain("Configuración");
  });

  it("hides Eliminar viaje from company 3 and blocks its route", async () => {
    const texts = await menuAs("admin3", "admin123");
    expect(texts).toContain("Gestion");
    await page.locator("[data-testid=sidebar]").getByText("Gestion").hover();
    await page.locator("[data-testid=sidebar]").getByText("Clientes").waitFor();
    expect(await page.locator("[data-testid=sidebar]").getByText("Eliminar viaje").count()).toBe(0);
    await page.goto("/home/TrvlDelete");
    await page.waitForURL(/network-error$/i);
  });
});
