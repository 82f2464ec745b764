// The engine's pages ask an entity's access functions, the server's own (a test-only master, Tarifas): role 1 sees
// no column of a field it may not read at all, no Editar on a record the edit function refuses, no selection for
// deletion of a record the delete function refuses, no opening of one the show function refuses, a disabled input
// for a field it may not write, and none for a field it may not read of that record; role 3 gets all of them. And a
// relation picker whose list the role may not read says so instead of loading for ever.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LayoutContext, type LayoutState } from "@/components/layout/layout-context";
import { i18nProvider } from "@/providers/i18n-provider";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { ResourceListPage } from "@/resources/engine/ResourceListPage";
import { opensRecord } from "@/resources/engine/caller-access";
import { SearchSelect } from "@/components/search-select/SearchSelect";
import { GraphqlRequestError } from "@/providers/data/errors";
import { createQueryClient } from "@/providers/query-client";
import { tarifasEntity } from "../fixtures/access/entity";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const frame: LayoutState = { sidebarPinned: false, toggleSidebar: () => {}, slots: { title: null, center: null, right: null } };
const tarifas = resourceFromEntity(tarifasEntity);

/** the rows as the server answers role 1 (user 7): the cost null everywhere, the admin's note null */
const ROWS = [
  { id: 1, nombre: "GENERAL", precio: 100, costo: null, nota: null, bloqueada: false, idautor: 1 },
  { id: 2, nombre: "FIJA", precio: 200, costo: null, nota: null, bloqueada: true, idautor: 1 },
  { id: 3, nombre: "PROPIA", precio: null, costo: null, nota: "mía", bloqueada: false, idautor: 7 },
  { id: 4, nombre: "SECRETA", precio: 300, costo: null, nota: null, bloqueada: false, idautor: 1 },
];

function mount(role: number) {
  const rows = role === 3 ? ROWS.map((r) => ({ ...r, costo: 50, nota: r.nota ?? "del admin" })) : ROWS;
  const dataProvider = {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    getOne: vi.fn(async ({ id }: { id: number }) => ({ data: rows.find((r) => r.id === Number(id)) })),
    create: vi.fn(), update: vi.fn(), deleteMany: vi.fn(), deleteOne: vi.fn(), custom: vi.fn(), getApiUrl: () => "",
  } as unknown as DataProvider;
  const authProvider = {
    login: vi.fn(), logout: vi.fn(), check: vi.fn(async () => ({ authenticated: true })), onError: vi.fn(async () => ({})),
    getIdentity: async () => ({ id: role === 3 ? 1 : 7 }), getPermissions: async () => ({ roll: role, idcompany: 1, iduser: role === 3 ? 1 : 7 }),
  };
  render(
    <Refine dataProvider={dataProvider} authProvider={authProvider} notificationProvider={{ open: vi.fn(), close: vi.fn() }} i18nProvider={i18nProvider}
      resources={[{ name: "tarifas", list: "/home/Tarifas" }]} options={{ disableTelemetry: true }}>
      <LayoutContext.Provider value={frame}>
        <ResourceListPage definition={tarifas} remember={false} />
      </LayoutContext.Provider>
    </Refine>,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest(".ant-table-row") as HTMLElement;
const checkbox = (name: string) => within(rowOf(name)).getByRole("checkbox") as HTMLInputElement;
const open = async (name: string) => {
  fireEvent.click(screen.getByText(name));
  return within(await screen.findByRole("dialog"));
};

describe("the engine asks the entity's access functions", () => {
  it("role 1: no column it may not read, no deletion of another's rate, no Editar on a locked one", async () => {
    mount(1);
    await screen.findByText("GENERAL");
    await waitFor(() => expect(screen.queryByTestId("header-nombre")).not.toBeNull());
    expect(screen.queryByTestId("header-costo")).toBeNull();
    expect(screen.queryByTestId("header-precio")).not.toBeNull();
    expect(checkbox("GENERAL").disabled).toBe(true);
    expect(checkbox("PROPIA").disabled).toBe(false);
    const locked = await open("FIJA");
    await locked.findByText("FIJA");
    expect(locked.queryByText("Editar")).toBeNull();
    // the view leaves out the cost, and the note of another's rate
    expect(locked.queryByText("Costo")).toBeNull();
    expect(locked.queryByText("Nota")).toBeNull();
  });

  it("role 1 edits its own rate: the price it may not change is disabled, the note of its own rate editable", async () => {
    mount(1);
    await screen.findByText("PROPIA");
    const dialog = await open("PROPIA");
    fireEvent.click(await dialog.findByText("Editar"));
    await dialog.findByText("Guardar");
    expect((dialog.getByLabelText("Precio") as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByLabelText("Nota") as HTMLInputElement).disabled).toBe(false);
    expect((dialog.getByLabelText("Nombre") as HTMLInputElement).disabled).toBe(false);
    expect(dialog.queryByLabelText("Costo")).toBeNull();
  });

  it("role 1 edits another's open rate without its note, which it may not read", async () => {
    mount(1);
    await screen.findByText("GENERAL");
    const dialog = await open("GENERAL");
    fireEvent.click(await dialog.findByText("Editar"));
    await dialog.findByText("Guardar");
    expect(dialog.queryByLabelText("Nota")).toBeNull();
  });

  it("role 3 gets every column, selection and button", async () => {
    mount(3);
    await screen.findByText("GENERAL");
    await waitFor(() => expect(screen.queryByTestId("header-costo")).not.toBeNull());
    expect(checkbox("GENERAL").disabled).toBe(false);
    const locked = await open("FIJA");
    expect(await locked.findByText("Editar")).toBeTruthy();
    expect(locked.getByText("Costo")).toBeTruthy();
  });
});

describe("a row's record opens", () => {
  it("only where the show function lets the caller see it", () => {
    const secret = ROWS.find((r) => r.nombre === "SECRETA")!;
    expect(opensRecord(tarifas, { role: 1, company: 1, userId: 7 }, secret)).toBe(false);
    expect(opensRecord(tarifas, { role: 1, company: 1, userId: 7 }, ROWS[0])).toBe(true);
    expect(opensRecord(tarifas, { role: 3, company: 1, userId: 1 }, secret)).toBe(true);
  });
});

describe("a relation picker over a list the role may not read", () => {
  it("says so rather than 'Cargando...'", async () => {
    const refused = new GraphqlRequestError("Solo un administrador (rol 3) puede realizar esta acción", "FORBIDDEN");
    const dataProvider = {
      getList: vi.fn(async () => { throw refused; }), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => "",
    } as unknown as DataProvider;
    render(
      // the app's query client: a refusal is not asked again
      <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} notificationProvider={{ open: vi.fn(), close: vi.fn() }}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: createQueryClient() } }}>
        <SearchSelect operation="clientesInfo" labelField="nombre" placeholder="Cliente" />
      </Refine>,
    );
    fireEvent.mouseDown(screen.getByRole("combobox").closest(".ant-select-selector") as Element);
    expect(await screen.findByText("No tiene permiso para consultar estas opciones")).toBeTruthy();
    expect(screen.queryByText("Cargando...")).toBeNull();
  });
});
