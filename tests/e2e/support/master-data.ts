// Shared set-up of the master-data end-to-end files: one server and a signed-in page (signed in through the API:
// the first screen a file opens is its own), a GraphQL helper checking answers on the server, and the plug-ins'
// page objects (control post geolocation, plan detail editor). E2E_UI_DIR serves another build than dist (a build
// made while dist is in use).
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { AuthHeaders } from "../../integration/helpers/server";
import { newContext } from "./browser";
import { startE2E, type E2E } from "./app";
import { signInThroughApi } from "./pages";
import { TablePage } from "./table-page";

export interface Session {
  e2e: E2E;
  context: BrowserContext;
  page: Page;
  table: TablePage;
  api: AuthHeaders;
  /** a GraphQL call as the signed-in user that throws on errors */
  gql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function signIn(e2e: E2E, username: string, password: string, prefix: string): Promise<Omit<Session, "e2e" | "close"> & { close(): Promise<void> }> {
  const api = await e2e.server.auth(username, password);
  const context = await newContext(e2e.browser, e2e.server.url);
  await signInThroughApi(context, e2e.server.url, username, password);
  const page = await context.newPage();
  return {
    context,
    page,
    api,
    table: new TablePage(page),
    async gql<T>(query: string, variables?: Record<string, unknown>) {
      const res = await e2e.server.gql<T>(api, query, variables);
      if (!res.data || res.errors?.length) throw new Error(JSON.stringify(res.errors));
      return res.data;
    },
    async shot(name: string) {
      await page.screenshot({ path: `/tmp/e2e-${prefix}-${name}.png` });
    },
    close: () => context.close(),
  };
}

export async function startSession(prefix: string, username = "admin", password = "admin123"): Promise<Session> {
  const e2e = await startE2E();
  const signed = await signIn(e2e, username, password, prefix);
  return {
    ...signed,
    e2e,
    async close() {
      await signed.close();
      await e2e.close();
    },
  };
}

/** The virtual control post's address, search button, coordinates and map (entities/puestoscontrol/screen/PuestoGeoSection). */
export class PuestoGeo {
  constructor(private modal: Locator) {}
  get address() {
    return this.modal.getByTestId("puesto-direccion");
  }
  get search() {
    return this.modal.getByTestId("puesto-buscar");
  }
  get latitude() {
    return this.modal.getByTestId("puesto-latitud");
  }
  get longitude() {
    return this.modal.getByTestId("puesto-longitud");
  }
  get map() {
    return this.modal.getByTestId("puesto-map");
  }
}

/** The trip plan's detail editor (entities/planesviaje/screen/PlanDetailEditor). */
export class PlanEditor {
  constructor(private page: Page, private modal: Locator) {}
  get root() {
    return this.modal.getByTestId("plan-detalles");
  }
  get rows() {
    return this.root.locator(".ant-table-tbody tr.ant-table-row");
  }
  row(index: number) {
    return this.rows.nth(index);
  }
  async add() {
    await this.root.getByRole("button", { name: "Agregar puesto" }).click();
  }
  /** picks a control post in a row through the search select */
  async choosePost(index: number, search: string, option: string) {
    const row = this.row(index);
    await row.locator(".ant-select").click();
    await row.locator(".ant-select input").fill(search);
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }
  /** the order number and the chosen post of each row */
  async order(): Promise<[string, string][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((r) => {
        const cells = r.querySelectorAll(":scope > td");
        const label = cells[1]?.querySelector(".ant-select-selection-item")?.textContent ?? "";
        return [cells[0]?.textContent?.trim() ?? "", label.trim()] as [string, string];
      }),
    );
  }
  input(index: number, column: number) {
    return this.row(index).locator(":scope > td").nth(column).locator("input");
  }
  async move(index: number, direction: "Subir" | "Bajar" | "Quitar") {
    await this.row(index).getByRole("button", { name: direction }).click();
  }
  get totals() {
    return this.modal.getByTestId("plan-totales");
  }
}
