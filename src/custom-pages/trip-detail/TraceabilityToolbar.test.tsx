// The traceability toolbar's refusals: the xlsx without user or company reads 'No se pudo
// extraer la url' and asks nothing of the server; an e-mail with no traceability reads 'No se encontro
// trazabilidad para mostrar al cliente' and sends nothing, even to a client with addresses.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { App } from "antd";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_FIELDS } from "@shared/domain/session";
import type { Shipment, TraceabilityRow, TripInfo } from "./queries";
import { TraceabilityToolbar } from "./TraceabilityToolbar";

const trip = { id: 15, numero: "V-15", placa: "ABC123", nombreconductor: "Ana" } as TripInfo;
const shipment = { id: 1, numeroremesa: "R-1", clienteempresatransportadora: "ACME", correoreporte: "trafico@acme.co" } as Shipment;
const row = { id: 9, fechahora: "2024-05-01T12:00:00Z", novedad: "Sin Novedad", lugar: "KM 3" } as TraceabilityRow;

const fetchMock = vi.fn(async () => new Response("", { status: 200 }));
const clearCookies = () => SESSION_FIELDS.forEach((f) => Cookies.remove(f, { path: "/" }));

beforeEach(() => {
  clearCookies();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  clearCookies();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function renderToolbar(rows: TraceabilityRow[], shipments: Shipment[]) {
  render(
    <App>
      <TraceabilityToolbar trip={trip} rows={rows} shipments={shipments} />
    </App>,
  );
}

describe("traceability toolbar", () => {
  it.each([
    ["no session at all", {}],
    ["a user without company", { id: "7", roll: "3" }],
    ["a company without user", { idcompany: "1", roll: "3" }],
  ])("says 'No se pudo extraer la url' for the xlsx with %s, and requests nothing", async (_what, cookies: Record<string, string>) => {
    for (const [name, value] of Object.entries(cookies)) Cookies.set(name, value, { path: "/" });
    renderToolbar([row], [shipment]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Exportar/ })));
    expect(await screen.findByText("No se pudo extraer la url")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'No se encontro trazabilidad para mostrar al cliente' and sends nothing when the trip has no traceability", async () => {
    Cookies.set("id", "7", { path: "/" });
    Cookies.set("idcompany", "1", { path: "/" });
    renderToolbar([], [shipment]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Enviar correo/ })));
    expect(await screen.findByText("No se encontro trazabilidad para mostrar al cliente")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the e-mail through /dev/sendmail when there is traceability and an address", async () => {
    Cookies.set("id", "7", { path: "/" });
    Cookies.set("idcompany", "1", { path: "/" });
    renderToolbar([row], [shipment]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Enviar correo/ })));
    expect(await screen.findByText("Se envio correo a R-1 ACME")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/dev\/sendmail$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ recipient: ["trafico@acme.co"] });
  });
});
