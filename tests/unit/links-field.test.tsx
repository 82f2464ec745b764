// A many-to-many field on the screens: the form's multiple search select shows the record's chosen rows by their
// labels, offers the named table's rows searched on the server, and its value is the chosen ids; the list's cell and
// the view show the labels joined by ', ' (NA for none), its filter searches them.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { i18nProvider } from "@/providers/i18n-provider";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { FieldInput } from "@/resources/engine/form/FieldInput";
import { filterKindOf } from "@/resources/engine/columns";
import { polizasEntity } from "../fixtures/polizas/entity";

afterEach(cleanup);

const polizas = resourceFromEntity(polizasEntity);
const ramos = polizas.fields.find((f) => f.name === "ramos")!;
const ROWS = [{ id: 1, nombre: "Vida" }, { id: 2, nombre: "Carga" }, { id: 3, nombre: "Hogar" }];

function renderField(initial: Record<string, unknown>) {
  let form: FormInstance | undefined;
  const getList = vi.fn(async ({ filters }: { filters?: { value: string }[] }) => {
    const text = filters?.[0]?.value?.toLowerCase();
    const data = text ? ROWS.filter((r) => r.nombre.toLowerCase().includes(text)) : ROWS;
    return { data, total: data.length };
  });
  const dataProvider = { getList, getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => "" } as unknown as DataProvider;
  function Harness({ children }: { children: ReactNode }) {
    const [instance] = Form.useForm();
    form = instance;
    return <Form form={instance} initialValues={initial}>{children}</Form>;
  }
  render(
    <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <Harness><FieldInput field={ramos} /></Harness>
    </Refine>,
  );
  return { form: () => form!, getList };
}

describe("a many-to-many field's input", () => {
  it("shows the record's rows by their labels and adds a row picked from the named table's list", async () => {
    const { form, getList } = renderField({ ramos: [2, 1], ramosEtiquetas: ["Carga", "Vida"] });
    expect(screen.getByText("Carga")).toBeTruthy();
    expect(screen.getByText("Vida")).toBeTruthy();
    const input = document.querySelector("input")!;
    act(() => void fireEvent.mouseDown(document.querySelector(".ant-select-selector")!));
    act(() => void fireEvent.change(input, { target: { value: "hog" } }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll(".ant-select-item-option")].find((o) => o.textContent === "Hogar");
      expect(found).toBeTruthy();
      return found!;
    });
    act(() => void fireEvent.click(option));
    expect(form().getFieldValue("ramos")).toEqual([2, 1, 3]);
    // the search went to the server as "contains" on the label field
    expect(getList).toHaveBeenCalledWith(expect.objectContaining({ resource: "ramosInfo", filters: [expect.objectContaining({ field: "nombre", operator: "contains", value: "hog" })] }));
  });
});

describe("a many-to-many field's cell", () => {
  it("joins the labels with ', ', NA for none; its column's filter searches them", () => {
    const list = ramos.list as { render(value: unknown, record: object): ReactNode; sortable?: boolean };
    expect(list.render([2, 1], { ramosEtiquetas: ["Carga", "Vida"] })).toBe("Carga, Vida");
    expect(list.render([], { ramosEtiquetas: [] })).toBe("NA");
    expect(list.sortable).toBe(false);
    expect(ramos.format!([2, 1], { ramosEtiquetas: ["Carga", "Vida"] })).toBe("Carga, Vida");
    expect(ramos.type).toBe("LINKS");
    expect(filterKindOf(ramos.type)).toBe("text");
    expect(polizas.extraQueryFields).toContain("ramosEtiquetas");
    expect(polizas.fromRecord!({ id: 1, numero: "X", ramos: [2], ramosEtiquetas: ["Carga"] })).toMatchObject({ ramos: [2], ramosEtiquetas: ["Carga"] });
    expect(polizas.toInput!({ numero: "X", ramos: [2, 2, 1], ramosEtiquetas: ["Carga"] })).toEqual({ numero: "X", ramos: [2, 1] });
  });
});
