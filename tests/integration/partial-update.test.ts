// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// Partial updates, for every master the contract writes (the registry's, entities/index.ts): an update whose input
// carries only the record's main text field changes that field and keeps every other one; an explicit null clears
// an optional field and is refused for a required one; a required field is required on create only. GraphQL over
// real HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities } from "@entities";
import { writeOperations } from "@shared/entities/read-only";
import { storedDefaultOf } from "@shared/entities/stored";
import { storedFields, titleFieldOf, type EntityDefinition } from "@shared/entities/types";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityRowsSql } from "./isolation/entity-operations";

const writable = entities.filter((e) => writeOperations(e));
/** the product's masters, each with demo records (a master added to the registry starts with none) */
const PRODUCT_MASTERS = ["rutas", "eventos", "puestoscontrol", "planesviaje", "usuarios"];

/** The selection of every field of the entity's type (a group's parts inside its object). */
function selection(entity: EntityDefinition): string {
  const parts = new Set(Object.values(entity.groups ?? {}).flatMap((g) => g.parts));
  const fields = Object.keys(entity.fields).filter((name) => !parts.has(name));
  const groups = Object.entries(entity.groups ?? {}).map(([name, g]) => `${name} { ${g.parts.join(" ")} }`);
  return ["id", ...fields, ...groups].join(" ");
}

/** The fields an update may write: stored, carried by the input, not fixed, not a group's part. */
function inputFields(entity: EntityDefinition) {
  const parts = new Set(Object.values(entity.groups ?? {}).flatMap((g) => g.parts));
  return storedFields(entity).filter(([name, f]) => f.fixed === undefined && f.input !== false && !parts.has(name));
}

/** A new value of the main text field within its length (upper case: a plan's code is stored so). */
function newText(entity: EntityDefinition, engine: string): string {
  const field = entity.fields[titleFieldOf(entity)!];
  const text = `PARCIAL ${engine.toUpperCase()} ${entity.name.toUpperCase()}`;
  return field.max !== undefined ? text.slice(0, field.max) : text;
}

describe.each(ENGINES)("partial updates on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  const one = async (entity: EntityDefinition, id: number) => {
    const res = await server.gql<Record<string, Record<string, unknown>>>(admin, `query ($id: Int!) { ${entity.operations.one}(id: $id) { ${selection(entity)} } }`, { id });
    expect(res.errors).toBeUndefined();
    return res.data![entity.operations.one];
  };
  const update = (entity: EntityDefinition, id: number, input: Record<string, unknown>) => {
    const op = writeOperations(entity)!;
    const idArg = op.updateId ?? "id";
    return server.gql<Record<string, Record<string, unknown>>>(
      admin,
      `mutation ($id: Int!, $input: ${entity.inputType ?? `${entity.typeName}Input`}!) { ${op.update}(${idArg}: $id, ${op.inputName}: $input) { id } }`,
      { id, input },
    );
  };
  /** the company's first record of the entity; a master added to the registry may have none in the demo data (0) */
  const rowOf = async (entity: EntityDefinition) => Number((await sql<{ id: number }>(entityRowsSql(entity), [1]))[0]?.id ?? 0);

  it("covers every master the contract writes", () => {
    expect(writable.map((e) => e.name)).toEqual(expect.arrayContaining(PRODUCT_MASTERS));
  });

  it.each(writable.map((e) => [e.name, e] as const))("%s: an update carrying only the main text field keeps every other field", async (_name, entity) => {
    const id = await rowOf(entity);
    if (!id && !PRODUCT_MASTERS.includes(entity.name)) return;
    const title = titleFieldOf(entity)!;
    const before = await one(entity, id);
    const details = async () => sql(`SELECT id, idpuestocontrol, orden, duracion, distancia FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY id`, [id]);
    const detailsBefore = entity.name === "planesviaje" ? await details() : [];
    const text = newText(entity, engine);
    expect(text).not.toBe(before[title]);

    const res = await update(entity, id, { [title]: text });
    expect(res.errors).toBeUndefined();
    const after = await one(entity, id);
    expect(after).toEqual({ ...before, [title]: text });
    // a plan's details, an argument of their own, are kept when left out too
    if (entity.name === "planesviaje") expect(await details()).toEqual(detailsBefore);
  });

  it.each(writable.map((e) => [e.name, e] as const))("%s: null clears an optional field and is refused for a required one", async (_name, entity) => {
    const id = await rowOf(entity);
    if (!id && !PRODUCT_MASTERS.includes(entity.name)) return;
    const before = await one(entity, id);
    const optional = inputFields(entity).find(([, f]) => !f.required && !f.fill && !f.relation);
    if (optional) {
      const [name, field] = optional;
      const res = await update(entity, id, { [name]: null });
      expect(res.errors).toBeUndefined();
      expect(await one(entity, id)).toEqual({ ...before, [name]: storedDefaultOf(field) ?? null });
    }
    const [required] = inputFields(entity).find(([, f]) => f.required && storedDefaultOf(f) === undefined)!;
    const refused = await update(entity, id, { [required]: null });
    expect(refused.errors?.[0]).toMatchObject({ message: `${required}: Requerido`, extensions: { code: "BAD_USER_INPUT" } });
    expect(await one(entity, id)).toEqual(optional ? { ...before, [optional[0]]: storedDefaultOf(optional[1]) ?? null } : before);
  });

  it.each(writable.filter((e) => !e.mutationArguments).map((e) => [e.name, e] as const))(
    "%s: a create leaving out a required field is refused with 'Requerido'",
    async (_name, entity) => {
      const op = writeOperations(entity)!;
      const [required] = inputFields(entity).find(([, f]) => f.required && storedDefaultOf(f) === undefined)!;
      const res = await server.gql(admin, `mutation ($input: ${entity.inputType ?? `${entity.typeName}Input`}!) { ${op.create}(${op.inputName}: $input) { id } }`, { input: {} });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toContain(`${required}: Requerido`);
    },
  );
});
