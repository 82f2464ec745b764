// The password form applies the new-password rules it can know before sending: a short one, or the current one
// again, shows the Spanish message under 'Nueva contraseña' and changes nothing.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RULE_TEXTS } from "@/domain/password-rules";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { PasswordPage, Shell, signInAs } from "./support/pages";

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

describe("new password rules on the form", () => {
  it("shows why a new password is refused, under its field, and sends nothing", async () => {
    await signInAs(page, "admin", "admin123");
    await new Shell(page).changePassword();
    await page.waitForURL(/\/resetPass$/i);
    const form = new PasswordPage(page);
    let sent = 0;
    page.on("request", (r) => void (r.url().includes("/api/login") && r.method() === "PUT" && sent++));
    await form.change("admin123", "corta");
    await page.getByText(PASSWORD_RULE_TEXTS.tooShort).waitFor();
    await form.change("admin123", "admin123");
    await page.getByText(PASSWORD_RULE_TEXTS.sameAsCurrent).waitFor();
    expect(sent).toBe(0);
    expect((await e2e.server.login("admin", "admin123")).status).toBe(200);
  });
});
