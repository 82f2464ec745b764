// The i18n provider answers every key refine's own components and hooks may ask it (their buttons, their save and
// delete notifications, the unsaved-changes warning): a key without a text would show the raw key ('buttons.edit').
// The keys are read from refine's published code, so a refine upgrade that asks a new one fails here.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { i18nProvider } from "./i18n-provider";

const ROOT = join(__dirname, "../..");
const REFINE_BUNDLES = ["@refinedev/core", "@refinedev/antd"].map((pkg) => join(ROOT, "node_modules", pkg, "dist/index.mjs"));

/** the families of keys the provider answers */
const ANSWERED = /["'`]((?:buttons|notifications)\.\w+|warnWhenUnsavedChanges)["'`]/g;
/** the actions refine's buttons and navigation hooks ask `buttons.<action>` for */
const BUTTON_ACTIONS = ["create", "edit", "show", "clone", "list", "delete", "refresh", "save", "import", "export"];

/**
 * What of refine asks the families the provider does not answer (its auth and error pages, the breadcrumb, the
 * document title, the CRUD page shells): the app renders its own instead, and this keeps them out of it.
 */
const UNANSWERED_COMPONENTS = [
  "AuthPage", "ErrorComponent", "DocumentTitleHandler", "Breadcrumb", "useBreadcrumb", "List", "Show", "Edit", "Create",
  "ThemedLayout", "ThemedLayoutV2", "ThemedTitle", "ThemedTitleV2", "ThemedSider", "ThemedSiderV2", "ImportButton", "ExportButton",
];

const translate = (key: string, options?: unknown) => i18nProvider.translate(key, options);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the i18n provider (refine's keys)", () => {
  it("has a text for every key of refine's buttons and notifications", () => {
    const asked = new Set(BUTTON_ACTIONS.map((action) => `buttons.${action}`));
    for (const bundle of REFINE_BUNDLES) for (const match of readFileSync(bundle, "utf8").matchAll(ANSWERED)) asked.add(match[1]);
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => translate(key) === key)).toEqual([]);
  });

  it("fills the values refine passes", () => {
    expect(translate("notifications.undoable", { seconds: 5 })).toBe("Tiene 5 segundos para deshacer");
    expect(translate("notifications.success")).toBe("Proceso exitoso");
    expect(translate("notifications.deleteError")).toBe("Ocurrio un error");
  });

  it("answers a key it lacks with refine's default text, else the key", () => {
    expect(i18nProvider.translate("pages.login.title", undefined, "Sign in")).toBe("Sign in");
    expect(translate("palette.title")).toBe("palette.title");
  });

  it("is never asked by the refine components that need keys it does not answer", () => {
    const imports = /import\s*\{([^}]*)\}\s*from\s*"@refinedev\/[\w-]+"/g;
    const used = [...sourceFiles(join(ROOT, "src")), ...sourceFiles(join(ROOT, "entities"))].flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(imports)].flatMap((m) => m[1].split(",").map((name) => name.replace(/^\s*type\s+/, "").trim())),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => UNANSWERED_COMPONENTS.includes(name))).toEqual([]);
  });
});
