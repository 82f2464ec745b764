// A definition's validators in the browser's form (tests/fixtures/hooks: a field validator and a rule across
// fields): each message shows under its field when the form is checked, as the server would refuse the save; a
// field its own rules refuse shows their message only; a check that says it needs the server is skipped here.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInForm } from "./form-harness";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { FieldInput } from "@/resources/engine/form/FieldInput";
import { FormOperation } from "@/resources/engine/form/form-operation";
import { defineEntity } from "@shared/entities/types";
import { aseguradorasEntity, CODE_MESSAGE, COVER_MESSAGE } from "../fixtures/hooks/entity";

afterEach(cleanup);

function renderForm(definition: ReturnType<typeof resourceFromEntity>, initial: Record<string, unknown>, operation: "create" | "update" = "create") {
  const { form } = renderInForm(
    <FormOperation.Provider value={operation}>
      {definition.fields.filter((f) => f.form).map((f) => <FieldInput key={f.name} field={f} />)}
    </FormOperation.Provider>,
    initial,
  );
  return async () => {
    await act(async () => {
      await form().validateFields().catch(() => undefined);
    });
    return form().getFieldsError().filter((f) => f.errors.length).map((f) => [f.name[0], f.errors]);
  };
}

describe("the definition's validators in the form", () => {
  const aseguradoras = resourceFromEntity(aseguradorasEntity);

  it("shows the field's and the rule across fields' messages under their fields", async () => {
    const check = renderForm(aseguradoras, { codigo: "A-1", nombre: "Sura", minimo: 10, maximo: 5 });
    expect(await check()).toEqual([["codigo", [CODE_MESSAGE]], ["maximo", [COVER_MESSAGE]]]);
    expect(await screen.findByText(CODE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText(COVER_MESSAGE)).toBeTruthy();
  });

  it("accepts valid values, and shows only the rules' message where they refuse the value", async () => {
    // the browser checks the values before the server's hooks: the code in lower case is valid for both
    expect(await renderForm(aseguradoras, { codigo: "sura1", nombre: "Sura", minimo: 1, maximo: 5 })()).toEqual([]);
    cleanup();
    expect(await renderForm(aseguradoras, { codigo: "", nombre: "Sura" })()).toEqual([["codigo", ["Requerido"]]]);
  });

  it("tells the validator it runs in the browser and whether the form updates, so a server-only check skips itself", async () => {
    const seen: unknown[] = [];
    const entity = defineEntity({
      ...aseguradorasEntity, hooks: undefined, validate: undefined,
      fields: {
        codigo: {
          label: "Código", type: "text",
          validate: (_v, args) => {
            seen.push([args.where, args.operation, args.session]);
            return args.where === "server" ? "Solo en el servidor" : null;
          },
        },
      },
    });
    expect(await renderForm(resourceFromEntity(entity), { codigo: "X" }, "update")()).toEqual([]);
    expect(seen).toEqual([["browser", "update", undefined]]);
  });
});
