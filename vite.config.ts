import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { basemap } from "./scripts/basemap";
import { lightGraphql } from "./scripts/light-graphql";
import { precompress } from "./scripts/precompress";
import { routeChunks } from "./scripts/route-chunks";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "@entities": fileURLToPath(new URL("./entities", import.meta.url)),
};
// Server code under Vitest must load graphql's CommonJS entry, as Node does for graphql-yoga: with two
// graphql copies the server's GraphQLErrors are not recognised and reach clients masked as
// INTERNAL_SERVER_ERROR instead of UNAUTHENTICATED, FORBIDDEN or BAD_USER_INPUT.
const serverAlias = [
  { find: /^graphql$/, replacement: fileURLToPath(new URL("./node_modules/graphql/index.js", import.meta.url)) },
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
];
// `@antv/l7-maps` resolves to the app's own selection of it: L7's own map without the third-party map engines
// (src/components/offline-map/l7-offline-maps.ts)
const offlineMaps = { find: /^@antv\/l7-maps$/, replacement: fileURLToPath(new URL("./src/components/offline-map/l7-offline-maps.ts", import.meta.url)) };
// Two chart/map packages name a prebuilt, self-contained bundle as their "browser" entry, which the build
// prefers: it carries its own copies of what the app already loads. Their ES modules share those instead.
const esModuleEntries = [
  { find: /^@antv\/l7-component$/, replacement: fileURLToPath(new URL("./node_modules/@antv/l7-component/es/index.js", import.meta.url)) },
  { find: /^@antv\/coord$/, replacement: fileURLToPath(new URL("./node_modules/@antv/coord/esm/index.js", import.meta.url)) },
];
// @refinedev/graphql sets nested values with lodash's CommonJS `set`, which brings its own copy of lodash's
// internals; the ES build of the same function shares those that @refinedev/core already loads
const sharedLodash = { find: /^lodash\/set$/, replacement: "lodash-es/set.js" };
// html2canvas (charts saved as pictures) is loaded when first used (src/custom-pages/statistics/html2canvas-on-demand.ts)
const onDemand = [
  { find: /^html2canvas$/, replacement: fileURLToPath(new URL("./src/custom-pages/statistics/html2canvas-on-demand.ts", import.meta.url)) },
];
const appAlias = [
  offlineMaps,
  sharedLodash,
  ...onDemand,
  ...esModuleEntries,
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
];
// @refinedev/graphql's ES build imports "lodash/set", which Node's ES loader cannot resolve (lodash has no
// exports map): under Vitest it goes through Vite's resolver, as in the browser build
const PROCESSED_DEPS = [/@refinedev\/graphql/];
const apiPort = process.env.API_PORT ?? "3001";
const cores = availableParallelism();
// Each worker runs its files one after another in one process (isolate: false): a file's modules, server code
// included, are loaded once per worker instead of once per file. What a file changes of the process is put back
// when it ends (tests/support/file-env.ts); a file that replaces a module runs in a process of its own.
/**
 * The unit files that draw nothing: node, with no document set up for each file. A component's test (`.tsx`) gets
 * happy-dom; a `.ts` file that needs a window says so in its first line (`// @vitest-environment happy-dom`).
 */
const NODE_UNITS = ["tests/unit/**/*.test.ts", "src/**/*.test.ts", "shared/**/*.test.ts", "entities/**/*.test.ts"];
/** the server-side suites: every file reads the run's seeded templates (tests/support/test-databases.ts) */
const INTEGRATION = ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"];
const MODULE_MOCKS = ["tests/security/login-concurrency.test.ts"];
/** each file's environment kept apart, the log at warnings, uploads in a folder of the file's own */
const SERVER_SETUP = ["tests/support/file-env.ts", "tests/support/log-level.ts", "tests/support/uploads-dir.ts"];
const serverTests = {
  isolate: false,
  server: { deps: { inline: PROCESSED_DEPS } },
  environment: "node" as const,
  globalSetup: ["tests/support/global-setup.ts"],
  setupFiles: SERVER_SETUP,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};
/** the browser suites: the run's Chromium (browser-setup.ts), each file's contexts and server of its own */
const browserTests = {
  isolate: false,
  environment: "node" as const,
  globalSetup: ["tests/support/global-setup.ts", "tests/e2e/support/browser-setup.ts"],
  setupFiles: SERVER_SETUP,
  testTimeout: 120_000,
  hookTimeout: 180_000,
};
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), basemap(), lightGraphql(), precompress()],
  resolve: { alias: appAlias },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/dev": api,
    },
  },
  // the manifest lets tests check which chunks each entry loads (tests/e2e/bundle-split.test.ts)
  // one chunk per route's static code (scripts/route-chunks.ts); lazy screens and dialogs keep their own
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 2000,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: routeChunks(fileURLToPath(new URL(".", import.meta.url))) },
      // @refinedev/antd is one module that imports its markdown field's and layout's packages at the top; we
      // use its hooks only, and these packages do nothing on import, so they stay out when unused. The same
      // for the CSV parser that @refinedev/core imports for its CSV import and export, which we do not use.
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/](react-markdown|remark-gfm|@ant-design[\\/]pro-layout|papaparse)[\\/]/.test(id) ? false : undefined) },
    },
  },
  test: {
    // one worker per core (the default leaves one core idle)
    maxWorkers: cores,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.tsx", "src/**/*.test.tsx", "entities/**/*.test.tsx"],
          isolate: false,
          server: { deps: { inline: PROCESSED_DEPS } },
          environment: "happy-dom",
          setupFiles: ["tests/support/file-env.ts", "tests/unit/setup.ts"],
          // a screen's test renders the whole engine: seconds, more beside the other worker and its servers
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-node",
          include: NODE_UNITS,
          isolate: false,
          server: { deps: { inline: PROCESSED_DEPS } },
          environment: "node",
          setupFiles: ["tests/support/file-env.ts"],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: "integration",
          include: INTEGRATION,
          exclude: MODULE_MOCKS,
          ...serverTests,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          // the files that replace a module (vi.mock) for the whole file: a process of their own each, since a module
          // another file already loaded in a shared process would not be replaced
          name: "integration-own-process",
          include: MODULE_MOCKS,
          ...serverTests,
          isolate: true,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          // a master added on a copy of the project: generated, type-checked, served, and the registry-wide tests run
          // against the copy's server (tests/add-entity)
          name: "add-entity",
          include: ["tests/add-entity/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: SERVER_SETUP,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          ...browserTests,
        },
      },
    ],
  },
});
