// @vitest-environment node
// The lint rule that keeps the direction of imports (eslint.config.js, no-restricted-imports): the browser app
// (src/) and the server (server/) import the shared tree (shared/), never each other, and the shared tree imports
// neither side nor the browser's UI packages. The project's own configuration lints each sample as a file of the
// side named by its path.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const IMPORT_RULE = "no-restricted-imports";
const importProblems = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === IMPORT_RULE);
const refused = async (code: string, filePath: string) => (await importProblems(code, filePath)).length;

describe("the direction of imports", () => {
  it("refuses the browser app in the server, by its alias or a relative path", async () => {
    for (const code of [
      'import { paths } from "@/resources/paths";',
      'import { MESSAGES } from "../../src/i18n/messages";',
      'import { x } from "../../../../src/domain/catalog";',
      'export { y } from "../src/config";',
    ]) {
      expect(await refused(code, "server/graphql/modules/sample.ts"), code).toBe(1);
    }
    const [problem] = await importProblems('import { paths } from "@/resources/paths";', "server/sample.ts");
    expect(problem!.message).toMatch(/server\/ must not import the browser app.*shared\//);
  });

  it("refuses the server in the browser app", async () => {
    expect(await refused('import { app } from "@server/app";', "src/sample.ts")).toBe(1);
    expect(await refused('import { app } from "../../server/app";', "src/components/sample.ts")).toBe(1);
  });

  it("refuses either side and the UI packages in the shared tree", async () => {
    for (const code of [
      'import { paths } from "@/resources/paths";',
      'import { app } from "@server/app";',
      'import { a } from "../../src/resources/paths";',
      'import { b } from "../../server/storage/image-type";',
      'import { useState } from "react";',
      'import { Button } from "antd";',
      'import { useList } from "@refinedev/core";',
      'import { UserOutlined } from "@ant-design/icons";',
      'import { MESSAGES } from "@shared/i18n/messages";',
    ]) {
      expect(await refused(code, "shared/domain/sample.ts"), code).toBe(1);
    }
    // a test of the shared tree too
    expect(await refused('import { app } from "@server/app";', "shared/domain/sample.test.ts")).toBe(1);
  });

  it("lets the shared tree through from both sides, and its own files by relative paths", async () => {
    const shared = 'import { MESSAGES } from "@shared/i18n/messages";\nexport const m = MESSAGES;';
    expect(await refused(shared, "server/sample.ts")).toBe(0);
    expect(await refused(shared, "src/sample.ts")).toBe(0);
    expect(await refused('import { MESSAGES } from "../i18n/messages";\nexport const m = MESSAGES;', "shared/domain/sample.ts")).toBe(0);
    expect(await refused('import dayjs from "dayjs";\nimport { describe } from "vitest";\nexport { dayjs, describe };', "shared/domain/sample.test.ts")).toBe(0);
  });
});
