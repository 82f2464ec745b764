// The operations layer's part of the hooks and validators that needs no database: a before-hook's answer, a
// refusal made of the rules' errors and the validators' messages, and the hooks a hand-written operation would skip.
import { describe, expect, it } from "vitest";
import type { GraphQLError } from "graphql";
import type { Context } from "@server/context";
import { asRefusal, refusalOf, reshaped } from "@server/entities/hooks";
import { skippedHooks } from "@server/entities/operations-of";
import { EntityInputError } from "@shared/entities/customization";
import { defineEntity } from "@shared/entities/types";

const ctx = { session: { idempresa: 1, idusuario: 7, idrol: 3, token: "", nombre: "" } } as unknown as Context;
const session = { company: 1, user: 7, role: 3 };

const polizas = defineEntity({
  name: "polizas", table: "polizas", typeName: "Poliza",
  labels: { singular: "Póliza", plural: "Pólizas", title: "Pólizas", gender: "f" }, route: "/home/Polizas",
  operations: { list: "polizas", one: "poliza", create: "createPoliza", update: "updatePoliza", delete: "deletePoliza", inputName: "poliza" },
  notFound: "La póliza no existe",
  validate: (data, args) => (args.where === "server" && args.session.role !== 3 ? "Solo un administrador" : data.fin !== null && String(data.fin) < String(data.inicio) ? { fin: "Debe ser posterior al inicio" } : null),
  hooks: {
    beforeValidate: ({ data }) => (typeof data.codigo === "string" ? { ...data, codigo: data.codigo.toUpperCase() } : undefined),
    beforeCreate: ({ data }) => {
      if (data.codigo === "PROHIBIDO") throw new EntityInputError({ codigo: "Código reservado" });
    },
  },
  fields: {
    codigo: { label: "Código", type: "text", required: true, max: 10, validate: (v) => (typeof v === "string" && /\d/.test(v) ? "Sin números" : null) },
    inicio: { label: "Inicio", type: "day" },
    fin: { label: "Fin", type: "day" },
    origen: { label: "Origen", type: "text", join: "idorigen" },
  },
});

const fieldsOf = (error: GraphQLError | null) => error?.extensions.fields;

describe("reshaped (a before-hook's answer)", () => {
  it("takes the hook's values, or the values as they were when it answers nothing", async () => {
    expect(await reshaped(polizas, "beforeValidate", { data: { codigo: "abc" }, operation: "create", session })).toEqual({ codigo: "ABC" });
    expect(await reshaped(polizas, "beforeValidate", { data: { inicio: "2026-01-01" }, operation: "update", session })).toEqual({ inicio: "2026-01-01" });
    expect(await reshaped(polizas, "beforeUpdate", { data: { codigo: "abc" }, operation: "update", session })).toEqual({ codigo: "abc" });
  });

  it("turns the hook's EntityInputError into BAD_USER_INPUT naming the field", async () => {
    const error = (await reshaped(polizas, "beforeCreate", { data: { codigo: "PROHIBIDO" }, operation: "create", session }).catch((e: unknown) => e)) as GraphQLError;
    expect(error.extensions).toEqual({ code: "BAD_USER_INPUT", fields: [{ field: "codigo", message: "Código reservado" }] });
    expect((asRefusal(new EntityInputError("No se puede")) as GraphQLError).extensions).toEqual({ code: "BAD_USER_INPUT" });
    const other = new Error("x");
    expect(asRefusal(other)).toBe(other);
  });

  it("refuses an answer with a key that is no stored field, naming the hook", async () => {
    const wrong = { ...polizas, hooks: { beforeValidate: () => ({ codigo: "A", origen: "x", otro: 1 }) } };
    await expect(reshaped(wrong, "beforeValidate", { data: {}, operation: "create", session })).rejects.toThrow('polizas: hooks.beforeValidate devolvió "origen", "otro", que no es un campo guardado');
  });
});

describe("refusalOf (the rules' errors and the validators' messages, at once)", () => {
  it("names every invalid field in field order, a field the rules refused not checked again", async () => {
    const error = await refusalOf(polizas, ctx, [{ field: "inicio", message: "Fecha inválida" }], { codigo: "A1", inicio: "x", fin: "2026-01-01" }, "create");
    expect(fieldsOf(error)).toEqual([
      { field: "codigo", message: "Sin números" }, { field: "inicio", message: "Fecha inválida" }, { field: "fin", message: "Debe ser posterior al inicio" },
    ]);
    const cross = await refusalOf(polizas, ctx, [], { codigo: "A", inicio: "2026-02-01", fin: "2026-01-01" }, "create");
    expect(cross?.message).toBe("fin: Debe ser posterior al inicio");
    expect(await refusalOf(polizas, ctx, [], { codigo: "A", inicio: "2026-01-01", fin: "2026-02-01" }, "create")).toBeNull();
  });

  it("gives the validators the caller's session; a message naming no field carries no field list", async () => {
    const operator = { session: { ...ctx.session, idrol: 1 } } as unknown as Context;
    const error = await refusalOf(polizas, operator, [], { codigo: "A" }, "create");
    expect(error?.message).toBe("Solo un administrador");
    expect(error?.extensions).toEqual({ code: "BAD_USER_INPUT" });
  });
});

describe("skippedHooks", () => {
  it("names the hooks of an operation written by hand", () => {
    const noop = async () => null;
    expect(skippedHooks(polizas, { create: noop })).toEqual(["polizas: hooks.beforeValidate (create escrita a mano)", "polizas: hooks.beforeCreate (create escrita a mano)"]);
    expect(skippedHooks(polizas, { delete: noop })).toEqual([]);
    expect(skippedHooks(polizas)).toEqual([]);
  });
});
