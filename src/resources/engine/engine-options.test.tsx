// The engine options added for the master data: custom modal title, view-mode plug-ins,
// "create from" actions with extra mutation variables, rows that open nothing, and tabs.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { LayoutContext, type LayoutState } from "@/components/layout/layout-context";
import { i18nProvider } from "@/providers/i18n-provider";
import type { ResourceDefinition } from "./types";
import { ResourceListPage } from "./ResourceListPage";
import { ResourceTabsPage } from "./ResourceTabsPage";

afterEach(cleanup);

/** the page frame without a header to fill (the pages render inside it in the app) */
const frame: LayoutState = { sidebarPinned: false, toggleSidebar: () => {}, slots: { title: null, center: null, right: null } };

const base: ResourceDefinition = {
  name: "cosas",
  route: "/home/Cosas",
  labels: { singular: "Cosa", plural: "Cosas", title: "Cosas" },
  operations: { list: "cosasInfo", one: "cosaInfo", create: "createCosa", update: "updateCosa", delete: "deleteCosa", inputName: "cosa", inputType: "CosaInput!" },
  fields: [{ name: "descripcion", label: "Descripción", type: "TEXT", list: {}, form: { rules: { required: true } } }],
};

function mount(children: ReactNode, custom = vi.fn()) {
  const rows = [{ id: 1, descripcion: "UNO", idestado: 21 }];
  const getList = vi.fn(async () => ({ data: rows, total: 1 }));
  const getOne = vi.fn(async () => ({ data: rows[0] }));
  const create = vi.fn(async ({ variables }: { variables: Record<string, unknown> }) => ({ data: { id: 9, ...variables } }));
  const dataProvider = { getList, getOne, create, update: vi.fn(), deleteMany: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "" } as unknown as DataProvider;
  const authProvider = {
    login: vi.fn(), logout: vi.fn(), check: vi.fn(async () => ({ authenticated: true })), onError: vi.fn(async () => ({})),
    getIdentity: async () => ({ id: 7 }), getPermissions: async () => ({ roll: 3, idcompany: 1 }),
  };
  render(
    <MemoryRouter>
      <Refine dataProvider={dataProvider} notificationProvider={{ open: vi.fn(), close: vi.fn() }} authProvider={authProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
        <LayoutContext.Provider value={frame}>{children}</LayoutContext.Provider>
      </Refine>
    </MemoryRouter>,
  );
  return { getList, getOne, create, custom };
}

describe("engine options", () => {
  it("modalTitle, viewSections and createFrom with mutationVariables", async () => {
    const definition: ResourceDefinition = {
      ...base,
      modalTitle: (record, mode) => (record ? `Cosa ${String(record.descripcion)} (${mode})` : "Nueva"),
      viewSections: [({ record }) => <div>{`Sección de ${String(record.descripcion)}`}</div>],
      createFrom: [{ label: "Derivar", values: (record) => ({ descripcion: `${String(record.descripcion)} BIS` }) }],
      mutationVariables: (values) => ({ extra: { value: [values.descripcion], type: "[String!]", required: true } }),
    };
    const { create } = mount(<ResourceListPage definition={definition} />);
    const row = await screen.findByText("UNO");
    act(() => fireEvent.click(row));
    expect(await screen.findByText("Cosa UNO (view)")).toBeTruthy();
    expect(screen.getByText("Sección de UNO")).toBeTruthy();
    act(() => fireEvent.click(screen.getByText("Derivar")));
    expect(((await screen.findByDisplayValue("UNO BIS")) as HTMLInputElement).value).toBe("UNO BIS");
    act(() => fireEvent.click(screen.getByText("Guardar")));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const call = (create.mock.calls as unknown[][])[0][0] as { variables: unknown; meta: { variables: unknown } };
    expect(call.variables).toEqual({ descripcion: "UNO BIS" });
    expect(call.meta.variables).toEqual({ extra: { value: ["UNO BIS"], type: "[String!]", required: true } });
  });

  it("catalogOptions: a field's options come from the server's system catalogues, asked only when a field needs them", async () => {
    const custom = vi.fn(async () => ({ data: { sysEventos: [], sysEstados: [{ id: 21, descripcion: "EN MORA", iconname: "" }] } }));
    const definition: ResourceDefinition = {
      ...base,
      fields: [...base.fields, {
        name: "idestado", label: "Estado", type: "SELECT", list: {},
        catalogOptions: ({ estados }) => estados.map((e) => ({ value: e.id, label: e.descripcion })),
      }],
    };
    mount(<ResourceListPage definition={definition} />, custom);
    expect(await screen.findByText("EN MORA")).toBeTruthy();
    const asked = (fn: { mock: { calls: unknown[][] } }) => (fn.mock.calls as [{ meta?: { document?: string } }][]).map(([c]) => String(c.meta?.document));
    expect(asked(custom).some((d) => d.includes("SystemCatalogs"))).toBe(true);
    cleanup();
    const plain = vi.fn(async () => ({ data: {} }));
    mount(<ResourceListPage definition={base} />, plain);
    expect(await screen.findByText("UNO")).toBeTruthy();
    expect(asked(plain).some((d) => d.includes("SystemCatalogs"))).toBe(false);
  });

  it("openOnRowClick false opens nothing", async () => {
    const { getOne } = mount(<ResourceListPage definition={{ ...base, openOnRowClick: false }} />);
    const cell = await screen.findByText("UNO");
    act(() => fireEvent.click(cell));
    await new Promise((r) => setTimeout(r, 50));
    expect(getOne).not.toHaveBeenCalled();
    expect(screen.queryByText("Editar")).toBeNull();
  });

  it("tabs: the first tab by default, another tab mounts its own list", async () => {
    const other: ResourceDefinition = { ...base, name: "otras", labels: { singular: "Otra", plural: "Otras", title: "Otras" }, operations: { list: "otrasInfo" } };
    const { getList } = mount(<ResourceTabsPage definition={{ ...base, tabs: [{ key: "A", label: "Pestaña A", definition: base }, { key: "B", label: "Pestaña B", definition: other }] }} />);
    // each list says what it counts (the screen's title is the header's)
    expect(await screen.findByText(/\bcosas\b/)).toBeTruthy();
    act(() => fireEvent.click(screen.getByText("Pestaña B")));
    expect(await screen.findByText(/\botras\b/)).toBeTruthy();
    await waitFor(() => expect(((getList.mock.calls as unknown[][]).at(-1)?.[0] as { resource: string }).resource).toBe("otras"));
  });
});
