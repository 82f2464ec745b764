import { describe, expect, it } from "vitest";
import { ADMIN_ROLE, COMPANY_WITHOUT_TRIP_DELETION } from "../config";
import { eventosEntity } from "../../entities/eventos/definition";
import { entities } from "../../entities";
import { access } from "../entities/access";
import {
  can as canOf, canImport as canImportOf, isAdminOnly as isAdminOnlyOf, permissionRow, permissionRules as rulesOf, readsRecord, type Caller, type PermissionAction,
} from "./permissions";

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

describe("rules as functions of the caller and the record", () => {
  const locked = ({ record }: { record?: Readonly<Record<string, unknown>> }) => record?.bloqueada !== true;
  const tarifas = [{ name: "tarifas", access: { edit: access.any(access.adminRole, locked), delete: access.adminRole, list: "signedIn" } }] as const;

  it("asks a function with no record whether the action is allowed at all, and with one of that record", () => {
    expect(canOf("tarifas", "edit", operator, tarifas)).toBe(true);
    expect(canOf("tarifas", "edit", operator, tarifas, { bloqueada: false })).toBe(true);
    expect(canOf("tarifas", "edit", operator, tarifas, { bloqueada: true })).toBe(false);
    expect(canOf("tarifas", "edit", admin, tarifas, { bloqueada: true })).toBe(true);
  });
  it("knows which actions read the record (the server then reads it) and which are role 3's", () => {
    expect(readsRecord("tarifas", "edit", tarifas)).toBe(true);
    expect(readsRecord("tarifas", "delete", tarifas)).toBe(false);
    expect(readsRecord("tarifas", "list", tarifas)).toBe(false);
    expect(isAdminOnlyOf("tarifas", "delete", tarifas)).toBe(true);
    expect(isAdminOnlyOf("tarifas", "edit", tarifas)).toBe(false);
    expect(canImportOf("tarifas", operator, tarifas)).toBe(true);
  });
});
