// The report panel: a closed trip shows role 3 only its return ('Devolver terminar' → 30 in state 7,
// 'Devolver cancelar' → 31 in state 4) and other roles nothing; the company's hidden report types remove the
// next-event button that would send them. The data provider answers as the server would.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReporteInput } from "@/graphql/schema.types";
import { i18nProvider } from "@/providers/i18n-provider";
import type { ReportShipment, ReportTrip } from "./queries";
import { ReportButtons } from "./ReportButtons";

const session = vi.hoisted(() => ({ current: { roll: 3 } as { roll: number } | null }));
vi.mock("@/providers/session", () => ({ readSession: () => session.current, API_BASE_URL: "" }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TRIP: ReportTrip = {
  id: 41, idsysestado: 10, idproximosysevento: 10, idproximopuestocontrol: null, proximopuestocontrol: null,
  fechahoraproximopuestocontrol: null, fechahoraproximallamada: null, fechahoraproximogps: null, fechahoraultimoevento: null,
  lugar: "Oficina", retenerviaje: false, indicadorvialibre: false, indicadortransitosolar: false, indicadorultimamilla: false,
  devolviendocontenedor: false,
};
const SHIPMENTS: ReportShipment[] = [
  { id: 5, numeroremesa: "R-5", idsysestado: 13, origen: "Bogota", destino: "Cali", fechahoracitacargue: null },
];

function setup(trip: Partial<ReportTrip>, { role = 3, hidden = [] as number[] } = {}) {
  session.current = { roll: role };
  const sent: ReporteInput[] = [];
  const custom = vi.fn(async ({ payload, meta }: { payload?: Record<string, unknown>; meta?: { document?: string } }) => {
    const doc = String(meta?.document);
    if (doc.includes("createReporteV2")) {
      const reportes = (payload as { reportes: ReporteInput[] }).reportes;
      sent.push(...reportes);
      return { data: { createReporteV2: reportes.map((r, i) => ({ id: 90 + i, idsysevento: r.idsysevento, fechahora: new Date().toISOString(), uploadLinks: [] })) } };
    }
    if (doc.includes("getDate")) return { data: { getDate: new Date().toISOString() } };
    if (doc.includes("utilsReport")) return { data: { utilsReport: { ultimoreporte: null } } };
    if (doc.includes("tiposReporteOcultos")) return { data: { tiposReporteOcultos: hidden } };
    if (doc.includes("trazabilidadInfo")) return { data: { trazabilidadInfo: { totalreg: 0, data: [] } } };
    if (doc.includes("planviajePorViaje")) return { data: { planviajePorViaje: null } };
    // the server's catalogue names the events of the processes menu
    if (doc.includes("SystemCatalogs")) return { data: { sysEventos: [{ id: 14, descripcion: "PAUSA (CATALOGO DEL SERVIDOR)", iconname: "" }], sysEstados: [] } };
    throw new Error(`unexpected document ${doc}`);
  });
  const dataProvider = {
    getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "",
  } as unknown as DataProvider;
  const onReported = vi.fn();
  render(
    <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <App>
        <ReportButtons trip={{ ...TRIP, ...trip }} shipments={SHIPMENTS} onReported={onReported} />
      </App>
    </Refine>,
  );
  const hiddenAsked = () => custom.mock.calls.some(([c]) => String(c.meta?.document).includes("tiposReporteOcultos"));
  return { sent, onReported, hiddenAsked };
}

const panel = () => screen.getByTestId("report-buttons");
const buttonTexts = () => within(panel()).queryAllByRole("button").map((b) => b.textContent);

describe("a closed trip's panel", () => {
  it.each([
    [7, "Devolver terminar", 30],
    [4, "Devolver cancelar", 31],
  ])("state %i, role 3: only '%s', whose form sends event %i", async (state, label, event) => {
    const { sent, onReported } = setup({ idsysestado: state });
    expect(panel().getAttribute("data-closed")).toBe("true");
    expect(buttonTexts()).toEqual([label]);
    fireEvent.click(screen.getByRole("button", { name: label }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(`Reporte de proceso: ${label}`)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByTestId("report-submit")));
    // a return changes the trip's state: nothing is sent until the question is answered
    const confirm = await screen.findByRole("button", { name: "Sí, reportar" });
    expect(sent).toHaveLength(0);
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ idviaje: TRIP.id, idsysevento: event, lugar: "Oficina", novedad: "Sin Novedad" });
    await waitFor(() => expect(onReported).toHaveBeenCalledTimes(1));
  });

  it.each([7, 4])("state %i, role 1: no button at all", (state) => {
    setup({ idsysestado: state }, { role: 1 });
    expect(panel().getAttribute("data-closed")).toBe("true");
    expect(buttonTexts()).toEqual([]);
  });

  it("an open trip shows the report buttons, not the returns", () => {
    setup({ idsysestado: 10 });
    expect(panel().getAttribute("data-closed")).toBe("false");
    expect(buttonTexts()).toEqual(expect.arrayContaining(["Llamada", "GPS", "Cargue", "Descargue", "Puesto de control", "Procesos"]));
    expect(buttonTexts()).not.toContain("Devolver terminar");
    expect(buttonTexts()).not.toContain("Devolver cancelar");
  });
});

describe("the focus after a form", () => {
  it("goes back to the button that opened it when the form closes", async () => {
    setup({ idsysestado: 10 });
    const call = screen.getByRole("button", { name: "Llamada" });
    call.focus();
    fireEvent.click(call);
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(call));
  });
});

describe("the processes menu", () => {
  it("names each process as the server's sysEventos does, and an unnamed one by its id", async () => {
    setup({ idsysestado: 10 });
    fireEvent.click(screen.getByTestId("report-processes"));
    expect(await screen.findByText("PAUSA (CATALOGO DEL SERVIDOR)")).toBeTruthy();
    // event 20 (stop vehicle) is offered too, and this catalogue does not name it
    expect(screen.getByText("Evento 20")).toBeTruthy();
  });
});

describe("the company's hidden report types", () => {
  it.each([
    // hidden types, next event, next-event buttons left
    [[], 10, ["report-loading", "report-unloading", "report-controlPost"]],
    [[10], 10, ["report-loading", "report-unloading"]],
    [[7], 10, ["report-loading", "report-controlPost"]],
    [[19], 19, ["report-loading", "report-unloading"]],
    [[19], 10, ["report-loading", "report-unloading", "report-controlPost"]],
  ])("hidden %j, next event %i → %j", async (hidden, next, left) => {
    const { hiddenAsked } = setup({ idproximosysevento: next }, { hidden });
    await waitFor(() => expect(hiddenAsked()).toBe(true));
    const shown = () => ["report-loading", "report-unloading", "report-controlPost"].filter((id) => screen.queryByTestId(id));
    await waitFor(() => expect(shown()).toEqual(left));
  });
});
