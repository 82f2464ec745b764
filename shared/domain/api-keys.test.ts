import { describe, expect, it } from "vitest";
import { apiKeyDenial, newApiKey } from "./api-keys";
import { API_KEY_NAME_MAX } from "./field-limits";
import { API_KEY_TEXTS } from "../i18n/integrations";

const known = ["rutas", "eventos", "viajes", "usuarios"];

describe("apiKeyDenial", () => {
  it("lets a key read every resource when it names none", () => {
    expect(apiKeyDenial({ escritura: false, entidades: null }, "rutas", false)).toBeNull();
  });
  it("refuses a write with a read-only key", () => {
    expect(apiKeyDenial({ escritura: false, entidades: null }, "rutas", true)).toBe("write");
  });
  it("lets a read-write key write its entities", () => {
    expect(apiKeyDenial({ escritura: true, entidades: ["rutas"] }, "rutas", true)).toBeNull();
  });
  it("refuses a resource outside the key's list, reading or writing", () => {
    expect(apiKeyDenial({ escritura: true, entidades: ["rutas"] }, "eventos", false)).toBe("resource");
    expect(apiKeyDenial({ escritura: false, entidades: ["rutas"] }, "eventos", true)).toBe("resource");
  });
  it("never lets a key address the users or the keys", () => {
    expect(apiKeyDenial({ escritura: true, entidades: null }, "usuarios", false)).toBe("resource");
    expect(apiKeyDenial({ escritura: true, entidades: null }, "api-keys", false)).toBe("resource");
  });
});

describe("newApiKey", () => {
  it("reads a read-only key for every entity by default", () => {
    expect(newApiKey({ nombre: "  ERP  " }, known)).toEqual({ ok: true, key: { nombre: "ERP", escritura: false, entidades: null } });
  });
  it("reads a read-write key for some entities, each once", () => {
    expect(newApiKey({ nombre: "ERP", alcance: "escritura", entidades: ["rutas", "rutas", "viajes"] }, known)).toEqual({
      ok: true, key: { nombre: "ERP", escritura: true, entidades: ["rutas", "viajes"] },
    });
  });
  it("reads an empty list as every entity", () => {
    expect(newApiKey({ nombre: "ERP", entidades: [] }, known)).toEqual({ ok: true, key: { nombre: "ERP", escritura: false, entidades: null } });
  });
  it("names every invalid field", () => {
    expect(newApiKey({ alcance: "todo", entidades: "rutas", otro: 1 }, known)).toEqual({
      ok: false,
      fields: { otro: API_KEY_TEXTS.unknownField, nombre: API_KEY_TEXTS.nameRequired, alcance: API_KEY_TEXTS.scopeInvalid, entidades: API_KEY_TEXTS.entitiesInvalid },
    });
  });
  it("refuses a name too long, a name that is no text, and an unknown or keyless entity", () => {
    expect(newApiKey({ nombre: "x".repeat(API_KEY_NAME_MAX + 1) }, known)).toEqual({ ok: false, fields: { nombre: API_KEY_TEXTS.nameTooLong(API_KEY_NAME_MAX) } });
    expect(newApiKey({ nombre: "x".repeat(API_KEY_NAME_MAX) }, known).ok).toBe(true);
    expect(newApiKey({ nombre: 5 }, known)).toEqual({ ok: false, fields: { nombre: API_KEY_TEXTS.invalid } });
    expect(newApiKey({ nombre: "a", entidades: ["naves"] }, known)).toEqual({ ok: false, fields: { entidades: API_KEY_TEXTS.entityUnknown("naves") } });
    expect(newApiKey({ nombre: "a", entidades: ["usuarios"] }, known)).toEqual({ ok: false, fields: { entidades: API_KEY_TEXTS.entityUnknown("usuarios") } });
    expect(newApiKey({ nombre: "a", entidades: [1] }, known)).toEqual({ ok: false, fields: { entidades: API_KEY_TEXTS.entitiesInvalid } });
  });
});
