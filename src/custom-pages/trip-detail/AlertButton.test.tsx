// The trip's alert guards: the Alerta text area refuses the apostrophe, typed or pasted, and a
// repeated click on Guardar within 500 ms sends one request.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertButton } from "./AlertButton";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAlert() {
  const custom = vi.fn(async () => ({ data: { updateAlerta: true } }));
  const dataProvider = {
    getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "",
  } as unknown as DataProvider;
  const onSaved = vi.fn();
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      <App>
        <AlertButton tripId={15} alerta="Vía cerrada" onSaved={onSaved} />
      </App>
    </Refine>,
  );
  fireEvent.click(screen.getByTestId("alert-button"));
  const area = screen.getByLabelText("Alerta", { selector: "textarea" }) as HTMLTextAreaElement;
  return { custom, onSaved, area };
}

describe("AlertButton", () => {
  it("refuses the apostrophe: the key does nothing and pasted text loses it", async () => {
    const { area } = renderAlert();
    expect(fireEvent.keyDown(area, { key: "'" })).toBe(false);
    fireEvent.change(area, { target: { value: "Derrumbe en el km 'doce'" } });
    await waitFor(() => expect(area.value).toBe("Derrumbe en el km doce"));
  });

  it("a second click on Guardar within 500 ms sends no second request", async () => {
    // the guard reads the clock: frozen here, so the clicks are as close together as the test says
    vi.useFakeTimers({ toFake: ["Date"] });
    const { custom, onSaved } = renderAlert();
    const ok = screen.getByRole("button", { name: "Guardar" });
    fireEvent.click(ok);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    fireEvent.click(ok);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(custom).toHaveBeenCalledTimes(1);
  });
});
