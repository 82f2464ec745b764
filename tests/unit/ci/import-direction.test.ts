// @vitest-environment node
// The lint rule that keeps the direction of imports (eslint.config.js, no-restricted-imports): the browser app
// (src/) and the server (server/) import the shared tree (shared/), never each other, and the shared tree imports
// neither side nor the browser's UI packages. In an entity's folder (entities/<name>/) the definition imports the
// shared tree alone, the server part (server.ts, server/) the server and the shared tree, the screen part
// (screen.tsx, screen/) the browser app and the shared tree; no side imports the other's part. The project's own configuration lints each sample as a file of the
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

  /** Each sample (file path → imports) as lint sees it: the refused ones once each, the allowed ones not at all. */
  const expectSamples = async (samples: Record<string, { refused: string[]; allowed?: string }>) => {
    for (const [file, sample] of Object.entries(samples)) {
      for (const code of sample.refused) expect(await refused(code, file), `${file}: ${code}`).toBe(1);
      if (sample.allowed) expect(await refused(sample.allowed, file), `${file}: ${sample.allowed}`).toBe(0);
    }
  };

  it("keeps an entity's definition to the shared tree", async () => {
    await expectSamples({
      "entities/sample/definition.ts": {
        refused: [
          'import { paths } from "@/resources/paths";', 'import { app } from "@server/app";', 'import { relation } from "./server/relation";',
          'import { server } from "./server";', 'import { screen } from "./screen";', 'import { ClientActions } from "./screen/ClientSections";',
          'import { Button } from "antd";',
        ],
        allowed: 'import { defineEntity } from "@shared/entities/types";\nexport const d = defineEntity;',
      },
    });
  });

  it("keeps an entity's server part off the browser app and its screen part", async () => {
    await expectSamples({
      "entities/sample/server/resolvers.ts": {
        refused: [
          'import { paths } from "@/resources/paths";', 'import { x } from "../../../src/config";', 'import { screen } from "../screen";',
          'import { screen } from "@entities/sample/screen";',
        ],
        allowed: 'import { authorize } from "@server/auth/authorize";\nimport { d } from "../definition";\nexport { authorize, d };',
      },
      "entities/sample/server.ts": { refused: ['import { screen } from "./screen";'] },
    });
  });

  it("keeps an entity's screen part off the server and its server part", async () => {
    await expectSamples({
      "entities/sample/screen.tsx": {
        refused: [
          'import { app } from "@server/app";', 'import { server } from "./server";', 'import { relation } from "./server/relation";',
          'import { server } from "@entities/sample/server";',
        ],
        allowed: 'import { Button } from "antd";\nimport { lazyNamed } from "@/components/lazy-named";\nimport { d } from "./definition";\nexport { Button, lazyNamed, d };',
      },
      "entities/sample/screen/Section.tsx": { refused: ['import { x } from "../server/resolvers";'] },
    });
  });

  it("refuses an entity's server part in the browser app and its screen part in the server and the shared tree", async () => {
    // both sides read the registry and the definitions
    const definitions = 'import { entities } from "@entities";\nimport { clientesEntity } from "@entities/clientes/definition";\nexport { entities, clientesEntity };';
    await expectSamples({
      "src/resources/sample.ts": {
        refused: ['import { server } from "@entities/clientes/server";', 'import { server } from "../../entities/clientes/server";'],
        allowed: definitions,
      },
      "server/entities/sample.ts": {
        refused: ['import { screen } from "@entities/clientes/screen";', 'import { ClientActions } from "../../entities/clientes/screen/ClientSections";'],
        allowed: definitions,
      },
      "shared/domain/sample.ts": {
        refused: ['import { screen } from "../../entities/clientes/screen";', 'import { server } from "../../entities/clientes/server";'],
      },
    });
  });
});
