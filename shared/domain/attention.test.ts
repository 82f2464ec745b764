import { describe, expect, it } from "vitest";
import { ATTENTION_EVENT, attendingText, isAttentionChange } from "./attention";
import { ATTENTION_TEXTS } from "../i18n/trips-list";

describe("attention", () => {
  it("tells an attention change from a report by its event", () => {
    expect(isAttentionChange({ idsysevento: ATTENTION_EVENT })).toBe(true);
    expect(isAttentionChange({ idsysevento: "0" })).toBe(true);
    expect(isAttentionChange({ idsysevento: 12 })).toBe(false);
    expect(isAttentionChange({})).toBe(false);
    expect(isAttentionChange({ idsysevento: null })).toBe(false);
    expect(isAttentionChange({ idsysevento: "" })).toBe(false);
  });
  it("writes the tag and the refusal with the controller's name", () => {
    expect(attendingText("Ana Pérez")).toBe("Atendiendo: Ana Pérez");
    expect(ATTENTION_TEXTS.takenByOther("Ana Pérez")).toBe("El viaje ya lo atiende Ana Pérez");
  });
});
