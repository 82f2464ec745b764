// The field types written as modules on the screens (a test-only master, Recursos): each one's form input with its
// Spanish messages ('URL inválida', 'JSON inválido', a time picked as HH:mm, options picked several at once), the
// table's cell (a link opening a new tab, a JSON on one line, the labels joined), the view (an indented JSON), the
// table's filter (a list's option), and the form's values turned into the input the server takes and back.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { FieldInput } from "@/resources/engine/form/FieldInput";
import { columnsFromDefinition } from "@/resources/engine/columns";
import { renderCell } from "@/resources/engine/data-table/DataTable";
import { buildFilters } from "@/resources/engine/data-table/column-filters";
import { auditDetailText } from "@shared/domain/audit-changes";
import { auditLabelsOf } from "@/resources/auditoria-labels";
import { renderInForm } from "./form-harness";
import { recursosEntity } from "../fixtures/recursos/entity";

afterEach(cleanup);

const recursos = resourceFromEntity(recursosEntity);
const field = (name: string) => recursos.fields.find((f) => f.name === name)!;

async function checked(form: () => import("antd").FormInstance) {
  await act(async () => {
    await form().validateFields().catch(() => undefined);
  });
  return Object.fromEntries(form().getFieldsError().filter((f) => f.errors.length).map((f) => [f.name.join("."), f.errors]));
}
const renderFields = (names: string[], initial: Record<string, unknown>) =>
  renderInForm(<>{names.map((n) => <FieldInput key={n} field={field(n)} />)}</>, initial);

describe("the form inputs", () => {
  it("refuse what is no http(s) URL and no JSON, with the server's Spanish messages", async () => {
    const { form } = renderFields(["sitio", "datos"], { sitio: "www.ejemplo", datos: "{ciudad: Cali}" });
    expect(await checked(form)).toEqual({ sitio: ["URL inválida"], datos: ["JSON inválido"] });
    act(() => form().setFieldsValue({ sitio: "https://ejemplo.com", datos: '{"ciudad": "Cali"}' }));
    expect(await checked(form)).toEqual({});
  });

  it("show a time as HH:mm in its picker, a JSON as its indented text and the chosen options' labels", () => {
    const values = recursos.fromRecord!({ id: 1, nombre: "R", sitio: null, apertura: "08:30", datos: { ciudad: "Cali" }, canales: ["WEB", "MAIL"] });
    expect(values).toMatchObject({ apertura: "08:30", datos: '{\n  "ciudad": "Cali"\n}', canales: ["WEB", "MAIL"] });
    const { container } = renderFields(["apertura", "datos", "canales"], values);
    expect((container.querySelector(".ant-picker input") as HTMLInputElement).value).toBe("08:30");
    expect((container.querySelector("textarea") as HTMLTextAreaElement).value).toBe('{\n  "ciudad": "Cali"\n}');
    const tags = [...container.querySelectorAll(".ant-select-selection-item-content")].map((t) => t.textContent);
    expect(tags).toEqual(["Web", "Correo"]);
  });

  it("send the values the server takes: a JSON text as its value, none chosen as []", () => {
    expect(recursos.toInput!({ nombre: "R", sitio: "https://a.co", apertura: "07:05", datos: '{"a": [1]}', canales: undefined })).toMatchObject({
      sitio: "https://a.co", apertura: "07:05", datos: { a: [1] }, canales: [],
    });
    expect(recursos.toInput!({ nombre: "R", datos: "  " })).toMatchObject({ datos: null });
  });
});

describe("the table and the view", () => {
  const record = { id: 1, nombre: "R", sitio: "https://a.example.com", apertura: "08:30", datos: { ciudad: "Cali", pisos: [1, 2] }, canales: ["WEB", "TEL"] };
  const columns = columnsFromDefinition(recursos.fields);
  const cell = (name: string, value: unknown = record[name as keyof typeof record]) =>
    render(<div>{renderCell(columns.find((c) => c.field === name)!, value, record) as ReactNode}</div>).container;

  it("show a URL as a link opening a new tab, a JSON on one line, a time and the options' labels", () => {
    const link = cell("sitio").querySelector("a")!;
    expect(link.getAttribute("href")).toBe("https://a.example.com");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(cell("datos").textContent).toBe('{"ciudad":"Cali","pisos":[1,2]}');
    expect(cell("apertura").textContent).toBe("08:30");
    expect(cell("canales").textContent).toBe("Web, Teléfono");
    expect(cell("canales", []).textContent).toBe("NA");
    expect(cell("sitio", null).textContent).toBe("NA");
  });

  it("show a JSON indented in the view", () => {
    const shown = render(<div>{field("datos").show!(record.datos, record)}</div>).container;
    expect(shown.querySelector("pre")!.textContent).toBe('{\n  "ciudad": "Cali",\n  "pisos": [\n    1,\n    2\n  ]\n}');
  });

  it("filter a list by one of its options (contains), a time and a URL by their text; never order by a JSON", () => {
    expect(columns.find((c) => c.field === "datos")).toMatchObject({ sortable: false, filter: "text" });
    expect(columns.find((c) => c.field === "canales")).toMatchObject({ filter: "member", options: [{ value: "WEB", label: "Web" }, { value: "TEL", label: "Teléfono" }, { value: "MAIL", label: "Correo" }] });
    expect(buildFilters(columns, { canales: "TEL", apertura: "08", sitio: "example" })).toEqual([
      { field: "sitio", operator: "contains", value: "example" },
      { field: "apertura", operator: "contains", value: "08" },
      { field: "canales", operator: "contains", value: "TEL" },
    ]);
  });

  it("word the audit log's changes as the screens do", () => {
    const text = auditDetailText(
      { canales: { antes: ["WEB"], despues: ["WEB", "MAIL"] }, datos: { antes: null, despues: { a: 1 } } },
      auditLabelsOf("Recurso", [recursosEntity]),
    );
    expect(text).toBe('Canales: Web → Web, Correo; Datos: NA → {"a":1}');
  });
});
