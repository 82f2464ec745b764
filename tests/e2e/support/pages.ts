// Page objects: a selector changes in one place (in the manner of react-admin's e2e ListPage).
import type { BrowserContext, Page } from "playwright-core";
import { APP_ID } from "@shared/config";
import { isLoginBody, sessionCookieOptions, sessionFromLogin, sessionToCookies } from "@shared/domain/session";

export class LoginPage {
  constructor(private page: Page) {}
  get username() {
    return this.page.getByLabel("Usuario");
  }
  get password() {
    return this.page.getByLabel("Contraseña");
  }
  get submit() {
    return this.page.getByRole("button", { name: "Iniciar" });
  }
  /** the login screen; a redirect still running (e.g. right after Cerrar sesión) may abort the first try */
  async open() {
    try {
      await this.page.goto("/Login");
    } catch (error) {
      if (!/ERR_ABORTED|interrupted by another navigation/.test(String(error))) throw error;
      await this.page.waitForLoadState();
      await this.page.goto("/Login");
    }
    await this.submit.waitFor();
  }
  async login(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** Signs in on the login screen and waits for the trips list (the landing page). */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  const form = new LoginPage(page);
  await form.open();
  await form.login(username, password);
  await page.waitForURL(/\/home\/?$/i);
}

/**
 * Signs in through the API, as the login screen does (POST /api/login; the server's token cookie lands in the
 * context), and writes the session cookies the screen would. For a file whose subject is not the login: its first
 * page is then the screen it is about, not the trips list the login lands on.
 */
export async function signInThroughApi(context: BrowserContext, baseURL: string, username: string, password: string): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/login`, { data: { username, password, extra: { code: APP_ID } } });
  const body: unknown = await response.json().catch(() => null);
  if (response.status() !== 200 || !isLoginBody(body)) throw new Error(`login of ${username}: ${response.status()} ${JSON.stringify(body)}`);
  const expires = sessionCookieOptions().expires.getTime() / 1000;
  await context.addCookies(
    Object.entries(sessionToCookies(sessionFromLogin(body))).map(([name, value]) => ({
      // as js-cookie writes them
      name, value: encodeURIComponent(value), url: baseURL, expires, sameSite: "Strict" as const,
    })),
  );
}

export class PasswordPage {
  constructor(private page: Page) {}
  get current() {
    return this.page.getByLabel("Contraseña actual");
  }
  get next() {
    return this.page.getByLabel("Nueva contraseña");
  }
  get confirm() {
    return this.page.getByLabel("Confirmacion Contraseña");
  }
  get submit() {
    return this.page.getByRole("button", { name: "Cambiar" });
  }
  async change(current: string, next: string, confirm = next) {
    await this.current.fill(current);
    await this.next.fill(next);
    await this.confirm.fill(confirm);
    await this.submit.click();
  }
}

export class Shell {
  constructor(private page: Page) {}
  get sidebar() {
    return this.page.locator("[data-testid=sidebar]");
  }
  async openUserMenu() {
    await this.page.locator("[data-testid=user-menu]").click();
  }
  async logout() {
    await this.openUserMenu();
    await this.page.getByText("Cerrar sesión").click();
  }
  /** the user menu's 'Cambiar contraseña' */
  async changePassword() {
    await this.openUserMenu();
    await this.page.getByRole("menuitem", { name: "Cambiar contraseña" }).click();
  }
  /** the sidebar's rendered width in px */
  async sidebarWidth(): Promise<number> {
    return (await this.sidebar.boundingBox())?.width ?? 0;
  }
  /** the text of a group title or entry of the sidebar */
  menuItem(text: string) {
    return this.sidebar.getByText(text, { exact: true });
  }
  /** texts of the sidebar entries and groups, expanded by hovering */
  async menuTexts(): Promise<string[]> {
    await this.sidebar.hover();
    return (await this.sidebar.innerText()).split("\n").map((t) => t.trim()).filter(Boolean);
  }
}

/** The error pages: 404 for an unknown path, 403 for another role's screen, /Home/network-error. */
export class ErrorPage {
  static readonly TITLES = {
    notFound: "Página no encontrada",
    forbidden: "No tiene permiso",
    connectionError: "Ocurrió un problema de conexión",
  } as const;
  constructor(private page: Page, private kind: keyof typeof ErrorPage.TITLES = "notFound") {}
  get title() {
    return this.page.getByText(ErrorPage.TITLES[this.kind], { exact: true });
  }
  /** antd Result's picture for this kind: 404, 403 or the warning sign */
  get picture() {
    return this.page.locator({ notFound: ".ant-result-404", forbidden: ".ant-result-403", connectionError: ".ant-result-warning" }[this.kind]);
  }
  get homeLink() {
    return this.page.getByRole("link", { name: "Ir a la página principal" });
  }
}

/** The 404 page of an unknown path. */
export class NotFoundPage extends ErrorPage {
  constructor(page: Page) {
    super(page, "notFound");
  }
}
