// The definition's richer field types as the engine's pages and the shared rules read them (pure parts): a
// multi-line text.
import { describe, expect, it } from "vitest";
import { entityErrors, fieldRules } from "@/entities/rules";
import { MULTILINE_TEXT_MAX, textMaxOf } from "@/entities/types";
import { fichasEntity } from "../fixtures/field-types/entity";
import { resourceFromEntity } from "@/resources/engine/from-entity";

const fichas = resourceFromEntity(fichasEntity);
const field = (name: string) => fichas.fields.find((f) => f.name === name)!;
const list = (name: string) => field(name).list as { render?(value: unknown, record: object): unknown };

describe("a multi-line text", () => {
  it("has its own max, 2000 when it gives none, in the form's and the server's rules", () => {
    expect(MULTILINE_TEXT_MAX).toBe(2000);
    expect(textMaxOf(fichasEntity.fields.detalle)).toBe(2000);
    expect(textMaxOf(fichasEntity.fields.resumen)).toBe(300);
    expect(textMaxOf(fichasEntity.fields.titulo)).toBe(60);
    expect(fieldRules(fichasEntity.fields.detalle)).toEqual({ max: 2000 });
    expect(entityErrors(fichasEntity, { titulo: "T", detalle: "d".repeat(2001) })).toEqual([{ field: "detalle", message: "Debe tener max 2000 crts." }]);
    expect(entityErrors(fichasEntity, { titulo: "T", detalle: "a\nb" })).toEqual([]);
  });

  it("is a text area in the form and one line in the list", () => {
    expect(field("detalle")).toMatchObject({ type: "TEXT", form: { textArea: true, rules: { max: 2000 } } });
    expect(field("titulo").form).not.toHaveProperty("textArea");
    expect(list("detalle").render!("Primera\nsegunda  línea", {})).toBe("Primera segunda línea");
    expect(list("detalle").render!(null, {})).toBe("NA");
    expect(list("titulo").render).toBeUndefined();
  });
});
