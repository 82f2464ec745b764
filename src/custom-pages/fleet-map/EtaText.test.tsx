// The ETA as the screens show it (trips list column, trip detail, fleet map card and list): Bogotá time as
// 'DD/MM/YYYY HH:mm', red with 'Tarde' past the unloading appointment (named in the tooltip), NA without.
import type { BaseRecord } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { TableColumn } from "@/resources/engine";
import { ETA_COLUMN, withEtaColumn } from "./eta-column";
import { EtaText, formatEtaDate } from "./EtaText";

// 20:05 UTC is 15:05 in Bogotá (UTC-5, no daylight saving)
const FECHA = "2025-03-10T20:05:00.000Z";
const CITA = "2025-03-10T19:00:00.000Z";

afterEach(cleanup);

describe("EtaText", () => {
  it.each([
    ["an estimate before the appointment", { fecha: FECHA, tarde: false, citadescargue: "2025-03-11T13:00:00.000Z" }, "10/03/2025 15:05", "false"],
    ["an estimate without appointment", { fecha: FECHA, tarde: false, citadescargue: null }, "10/03/2025 15:05", "false"],
    ["an estimate past the appointment", { fecha: FECHA, tarde: true, citadescargue: CITA }, "10/03/2025 15:05 · Tarde", "true"],
    ["an estimate across midnight in Bogotá", { fecha: "2025-03-11T04:30:00.000Z", tarde: false }, "10/03/2025 23:30", "false"],
    ["an estimate behind the plan", { fecha: FECHA, tarde: false, retraso: 135 }, "10/03/2025 15:05 · +02:15", "false"],
    ["an estimate behind the plan and late", { fecha: FECHA, tarde: true, citadescargue: CITA, retraso: 61 }, "10/03/2025 15:05 · +01:01 · Tarde", "true"],
    ["an estimate ahead of the plan", { fecha: FECHA, tarde: false, retraso: -30 }, "10/03/2025 15:05", "false"],
  ])("%s", (_name, eta, text, late) => {
    render(<EtaText eta={eta} />);
    const el = screen.getByTestId("eta");
    expect(el.textContent).toBe(text);
    expect(el.getAttribute("data-late")).toBe(late);
    expect(el.className.includes("ant-typography-danger")).toBe(late === "true");
  });

  it("reads NA without an estimate or with an unreadable date", () => {
    render(<EtaText eta={null} />);
    expect(screen.getByTestId("eta").textContent).toBe("NA");
    expect(formatEtaDate("no es una fecha")).toBe("NA");
    expect(formatEtaDate(null)).toBe("NA");
  });

  it("names the unloading appointment in its tooltip", async () => {
    render(<EtaText eta={{ fecha: FECHA, tarde: true, citadescargue: CITA }} />);
    await act(async () => {
      fireEvent.mouseEnter(screen.getByTestId("eta"));
    });
    expect((await screen.findByRole("tooltip")).textContent).toBe("Cita de descargue: 10/03/2025 14:00");
  });

  it("names the delay and the road still to go in its tooltip", async () => {
    render(<EtaText eta={{ fecha: FECHA, tarde: false, retraso: 135, restantekm: 318.2, paradas: 2 }} />);
    await act(async () => {
      fireEvent.mouseEnter(screen.getByTestId("eta"));
    });
    expect((await screen.findByRole("tooltip")).textContent).toBe("Retraso sobre el plan: 02:15 · Faltan: 318,2 km, 2 puestos");
  });
});

describe("the trips list's ETA column", () => {
  it("comes last, titled 'ETA', neither sortable nor filterable, and renders the trip's estimate", () => {
    const server = [{ ...ETA_COLUMN, id: 1, field: "placa", label: "Placa" }] as TableColumn<BaseRecord>[];
    const columns = withEtaColumn(server);
    expect(columns.map((c) => c.field)).toEqual(["placa", "eta"]);
    const eta = columns[1];
    expect([eta.label, eta.sortable, eta.filter]).toEqual(["ETA", false, null]);
    const row: BaseRecord = { id: 7, eta: { fecha: FECHA, tarde: true, citadescargue: CITA } };
    render(eta.render!(row.eta, row) as ReactElement);
    expect(screen.getByTestId("eta").textContent).toBe("10/03/2025 15:05 · Tarde");
  });
});
