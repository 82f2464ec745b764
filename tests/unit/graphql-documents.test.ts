// @vitest-environment node
// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// The browser's GraphQL against the contract (one source of truth): every static document of
// src (they live in queries.ts modules, typed by `npm run codegen`) and every operation the app builds at
// run time with gql-query-builder — the resource definitions' list / one / create / update / delete, their
// search selects, the trips lists with their seeded columns, the gallery's aliased request and the live
// subscription — must validate against the merged server schema, so a renamed field fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, parse, specifiedRules, validate, type GraphQLSchema } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { TABLE_DEFINITIONS } from "@server/db/seed/tables";
import { TABLE_IDS } from "@shared/config";
import { loadTypeDefs } from "@server/graphql/schema-sdl";
import { operationLimitRules } from "@server/security/operation-limits";
import { isQueriesModule, loadStaticDocuments, operationLiterals, sourceFiles, type StaticDocument } from "../../scripts/graphql-documents";
import { ETA_SELECTION } from "@/custom-pages/fleet-map/queries";
import { TIMER_SETTING_FIELDS } from "@/custom-pages/trips-list/trips-config";
import {
  buildCreateRequest, buildDeleteRequest, buildListRequest, buildOneRequest, buildUpdateRequest, type ProviderMeta,
} from "@/providers/data/operations";
import { newReportSubscription } from "@/providers/live";
import { resourceDefinitions } from "@/resources/definitions";
import type { ResourceDefinition } from "@/resources/engine";
import { providerMeta, recordMeta } from "@/resources/engine/resource-meta";
import { entities } from "@entities";

const root = process.cwd();
let schema: GraphQLSchema;
let documents: StaticDocument[];
beforeAll(async () => {
  schema = buildSchema(loadTypeDefs(entities));
  documents = await loadStaticDocuments(root);
});

/** the validation errors of a document, as text ([] when it fits the contract and the server's limits: depth,
 *  aliases, fields and cost, so no screen asks for what the server refuses) */
const errorsOf = (text: string) => validate(schema, parse(text), [...specifiedRules, ...operationLimitRules()]).map((e) => e.message);

describe("validation itself", () => {
  it("catches a renamed field, a wrong argument and a wrong variable type", () => {
    expect(errorsOf("query { sysEventos { id descripcion } }")).toEqual([]);
    expect(errorsOf("query { sysEventos { id descripcionx } }")).toEqual([expect.stringContaining('Cannot query field "descripcionx"')]);
    expect(errorsOf("query ($id: Int!) { viaje(idviaje: $id) { id } }")).not.toEqual([]);
    expect(errorsOf("query ($id: String!) { viaje(id: $id) { id } }")).not.toEqual([]);
    const lists = Array.from({ length: 30 }, (_, i) => `a${i}: viajes { data { id placa numero origen destino estado ruta } }`);
    expect(errorsOf(`query { ${lists.join(" ")} }`)).toEqual([expect.stringContaining("demasiados datos")]);
  });
});

describe("static documents (src/**/queries.ts)", () => {
  it("are found, each with a name", () => {
    expect(documents.length).toBeGreaterThanOrEqual(40);
    expect(documents.filter((d) => !d.name)).toEqual([]);
    expect(documents.map((d) => d.name)).toEqual(expect.arrayContaining(["GetDate", "SystemCatalogs", "Tabla", "UpdateUserField", "CreateReporteV2"]));
  });

  it("all validate against the schema", () => {
    const failures = documents.flatMap((d) => errorsOf(d.text).map((e) => `${d.file} ${d.exportName}: ${e}`));
    expect(failures).toEqual([]);
  });

  it("are the only operation texts in src: none is written anywhere else", () => {
    const names = new Set(documents.map((d) => d.name));
    // built by a function in a queries.ts module and validated below
    const built = new Set(["GallerySignedUrls"]);
    const stray = sourceFiles(root)
      .flatMap((file) => operationLiterals(file, readFileSync(join(root, file), "utf8")))
      .filter((l) => {
        const name = /^(?:query|mutation|subscription)\s+(\w+)/.exec(l.head)?.[1];
        return !isQueriesModule(l.file) || !name || !(names.has(name) || built.has(name));
      })
      .map((l) => `${l.file}:${l.line} ${l.head.slice(0, 60)}`);
    expect(stray).toEqual([]);
  });

  it("the scan sees operation texts in plain strings and templates, not in comments", () => {
    const source = [
      "// query Comentario { x }",
      'const a = "query Uno { sysEventos { id } }";',
      "const b = `mutation Dos($id: Int!) { x(id: $id) { ${'id'} } }`;",
      "const c = `  subscription Tres { y }`;",
      'const d = "consulta query";',
    ].join("\n");
    expect(operationLiterals("src/x.ts", source).map((l) => [l.line, l.head.split(" ")[1]])).toEqual([[2, "Uno"], [3, "Dos($id:"], [4, "Tres"]]);
  });
});

describe("operations built at run time (gql-query-builder)", () => {
  const paging = { filters: [{ field: "id", operator: "eq" as const, value: 1 }], orders: [{ field: "id", type: "ASC" as const }], pagination: { fields: 20, page: 1 } };
  const columnsOf = (tableId: number | undefined) => TABLE_DEFINITIONS.find((t) => t.id === tableId)?.columns.map((c) => c.field) ?? [];
  /** every definition, and the definitions of its tabs */
  const all = (defs: ResourceDefinition[]): ResourceDefinition[] => defs.flatMap((d) => [d, ...all((d.tabs ?? []).map((t) => t.definition))]);
  const definitions = [...new Map(all(resourceDefinitions(entities)).map((d) => [d.name, d])).values()];

  const requestsOf = (definition: ResourceDefinition) => {
    const meta: ProviderMeta = providerMeta(definition, columnsOf(definition.tableId));
    const { operations } = definition;
    const out: [string, string][] = [];
    if (operations.list) out.push(["list", buildListRequest(definition.name, meta, paging).query]);
    if (operations.one) out.push(["one", buildOneRequest(definition.name, recordMeta(definition), 1).query]);
    const variables = definition.mutationVariables ? { variables: definition.mutationVariables({} as never) } : {};
    if (operations.create) out.push(["create", buildCreateRequest(definition.name, { ...meta, ...variables }, {}).query]);
    if (operations.update && !definition.updateMutation) out.push(["update", buildUpdateRequest(definition.name, { ...meta, ...variables }, 1, {}).query]);
    if (operations.delete) out.push(["delete", buildDeleteRequest(definition.name, meta, [1]).query]);
    for (const field of definition.fields) {
      const r = field.relation;
      if (!r) continue;
      const select = { operations: { list: r.operation }, fields: [...new Set(["id", r.labelField])] };
      out.push([`search select of ${field.name}`, buildListRequest(r.operation, select, paging).query]);
    }
    return out;
  };

  it("covers every resource definition and its tabs", () => {
    expect(definitions.map((d) => d.name)).toEqual(expect.arrayContaining(["rutas", "eventos", "controladorestrafico", "clientes"]));
    expect(definitions.length).toBeGreaterThanOrEqual(10);
  });

  it("every definition's list, one, create, update, delete and search selects validate, with the seeded server columns", () => {
    const failures = definitions.flatMap((d) => requestsOf(d).flatMap(([kind, query]) => errorsOf(query).map((e) => `${d.name} ${kind}: ${e}`)));
    expect(failures).toEqual([]);
  });

  it.each([
    ["viajes", TABLE_IDS.viajes],
    ["contenedores pendientes", TABLE_IDS.contenedoresPendientes],
    ["historial", TABLE_IDS.historial],
  ])("the trips list (%s) with its seeded columns, timer settings and eta validates", (_name, tableId) => {
    const fields = [...new Set(["id", ...TIMER_SETTING_FIELDS, ETA_SELECTION, ...columnsOf(tableId)])];
    expect(columnsOf(tableId).length).toBeGreaterThan(0);
    const { query } = buildListRequest("viajes", { operations: { list: "viajes", one: "viaje" }, fields }, paging);
    expect(errorsOf(query)).toEqual([]);
  });

  it("the live report subscription validates", () => {
    expect(errorsOf(newReportSubscription(1).query)).toEqual([]);
  });
});
