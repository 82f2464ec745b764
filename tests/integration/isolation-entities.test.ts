// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// The isolation matrix's classification of an entity's operations comes from its definition: Notas, a
// definition no hand-written classification names, gets every operation of its contract classified so that the
// matrix probes it and the role checks know its role-3 ones; and the input the matrix sends is valid by the
// entity's own rules, for Notas and for every registered entity.
import { buildSchema, isObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { entityErrors, entityValues } from "@shared/entities/rules";
import { withoutGroups } from "@shared/entities/groups";
import { loadTypeDefs } from "@server/graphql/schema-sdl";
import { notasEntity } from "../fixtures/notas/entity";
import { ENTITY_OPERATIONS, entityOperationSpecs, sampleInput } from "./isolation/entity-operations";
import { classificationGaps, isRole3, OPERATIONS } from "./isolation/operations";
import type { Targets } from "./isolation/targets";

const targets = { idsyspoblacion: 1, rows: Object.fromEntries([...entities, notasEntity].map((e, i) => [e.name, 100 + i])) } as unknown as Targets;

describe("entities in the isolation matrix", () => {
  it("classifies every operation of a new entity's contract from its definition alone, with nothing left unprobed", () => {
    const schema = buildSchema(loadTypeDefs([...entities, notasEntity]));
    const specs = entityOperationSpecs(notasEntity);
    const notasOps = (["Query", "Mutation"] as const).flatMap((root) => {
      const type = schema.getType(root);
      return isObjectType(type) ? Object.values(type.getFields()).filter((f) => /^(create|update|delete)?notas?(Info)?$/i.test(f.name)).map((f) => [`${root}.${f.name}`, f] as const) : [];
    });
    expect(notasOps.map(([key]) => key).sort()).toEqual(
      ["Mutation.createNota", "Mutation.deleteNota", "Mutation.updateNota", "Query.notaInfo", "Query.notasInfo"],
    );
    for (const [key, field] of notasOps) {
      expect(specs[key], key).toBeDefined();
      expect(classificationGaps(key, specs[key], field.args.map((a) => a.name)), key).toEqual([]);
    }
    expect(specs["Mutation.deleteNota"].cross!(targets, targets)).toEqual([{ ids: [targets.rows.notas] }, { ids: [targets.rows.notas, targets.rows.notas] }]);
  });

  it("makes role 3's exactly the operations the entity's access gives to role 3", () => {
    const of = (name: string) => {
      const specs = entityOperationSpecs(entities.find((e) => e.name === name)!);
      return Object.keys(specs).filter((k) => isRole3(specs[k]));
    };
    expect(of("eventos")).toEqual(["Mutation.daleteEvento"]);
    expect(of("clientes")).toEqual(["Query.clientesempresastransportadoras", "Query.clienteempresatransportadora"]);
    expect(of("contenedores")).toEqual([]);
    const eventos = entityOperationSpecs(entities.find((e) => e.name === "eventos")!);
    expect(eventos["Mutation.daleteEvento"].own!(targets)).toEqual({ ids: [targets.rows.eventos] });
  });

  it("sends inputs each entity's own rules accept", () => {
    for (const entity of [...entities, notasEntity]) {
      const specs = entityOperationSpecs(entity);
      if (!Object.keys(specs).some((k) => k.startsWith("Mutation."))) continue;
      const input = sampleInput(entity, targets);
      expect(entityErrors(entity, entityValues(entity, withoutGroups(entity, input))), entity.name).toEqual([]);
    }
  });

  it("derives the classification of the entities the matrix does not classify by hand (eventos)", () => {
    for (const key of ["Query.eventosV2", "Query.eventoV2", "Mutation.createEvento", "Mutation.updateEvento", "Mutation.daleteEvento"]) {
      expect(ENTITY_OPERATIONS[key], key).toBeDefined();
      expect(OPERATIONS[key], key).toBe(ENTITY_OPERATIONS[key]);
    }
    expect(OPERATIONS["Mutation.daleteEvento"].access).toEqual(["eventos", "delete"]);
    expect(isRole3(OPERATIONS["Mutation.daleteEvento"])).toBe(true);
  });
});
