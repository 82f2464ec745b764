import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { basemap } from "./scripts/basemap";
import { precompress } from "./scripts/precompress";
import { routeChunks } from "./scripts/route-chunks";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
};
// Server code under Vitest must load graphql's CommonJS entry, as Node does for graphql-yoga: with two
// graphql copies the server's GraphQLErrors are not recognised and reach clients masked as
// INTERNAL_SERVER_ERROR instead of UNAUTHENTICATED, FORBIDDEN or BAD_USER_INPUT.
const serverAlias = [
  { find: /^graphql$/, replacement: fileURLToPath(new URL("./node_modules/graphql/index.js", import.meta.url)) },
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
];
// TDC_EXTRA_ENTITIES=<file exporting extraEntities>: a build that mounts extra entities (the engine's e2e test)
const extraEntities = process.env.TDC_EXTRA_ENTITIES;
const appAlias = [
  ...(extraEntities
    ? [{ find: /^\.\/extra-entities$/, replacement: fileURLToPath(new URL(extraEntities, `file://${process.cwd()}/`)) }]
    : []),
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
];
const apiPort = process.env.API_PORT ?? "3001";
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), basemap(), precompress()],
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
    rolldownOptions: { output: { codeSplitting: routeChunks(fileURLToPath(new URL(".", import.meta.url))) } },
  },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/log-level.ts", "tests/support/uploads-dir.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: "e2e",
          // a browser test that fails is run again up to twice before it counts as failed: timing on a
          // loaded 2-core machine, not behaviour (a broken feature fails all three runs)
          retry: 2,
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/log-level.ts", "tests/support/uploads-dir.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
