// What adding a master entity touches (issue 17 acceptance): on a copy of the project, Notas is added the way the
// README's "Add a resource" says — its definition file (tests/fixtures/notas/entity.ts as src/entities/notas.ts)
// and its line in the registry (src/entities/index.ts) — then `npm run db:generate` writes the rest. The files
// changed outside the generated ones must be exactly those 2, and the copy's own server, started from that alone on
// a fresh embedded database, must answer Notas' contract: create, list, update and delete, scoped to the company.
// Before Notas, the same generate on the unchanged copy must find nothing to do: the product's migrations and
// its generated entity tables are up to date.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childAuth, startChildServer } from "./helpers/child-server";

const ROOT = resolve(__dirname, "../..");
/** files `npm run db:generate` writes: the entity tables module, drizzle-kit's migrations and snapshots, the contract types */
const GENERATED = [
  /^server\/db\/schema\/entities\.generated\.ts$/, /^server\/db\/migrations\//,
  /^server\/graphql\/types\.generated\.ts$/, /^src\/graphql\/(schema|operations)\.types\.ts$/,
];

let copy: string;
let dataDir: string;

const git = (...args: string[]) => {
  const r = spawnSync("git", ["-c", "user.email=test@tdc", "-c", "user.name=test", ...args], { cwd: copy, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
};
const dbGenerate = () => {
  const r = spawnSync("npm", ["run", "db:generate"], { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "1" } });
  if (r.status !== 0) throw new Error(`npm run db:generate: ${r.stdout}\n${r.stderr}`);
  return r.stdout;
};
/** the changed and new files of the copy since its first commit */
const changedFiles = () =>
  git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3));

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "tdc-add-entity-"));
  dataDir = mkdtempSync(join(tmpdir(), "tdc-add-entity-data-"));
  // the project's files as a clean checkout has them (tracked and not ignored), node_modules shared
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const from = join(ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(from, join(copy, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "the project");
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("adding a master entity", () => {
  it("finds nothing to generate on the project as it is", () => {
    expect(dbGenerate()).toMatch(/No schema changes/);
    expect(changedFiles()).toEqual([]);
  }, 120_000);

  it("takes its definition file and one registry line: db:generate writes the rest", () => {
    const fixture = readFileSync(join(ROOT, "tests/fixtures/notas/entity.ts"), "utf8");
    writeFileSync(join(copy, "src/entities/notas.ts"), fixture.replace(/\nexport const extraEntities = .*\n/, "\n"));
    const registry = join(copy, "src/entities/index.ts");
    const text = readFileSync(registry, "utf8")
      .replace('import { eventosEntity } from "./eventos";', 'import { eventosEntity } from "./eventos";\nimport { notasEntity } from "./notas";')
      .replace("  eventosEntity,\n", "  eventosEntity,\n  notasEntity,\n");
    expect(text).toContain("notasEntity,\n");
    writeFileSync(registry, text);

    dbGenerate();
    const changed = changedFiles();
    const handWritten = changed.filter((file) => !GENERATED.some((g) => g.test(file)));
    expect(handWritten.sort()).toEqual(["src/entities/index.ts", "src/entities/notas.ts"]);
    // what was generated: the table's export and a migration creating it with its length check
    expect(readFileSync(join(copy, "server/db/schema/entities.generated.ts"), "utf8")).toContain('export const notas_prueba = tableOf("notas")');
    const migration = changed.find((f) => /^server\/db\/migrations\/\d+_.*\.sql$/.test(f));
    expect(migration).toBeDefined();
    const sql = readFileSync(join(copy, migration!), "utf8");
    expect(sql).toContain('CREATE TABLE "notas_prueba"');
    expect(sql).toContain('CONSTRAINT "notas_prueba_titulo_largo" CHECK (char_length("notas_prueba"."titulo") <= 40)');
    // and the contract's types know Notas: `npm test`'s staleness check passes on the copy
    expect(readFileSync(join(copy, "src/graphql/schema.types.ts"), "utf8")).toContain("export type NotaInput = {");
    const check = spawnSync("npx", ["tsx", "scripts/codegen.ts", "--check"], { cwd: copy, encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
  }, 120_000);

  it("is served by the copy's own server from that alone: create, list, update, delete in the company", async () => {
    const server = await startChildServer({ DATA_DIR: dataDir, NODE_ENV: "production" }, 120_000, copy);
    try {
      const gql = async (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) => {
        const res = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as { data?: Record<string, never>; errors?: { message: string; extensions?: { code?: string } }[] };
      };
      const [admin, admin3] = await Promise.all([childAuth(server.url, "admin", "admin123"), childAuth(server.url, "admin3", "admin123")]);
      const list = `{ notasInfo(pagination: { fields: 10, page: 1 }) { totalreg data { id titulo prioridad urgente } } }`;

      const created = await gql(admin, `mutation ($n: NotaInput!) { createNota(nota: $n) { id titulo prioridad urgente } }`, {
        n: { titulo: "  Revisar llantas  ", prioridad: 2 },
      });
      expect(created.errors).toBeUndefined();
      const nota = created.data!.createNota as { id: number; titulo: string; prioridad: number; urgente: boolean };
      expect(nota).toMatchObject({ titulo: "Revisar llantas", prioridad: 2, urgente: false });

      const tooLong = await gql(admin, `mutation ($n: NotaInput!) { createNota(nota: $n) { id } }`, { n: { titulo: "x".repeat(41), prioridad: -1 } });
      expect(tooLong.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(tooLong.errors?.[0].message).toMatch(/Debe tener max 40 crts\./);

      expect((await gql(admin, list)).data).toEqual({ notasInfo: { totalreg: 1, data: [{ ...nota }] } });
      expect((await gql(admin3, list)).data).toEqual({ notasInfo: { totalreg: 0, data: [] } });
      const foreign = await gql(admin3, `mutation ($id: Int!) { updateNota(id: $id, nota: { titulo: "Ajena" }) { id } }`, { id: nota.id });
      expect(foreign.errors?.[0].extensions?.code).toBe("NOT_FOUND");

      const updated = await gql(admin, `mutation ($id: Int!) { updateNota(id: $id, nota: { titulo: "Renovar SOAT", urgente: true }) { titulo urgente } }`, { id: nota.id });
      expect(updated.data).toEqual({ updateNota: { titulo: "Renovar SOAT", urgente: true } });
      expect((await gql(admin, `mutation ($ids: [Int!]!) { deleteNota(ids: $ids) }`, { ids: [nota.id] })).data).toEqual({ deleteNota: [nota.id] });
      expect((await gql(admin, list)).data).toEqual({ notasInfo: { totalreg: 0, data: [] } });
    } finally {
      server.proc.kill("SIGTERM");
      await server.exited;
    }
  }, 240_000);
});
