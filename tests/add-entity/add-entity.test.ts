// What adding a master entity touches: on a copy of the project, a master is added the way the README's "Add a
// resource" says — its folder with its definition (tests/fixtures/notas-ruta/entity.ts as
// entities/notasruta/definition.ts: a relation to routes, options, an e-mail, a long text, an export and column
// settings) and its line in the registry (entities/index.ts) — then `npm run db:generate` writes the rest. The files changed outside the generated ones
// must be exactly those 2, and the copy's own server, started from that alone on a fresh embedded database, must
// answer the entity's contract. Before that, the same generate on the unchanged copy must find nothing to do, and the
// same entity with a hand-picked id another owner holds must stop the server naming both. A second master written by
// `npm run entity:new` then type-checks, and the tests that go over every entity of the registry (and only those)
// run on the copy with both masters in it (each such file says so in its header: `// registry-wide: …`).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childAuth, startChildServer } from "../integration/helpers/child-server";
import { serverArgs } from "../../scripts/server-command.mjs";

const ROOT = resolve(__dirname, "../..");
/**
 * files `npm run db:generate` writes: the entity tables module, the maps of the entity folders' server parts,
 * drizzle-kit's migrations and snapshots, the contract types
 */
const GENERATED = [
  /^server\/db\/schema\/entities\.generated\.ts$/, /^server\/entities\/(relations|server-parts)\.generated\.ts$/, /^server\/db\/migrations\//,
  /^server\/graphql\/types\.generated\.ts$/, /^src\/graphql\/(schema|operations)\.types\.ts$/,
];

/** the header line of a test file that goes over every entity of the registry */
const REGISTRY_WIDE = /^\/\/ registry-wide: /m;

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

  /** writes the entity's folder (its definition: the fixture, `change`d) and its registry line into the copy */
  const addEntity = (change: (text: string) => string = (t) => t) => {
    const fixture = readFileSync(join(ROOT, "tests/fixtures/notas-ruta/entity.ts"), "utf8");
    mkdirSync(join(copy, "entities/notasruta"), { recursive: true });
    writeFileSync(join(copy, "entities/notasruta/definition.ts"), change(fixture));
    const registry = join(copy, "entities/index.ts");
    const text = readFileSync(join(ROOT, "entities/index.ts"), "utf8")
      .replace('import { eventosEntity } from "./eventos/definition";', 'import { eventosEntity } from "./eventos/definition";\nimport { notasRutaEntity } from "./notasruta/definition";')
      .replace("  eventosEntity,\n", "  eventosEntity,\n  notasRutaEntity,\n");
    expect(text).toContain("notasRutaEntity,\n");
    writeFileSync(registry, text);
  };
  /** the copy's server started on a throw-away data folder: its exit status and output when it stops on its own */
  const startFails = (timeout = 120_000) => {
    const data = mkdtempSync(join(tmpdir(), "tdc-add-entity-ids-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: data, PORT: "0", HOST: "127.0.0.1" };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      return spawnSync(process.execPath, serverArgs(), { cwd: copy, encoding: "utf8", env, timeout });
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  };

  it("stops the server at start when its exportId or tableId is another's, naming both", () => {
    addEntity((t) => t.replace("exportId: 8,", "exportId: 2,"));
    const exportTaken = startFails();
    expect(exportTaken.status, exportTaken.stdout).not.toBe(0);
    expect(exportTaken.stderr).toMatch(/exportId 2 is claimed twice: by export "viajes" .* and by entity "notasruta"/);
    // the routes' (entities/rutas/definition.ts)
    addEntity((t) => t.replace("tableId: 2100,", "tableId: 2001,"));
    const tableTaken = startFails();
    expect(tableTaken.status, tableTaken.stdout).not.toBe(0);
    expect(tableTaken.stderr).toContain('tableId 2001 is claimed twice: by entity "rutas" and by entity "notasruta"');
    git("checkout", "--", "entities/index.ts");
    rmSync(join(copy, "entities/notasruta"), { recursive: true });
    expect(changedFiles()).toEqual([]);
  }, 300_000);

  it("takes its folder and one registry line: db:generate writes the rest", () => {
    addEntity();
    dbGenerate();
    const changed = changedFiles();
    const handWritten = changed.filter((file) => !GENERATED.some((g) => g.test(file)));
    expect(handWritten.sort()).toEqual(["entities/index.ts", "entities/notasruta/definition.ts"]);
    // what was generated: the table's export and a migration creating it with its length check and its foreign key
    expect(readFileSync(join(copy, "server/db/schema/entities.generated.ts"), "utf8")).toContain('export const notasruta = tableOf("notasruta")');
    const migration = changed.find((f) => /^server\/db\/migrations\/\d+_.*\.sql$/.test(f));
    expect(migration).toBeDefined();
    const sql = readFileSync(join(copy, migration!), "utf8");
    expect(sql).toContain('CREATE TABLE "notasruta"');
    expect(sql).toContain('CONSTRAINT "notasruta_titulo_largo" CHECK (char_length("notasruta"."titulo") <= 60)');
    expect(sql).toMatch(/FOREIGN KEY \("idruta"\) REFERENCES "public"\."rutas"\("id"\)/);
    // and the contract's types know it: `npm test`'s staleness check passes on the copy
    expect(readFileSync(join(copy, "src/graphql/schema.types.ts"), "utf8")).toContain("export type NotaRutaInput = {");
    const check = spawnSync("npx", ["tsx", "scripts/codegen.ts", "--check"], { cwd: copy, encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
  }, 120_000);

  it("is served by the copy's own server from that alone: create, list, partial update, the route it names kept, delete", async () => {
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
      const fields = "id titulo cuerpo prioridad correo idruta ruta activa";
      const list = `{ notasRutaInfo(pagination: { fields: 10, page: 1 }) { totalreg data { ${fields} } } }`;
      const route = (await gql(admin, `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id descripcion } }`, {
        r: { idorigen: 1, iddestino: 2, via: "VIA NOTAS", distancia: 12, tiempoestimado: 3600 },
      })).data!.createRuta as { id: number; descripcion: string };

      const created = await gql(admin, `mutation ($n: NotaRutaInput!) { createNotaRuta(notaRuta: $n) { ${fields} } }`, {
        n: { titulo: "  Revisar llantas  ", cuerpo: "Primera línea\nSegunda línea", prioridad: 2, correo: " Jefe@Empresa.co ", idruta: route.id },
      });
      expect(created.errors).toBeUndefined();
      const nota = created.data!.createNotaRuta as Record<string, unknown> & { id: number };
      expect(nota).toMatchObject({
        titulo: "Revisar llantas", cuerpo: "Primera línea\nSegunda línea", prioridad: 2, correo: "jefe@empresa.co", ruta: route.descripcion, activa: true,
      });

      const tooLong = await gql(admin, `mutation ($n: NotaRutaInput!) { createNotaRuta(notaRuta: $n) { id } }`, {
        n: { titulo: "x".repeat(61), prioridad: 1, idruta: route.id },
      });
      expect(tooLong.errors?.[0]).toMatchObject({ message: "titulo: Debe tener max 60 crts.", extensions: { code: "BAD_USER_INPUT" } });
      const bad = await gql(admin, `mutation ($n: NotaRutaInput!) { createNotaRuta(notaRuta: $n) { id } }`, {
        n: { titulo: "Mala", prioridad: 4, correo: "no es correo", idruta: route.id },
      });
      expect(bad.errors?.[0]).toMatchObject({
        message: "prioridad: Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA); correo: Correo inválido", extensions: { code: "BAD_USER_INPUT" },
      });

      expect((await gql(admin, list)).data).toEqual({ notasRutaInfo: { totalreg: 1, data: [nota] } });
      expect((await gql(admin3, list)).data).toEqual({ notasRutaInfo: { totalreg: 0, data: [] } });
      const foreign = await gql(admin3, `mutation ($id: Int!) { updateNotaRuta(id: $id, notaRuta: { titulo: "Ajena" }) { id } }`, { id: nota.id });
      expect(foreign.errors?.[0].extensions?.code).toBe("NOT_FOUND");

      // an update carrying one field keeps the others
      const updated = await gql(admin, `mutation ($id: Int!) { updateNotaRuta(id: $id, notaRuta: { titulo: "Renovar SOAT" }) { ${fields} } }`, { id: nota.id });
      expect(updated.data).toEqual({ updateNotaRuta: { ...nota, titulo: "Renovar SOAT" } });

      // the route a note names stays, the refusal naming the notes
      const refused = await gql(admin, `mutation ($ids: [Int!]!) { deleteRuta(ids: $ids) }`, { ids: [route.id] });
      expect(refused.errors?.[0].message).toBe(`No se puede eliminar la ruta '${route.descripcion}': tiene notas de ruta asociadas. No se eliminó ningún registro.`);

      expect((await gql(admin, `mutation ($ids: [Int!]!) { deleteNotaRuta(ids: $ids) }`, { ids: [nota.id] })).data).toEqual({ deleteNotaRuta: [nota.id] });
      expect((await gql(admin, list)).data).toEqual({ notasRutaInfo: { totalreg: 0, data: [] } });
      expect((await gql(admin, `mutation ($ids: [Int!]!) { deleteRuta(ids: $ids) }`, { ids: [route.id] })).data).toEqual({ deleteRuta: [route.id] });
    } finally {
      server.proc.kill("SIGTERM");
      await server.exited;
    }
  }, 240_000);

  it("scaffolds a second master with `npm run entity:new`: free ids, type-checked, and the suites below run with it", () => {
    const scaffold = (name: string) => spawnSync("npm", ["run", "-s", "entity:new", "--", name], { cwd: copy, encoding: "utf8" });
    const written = scaffold("Bodegas");
    expect(written.status, written.stderr).toBe(0);
    // after every id taken, the tests' own entities' included (the fixtures hold the highest of both)
    const highest = (key: string) => Math.max(...readdirSync(join(ROOT, "tests/fixtures"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => [...readFileSync(join(ROOT, "tests/fixtures", f), "utf8").matchAll(new RegExp(`${key}: (\\d+)`, "g"))].map((m) => Number(m[1]))));
    expect(highest("tableId")).toBeGreaterThanOrEqual(2190);
    expect(highest("exportId")).toBeGreaterThanOrEqual(91);
    expect(written.stdout).toContain(`Escrito entities/bodegas/definition.ts (tableId ${highest("tableId") + 1}, exportId ${highest("exportId") + 1})`);
    expect(readFileSync(join(copy, "entities/index.ts"), "utf8")).toContain("  notasRutaEntity,\n");
    const again = scaffold("Bodegas");
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain("La entidad 'bodegas' ya existe");
    const invalid = scaffold("bodegas de carga");
    expect(invalid.status).not.toBe(0);
    expect(invalid.stderr).toMatch(/Nombre inválido/);
    dbGenerate();
    expect(readFileSync(join(copy, "src/graphql/schema.types.ts"), "utf8")).toContain("export type BodegaInput = {");
    const tsc = spawnSync("npx", ["tsc", "--noEmit", "-p", "."], { cwd: copy, encoding: "utf8" });
    expect(tsc.status, tsc.stdout.slice(-5_000)).toBe(0);
  }, 300_000);

  it("keeps the tests that go over every entity of the registry green on the copy, with both masters in it", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: "1" };
    // PGlite only, no shared Redis, and templates of the copy's own: its schema has two more tables than ours
    delete env.TEST_DATABASE_URL;
    delete env.REDIS_URL;
    delete env.TDC_TEST_TEMPLATES;
    // the entity-generic files: those that go over every entity of the registry, each marked so in its header
    const generic = ["tests/unit", "tests/unit/server", "tests/integration", "tests/security", "shared/domain", "src/resources"].flatMap((dir) =>
      readdirSync(join(copy, dir))
        .filter((f) => /\.test\.tsx?$/.test(f))
        .map((f) => `${dir}/${f}`)
        .filter((f) => REGISTRY_WIDE.test(readFileSync(join(copy, f), "utf8"))),
    );
    expect(generic).toEqual(expect.arrayContaining([
      "tests/integration/isolation-matrix.test.ts", "tests/integration/partial-update.test.ts", "tests/integration/registry-contract.test.ts",
      "tests/unit/server/entities.test.ts", "tests/security/input-limits.test.ts", "src/resources/menu.test.ts",
    ]));
    const args = ["vitest", "run", "--project", "unit", "--project", "unit-node", "--project", "integration", "--project", "integration-own-process", "--reporter=dot", ...generic];
    const run = spawnSync("npx", args, { cwd: copy, encoding: "utf8", env, maxBuffer: 256 * 1024 * 1024 });
    expect(run.status, `${args.join(" ")}\n${run.stdout.slice(-20_000)}\n${run.stderr.slice(-5_000)}`).toBe(0);
    // each of them ran (the summary without its colours)
    expect(stripVTControlCharacters(run.stdout)).toMatch(new RegExp(`Test Files +${generic.length} passed \\(${generic.length}\\)`));
  }, 30 * 60_000);
});
