// The generated form of an entity as a user meets it: a new record starts with the fields' defaults (a switch on,
// an option chosen, a text, a number, a duration's hours and minutes), a duration keeps its label over its parts,
// a phone and a float's least value are checked as the server checks them, every rule a value breaks shows its
// message, a date is picked on the company's clock whatever the browser's zone, and a rule across fields follows
// the edit of the other field.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "@/providers/i18n-provider";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { ResourceModal } from "@/resources/engine/ResourceModal";
import { FieldInput } from "@/resources/engine/form/FieldInput";
import { FormOperation } from "@/resources/engine/form/form-operation";
import { formatValue } from "@/resources/engine/format-value";
import { defineEntity } from "@shared/entities/types";
import { renderInForm } from "./form-harness";
import { aseguradorasEntity, COVER_MESSAGE } from "../fixtures/hooks/entity";

afterEach(cleanup);

const polizasEntity = defineEntity({
  key: "Polizas",
  labels: { singular: "Póliza", plural: "Pólizas", title: "Pólizas", gender: "f" },
  notFound: "No se encontró la póliza",
  fields: {
    ciudad: { label: "Ciudad", type: "text", max: 30, default: "BOGOTÁ" },
    activa: { label: "Activa", type: "boolean", default: true },
    riesgo: { label: "Riesgo", type: "integer", required: true, default: 1, options: { 1: "BAJO", 2: "ALTO" } },
    prima: { label: "Prima", type: "float", min: 0.5, default: 1.5 },
    plazo: { label: "Plazo de pago", type: "duration", required: true, default: 5_400, parts: { hours: "horas", minutes: "minutos" } },
    telefono: { label: "Teléfono", type: "text", max: 20, format: "phone" },
    correo: { label: "Correo", type: "text", max: 10, format: "email" },
    vigencia: { label: "Vigencia", type: "date" },
  },
});
const polizas = resourceFromEntity(polizasEntity);
const field = (name: string) => polizas.fields.find((f) => f.name === name)!;

/** the create modal of the entity on a data provider that records the create */
function mountCreate() {
  const create = vi.fn(async ({ variables }: { variables: Record<string, unknown> }) => ({ data: { id: 9, ...variables } }));
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [], total: 0 })), getOne: vi.fn(), create, update: vi.fn(), deleteMany: vi.fn(), deleteOne: vi.fn(),
    custom: vi.fn(), getApiUrl: () => "",
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <Refine dataProvider={dataProvider} notificationProvider={{ open: vi.fn(), close: vi.fn() }} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
        <ResourceModal definition={polizas} open onClose={() => {}} />
      </Refine>
    </MemoryRouter>,
  );
  return { create, modal: () => within(document.querySelector(".ant-modal") as HTMLElement) };
}

/** the messages under each field once the form is checked */
async function checked(form: () => import("antd").FormInstance) {
  await act(async () => {
    await form().validateFields().catch(() => undefined);
  });
  return Object.fromEntries(form().getFieldsError().filter((f) => f.errors.length).map((f) => [f.name.join("."), f.errors]));
}

describe("a new record's form", () => {
  it("starts with the defaults: the switch on, the option chosen, the text, the number and the duration's parts", async () => {
    const { create, modal } = mountCreate();
    const m = await waitFor(modal);
    expect(m.getByRole("switch").getAttribute("aria-checked")).toBe("true");
    expect(m.getByTitle("BAJO")).toBeTruthy();
    expect((m.getByLabelText("Ciudad") as HTMLInputElement).value).toBe("BOGOTÁ");
    expect((m.getByLabelText("Prima") as HTMLInputElement).value).toBe("1.5");
    expect((m.getByLabelText("Horas") as HTMLInputElement).value).toBe("1");
    expect((m.getByLabelText("Minutos") as HTMLInputElement).value).toBe("30");
    act(() => fireEvent.click(m.getByText("Guardar")));
    await waitFor(() => expect(create).toHaveBeenCalled());
    // nothing is missing: the required option and duration have their defaults
    expect(m.queryByText("Requerido")).toBeNull();
    expect((create.mock.calls[0][0] as { variables: Record<string, unknown> }).variables).toMatchObject({
      ciudad: "BOGOTÁ", activa: true, riesgo: 1, prima: 1.5, plazo: 5_400, telefono: null, correo: null, vigencia: null,
    });
  });

  it("shows a duration's label over its hours and minutes", async () => {
    const { modal } = mountCreate();
    const m = await waitFor(modal);
    const label = m.getByText("Plazo de pago");
    const item = label.closest(".ant-form-item") as HTMLElement;
    expect(within(item).getByLabelText("Horas")).toBeTruthy();
    expect(within(item).getByLabelText("Minutos")).toBeTruthy();
    // its label is marked required as its parts are
    expect(label.closest("label")!.className).toContain("ant-form-item-required");
  });
});

describe("the rules the form shares with the server", () => {
  const renderFields = (names: string[], initial: Record<string, unknown>) =>
    renderInForm(<>{names.map((n) => <FieldInput key={n} field={field(n)} />)}</>, initial).form;

  it("refuses a phone that is not one with the Spanish message, and takes a list of phones", async () => {
    expect(await checked(renderFields(["telefono"], { telefono: "300" }))).toEqual({ telefono: ["Teléfono inválido"] });
    expect(await screen.findByText("Teléfono inválido")).toBeTruthy();
    cleanup();
    expect(await checked(renderFields(["telefono"], { telefono: "3001234567, 6012345" }))).toEqual({});
  });

  it("refuses a float under its least value", async () => {
    expect(await checked(renderFields(["prima"], { prima: 0.2 }))).toEqual({ prima: ["Debe ser mayor o igual a 0.5"] });
    cleanup();
    expect(await checked(renderFields(["prima"], { prima: 0.5 }))).toEqual({});
  });

  it("shows every message of a value that breaks several rules", async () => {
    expect(await checked(renderFields(["correo"], { correo: "sin-arroba-largo" }))).toEqual({ correo: ["Debe tener max 10 crts.", "Correo inválido"] });
    expect(await screen.findByText("Debe tener max 10 crts.")).toBeTruthy();
    expect(screen.getByText("Correo inválido")).toBeTruthy();
  });
});

describe("a date picked with the browser in another time zone", () => {
  it("is stored as that day in Bogotá and shown back unchanged", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      // 15/12/2026 at 22:00 in Bogotá is already the 16th in Tokyo: the picker shows Bogotá's day
      const { container, form } = renderInForm(<FieldInput field={field("vigencia")} />, { vigencia: "2026-12-16T03:00:00.000Z" });
      const input = container.querySelector("input") as HTMLInputElement;
      expect(input.value).toBe("15/12/2026");
      act(() => {
        fireEvent.mouseDown(input);
        fireEvent.click(input);
      });
      const cell = await waitFor(() => document.querySelector('td[title="2026-12-31"]')!);
      act(() => void fireEvent.click(cell));
      expect(form().getFieldValue("vigencia")).toBe("2026-12-31T05:00:00.000Z");
      expect(input.value).toBe("31/12/2026");
      expect(formatValue(form().getFieldValue("vigencia"), "DATE")).toBe("31/12/2026");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("a rule across fields", () => {
  it("updates its message when the user edits the other field, before any save", async () => {
    const aseguradoras = resourceFromEntity(aseguradorasEntity);
    const { container, form } = renderInForm(
      <FormOperation.Provider value="create">
        {aseguradoras.fields.filter((f) => f.form).map((f) => <FieldInput key={f.name} field={f} />)}
      </FormOperation.Provider>,
      { codigo: "A1", nombre: "Sura", minimo: 10, maximo: 5 },
    );
    expect(await checked(form)).toEqual({ maximo: [COVER_MESSAGE] });
    expect(await screen.findByText(COVER_MESSAGE)).toBeTruthy();
    const minimo = container.querySelector("#minimo") as HTMLInputElement;
    // the least cover lowered under the largest: the largest's message goes
    act(() => void fireEvent.change(minimo, { target: { value: "1" } }));
    await waitFor(() => expect(form().getFieldError("maximo")).toEqual([]));
    await waitFor(() => expect(screen.queryByText(COVER_MESSAGE)).toBeNull());
    // raised over it again: the message comes back under the largest
    act(() => void fireEvent.change(minimo, { target: { value: "7" } }));
    await waitFor(() => expect(form().getFieldError("maximo")).toEqual([COVER_MESSAGE]));
  });
});
