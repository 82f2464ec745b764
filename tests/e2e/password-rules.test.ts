// The password form lists the new password's rules under its field before anything is sent, applies the ones
// it can know (a short one, only blanks, the current one again: the Spanish message under 'Nueva contraseña',
// nothing sent), and shows the text of a rule only the server knows (a common password) under the same field
// when the server refuses it; the password stays.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_HINTS } from "@shared/domain/password-rules";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { PasswordPage, Shell, signInAs } from "./support/pages";
import { PASSWORD_RULES_LABEL, PASSWORD_RULE_TEXTS } from "@shared/i18n/login";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  await signInAs(page, "admin", "admin123");
  await new Shell(page).changePassword();
  await page.waitForURL(/\/resetPass$/i);
});
/** each test starts from an empty form */
async function emptyForm(): Promise<PasswordPage> {
  await page.reload();
  const form = new PasswordPage(page);
  await form.next.waitFor();
  return form;
}
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

describe("new password rules on the form", () => {
  it("lists the rules under the new password before anything is sent", async () => {
    await emptyForm();
    const rules = page.getByRole("list", { name: PASSWORD_RULES_LABEL });
    await rules.waitFor();
    expect(await rules.getByRole("listitem").allInnerTexts()).toEqual([...PASSWORD_RULE_HINTS]);
  });

  it("shows why a new password is refused, under its field, and sends nothing", async () => {
    const form = await emptyForm();
    let sent = 0;
    const count = (r: { url(): string; method(): string }) => void (r.url().includes("/api/login") && r.method() === "PUT" && sent++);
    page.on("request", count);
    await form.change("admin123", "corta");
    await page.getByText(PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)).waitFor();
    await form.change("admin123", "        ");
    await page.getByText(PASSWORD_RULE_TEXTS.blank).waitFor();
    await form.change("admin123", "admin123");
    await page.getByText(PASSWORD_RULE_TEXTS.sameAsCurrent).waitFor();
    page.off("request", count);
    expect(sent).toBe(0);
    expect((await e2e.server.login("admin", "admin123")).status).toBe(200);
  });

  it("shows the server's refusal of a common password under the field, and the password stays", async () => {
    const form = await emptyForm();
    const refused = page.waitForResponse((r) => r.url().includes("/api/login") && r.request().method() === "PUT");
    await form.change("admin123", "12345678");
    expect((await refused).status()).toBe(400);
    await page.getByText(PASSWORD_RULE_TEXTS.common).waitFor();
    expect((await e2e.server.login("admin", "admin123")).status).toBe(200);
  });
});
