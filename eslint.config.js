import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** SQL words that make a text a statement or a piece of one. */
const SQL_WORDS = String.raw`\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|WHERE|JOIN|ORDER BY|GROUP BY|RETURNING)\b`;
const SQL_TEXT_MESSAGE = "SQL is written as a drizzle `sql` template or with drizzle's builder, never as a text built by hand (docs/adr/0007-sql-as-drizzle-templates.md)";
const SQL_TEXT_RULES = [
  {
    // a template literal not tagged `sql` (sql.raw's argument included)
    selector: `TemplateLiteral:not(TaggedTemplateExpression[tag.name="sql"] > TemplateLiteral) > TemplateElement[value.raw=/${SQL_WORDS}/]`,
    message: SQL_TEXT_MESSAGE,
  },
  { selector: `BinaryExpression[operator="+"] > Literal[value=/${SQL_WORDS}/]`, message: SQL_TEXT_MESSAGE },
  // a plain string that is a statement ("DELETE" alone is an HTTP method)
  { selector: `Literal[value=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]`, message: SQL_TEXT_MESSAGE },
  { selector: `CallExpression[callee.property.name="join"] > Literal[value=/^\\s*(AND|OR)\\s*$/]`, message: SQL_TEXT_MESSAGE },
];
/**
 * Files still allowed to hold SQL as text, each with the reason. What is left to convert, not a place for new SQL.
 */
const SQL_TEXT_ALLOWED = [
  {
    // the bench's data generator (npm run bench, never the serving server): three large INSERT … SELECT statements
    // that use each positional parameter many times, typed by its first use; as templates every use becomes its
    // own parameter and each needs its cast, to be checked with a bench load of its own
    file: "server/db/seed/bench.ts",
  },
  {
    // the entities' relations: each is the relation an entity's list declares (`from`), a list's declared SQL
    // like the other lists' (ListSpec), text until the lists declare `sql` templates; embedded through listFragment
    file: "entities/*/server/relation.ts",
  },
];

/** Import paths that reach the browser app: its alias and any relative or absolute path through a `src` folder. */
const SRC_IMPORTS = ["@/*", "**/src/*", "**/src"];
/** An entity folder's server part (entities/<name>/server.ts and server/), by its alias or a relative path. */
const ENTITY_SERVER_IMPORTS = ["@entities/*/server", "@entities/*/server/*", "**/entities/*/server", "**/entities/*/server/*"];
/** An entity folder's screen part (entities/<name>/screen.tsx and screen/), by its alias or a relative path. */
const ENTITY_SCREEN_IMPORTS = ["@entities/*/screen", "@entities/*/screen/*", "**/entities/*/screen", "**/entities/*/screen/*"];
/** An entity folder's server-only files. */
const ENTITY_SERVER_FILES = ["entities/*/server.ts", "entities/*/server/**/*.ts"];
/** An entity folder's browser-only files. */
const ENTITY_SCREEN_FILES = ["entities/*/screen.tsx", "entities/*/screen/**/*.{ts,tsx}"];
/** The browser's UI packages, which the shared tree does not use. */
const UI_PACKAGES = ["react", "react/*", "react-dom", "react-dom/*", "antd", "antd/*", "@refinedev/*", "@ant-design/*"];

export default tseslint.config(
  { ignores: ["dist", "dist-*", "node_modules", "data", "server/db/migrations", "**/*.generated.ts", "src/graphql/schema.types.ts", "src/graphql/operations.types.ts", "test-results"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // The direction of imports: the browser app (src/) and the server (server/) each import the shared tree
    // (shared/: the pure rules, configuration, the message catalogue and the entity definitions), never each
    // other. The browser app never reaches into the server (it also works against the company's own backend).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: ["@server/*", "**/server/*"], message: "src/ must not import the server: move what both sides use to shared/ and import it as @shared/…" },
          { group: ENTITY_SERVER_IMPORTS, message: "src/ must not import an entity's server part (entities/<name>/server): the browser reads its definition and its screen part" },
        ],
      }],
    },
  },
  {
    // the server never reaches into the browser app: what it needs of the browser's code belongs in shared/
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: SRC_IMPORTS, message: "server/ must not import the browser app (src/): move what both sides use to shared/ and import it as @shared/…" },
          { group: ENTITY_SCREEN_IMPORTS, message: "server/ must not import an entity's screen part (entities/<name>/screen): it is browser code" },
        ],
      }],
    },
  },
  {
    // An entity folder (entities/<name>/): its definition (and the registry, entities/index.ts) is read by both sides,
    // so it imports the shared tree alone; its server part imports the server and the shared tree, never the browser
    // app nor its screen part; its screen part imports the browser app and the shared tree, never the server nor its
    // server part.
    files: ["entities/**/*.{ts,tsx}"],
    ignores: [...ENTITY_SERVER_FILES, ...ENTITY_SCREEN_FILES],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: [...SRC_IMPORTS, "@server/*", "**/server/*", "**/server", "**/screen", "**/screen/*"], message: "an entity's definition imports the shared tree alone: its server code goes in server.ts, its browser code in screen.tsx" },
          { group: UI_PACKAGES, message: "an entity's definition holds data: no React, antd or Refine (their code belongs in its screen.tsx)" },
        ],
      }],
    },
  },
  {
    files: ENTITY_SERVER_FILES,
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: SRC_IMPORTS, message: "an entity's server part must not import the browser app (src/): move what both sides use to shared/" },
          { group: ["**/screen", "**/screen/*"], message: "an entity's server part must not import a screen part: it is browser code" },
        ],
      }],
    },
  },
  {
    files: ENTITY_SCREEN_FILES,
    ignores: ["entities/*/screen/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{ group: ["@server/*", "**/server/*", "**/server"], message: "an entity's screen part must not import the server nor a server part: move what both sides use to shared/" }],
      }],
    },
  },
  {
    // the shared tree is pure: it imports neither side, nor React, antd or Refine; its own files by relative paths
    files: ["shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          { group: [...SRC_IMPORTS, "@server/*", "**/server/*", ...ENTITY_SERVER_IMPORTS, ...ENTITY_SCREEN_IMPORTS], message: "shared/ must not import the browser app (src/), the server (server/) or an entity's server or screen part: both sides import it, not the other way round" },
          { group: UI_PACKAGES, message: "shared/ holds pure rules and data: no React, antd or Refine (their code belongs in src/)" },
          { group: ["@shared/*"], message: "inside shared/, import its own files by relative paths" },
        ],
      }],
    },
  },
  {
    // The server's SQL comes in two styles: drizzle's query builder and drizzle's `sql` templates (identifiers with
    // sql.identifier, lists with sql.join, values as parameters). SQL text put together by hand (a template
    // literal or a concatenation naming SQL keywords, a condition list joined with AND / OR) is refused anywhere
    // but inside a `sql` tag. server/db/statement.ts renders a template for the lanes' prepared statements.
    files: ["server/**/*.ts", ...ENTITY_SERVER_FILES],
    ignores: ["server/**/*.test.ts", ...SQL_TEXT_ALLOWED.map((entry) => entry.file)],
    rules: { "no-restricted-syntax": ["error", ...SQL_TEXT_RULES] },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
);
