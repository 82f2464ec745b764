import { describe, expect, it } from "vitest";
import { ADMIN_ROLE, COMPANY_WITHOUT_TRIP_DELETION } from "../config";
import {
  access, accessFunction, accessRefusal, ADMIN_ONLY, canReadField, canWriteField, COMPANY_CANNOT_DELETE, fieldRefusal, passesAccess,
  readableRecord, refusingRule, unreadableFields, type AccessFunction,
} from "./access";

const operator = { role: 1, company: 1, userId: 7 };
const admin = { role: ADMIN_ROLE, company: 1, userId: 1 };

describe("access rules as functions", () => {
  it("keeps the presets by name and as functions, each with its refusal", () => {
    expect(passesAccess("signedIn", operator)).toBe(true);
    expect(passesAccess("adminRole", operator)).toBe(false);
    expect(passesAccess("adminRole", admin)).toBe(true);
    expect(passesAccess("tripDeletionAllowed", { ...admin, company: COMPANY_WITHOUT_TRIP_DELETION })).toBe(false);
    expect(accessFunction("adminRole")).toBe(access.adminRole);
    expect(access.adminRole({ caller: admin })).toBe(true);
    expect(access.adminRole.refusal).toBe(ADMIN_ONLY);
    expect(access.tripDeletionAllowed.refusal).toBe(COMPANY_CANNOT_DELETE);
  });

  it("puts rules together: all, any, a record's owner, a list of roles", () => {
    const both = access.all(access.adminRole, "tripDeletionAllowed");
    expect(both({ caller: admin })).toBe(true);
    expect(both({ caller: { ...admin, company: COMPANY_WITHOUT_TRIP_DELETION } })).toBe(false);
    // the refusal of `all` is that of the rule that fails
    expect(refusingRule(both, { caller: { ...admin, company: COMPANY_WITHOUT_TRIP_DELETION } }).refusal).toBe(COMPANY_CANNOT_DELETE);
    const mine = access.ownRecord("idautor");
    // with no record: the caller may act on its own records
    expect(mine({ caller: operator })).toBe(true);
    expect(mine({ caller: operator, record: { idautor: 7 } })).toBe(true);
    expect(mine({ caller: operator, record: { idautor: 8 } })).toBe(false);
    expect(mine({ caller: { role: 1, company: 1 }, record: { idautor: 7 } })).toBe(false);
    const either = access.any(access.adminRole, mine);
    expect(either({ caller: admin, record: { idautor: 8 } })).toBe(true);
    expect(either({ caller: operator, record: { idautor: 8 } })).toBe(false);
    expect(access.roles(1, 2)({ caller: operator })).toBe(true);
    expect(access.roles(2)({ caller: operator })).toBe(false);
    const open = access.rule(({ record }) => record?.activa !== true, "No se puede eliminar una muestra activa");
    expect(open({ caller: operator, record: { activa: true } })).toBe(false);
    expect(open({ caller: operator })).toBe(true);
    expect(open.refusal).toBe("No se puede eliminar una muestra activa");
  });

  it("words a function's refusal with the entity's names", () => {
    const labels = { singular: "Tarifa", plural: "Tarifas", gender: "f" as const };
    expect(accessRefusal(labels, "list")).toBe("No tiene permiso para consultar tarifas");
    expect(accessRefusal(labels, "create")).toBe("No tiene permiso para crear tarifas");
    expect(accessRefusal(labels, "edit")).toBe("No tiene permiso para modificar esta tarifa");
    expect(accessRefusal({ singular: "Evento", plural: "Eventos" }, "delete")).toBe("No tiene permiso para eliminar este evento");
    expect(fieldRefusal("Precio", "write")).toBe("No tiene permiso para modificar el campo «Precio»");
    expect(fieldRefusal("Costo", "read")).toBe("No tiene permiso para ver el campo «Costo»");
  });
});

describe("field access", () => {
  const own: AccessFunction = access.any(access.adminRole, access.ownRecord("idautor"));
  const fields = {
    nombre: { label: "Nombre" },
    costo: { label: "Costo", access: { read: access.adminRole } },
    nota: { label: "Nota", access: { read: own } },
    idruta: { label: "Ruta", access: { read: access.adminRole } },
    ruta: { label: "Ruta", join: "idruta" },
    precio: { label: "Precio", access: { update: access.adminRole } },
    codigo: { label: "Código", access: { create: access.adminRole, update: () => false } },
  };

  it("reads a field at all, or of a record; a joined label as its relation field", () => {
    expect(canReadField(fields, "costo", operator)).toBe(false);
    expect(canReadField(fields, "costo", admin)).toBe(true);
    expect(canReadField(fields, "ruta", operator)).toBe(false);
    expect(canReadField(fields, "nota", operator)).toBe(true);
    expect(canReadField(fields, "nota", operator, { idautor: 8 })).toBe(false);
    expect(canReadField(fields, "desconocido", operator)).toBe(true);
    expect(unreadableFields(fields, operator)).toEqual(["costo", "idruta", "ruta"]);
    expect(unreadableFields(fields, admin)).toEqual([]);
  });

  it("nulls what the caller may not read of each record, and leaves the rest as it is", () => {
    const row = { id: 1, nombre: "A", costo: 10, nota: "x", idautor: 8, idruta: 3, ruta: "R" };
    expect(readableRecord(fields, operator, row)).toEqual({ ...row, costo: null, nota: null, idruta: null, ruta: null });
    expect(readableRecord(fields, operator, { ...row, idautor: 7 })).toMatchObject({ nota: "x", costo: null });
    expect(readableRecord(fields, admin, row)).toBe(row);
    expect(readableRecord({ nombre: { label: "Nombre" } }, operator, row)).toBe(row);
  });

  it("writes a field on create by its create rule, else its update rule", () => {
    expect(canWriteField(fields.precio, "update", operator)).toBe(false);
    expect(canWriteField(fields.precio, "create", operator)).toBe(false);
    expect(canWriteField(fields.precio, "update", admin)).toBe(true);
    expect(canWriteField(fields.codigo, "create", admin)).toBe(true);
    expect(canWriteField(fields.codigo, "update", admin)).toBe(false);
    expect(canWriteField(fields.nombre, "update", operator)).toBe(true);
    expect(canWriteField(undefined, "update", operator)).toBe(true);
  });
});
