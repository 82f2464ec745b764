// The form inputs of the definition's richer field types: a multi-line text's text area (apostrophes dropped), a
// decimal's exact text, a calendar day's 'YYYY-MM-DD' from a picker without time, a string option set's select.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInForm } from "./form-harness";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { fichasEntity } from "../fixtures/field-types/entity";
import { FieldInput } from "@/resources/engine/form/FieldInput";

afterEach(cleanup);

const fichas = resourceFromEntity(fichasEntity);
const field = (name: string) => fichas.fields.find((f) => f.name === name)!;

const renderField = (name: string, initial: Record<string, unknown> = {}) => renderInForm(<FieldInput field={field(name)} />, initial);

describe("FieldInput of the richer field types", () => {
  it("gives a multi-line text a text area that keeps the lines and drops apostrophes", () => {
    const { container, form } = renderField("detalle");
    const area = container.querySelector("textarea")!;
    expect(area).not.toBeNull();
    act(() => void fireEvent.change(area, { target: { value: "Línea 'uno'\nLínea dos" } }));
    expect(form().getFieldValue("detalle")).toBe("Línea uno\nLínea dos");
  });

  it("keeps a decimal as its exact text", () => {
    const { form } = renderField("tasa", { tasa: "12345678901234.123456" });
    const input = screen.getByRole("spinbutton");
    expect((input as HTMLInputElement).value).toBe("12345678901234,123456");
    act(() => void fireEvent.change(input, { target: { value: "0,000001" } }));
    expect(form().getFieldValue("tasa")).toBe("0.000001");
  });

  it("shows a calendar day DD/MM/YYYY and writes the picked day as 'YYYY-MM-DD', no time", async () => {
    const { container, form } = renderField("vence", { vence: "2031-03-15" });
    const input = container.querySelector("input") as HTMLInputElement;
    expect(input.value).toBe("15/03/2031");
    act(() => {
      fireEvent.mouseDown(input);
      fireEvent.click(input);
    });
    const cell = await waitFor(() => document.querySelector('td[title="2031-03-20"]')!);
    expect(document.querySelector(".ant-picker-time-panel")).toBeNull();
    act(() => void fireEvent.click(cell));
    expect(form().getFieldValue("vence")).toBe("2031-03-20");
  });
});
