// Page object of a trips table page's header (src/custom-pages/trips-list/TripsTablePage): the title and
// 'Total viajes', the header's select filters (Nivel de riesgo, Última milla, Cliente, Estado) and
// 'Limpiar filtros'. The table itself is the generic data table (TablePage).
import type { Locator, Page } from "playwright-core";

export type HeaderFilter = "Nivel de riesgo" | "Última milla" | "Cliente" | "Estado";

export class TripsHeader {
  /** `prefix`: the page's data-testid prefix (trips, history, downloads) */
  constructor(private page: Page, private prefix = "trips") {}

  get title(): Locator {
    return this.page.getByTestId(`${this.prefix}-title`);
  }
  get total(): Locator {
    return this.page.getByTestId(`${this.prefix}-total`);
  }
  /** the number 'Total viajes: N' shows */
  async totalCount(): Promise<number> {
    const text = await this.total.innerText();
    const match = /^Total viajes: (\d+)$/.exec(text);
    if (!match) throw new Error(`not a total: ${text}`);
    return Number(match[1]);
  }
  /** waits until the list has loaded some trips */
  async waitLoaded() {
    await this.total.filter({ hasText: /Total viajes: [1-9]/ }).waitFor({ timeout: 30_000 });
  }

  select(filter: HeaderFilter): Locator {
    return this.page.locator(".ant-select").filter({ has: this.page.getByLabel(filter, { exact: true }) });
  }
  /** the open dropdown's options */
  get options(): Locator {
    return this.page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  }
  /** opens a filter and answers the titles of the options it renders (a long list renders its first ones) */
  async optionTitles(filter: HeaderFilter): Promise<string[]> {
    await this.select(filter).click();
    await this.options.first().waitFor();
    const titles = await this.options.evaluateAll((list) => list.map((o) => o.getAttribute("title") ?? ""));
    await this.page.keyboard.press("Escape");
    return titles;
  }
  /** picks an option by its exact text; `search` is typed first (a search select) */
  async pick(filter: HeaderFilter, option: string, search?: string) {
    await this.select(filter).click();
    if (search !== undefined) await this.page.getByRole("combobox", { name: filter, exact: true }).fill(search);
    await this.options.filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }).first().click();
    await this.page.keyboard.press("Escape");
  }
  /** the chosen values' texts (not the responsive '+ N ...' tag) */
  chosen(filter: HeaderFilter): Promise<string[]> {
    return this.select(filter)
      .locator(".ant-select-selection-item")
      .evaluateAll((items) => items.filter((i) => !i.closest(".ant-select-selection-overflow-item-rest")).map((i) => (i as HTMLElement).innerText));
  }
  async clearFilters() {
    await this.page.getByRole("button", { name: "Limpiar filtros" }).click();
  }
}
