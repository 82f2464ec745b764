import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "../types";
import { formFieldNames, initialValues, labelFieldNames, toMutationInput } from "./form-values";

const fields: FieldDefinition[] = [
  { name: "descripcion", label: "Descripción", type: "TEXT", form: { rules: { required: true } } },
  { name: "origen", label: "Origen", type: "TEXT", list: {} , form: false },
  { name: "idorigen", label: "Origen", type: "RELATION", form: {}, relation: { operation: "sysPoblaciones", labelField: "descripcion", labelInto: "origen" } },
  { name: "creado", label: "Creado", type: "DATE", list: {} },
];

describe("form values", () => {
  it("form fields and relation labels", () => {
    expect(formFieldNames({ fields })).toEqual(["descripcion", "idorigen"]);
    expect(labelFieldNames({ fields })).toEqual(["origen"]);
  });
  it("a record's initial values keep only what the form edits (and relation labels)", () => {
    expect(initialValues({ fields }, { id: 1, descripcion: "A", idorigen: 5, origen: "BOGOTA", creado: "x" })).toEqual({
      descripcion: "A", idorigen: 5, origen: "BOGOTA",
    });
    expect(initialValues({ fields }, undefined)).toEqual({});
  });
  it("fromRecord and toInput win when the definition has them", () => {
    const definition = { fields, fromRecord: () => ({ a: 1 }), toInput: (v: Record<string, unknown>) => ({ b: v.a }) };
    expect(initialValues(definition, { id: 1 })).toEqual({ a: 1 });
    // a new record starts with the definition's defaults
    expect(initialValues({ ...definition, newValues: () => ({ a: 3 }) }, undefined)).toEqual({ a: 3 });
    expect(initialValues({ ...definition, newValues: () => ({ a: 3 }) }, { id: 1 })).toEqual({ a: 1 });
    expect(toMutationInput(definition, { a: 2 })).toEqual({ b: 2 });
  });
  it("the default input is the form fields, blank text as null", () => {
    expect(toMutationInput({ fields }, { descripcion: " ", idorigen: 5, origen: "BOGOTA" })).toEqual({ descripcion: null, idorigen: 5 });
  });
});
