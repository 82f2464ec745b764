import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_CONFIRM_MS } from "@shared/config";
import { CopyText } from "./CopyText";

describe("CopyText", () => {
  const writeText = vi.fn(async (_text: string) => {});
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    writeText.mockClear();
  });

  it("copies the text and shows the confirmation for 0.8 s", async () => {
    render(<CopyText text="ABC123" confirmation="Texto copiado" label="Copiar placa" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copiar placa" }));
    });
    expect(writeText).toHaveBeenCalledWith("ABC123");
    const button = screen.getByRole("button", { name: "Copiar placa" });
    expect(screen.getByText("Texto copiado")).toBeTruthy();
    expect(button.querySelector("[aria-label=check]")).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(COPY_CONFIRM_MS - 10);
    });
    expect(button.querySelector("[aria-label=check]")).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(button.querySelector("[aria-label=check]")).toBeNull();
    expect(button.querySelector("[aria-label=copy]")).not.toBeNull();
  });
});
