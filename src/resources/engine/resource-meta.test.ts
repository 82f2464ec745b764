import { describe, expect, it } from "vitest";
import { failureMessage, providerMeta, queryFields, recordMeta } from "./resource-meta";

describe("queryFields", () => {
  it("takes id, queried fields, extra fields and unknown server columns once each", () => {
    const definition = {
      fields: [
        { name: "descripcion", label: "", type: "TEXT" as const },
        { name: "horas", label: "", type: "NUMERIC" as const, query: false },
        { name: "via", label: "", type: "TEXT" as const },
      ],
      extraQueryFields: ["origen", { geolocalizacion: ["latitud", "longitud"] }],
    };
    expect(queryFields(definition, ["via", "distancia"])).toEqual([
      "id", "descripcion", "via", "distancia", "origen", { geolocalizacion: ["latitud", "longitud"] },
    ]);
  });
});

describe("recordMeta", () => {
  it("adds the view-only fields to the modal's record and keeps them out of the list", () => {
    const definition = {
      operations: { list: "items", one: "item" },
      fields: [{ name: "nombre" }],
      extraQueryFields: ["codigo"],
      viewQueryFields: [{ lineas: ["id", "texto"] }],
    };
    expect(providerMeta(definition).fields).toEqual(["id", "nombre", "codigo"]);
    expect(recordMeta(definition)).toEqual({ operations: definition.operations, fields: ["id", "nombre", "codigo", { lineas: ["id", "texto"] }] });
  });
});

describe("failureMessage", () => {
  const serverError = { message: "x", graphQLErrors: [{ message: "La ruta ya existe" }, { message: "otra" }] };
  it("the server's first message", () => {
    expect(failureMessage(serverError)).toBe("La ruta ya existe");
  });
  it("the definition's message when there is no server message", () => {
    expect(failureMessage(new Error("Failed to fetch"), "Ocurrio un error, revisar si la ruta ya existe.")).toBe(
      "Ocurrio un error, revisar si la ruta ya existe.",
    );
  });
  it("the definition's message when it prefers its own", () => {
    expect(failureMessage(serverError, "Ocurrio un error, revisar si la ruta ya existe.", true)).toBe("Ocurrio un error, revisar si la ruta ya existe.");
  });
  it("'Ocurrio un error' by default", () => {
    expect(failureMessage(null)).toBe("Ocurrio un error");
    expect(failureMessage({ graphQLErrors: [{ message: " " }] })).toBe("Ocurrio un error");
  });
});
