// Page object of a generated list (src/resources/engine): the generic data table with its filters, sort,
// footer pagination, column chooser, selection, delete, export and the view/edit/create modal.
import type { Download, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { CLICK_GUARD_MS } from "@shared/config";

/** expect.poll options: the list answers after the debounce and a server round trip, slower under load */
export const POLL = { timeout: 10_000 };

/** a text matched literally inside a RegExp ('Frecuencia de correo (minutos)') */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export class TablePage {
  /** when Guardar was last clicked on this page (0: never) */
  private lastSave = 0;
  constructor(private page: Page) {}

  /**
   * opens a list as on a first visit: the state the lists keep in the browser between visits (homeT keys)
   * is dropped first so each test starts from the defaults; `keepState` opens it as the user left it
   */
  async open(path: string, options: { keepState?: boolean } = {}) {
    if (!options.keepState) await this.forgetTableState();
    await this.page.goto(path);
    await this.waitLoaded();
  }
  async forgetTableState() {
    await this.page
      .evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith("homeT")) localStorage.removeItem(key);
      })
      .catch(() => undefined); // not on the app's origin yet: nothing kept
  }
  /** the state a list keeps in the browser (its homeT key), or null */
  async keptState(table: string): Promise<unknown> {
    return this.page.evaluate((prefix) => {
      const key = Object.keys(localStorage).find((k) => k === prefix || k.startsWith(`${prefix}:`));
      return key ? JSON.parse(localStorage.getItem(key) ?? "null") : null;
    }, `homeT.${table}`);
  }

  /** the table has rows or its empty text, and no spinner */
  async waitLoaded() {
    await this.page.locator(".ant-table").first().waitFor();
    await this.page.locator(".ant-table .ant-spin-spinning").waitFor({ state: "detached" });
  }

  get rows(): Locator {
    return this.page.locator(".ant-table-tbody .ant-table-row[data-row-key]");
  }
  async rowKeys(): Promise<number[]> {
    await this.waitLoaded();
    return (await this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-key")))).map(Number);
  }
  row(key: number): Locator {
    return this.page.locator(`.ant-table-tbody .ant-table-row[data-row-key="${key}"]`);
  }
  /** the header's fields in display order (data-testid header-{field}) */
  async headerFields(): Promise<string[]> {
    const ids = await this.page.locator(".ant-table-thead th[data-testid^=header-]").evaluateAll((ths) => ths.map((th) => th.getAttribute("data-testid")));
    return ids.map((id) => String(id).replace(/^header-/, ""));
  }
  /** the texts of one column on the rendered rows */
  async columnTexts(field: string): Promise<string[]> {
    await this.waitLoaded();
    return this.page.evaluate((f) => {
      const ths = Array.from(document.querySelectorAll(".ant-table-thead th"));
      const index = ths.findIndex((th) => th.getAttribute("data-testid") === `header-${f}`);
      if (index < 0) throw new Error(`no column ${f}`);
      return Array.from(document.querySelectorAll(".ant-table-tbody .ant-table-row[data-row-key]")).map(
        (row) => (row.querySelectorAll(":scope > .ant-table-cell")[index] as HTMLElement | undefined)?.innerText.trim() ?? "",
      );
    }, field);
  }

  /** the header cell of a column */
  header(field: string): Locator {
    return this.page.locator(`.ant-table-thead th[data-testid="header-${field}"]`);
  }
  /** the one-line title of a column's header (its tooltip gives the full title) */
  headerTitle(field: string): Locator {
    return this.header(field).locator(".data-table-header-title");
  }
  /** the cell of a column on a rendered row */
  async cell(key: number, field: string): Promise<Locator> {
    const index = (await this.headerFields()).indexOf(field);
    if (index < 0) throw new Error(`no column ${field}`);
    const offset = await this.page.locator(".ant-table-thead th.ant-table-selection-column").count();
    return this.row(key).locator(":scope > .ant-table-cell").nth(index + offset);
  }
  /** a row's link (the cell the table makes a real <a href>) */
  rowLink(key: number): Locator {
    return this.row(key).getByTestId("row-link");
  }
  /** the scrolling body of the table */
  get body(): Locator {
    return this.page.locator(".ant-table-body").first();
  }
  /** the open tooltip */
  get tooltip(): Locator {
    return this.page.locator(".ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-inner");
  }

  // filters
  button(name: string | RegExp): Locator {
    return this.page.getByRole("button", { name });
  }
  async showFilters() {
    await this.button("Mostrar filtros").click();
  }
  filter(label: string): Locator {
    return this.page.getByLabel(`Filtro ${label}`, { exact: true });
  }

  // sort: a header click follows the engine's rule
  async clickHeader(field: string) {
    await this.page.locator(`th[data-testid="header-${field}"] .ant-table-column-title`).click();
  }
  sortOrder(field: string): Promise<string | null> {
    return this.page.locator(`th[data-testid="header-${field}"]`).getAttribute("aria-sort");
  }

  // footer pagination
  get status(): Locator {
    return this.page.getByTestId("pagination-status");
  }
  async setPageSize(size: number) {
    await this.page.locator(".ant-select").filter({ has: this.page.getByLabel("Registros por página") }).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${size}"]`).click();
  }
  /** the page size the footer shows */
  async pageSize(): Promise<number> {
    const select = this.page.locator(".ant-select").filter({ has: this.page.getByLabel("Registros por página") });
    return Number(await select.locator(".ant-select-selection-item").innerText());
  }
  async nextPage() {
    await this.button("Página siguiente").click();
  }

  // column chooser
  async openChooser(): Promise<Locator> {
    await this.button("Columnas").click();
    const dialog = this.page.getByRole("dialog").filter({ has: this.page.getByPlaceholder("Buscar...") });
    await dialog.waitFor();
    return dialog;
  }
  chooserNode(dialog: Locator, label: string): Locator {
    return dialog.locator(".ant-tree-treenode").filter({ has: this.page.getByTitle(label, { exact: true }) });
  }
  /** clicks a column's checkbox and waits until the chooser shows the flipped state (a lost click fails here) */
  async toggleColumn(dialog: Locator, label: string) {
    const box = this.chooserNode(dialog, label).locator(".ant-tree-checkbox");
    const checked = async () => ((await box.getAttribute("class")) ?? "").includes("ant-tree-checkbox-checked");
    const before = await checked();
    await box.click();
    await expect.poll(checked, POLL).toBe(!before);
  }
  /** drags one column just before another (the upper edge of the target) */
  async moveColumnBefore(dialog: Locator, label: string, before: string) {
    const source = this.chooserNode(dialog, label).locator(".ant-tree-node-content-wrapper");
    const target = this.chooserNode(dialog, before).locator(".ant-tree-node-content-wrapper");
    await source.dragTo(target, { targetPosition: { x: 20, y: 2 } });
  }
  async chooserLabels(dialog: Locator): Promise<string[]> {
    return dialog.locator(".ant-tree-treenode .ant-tree-title").allInnerTexts();
  }

  // selection and delete
  async select(key: number) {
    await this.row(key).locator(".ant-table-selection-column .ant-checkbox-input").check();
  }
  async deleteSelected(count: number) {
    await this.button(new RegExp(`Eliminar \\(${count}\\)$`)).click();
    const confirm = this.page.locator(".ant-modal-confirm").filter({ hasText: `Desea eliminar ${count} registros` });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Aceptar" }).click();
  }

  // export
  async exportAll(): Promise<Download> {
    return this.exportChoice("Exportar todo");
  }
  async exportChoice(choice: "Exportar todo" | "Exportar en pantalla"): Promise<Download> {
    await this.button("Exportar").click();
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("menuitem", { name: choice }).click();
    return download;
  }

  // modal
  get modal(): Locator {
    return this.page.locator(".ant-modal-wrap:visible .ant-modal").last();
  }
  /** opens a row's modal and waits for its record: until it arrives the modal shows a skeleton (and a title without it) */
  async openRow(key: number) {
    await this.row(key).locator(".ant-table-cell:not(.ant-table-selection-column)").first().click();
    await this.modal.waitFor();
    await this.whole();
  }
  /** until the modal's record and every section of its form have arrived, a skeleton stands in for each */
  private whole() {
    return this.modal.locator(".ant-skeleton").first().waitFor({ state: "detached" });
  }
  async openNew() {
    await this.button("Agregar").click();
    await this.modal.waitFor();
  }
  field(label: string): Locator {
    return this.modal.getByLabel(label, { exact: true });
  }
  /** picks an option of a select by its label; a search select gets `search` typed first */
  async choose(label: string, option: string, search?: string) {
    const input = this.field(label);
    const select = this.modal.locator(".ant-select").filter({ has: this.page.getByLabel(label, { exact: true }) });
    const chosen = select.locator(".ant-select-selection-item", { hasText: new RegExp(`^${escapeRegExp(option)}$`) });
    // a click landing while the list still slides open can miss the option on a loaded machine: the select must
    // show the option afterwards, or the pick is made again (twice at most)
    // (its list is opened only when it is not open already: a click on an open select closes it)
    const isOpen = () => select.evaluate((el) => el.classList.contains("ant-select-open"));
    for (let attempt = 0; attempt < 3; attempt++) {
      if (!(await isOpen())) await select.click();
      if (search !== undefined) await input.fill(search);
      await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
      if (await chosen.waitFor({ timeout: 2_000 }).then(() => true, () => false)) return;
    }
    throw new Error(`the select '${label}' did not take '${option}'`);
  }
  /**
   * Guardar ignores a click within CLICK_GUARD_MS of the one before (a double click saves once): a second save
   * right after a refused one, as a user's next click, comes after that window
   */
  async save() {
    const wait = CLICK_GUARD_MS + 50 - (Date.now() - this.lastSave);
    if (wait > 0) await this.page.waitForTimeout(wait);
    // as a user does: once the form is whole (a section still loading has no rules in the form yet)
    await this.whole();
    await this.modal.getByRole("button", { name: "Guardar" }).click();
    // after the click is done: the click itself may wait for the modal
    this.lastSave = Date.now();
  }
  /** the item value shown in view mode */
  viewValue(label: string): Locator {
    const exact = new RegExp(`^${escapeRegExp(label)}$`);
    return this.modal.locator(".ant-descriptions-row").filter({ has: this.page.locator(".ant-descriptions-item-label", { hasText: exact }) }).locator(".ant-descriptions-item-content");
  }
  /** the newest toast with this text (an earlier one may still be on screen) */
  notice(text: string): Locator {
    return this.page.locator(".ant-notification-notice, .ant-message-notice").filter({ hasText: text }).last();
  }
}
