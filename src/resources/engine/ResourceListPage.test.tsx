import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LayoutContext, type LayoutState } from "@/components/layout/layout-context";
import { i18nProvider } from "@/providers/i18n-provider";
import type { ResourceDefinition } from "./types";
import { ResourceListPage } from "./ResourceListPage";

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

/** the page frame without a header to fill (the pages render inside it in the app) */
const frame: LayoutState = { sidebarPinned: false, toggleSidebar: () => {}, slots: { title: null, center: null, right: null } };

const definition: ResourceDefinition = {
  name: "cosas",
  route: "/home/Cosas",
  labels: { singular: "Cosa", plural: "Cosas", title: "Cosas" },
  operations: { list: "cosasInfo", one: "cosaInfo", create: "createCosa", update: "updateCosa", delete: "deleteCosa", inputName: "cosa", inputType: "CosaInput!" },
  fields: [
    { name: "descripcion", label: "Descripción", type: "TEXT", list: {}, form: { rules: { required: true } } },
    { name: "activo", label: "Activo", type: "BOOLEAN", list: {}, form: {} },
  ],
};

function setup(
  rows = [{ id: 1, descripcion: "UNO", activo: true }, { id: 2, descripcion: null, activo: false }], remember = true,
  { declared = definition, role = 3 }: { declared?: ResourceDefinition; role?: number } = {},
) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const create = vi.fn(async ({ variables }: { variables: Record<string, unknown> }) => ({ data: { id: 9, ...variables } }));
  const notify = vi.fn();
  const deleteMany = vi.fn(async ({ ids }: { ids: unknown[] }) => ({ data: ids.map((id) => ({ id })) }));
  const dataProvider = {
    getList, deleteMany,
    getOne: vi.fn(async () => ({ data: rows[0] })),
    create, update: vi.fn(), deleteOne: vi.fn(), custom: vi.fn(),
    getApiUrl: () => "",
  } as unknown as DataProvider;
  const authProvider = {
    login: vi.fn(), logout: vi.fn(), check: vi.fn(async () => ({ authenticated: true })), onError: vi.fn(async () => ({})),
    getIdentity: async () => ({ id: 7 }), getPermissions: async () => ({ roll: role, idcompany: 1 }),
  };
  render(
    // no router here (the URL sync is Refine's, exercised end to end); the page still works without it
    <Refine dataProvider={dataProvider} notificationProvider={{ open: notify, close: vi.fn() }} authProvider={authProvider} i18nProvider={i18nProvider} resources={[{ name: "cosas", list: "/home/Cosas" }]} options={{ disableTelemetry: true }}>
      <LayoutContext.Provider value={frame}>
        <ResourceListPage definition={declared} remember={remember} />
      </LayoutContext.Provider>
    </Refine>,
  );
  return { getList, deleteMany, create, notify };
}

type ListCall = { pagination: { currentPage: number; pageSize: number }; sorters: unknown[]; filters: unknown[]; meta: { operations: unknown; fields: unknown } };
const lastCall = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as ListCall;
const firstCall = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0]?.[0] as ListCall;

describe("ResourceListPage", () => {
  it("lists with the definition's operations and fields, page 1 of 20 rows", async () => {
    const { getList } = setup();
    await screen.findByText("UNO");
    expect(screen.getAllByText("NA").length).toBe(1);
    const call = lastCall(getList);
    expect(call.pagination).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(call.meta.fields).toEqual(["id", "descripcion", "activo"]);
    expect(call.meta.operations).toMatchObject({ list: "cosasInfo" });
  });

  it("sorts DESC on the first click and ASC on the second", async () => {
    const { getList } = setup();
    await screen.findByText("UNO");
    act(() => fireEvent.click(screen.getByTestId("header-descripcion")));
    await waitFor(() => expect(lastCall(getList).sorters).toEqual([{ field: "descripcion", order: "desc" }]));
    act(() => fireEvent.click(screen.getByTestId("header-descripcion")));
    await waitFor(() => expect(lastCall(getList).sorters).toEqual([{ field: "descripcion", order: "asc" }]));
  });

  it("filters by text after the debounce", async () => {
    const { getList } = setup();
    await screen.findByText("UNO");
    fireEvent.click(screen.getByText("Mostrar filtros"));
    fireEvent.change(screen.getByLabelText("Filtro Descripción"), { target: { value: "un" } });
    await waitFor(() => expect(lastCall(getList).filters).toEqual([{ field: "descripcion", operator: "contains", value: "un" }]), { timeout: 2000 });
    expect(lastCall(getList).pagination.currentPage).toBe(1);
  });

  it("deletes the selected rows after the confirmation", async () => {
    const { deleteMany } = setup();
    await screen.findByText("UNO");
    const row = screen.getByText("UNO").closest(".ant-table-row") as HTMLElement;
    fireEvent.click(within(row).getByRole("checkbox"));
    expect(screen.queryByRole("dialog")).toBeNull(); // selecting does not open the record
    fireEvent.click(await screen.findByText("Eliminar (1)"));
    expect(await screen.findByText("Desea eliminar 1 registros")).toBeTruthy();
    fireEvent.click(screen.getByText("Aceptar"));
    await waitFor(() => expect(deleteMany).toHaveBeenCalled());
    expect(deleteMany.mock.calls[0][0]).toMatchObject({ resource: "cosas", ids: [1] });
  });

  it("opens a record in view mode and switches to edit with Editar", async () => {
    setup();
    fireEvent.click(await screen.findByText("UNO"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Cosa")).toBeTruthy();
    expect(await within(dialog).findByText("SI")).toBeTruthy(); // view mode: formatted values
    fireEvent.click(await within(dialog).findByText("Editar"));
    expect(await within(dialog).findByText("Guardar")).toBeTruthy();
  });

  it("a new record starts in edit mode: empty required field → 'Requerido', then creates and notifies", async () => {
    const { create, notify } = setup();
    await screen.findByText("UNO");
    fireEvent.click(screen.getByText("Agregar"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByText("Guardar"));
    expect(await within(dialog).findByText("Requerido")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Descripción"), { target: { value: "NUE'VA" } });
    await new Promise((r) => setTimeout(r, 600)); // past the repeated-click guard
    fireEvent.click(within(dialog).getByText("Guardar"));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toMatchObject({ resource: "cosas", variables: { descripcion: "NUEVA", activo: null } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: "success", message: "procesos exitoso" })));
  });
});

describe("the Importar button", () => {
  const importable: ResourceDefinition = { ...definition, importPath: "/api/v1/cosas/import", canImport: (access) => access.role === 3 };

  it("shows for a role that creates and edits, and opens the import modal", async () => {
    setup(undefined, true, { declared: importable, role: 3 });
    await screen.findByText("UNO");
    fireEvent.click(await screen.findByText("Importar"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Importar cosas desde Excel")).toBeTruthy();
    expect(within(dialog).getByText("Seleccionar archivo .xlsx")).toBeTruthy();
    // nothing checked yet: nothing to apply
    expect(within(dialog).getByText("Aplicar importación").closest("button")?.disabled).toBe(true);
  });

  it("is not shown to a role that may not import, nor for a list without an import", async () => {
    setup(undefined, true, { declared: importable, role: 1 });
    await screen.findByText("UNO");
    // the permissions are read: the toolbar's other role-bound buttons are settled
    await screen.findByText("Agregar");
    expect(screen.queryByText("Importar")).toBeNull();
    cleanup();
    setup(undefined, true, { declared: definition, role: 3 });
    await screen.findByText("UNO");
    expect(screen.queryByText("Importar")).toBeNull();
  });
});

describe("a list comes back as the user left it (per-table state kept under homeT)", () => {
  const stored = () => JSON.parse(localStorage.getItem("homeT.cosas") ?? "null");

  it("keeps filters, order, page and size under homeT.<resource> and opens with them the next time", async () => {
    const first = setup();
    await screen.findByText("UNO");
    act(() => fireEvent.click(screen.getByTestId("header-descripcion")));
    await waitFor(() => expect(lastCall(first.getList).sorters).toEqual([{ field: "descripcion", order: "desc" }]));
    fireEvent.click(screen.getByText("Mostrar filtros"));
    fireEvent.change(screen.getByLabelText("Filtro Descripción"), { target: { value: "un" } });
    await waitFor(() => expect(stored()?.filters).toEqual([{ field: "descripcion", operator: "contains", value: "un" }]), { timeout: 2000 });
    expect(stored()).toMatchObject({ orders: [{ field: "descripcion", order: "desc" }], page: 1, numReg: 20 });
    cleanup();

    // the kept state, with a page and size of its own
    localStorage.setItem("homeT.cosas", JSON.stringify({ ...stored(), page: 2, numReg: 50 }));
    const again = setup();
    await waitFor(() => expect(again.getList).toHaveBeenCalled());
    expect(firstCall(again.getList)).toMatchObject({
      pagination: { currentPage: 2, pageSize: 50 },
      sorters: [{ field: "descripcion", order: "desc" }],
      filters: [{ field: "descripcion", operator: "contains", value: "un" }],
    });
    // the filters show, with the kept value
    expect((await screen.findByLabelText("Filtro Descripción") as HTMLInputElement).value).toBe("un");
  });

  it("the address's own list state wins over the kept one", async () => {
    localStorage.setItem("homeT.cosas", JSON.stringify({ filters: [], orders: [{ field: "descripcion", order: "asc" }], page: 3, numReg: 50 }));
    window.history.replaceState(null, "", "/home/Cosas?pageSize=20&currentPage=1");
    const { getList } = setup();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(firstCall(getList)).toMatchObject({ pagination: { currentPage: 1, pageSize: 20 }, sorters: [] });
  });

  it("a list that keeps nothing (a tab of the users screen) neither reads nor writes the kept state", async () => {
    localStorage.setItem("homeT.cosas", JSON.stringify({ filters: [], orders: [{ field: "descripcion", order: "asc" }], page: 3, numReg: 50 }));
    const { getList } = setup(undefined, false);
    await screen.findByText("UNO");
    expect(firstCall(getList)).toMatchObject({ pagination: { currentPage: 1, pageSize: 20 }, sorters: [] });
    act(() => fireEvent.click(screen.getByTestId("header-descripcion")));
    await waitFor(() => expect(lastCall(getList).sorters).toEqual([{ field: "descripcion", order: "desc" }]));
    expect(stored()).toMatchObject({ orders: [{ field: "descripcion", order: "asc" }], page: 3 });
  });

  it("an unreadable kept state is ignored", async () => {
    localStorage.setItem("homeT.cosas", "{not json");
    const { getList } = setup();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(firstCall(getList)).toMatchObject({ pagination: { currentPage: 1, pageSize: 20 }, sorters: [], filters: [] });
  });
});

