import { describe, expect, it } from "vitest";
import { customMessages, EntityInputError, fieldMessage, type RecordValidator, type ValidationArgs } from "./customization";

const server = (data: Record<string, unknown>): ValidationArgs => ({ where: "server", session: { company: 1, user: 2, role: 3 }, data, operation: "create" });

// a policy: a code of letters, a start and an end that comes after it
const polizas = {
  fields: {
    codigo: { validate: (v: unknown) => (typeof v === "string" && !/^[A-Z]+$/.test(v) ? "Solo letras" : null) },
    inicio: {},
    fin: { validate: async (v: unknown) => (v === "nunca" ? "Fecha inválida" : undefined) },
  },
  validate: ((data) => (String(data.fin) < String(data.inicio) ? { fin: "Debe ser posterior al inicio", inicio: "" } : null)) as RecordValidator,
};

describe("customMessages", () => {
  it("gives every field's message and the record's, in field order, none for valid values", async () => {
    expect(await customMessages(polizas, server({ codigo: "ABC", inicio: "2026-01-01", fin: "2026-02-01" }))).toEqual({ fields: [], messages: [] });
    expect(await customMessages(polizas, server({ codigo: "a1", inicio: "2026-03-01", fin: "2026-02-01" }))).toEqual({
      fields: [{ field: "codigo", message: "Solo letras" }, { field: "fin", message: "Debe ser posterior al inicio" }],
      messages: [],
    });
  });

  it("shows a field's own message before the record's for it, and checks no field its rules already refused", async () => {
    const both = await customMessages(polizas, server({ codigo: "ABC", inicio: "z", fin: "nunca" }));
    expect(both.fields).toEqual([{ field: "fin", message: "Fecha inválida" }]);
    const skipped = await customMessages(polizas, server({ codigo: "a1", inicio: "z", fin: "a" }), new Set(["codigo", "fin"]));
    expect(skipped.fields).toEqual([]);
  });

  it("keeps a record's message that names no field apart", async () => {
    const whole = { fields: {}, validate: (() => "La póliza no cuadra") as RecordValidator };
    expect(await customMessages(whole, server({}))).toEqual({ fields: [], messages: ["La póliza no cuadra"] });
  });

  it("gives each validator the place, session, operation and stored record", async () => {
    const seen: unknown[] = [];
    const spy = { fields: { a: { validate: (_v: unknown, args: ValidationArgs) => void seen.push(args) } }, validate: ((_d, args) => void seen.push(args)) as RecordValidator };
    const args: ValidationArgs = { where: "browser", data: { a: 1 }, operation: "update", existing: { a: 0 } };
    await customMessages(spy, args);
    expect(seen).toEqual([args, args]);
  });
});

describe("fieldMessage (the form's check of one field)", () => {
  it("gives the field's own message, else the record's for that field", async () => {
    const browser = (data: Record<string, unknown>): ValidationArgs => ({ where: "browser", data, operation: "create" });
    expect(await fieldMessage(polizas, "codigo", browser({ codigo: "a1" }))).toBe("Solo letras");
    expect(await fieldMessage(polizas, "fin", browser({ inicio: "2026-03-01", fin: "2026-02-01" }))).toBe("Debe ser posterior al inicio");
    expect(await fieldMessage(polizas, "inicio", browser({ inicio: "2026-03-01", fin: "2026-02-01" }))).toBeUndefined();
    expect(await fieldMessage(polizas, "codigo", browser({ codigo: "ABC", inicio: "2026-01-01", fin: "2026-02-01" }))).toBeUndefined();
  });
});

describe("EntityInputError", () => {
  it("carries a message, or messages by field", () => {
    expect(new EntityInputError("No se puede").fields).toEqual([]);
    const byField = new EntityInputError({ codigo: "Ya existe" });
    expect(byField.fields).toEqual([{ field: "codigo", message: "Ya existe" }]);
    expect(byField.message).toBe("codigo: Ya existe");
  });
});
