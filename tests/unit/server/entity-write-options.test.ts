// @vitest-environment node
// What the definition gained for Planes de viaje: a stored field the input does not carry
// (`input: false`), more arguments of create and update (`mutationArguments`), and the hand-written
// operations that replace an entity's defaults (server/entities/overrides.ts).
import { describe, expect, it } from "vitest";
import { planesviajeEntity } from "@entities/planesviaje/definition";
import { entityErrors, entityValues, writableFields } from "@shared/entities/rules";
import { defineEntity } from "@shared/entities/types";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { entitySdl } from "@server/entities/contract";
import { entityOverrides } from "@server/entities/overrides";
import { entityResolvers } from "@server/entities/resolvers";
import { operationsOf } from "@server/entities/operations-of";

const tareas = defineEntity({
  name: "tareas", table: "tareas", typeName: "Tarea", labels: { singular: "Tarea", plural: "Tareas", title: "Tareas" },
  route: "/home/Tareas", notFound: "x",
  operations: { list: "tareas", one: "tarea", create: "createTarea", update: "updateTarea", delete: "deleteTarea", inputName: "tarea" },
  mutationArguments: "pasos: [String!]!",
  fields: {
    nombre: { label: "Nombre", type: "text", required: true },
    cerrada: { label: "Cerrada", type: "boolean", input: false, form: false },
  },
});

describe("a field the input does not carry (input: false)", () => {
  it("is a column of the type but not of the input", () => {
    const sdl = entitySdl(tareas);
    expect(sdl).toContain("type Tarea {\n  id: Int!\n  nombre: String!\n  cerrada: Boolean!\n}");
    expect(sdl).toContain("input TareaInput {\n  nombre: String\n}");
  });

  it("is neither written nor checked: a create keeps the column's default and an update leaves it as it is", () => {
    expect(writableFields(tareas).map(([name]) => name)).toEqual(["nombre"]);
    expect(entityValues(tareas, { nombre: " A ", cerrada: true })).toEqual({ nombre: "A" });
    expect(entityErrors(tareas, { nombre: "A", cerrada: "no" })).toEqual([]);
  });

  it("is not a value of the form", () => {
    const definition = resourceFromEntity(tareas);
    expect(definition.fromRecord!({ id: 1, nombre: "A", cerrada: true })).toEqual({ nombre: "A" });
    expect(definition.fields.find((f) => f.name === "cerrada")?.form).toBeUndefined();
  });
});

describe("more arguments of create and update (mutationArguments)", () => {
  it("follow the input in both mutations, not the delete's", () => {
    const sdl = entitySdl(tareas);
    expect(sdl).toContain("  createTarea(tarea: TareaInput!, pasos: [String!]!): Tarea!");
    expect(sdl).toContain("  updateTarea(id: Int!, tarea: TareaInput!, pasos: [String!]!): Tarea!");
    expect(sdl).toContain("  deleteTarea(ids: [Int!]!): [Int!]!");
  });

  it("keep a plan's contract: its details on create and update, its flag out of the input", () => {
    const sdl = entitySdl(planesviajeEntity);
    expect(sdl).toContain("  createPlanviajeV2(planviaje: PlanViajeInput!, detalles: [DetallePlanViajeInput!]!): PlanViaje!");
    expect(sdl).toContain("  updatePlanviajeV2(id: Int!, planviaje: PlanViajeInput!, detalles: [DetallePlanViajeInput!]): PlanViaje!");
    expect(sdl).toContain("input PlanViajeInput {\n  codigo: String\n  descripcion: String\n  idruta: Int\n  idtemplate: Int\n}");
    expect(sdl).toContain("type PlanesViajePage {");
  });
});

describe("the entities' hand-written operations (overrides)", () => {
  it("replace the plan's create, update and delete; the list and one plan stay the entity's", () => {
    const overrides = entityOverrides.planesviaje;
    expect(Object.keys(overrides).sort()).toEqual(["create", "delete", "update"]);
    const operations = operationsOf(planesviajeEntity);
    expect(operations.create).toBe(overrides.create);
    expect(operations.update).toBe(overrides.update);
    expect(operations.delete).toBe(overrides.delete);
    expect(operationsOf(planesviajeEntity)).toBe(operations);
    const resolvers = entityResolvers(planesviajeEntity);
    expect(Object.keys(resolvers.Mutation).sort()).toEqual(["createPlanviajeV2", "deletePlanviajeV2", "updatePlanviajeV2"]);
    expect(Object.keys(resolvers.Query).sort()).toEqual(["planesviaje", "planviajeInfo"]);
  });

});
