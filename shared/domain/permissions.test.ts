import { describe, expect, it } from "vitest";
import { ADMIN_ROLE, COMPANY_WITHOUT_TRIP_DELETION } from "../config";
import { eventosEntity } from "../../entities/eventos/definition";
import { entities } from "../../entities";
import { can as canOf, canImport as canImportOf, isAdminOnly as isAdminOnlyOf, permissionRow, permissionRules as rulesOf, type Caller, type PermissionAction } from "./permissions";

// the table of the product's entities
const can = (resource: string, action: PermissionAction, caller: Caller) => canOf(resource, action, caller, entities);
const canImport = (resource: string, caller: Caller) => canImportOf(resource, caller, entities);
const isAdminOnly = (resource: string, action: PermissionAction) => isAdminOnlyOf(resource, action, entities);
const permissionRules = (resource: string, action: PermissionAction) => rulesOf(resource, action, entities);

const operator = { role: 1, company: 1 };
const admin = { role: ADMIN_ROLE, company: 1 };
const adminOfCompany3 = { role: ADMIN_ROLE, company: COMPANY_WITHOUT_TRIP_DELETION };

describe("the permission table", () => {
  it("takes an entity's row from its definition, among the entities it is given", () => {
    expect(permissionRow("eventos", entities)).toEqual(eventosEntity.access);
    expect(permissionRow("eventos", [])).toBeUndefined();
    const restricted = { name: "notas", access: { list: "adminRole" } } as const;
    expect(isAdminOnlyOf("notas", "list", [restricted])).toBe(true);
    expect(isAdminOnlyOf("notas", "list", entities)).toBe(false);
  });
  it("gives any signed-in user what it does not name", () => {
    expect(permissionRules("eventos", "list")).toEqual(["signedIn"]);
    expect(permissionRules("desconocido", "delete")).toEqual(["signedIn"]);
    expect(can("eventos", "create", operator)).toBe(true);
  });
  it.each([
    ["eventos", "delete"], ["rutas", "delete"], ["puestoscontrol", "delete"], ["planesviaje", "delete"],
    ["usuarios", "create"], ["usuarios", "edit"], ["usuarios", "delete"],
    ["clientes", "list"], ["clientes", "show"], ["clientes", "edit"], ["auditoria", "list"], ["configuracionarc", "edit"],
    ["api-keys", "create"], ["api-keys", "delete"], ["webhooks", "create"], ["webhooks", "edit"], ["webhooks", "delete"],
  ] as const)("%s %s is role 3's alone", (resource, action) => {
    expect(isAdminOnly(resource, action)).toBe(true);
    expect(can(resource, action, operator)).toBe(false);
    expect(can(resource, action, admin)).toBe(true);
  });
  it("keeps reading users open to every role (the report screens pick controllers)", () => {
    expect(isAdminOnly("usuarios", "list")).toBe(false);
    expect(can("usuarios", "show", operator)).toBe(true);
  });
  it("never lets company 3 delete trips, even its role 3", () => {
    expect(can("eliminarviaje", "delete", admin)).toBe(true);
    expect(can("eliminarviaje", "delete", adminOfCompany3)).toBe(false);
    expect(can("eliminarviaje", "delete", operator)).toBe(false);
    expect(isAdminOnly("eliminarviaje", "delete")).toBe(true);
  });
  it("refuses a caller without a role where role 3 is needed", () => {
    expect(can("eventos", "delete", { role: null, company: 1 })).toBe(false);
  });
});

describe("canImport", () => {
  it("needs both the create and the edit permission", () => {
    const operator = { role: 1, company: 1 };
    const admin = { role: ADMIN_ROLE, company: 1 };
    // routes: any signed-in user creates and edits them
    expect(canImport("rutas", operator)).toBe(true);
    // users: role 3 creates and edits them
    expect(canImport("usuarios", operator)).toBe(false);
    expect(canImport("usuarios", admin)).toBe(true);
  });
});
