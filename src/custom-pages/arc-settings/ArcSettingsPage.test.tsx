// The ARC settings screen's messages with the app's real data provider over a GraphQL endpoint
// stubbed per operation: a failed load (toast and inline text), a failed update, a session without a company,
// and a successful update.
import { Refine } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntApp } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@shared/domain/session";
import { createDataProvider } from "@/providers/data";
import { createGraphqlClient } from "@/providers/graphql-client";
import { LayoutContext } from "@/components/layout/layout-context";
import { ArcSettingsPage } from "./ArcSettingsPage";

let session: Partial<Session> | null = null;
vi.mock("@/providers/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/providers/session")>()),
  readSession: () => session,
}));

const SAVED = {
  id: 1, idempresa: 1, ordenar_por: "Retraso_llamada", alerta_llamada: "01:00", alerta_gps: "00:30",
  tiempo_alerta_alta: "01:30", color_alerta_alta: "#FF0000", tiempo_alerta_media: "00:45", color_alerta_media: "#FFA700",
};
const FAILURE = { errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] };

type Answer = (variables: Record<string, unknown>) => unknown;
/** the GraphQL endpoint: one answer per operation name; every request is kept */
function stubGraphql(answers: Record<string, Answer>) {
  const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? "";
    requests.push({ operationName, variables: body.variables });
    const answer = answers[operationName];
    const payload = answer ? answer(body.variables) : { errors: [{ message: `no stub for ${operationName}` }] };
    return new Response(JSON.stringify(payload), { status: 200, headers: { "content-type": "application/json" } });
  });
  return requests;
}

function renderPage() {
  const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => null });
  render(
    <Refine dataProvider={createDataProvider(client)} options={{ disableTelemetry: true }}>
      <AntApp>
        <LayoutContext.Provider value={{ sidebarPinned: false, toggleSidebar: () => undefined, slots: { title: null, center: null, right: null } }}>
          <ArcSettingsPage />
        </LayoutContext.Provider>
      </AntApp>
    </Refine>,
  );
}

beforeEach(() => {
  session = { idcompany: 1, roll: 3, id: 1, name: "Admin" };
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ARC settings messages", () => {
  it("a failed load says 'Error al cargar configuraciones' and asks to reload, with no form", async () => {
    const requests = stubGraphql({ ArcSettings: () => FAILURE });
    renderPage();
    await screen.findByText("Error al cargar configuraciones");
    await screen.findByText("Error al cargar configuraciones. Por favor, recargue la página.");
    expect(screen.queryByRole("button", { name: "Guardar" })).toBeNull();
    expect(requests).toEqual([{ operationName: "ArcSettings", variables: { idempresa: 1 } }]);
  });

  it("a failed update says 'Error al actualizar configuraciones' and nothing of success", async () => {
    const requests = stubGraphql({ ArcSettings: () => ({ data: { settings: SAVED } }), UpdateArcSettings: () => FAILURE });
    renderPage();
    await waitFor(() => expect((screen.getByLabelText("Tolerancia de llamada (HH:MM)") as HTMLInputElement).value).toBe("01:00"));
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await screen.findByText("Error al actualizar configuraciones");
    expect(screen.queryByText("Configuración actualizada exitosamente")).toBeNull();
    expect(requests.map((r) => r.operationName)).toEqual(["ArcSettings", "UpdateArcSettings"]);
  });

  it("a session without a company says so and asks nothing of the server", async () => {
    session = { roll: 3, id: 1, name: "Admin" };
    const requests = stubGraphql({});
    renderPage();
    await screen.findByText("No se pudo identificar la empresa. Por favor, inicie sesión nuevamente.");
    expect(screen.queryByRole("button", { name: "Guardar" })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("a successful update sends the company's settings and says 'Configuración actualizada exitosamente'", async () => {
    const requests = stubGraphql({
      ArcSettings: () => ({ data: { settings: SAVED } }),
      UpdateArcSettings: (v) => ({ data: { updateSettings: { ...SAVED, ...(v.settings as object) } } }),
    });
    renderPage();
    const field = screen.getByLabelText("Tolerancia de GPS (HH:MM)") as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("00:30"));
    fireEvent.change(field, { target: { value: "00:20" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await screen.findByText("Configuración actualizada exitosamente");
    expect(screen.queryByText("Error al actualizar configuraciones")).toBeNull();
    const update = requests.find((r) => r.operationName === "UpdateArcSettings")!;
    expect(update.variables).toEqual({
      idempresa: 1,
      settings: { ordenar_por: "Retraso_llamada", alerta_llamada: "01:00", alerta_gps: "00:20", tiempo_alerta_alta: "01:30",
        color_alerta_alta: "#FF0000", tiempo_alerta_media: "00:45", color_alerta_media: "#FFA700" },
    });
  });
});
