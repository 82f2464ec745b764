import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rutasEntity } from "@entities/rutas/definition";
import { resourceFromEntity } from "./from-entity";
import { UPDATE_USER_FIELD } from "./queries";
import { useTableColumns } from "./use-table-columns";
import { i18nProvider } from "@/providers/i18n-provider";

const rutasDefinition = resourceFromEntity(rutasEntity);

afterEach(cleanup);

const campos = [
  { id: 1, field: "descripcion", label: "Descripción", type: "TEXT", defaultorder: 1, hidden: false, idUserField: null },
  { id: 2, field: "via", label: "Vía", type: "TEXT", defaultorder: 2, hidden: false, idUserField: null },
  { id: 3, field: "origen", label: "Origen", type: "TEXT", defaultorder: 3, hidden: false, idUserField: null },
];

function wrapper(custom: ReturnType<typeof vi.fn>) {
  const dataProvider = { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "" } as unknown as DataProvider;
  const authProvider = {
    login: vi.fn(), logout: vi.fn(), check: vi.fn(async () => ({ authenticated: true })), onError: vi.fn(async () => ({})),
    getIdentity: async () => ({ id: 7 }),
  };
  return ({ children }: { children: ReactNode }) => (
    <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} options={{ disableTelemetry: true }}>
      {children}
    </Refine>
  );
}

describe("useTableColumns with a server table", () => {
  it("loads tablas(id) for the user, applies the chooser locally and saves one updateUserField per changed column", async () => {
    const custom = vi.fn(async ({ meta }: { meta: { document: string }; payload?: unknown }) =>
      meta.document === UPDATE_USER_FIELD ? { data: { updateUserField: { id: 1 } } } : { data: { tablas: { fields: campos } } },
    );
    const { result } = renderHook(() => useTableColumns(rutasDefinition.fields, 2001), { wrapper: wrapper(custom) });
    await waitFor(() => expect(result.current.visible.map((c) => c.field)).toEqual(["descripcion", "via", "origen"]));
    expect(custom.mock.calls[0][0]).toMatchObject({ payload: { id: 2001, iduser: 7 } });

    // move origen first, hide via
    await act(() => result.current.applyChooser([3, 1, 2], [3, 1]));
    const saves = custom.mock.calls.filter(([p]) => p.meta.document === UPDATE_USER_FIELD);
    expect(saves.map(([p]) => p.payload)).toEqual([
      { id: null, userField: { defaultorder: 1, hidden: false, idfield: 3, iduser: 7 } },
      { id: null, userField: { defaultorder: 2, hidden: false, idfield: 1, iduser: 7 } },
      { id: null, userField: { defaultorder: 3, hidden: true, idfield: 2, iduser: 7 } },
    ]);
  });
});
