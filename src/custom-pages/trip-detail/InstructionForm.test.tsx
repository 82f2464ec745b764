// The commercial-instruction form's guards: the text area refuses the apostrophe, typed or pasted,
// and a repeated click on Guardar within 500 ms submits once.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InstructionForm } from "./InstructionForm";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderForm(initial: string | null = null) {
  const onSubmit = vi.fn();
  render(<InstructionForm open initial={initial} saving={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  const area = screen.getByLabelText("Observación") as HTMLTextAreaElement;
  return { onSubmit, area };
}

describe("InstructionForm", () => {
  it("refuses the apostrophe: the key does nothing and pasted text loses it", async () => {
    const { area } = renderForm();
    expect(fireEvent.keyDown(area, { key: "'" })).toBe(false);
    fireEvent.change(area, { target: { value: "Entregar en l'almacén" } });
    await waitFor(() => expect(area.value).toBe("Entregar en lalmacén"));
  });

  it("a second click on Guardar within 500 ms submits nothing more; one after 500 ms does", async () => {
    // the guard reads the clock: frozen here, so the clicks are as close together as the test says
    vi.useFakeTimers({ toFake: ["Date"] });
    const { onSubmit } = renderForm("Llamar antes de entregar");
    const ok = screen.getByRole("button", { name: "Guardar" });
    fireEvent.click(ok);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.click(ok);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 500);
    fireEvent.click(ok);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenCalledWith("Llamar antes de entregar");
  });
});
