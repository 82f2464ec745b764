import { describe, expect, it } from "vitest";
import { eventosEntity } from "../../entities/eventos/definition";
import {
  durationPartRules, entityCreateErrors, entityErrors, entityUpdateErrors, entityUpdateValues, entityValues, fieldRules, filledValues, writableFields,
} from "./rules";
import { defineEntity } from "./types";

const sample = defineEntity({
  name: "muestras",
  table: "muestras",
  typeName: "Muestra",
  labels: { singular: "Muestra", plural: "Muestras", title: "Muestras" },
  route: "/home/Muestras",
  operations: { list: "muestras", one: "muestra", create: "createMuestra", update: "updateMuestra", delete: "deleteMuestra", inputName: "muestra" },
  notFound: "No se encontró la muestra",
  fields: {
    nombre: { label: "Nombre", type: "text", required: true, max: 5 },
    nota: { label: "Nota", type: "text" },
    cantidad: { label: "Cantidad", type: "integer", min: 1 },
    nivel: { label: "Nivel", type: "integer", required: true, default: 2, options: { 1: "BAJO", 2: "ALTO" } },
    activa: { label: "Activa", type: "boolean" },
    sistema: { label: "Sistema", type: "boolean", fixed: true },
  },
});

describe("fieldRules", () => {
  it("gives required and a text's max to the form and the server", () => {
    expect(fieldRules(sample.fields.nombre)).toEqual({ required: true, max: 5 });
    expect(fieldRules(sample.fields.nota)).toEqual({});
    expect(fieldRules(sample.fields.nivel)).toEqual({ required: true });
  });
});

describe("writableFields", () => {
  it("leaves out fixed fields", () => {
    expect(writableFields(sample).map(([name]) => name)).toEqual(["nombre", "nota", "cantidad", "nivel", "activa"]);
    expect(writableFields(eventosEntity).map(([name]) => name)).not.toContain("indicadorpuestocontrol");
  });
});

describe("entityValues", () => {
  it("trims texts, stores defaults for what is not sent and the fixed value whatever is sent", () => {
    expect(entityValues(sample, { nombre: "  abc ", nota: "   ", sistema: false })).toEqual({
      nombre: "abc", nota: null, cantidad: null, nivel: 2, activa: false, sistema: true,
    });
  });
  it("keeps what is sent", () => {
    expect(entityValues(sample, { nombre: "x", nota: "y", cantidad: 3, nivel: 1, activa: true })).toEqual({
      nombre: "x", nota: "y", cantidad: 3, nivel: 1, activa: true, sistema: true,
    });
  });
  it("keeps an empty required text empty, so that it is refused", () => {
    expect(entityValues(sample, { nombre: "   " }).nombre).toBe("");
  });
});

describe("entityErrors", () => {
  it("accepts valid values", () => {
    expect(entityErrors(sample, entityValues(sample, { nombre: "abc", cantidad: 1 }))).toEqual([]);
  });
  it("names every invalid field in field order with the spec's messages", () => {
    expect(entityErrors(sample, { nombre: "abcdef", cantidad: 0, nivel: 9, activa: false })).toEqual([
      { field: "nombre", message: "Debe tener max 5 crts." },
      { field: "cantidad", message: "Debe ser mayor o igual a 1" },
      { field: "nivel", message: "Debe ser 1 (BAJO) o 2 (ALTO)" },
    ]);
  });
  it("says Requerido for a missing required field", () => {
    expect(entityErrors(sample, { nombre: "", nivel: null })).toEqual([
      { field: "nombre", message: "Requerido" },
      { field: "nivel", message: "Requerido" },
    ]);
  });
  it("checks an event as the form does: priority 1 to 3, description up to its limit", () => {
    const values = entityValues(eventosEntity, { descripcion: "x".repeat(201), nivelprioridad: 4 });
    expect(entityErrors(eventosEntity, values).map((e) => e.field)).toEqual(["descripcion", "nivelprioridad"]);
    expect(entityErrors(eventosEntity, values)[1].message).toBe("Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)");
  });
});

// a relation with its joined label, a float above 0, a duration in whole seconds and a text filled when empty
const trip = defineEntity({
  ...sample,
  fields: {
    idlugar: { label: "Lugar", type: "integer", required: true, relation: { table: "syspoblaciones", labelColumn: "descripcion", operation: "sysPoblaciones", missing: "No existe" } },
    lugar: { label: "Lugar", type: "text", join: "idlugar" },
    nombre: { label: "Nombre", type: "text", max: 10, fill: (v) => `${String(v.lugar)} ${String(v.km)}` },
    km: { label: "Km", type: "float", required: true, greaterThan: 0 },
    tiempo: { label: "Tiempo", type: "duration", required: true, greaterThan: -1, parts: { hours: "horas", minutes: "minutos" } },
  },
});

describe("the definition's relations, numbers, durations and fills", () => {
  it("gives a number its exclusive least value and a duration whole seconds", () => {
    expect(fieldRules(trip.fields.km)).toEqual({ required: true, greaterThan: 0 });
    expect(fieldRules(trip.fields.tiempo)).toEqual({ required: true, integer: true, greaterThan: -1 });
    expect(durationPartRules(trip.fields.tiempo)).toEqual({ required: true, integer: true });
  });
  it("writes no joined label", () => {
    expect(writableFields(trip).map(([name]) => name)).toEqual(["idlugar", "nombre", "km", "tiempo"]);
    expect(Object.keys(entityValues(trip, { idlugar: 1, lugar: "X", km: 2, tiempo: 60 }))).toEqual(["idlugar", "nombre", "km", "tiempo"]);
  });
  it("fills an empty value from the values and the relations' labels, and keeps a sent one", () => {
    const values = entityValues(trip, { idlugar: 1, nombre: " ", km: 2.5, tiempo: 60 });
    expect(filledValues(trip, values, { lugar: "CALI" }).nombre).toBe("CALI 2.5");
    expect(filledValues(trip, { ...values, nombre: "MIO" }, { lugar: "CALI" }).nombre).toBe("MIO");
  });
  it("refuses a float not above its least value and a fractional duration with the spec's messages", () => {
    expect(entityErrors(trip, { idlugar: 1, nombre: "a", km: 0, tiempo: 1.5 })).toEqual([
      { field: "km", message: "Debe ser mayor a 0" },
      { field: "tiempo", message: "Entero" },
    ]);
  });
});

describe("partial updates and required-on-create", () => {
  it("writes only the fields the input carries: one left out is not written, null clears or goes back to the default", () => {
    expect(entityUpdateValues(sample, { nombre: " abc " })).toEqual({ nombre: "abc" });
    expect(entityUpdateValues(sample, { nota: null, cantidad: null, activa: null, nivel: null })).toEqual({ nota: null, cantidad: null, activa: false, nivel: 2 });
    expect(entityUpdateValues(sample, { nota: "   " })).toEqual({ nota: null });
    // a fixed field sent stores its fixed value, whatever is sent
    expect(entityUpdateValues(sample, { sistema: false })).toEqual({ sistema: true });
    expect(entityUpdateValues(sample, {})).toEqual({});
  });
  it("checks only the fields written: a required one left out is kept, one emptied is refused", () => {
    expect(entityUpdateErrors(sample, entityUpdateValues(sample, { cantidad: 3 }))).toEqual([]);
    expect(entityUpdateErrors(sample, entityUpdateValues(sample, { nombre: null, cantidad: 0 }))).toEqual([
      { field: "nombre", message: "Requerido" },
      { field: "cantidad", message: "Debe ser mayor o igual a 1" },
    ]);
  });
  it("refuses a create leaving out a required field, even one with a default, in field order", () => {
    const input = { cantidad: 0 };
    expect(entityCreateErrors(sample, input, entityValues(sample, input))).toEqual([
      { field: "nombre", message: "Requerido" },
      { field: "cantidad", message: "Debe ser mayor o igual a 1" },
      { field: "nivel", message: "Requerido" },
    ]);
    const whole = { nombre: "abc", nivel: 1 };
    expect(entityCreateErrors(sample, whole, entityValues(sample, whole))).toEqual([]);
  });
});

// a float with a least value, a phone, an e-mail of limited length and a text with a default
const policy = defineEntity({
  ...sample,
  fields: {
    prima: { label: "Prima", type: "float", min: 0.5 },
    tope: { label: "Tope", type: "float", min: 10, greaterThan: 0 },
    telefono: { label: "Teléfono", type: "text", max: 12, format: "phone" },
    correo: { label: "Correo", type: "text", max: 10, format: "email" },
    ciudad: { label: "Ciudad", type: "text", default: "BOGOTÁ" },
  },
});

describe("a float's least value, a phone, every message of a field and a text's default", () => {
  it("gives a float its least value and a phone its format, as rules the form and the server share", () => {
    expect(fieldRules(policy.fields.prima)).toEqual({ atLeast: 0.5 });
    expect(fieldRules(policy.fields.telefono)).toEqual({ max: 12, phone: true });
  });
  it("refuses a float under its least value and keeps one at it", () => {
    expect(entityErrors(policy, entityValues(policy, { prima: 0.49 }))).toEqual([{ field: "prima", message: "Debe ser mayor o igual a 0.5" }]);
    expect(entityErrors(policy, entityValues(policy, { prima: 0.5, tope: 10 }))).toEqual([]);
  });
  it("refuses a phone that is not one, in Spanish, and takes a list of phones", () => {
    expect(entityErrors(policy, entityValues(policy, { telefono: "300" }))).toEqual([{ field: "telefono", message: "Teléfono inválido" }]);
    expect(entityErrors(policy, entityValues(policy, { telefono: "3001234567" }))).toEqual([]);
  });
  it("names every rule a value breaks, each field's in its rules' order", () => {
    expect(entityErrors(policy, entityValues(policy, { tope: -1, telefono: "1234567890abc", correo: "sin-arroba-largo" }))).toEqual([
      { field: "tope", message: "Debe ser mayor a 0" },
      { field: "tope", message: "Debe ser mayor o igual a 10" },
      { field: "telefono", message: "Debe tener max 12 crts." },
      { field: "telefono", message: "Teléfono inválido" },
      { field: "correo", message: "Debe tener max 10 crts." },
      { field: "correo", message: "Correo inválido" },
    ]);
  });
  it("stores a text's default when none is sent", () => {
    expect(entityValues(policy, {}).ciudad).toBe("BOGOTÁ");
    expect(entityValues(policy, { ciudad: " CALI " }).ciudad).toBe("CALI");
  });
});
