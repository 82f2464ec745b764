// ExportMenu failures: 'Ocurrio un error' by default; only logged with logOnly
// (the trips list).
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportMenu } from "./ExportMenu";
import { i18nProvider } from "@/providers/i18n-provider";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const state = { idquery: 2, title: "Seguimiento", fields: ["id"], filters: [], sorters: [], page: 1, pageSize: 20 };

/** the menu inside Refine, with a data provider it never calls and `notify` as the notification provider */
function renderMenu({ notify, logOnly }: { notify: () => void; logOnly: boolean }) {
  const dataProvider = { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => "" } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} notificationProvider={{ open: notify, close: vi.fn() }} options={{ disableTelemetry: true }}>
        <ExportMenu getState={() => state} logOnly={logOnly} />
      </Refine>
    </MemoryRouter>,
  );
}

async function failExport(logOnly: boolean) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500 })));
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const notify = vi.fn();
  renderMenu({ notify, logOnly });
  act(() => fireEvent.click(screen.getByText("Exportar")));
  const choice = await screen.findByText("Exportar todo");
  act(() => fireEvent.click(choice));
  await waitFor(() => expect(logged).toHaveBeenCalledWith("[filesDoc]", expect.any(Error)));
  return notify;
}

describe("ExportMenu failure", () => {
  it("shows 'Ocurrio un error' by default", async () => {
    const notify = await failExport(false);
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: "error", message: "Ocurrio un error" })));
  });

  it("only logs it with logOnly", async () => {
    const notify = await failExport(true);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe("ExportMenu repeated clicks", () => {
  it.each(["Exportar en pantalla", "Exportar todo"])("a double click on '%s' sends one export", async (label) => {
    // the guard reads the clock: frozen here, so the two clicks are as close together as the test says
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = vi.fn(async () => new Response("", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderMenu({ notify: vi.fn(), logOnly: false });
    act(() => fireEvent.click(screen.getByText("Exportar")));
    const choice = await screen.findByText(label);
    act(() => {
      fireEvent.click(choice);
      fireEvent.click(choice);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a different choice right after the first one still exports: each choice has its own guard", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = vi.fn(async () => new Response("", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderMenu({ notify: vi.fn(), logOnly: false });
    act(() => fireEvent.click(screen.getByText("Exportar")));
    const all = await screen.findByText("Exportar todo");
    const page = await screen.findByText("Exportar en pantalla");
    act(() => {
      fireEvent.click(all);
      fireEvent.click(page);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
    expect(bodies.map((b) => b.pagination === undefined)).toEqual([true, false]);
  });
});
