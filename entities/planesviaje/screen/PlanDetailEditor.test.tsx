// The plan detail editor's row rules: a row without its control post is 'Requerido' on save.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlanDetailEditor } from "./PlanDetailEditor";

afterEach(cleanup);

function mount() {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [{ id: 5, descripcion: "PUNTO VIRTUAL UNO" }], total: 1 })),
    getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => "",
  } as unknown as DataProvider;
  let form: FormInstance | undefined;
  function Host() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ detalles: [] }}>
        <PlanDetailEditor />
      </Form>
    );
  }
  render(
    <MemoryRouter>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Host />
      </Refine>
    </MemoryRouter>,
  );
  return () => form as FormInstance;
}

describe("PlanDetailEditor", () => {
  it("shows 'Requerido' for a row without its control post and 'Debe tener minimo un puesto de control' without rows", async () => {
    const form = mount();
    await act(async () => {
      await form().validateFields().catch(() => undefined);
    });
    expect(await screen.findByText("Debe tener minimo un puesto de control")).toBeTruthy();
    act(() => fireEvent.click(screen.getByText("Agregar puesto")));
    await waitFor(() => expect(form().getFieldValue("detalles")).toHaveLength(1));
    let errors: { name: (string | number)[]; errors: string[] }[] = [];
    await act(async () => {
      errors = await form().validateFields().then(() => []).catch((e: { errorFields: typeof errors }) => e.errorFields);
    });
    expect(errors.map((e) => [e.name.join("."), e.errors[0]])).toEqual([["detalles.0.idpuestocontrol", "Requerido"]]);
    expect(await screen.findByText("Requerido")).toBeTruthy();
  });
});
