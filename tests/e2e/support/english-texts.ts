// Finds antd's English texts on a page (issue: antd's Spanish locale never took effect): the visible text
// of the body (with open pickers, dropdowns and tooltips, which antd renders in portals) and every
// aria-label, title and placeholder attribute, against a list of antd's English strings as whole words.
import type { Page } from "playwright-core";

/** antd's (and rc-picker's, rc-pagination's, rc-table's) English texts that its es_ES locale replaces. */
export const ANTD_ENGLISH = [
  "No data", "Select all", "Select current page", "Invert current page", "/ page", "Close", "Today", "Now", "OK",
  "Cancel", "Search", "Reset", "Expand row", "Collapse row", "Previous Page", "Next Page", "Previous 5 Pages",
  "Next 5 Pages", "Go to", "Select date", "Select time", "Select week", "Select month", "Select year",
  "Start date", "End date", "Filter menu", "Clear", "Loading", "Sort", "Click to sort ascending",
  "Click to sort descending", "Click to cancel sorting", "Last year", "Next year", "Last month", "Next month",
  "Previous year", "Previous month", "Previous decade", "Next decade", "Upload", "Copy", "Copied", "Expand",
  "Collapse", "items", "Remove", "Preview", "Download", "Back", "Edit", "Delete",
  "Jan", "Feb", "Apr", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
] as const;

/** English weekday headers of a date picker (checked on the picker's header cells only: "Su" is also Spanish). */
export const ENGLISH_WEEKDAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The English strings found in `text`, each as a whole word (case-sensitive: antd writes them capitalised). */
export function englishIn(text: string, words: readonly string[] = ANTD_ENGLISH): string[] {
  return words.filter((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, "u").test(text));
}

export interface Finding {
  where: string;
  english: string[];
  text: string;
}

/** The page's visible text and attribute texts, and the date pickers' weekday headers. */
export async function readTexts(page: Page): Promise<{ body: string; attributes: string[]; weekdays: string[] }> {
  return page.evaluate(() => {
    const attributes: string[] = [];
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder]")) {
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) attributes.push(value);
      }
    }
    const weekdays = [...document.querySelectorAll(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content thead th")]
      .map((th) => (th as HTMLElement).innerText.trim());
    return { body: document.body.innerText, attributes, weekdays };
  });
}

/** What English `where` shows now (empty when none). */
export async function scan(page: Page, where: string): Promise<Finding[]> {
  const { body, attributes, weekdays } = await readTexts(page);
  const findings: Finding[] = [];
  const inBody = englishIn(body);
  if (inBody.length) findings.push({ where: `${where} (text)`, english: inBody, text: body.slice(0, 2000) });
  for (const value of attributes) {
    const found = englishIn(value);
    if (found.length) findings.push({ where: `${where} (attribute)`, english: found, text: value });
  }
  const days = weekdays.filter((d) => (ENGLISH_WEEKDAYS as readonly string[]).includes(d));
  if (days.length) findings.push({ where: `${where} (picker weekdays)`, english: days, text: weekdays.join(" ") });
  return findings;
}

/** Waits until the screen has nothing loading (spinners, skeletons) and its data had time to paint. */
export async function settle(page: Page): Promise<void> {
  const busy = () =>
    page.evaluate(() => document.querySelectorAll(".ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading").length);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await busy()) > 0) await page.waitForTimeout(250);
  await page.waitForTimeout(400);
}

async function visibleCount(page: Page, selector: string): Promise<number> {
  return page.locator(`${selector}:visible`).count();
}

/** waits for what an opened popup shows; a popup that does not show it is scanned as it is */
async function shown(page: Page, selector: string, timeout = 3_000): Promise<void> {
  await page.locator(`${selector}:visible`).first().waitFor({ timeout }).catch(() => undefined);
}

/**
 * Scans the screen as it is, then with each kind of antd popup open where the screen has one: a date
 * picker's panel (and its month and year panels), a select's dropdown with a search that matches nothing,
 * a pager's page-size list, a sortable column's tooltip. Each popup is scanned once what it shows is there.
 * Answers everything found.
 */
export async function scanScreen(page: Page, name: string): Promise<Finding[]> {
  await settle(page);
  const findings = await scan(page, name);

  if (await visibleCount(page, ".ant-picker")) {
    const picker = page.locator(".ant-picker:visible").first();
    await picker.click();
    const panel = page.locator(".ant-picker-dropdown:not(.ant-picker-dropdown-hidden)");
    await shown(page, ".ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content thead th");
    if (await panel.first().isVisible().catch(() => false)) {
      findings.push(...(await scan(page, `${name}: date picker`)));
      const monthButton = panel.locator(".ant-picker-month-btn").first();
      if (await monthButton.isVisible().catch(() => false)) {
        await monthButton.click();
        await shown(page, ".ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-month-panel .ant-picker-cell");
        findings.push(...(await scan(page, `${name}: month panel`)));
      }
    }
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
  }

  if (await visibleCount(page, ".ant-select:not(.ant-select-disabled)")) {
    const select = page.locator(".ant-select:not(.ant-select-disabled):visible").first();
    await select.click();
    const search = select.locator("input.ant-select-selection-search-input");
    const searchable = await search.isEditable().catch(() => false);
    if (searchable) await search.fill("zzqxwv sin coincidencias");
    // a search that matches nothing: the dropdown's empty state (antd's own, or the select's "nothing found"
    // content); a select without a search: its options
    await shown(page, `.ant-select-dropdown .ant-select-item-empty, .ant-select-dropdown .ant-empty${searchable ? "" : ", .ant-select-dropdown .ant-select-item-option"}`);
    findings.push(...(await scan(page, `${name}: select with nothing to show`)));
    await page.keyboard.press("Escape");
  }

  if (await visibleCount(page, ".ant-pagination-options .ant-select")) {
    await page.locator(".ant-pagination-options .ant-select:visible").first().click();
    await shown(page, ".ant-select-dropdown .ant-select-item-option");
    findings.push(...(await scan(page, `${name}: page size`)));
    await page.keyboard.press("Escape");
  }

  if (await visibleCount(page, ".ant-table-column-has-sorters")) {
    await page.locator(".ant-table-column-has-sorters:visible").first().hover();
    // the product's tables show no sorter tooltip (antd's own would be English-free too): a short wait for one
    await shown(page, ".ant-tooltip .ant-tooltip-inner", 1_000);
    findings.push(...(await scan(page, `${name}: sorter tooltip`)));
    await page.mouse.move(5, 5);
  }
  return findings;
}
