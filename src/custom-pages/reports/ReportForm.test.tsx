// What a report form does with the server's refusal: the generic process form shows it in an error
// toast lasting 3000 ms and closes; the other forms show it and stay open with what was typed. The toast's
// duration is read from the call to antd's message API (never by waiting); its text from the page.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS } from "@shared/config";
import { i18nProvider } from "@/providers/i18n-provider";
import { GraphqlRequestError } from "@/providers/data/errors";
import { CallForm } from "./CallForm";
import type { FormProps } from "./form-props";
import { GenericProcessForm } from "./GenericProcessForm";
import type { ReportTrip } from "./queries";

vi.mock("@/providers/session", () => ({ readSession: () => ({ roll: 3 }), API_BASE_URL: "" }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const REFUSAL = "El proceso no está disponible en el estado actual del viaje";
const TRIP: ReportTrip = {
  id: 41, idsysestado: 10, idproximosysevento: 10, idproximopuestocontrol: null, proximopuestocontrol: null,
  fechahoraproximopuestocontrol: null, fechahoraproximallamada: null, fechahoraproximogps: null, fechahoraultimoevento: null,
  lugar: "Oficina", retenerviaje: false, indicadorvialibre: false, indicadortransitosolar: false, indicadorultimamilla: false,
  devolviendocontenedor: false,
};

/** Renders one form whose createReporteV2 the server refuses; `errors` are the calls to message.error. */
function setup(Form: ComponentType<FormProps>, idsysevento: number) {
  const errors: unknown[][] = [];
  const realUseApp = App.useApp;
  vi.spyOn(App, "useApp").mockImplementation(() => {
    const api = realUseApp();
    const error: typeof api.message.error = (...args) => {
      errors.push(args);
      return api.message.error(...args);
    };
    return { ...api, message: { ...api.message, error } };
  });
  const sent: unknown[] = [];
  const custom = vi.fn(async ({ payload, meta }: { payload?: Record<string, unknown>; meta?: { document?: string } }) => {
    const doc = String(meta?.document);
    if (doc.includes("createReporteV2")) {
      sent.push(payload);
      throw new GraphqlRequestError(REFUSAL, "BAD_USER_INPUT");
    }
    if (doc.includes("getDate")) return { data: { getDate: new Date().toISOString() } };
    if (doc.includes("utilsReport")) return { data: { utilsReport: { ultimoreporte: null } } };
    if (doc.includes("trazabilidadInfo")) return { data: { trazabilidadInfo: { totalreg: 0, data: [] } } };
    throw new Error(`unexpected document ${doc}`);
  });
  const dataProvider = {
    getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "",
  } as unknown as DataProvider;
  const onClose = vi.fn();
  const onReported = vi.fn();
  render(
    <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <App>
        <Form open trip={TRIP} shipments={[]} idsysevento={idsysevento} onClose={onClose} onReported={onReported} />
      </App>
    </Refine>,
  );
  return { errors, sent, onClose, onReported };
}

async function submit() {
  const dialog = await screen.findByRole("dialog");
  await act(async () => fireEvent.click(dialog.querySelector("[data-testid=report-submit]")!));
}

describe("a refused report", () => {
  it("generic process: the server's message in an error toast of 3000 ms, and the form closes", async () => {
    const { errors, sent, onClose, onReported } = setup(GenericProcessForm, 14);
    await submit();
    // a pause changes the trip's state: it is filed once confirmed
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Sí, reportar" })));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(errors).toEqual([[{ content: REFUSAL, duration: TOAST_MS / 1000 }]]);
    expect(TOAST_MS).toBe(3000);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(onReported).not.toHaveBeenCalled();
  });

  it("any other form: the error toast, and the form stays open to send again", async () => {
    const { errors, sent, onClose } = setup(CallForm, 12);
    await submit();
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(sent).toHaveLength(1);
    expect(errors[0][0]).toBe(REFUSAL);
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId("report-submit") as HTMLButtonElement).disabled).toBe(false);
  });
});
