import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FILTER_DEBOUNCE_MS } from "@shared/config";
import { FILTER_PATTERN_MAX } from "@shared/domain/filter-limits";
import { i18nProvider } from "@/providers/i18n-provider";
import { ColumnFilter } from "./ColumnFilter";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Refine with the app's i18n provider (its own buttons and notifications in Spanish). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>{children}</Refine>
);

const text = { field: "descripcion", label: "Descripción", filter: "text" as const };
const number = { field: "distancia", label: "Distancia (KM)", filter: "number" as const };

describe("ColumnFilter's search text", () => {
  it(`stops at the ${FILTER_PATTERN_MAX} characters the server accepts`, () => {
    render(<ColumnFilter column={text} value={undefined} onChange={vi.fn()} />, { wrapper });
    expect(screen.getByLabelText("Filtro Descripción").getAttribute("maxlength")).toBe(String(FILTER_PATTERN_MAX));
  });
});

describe("ColumnFilter debounce (700 ms)", () => {
  it("is 700 ms", () => expect(FILTER_DEBOUNCE_MS).toBe(700));

  it("applies typed text 700 ms after the last key, not at 699 ms", () => {
    const onChange = vi.fn();
    render(<ColumnFilter column={text} value={undefined} onChange={onChange} />, { wrapper });
    fireEvent.change(screen.getByLabelText("Filtro Descripción"), { target: { value: "me" } });
    act(() => vi.advanceTimersByTime(400));
    // another key restarts the wait
    fireEvent.change(screen.getByLabelText("Filtro Descripción"), { target: { value: "med" } });
    act(() => vi.advanceTimersByTime(699));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("med");
  });

  it("drops apostrophes and debounces numbers the same way", () => {
    const onText = vi.fn();
    const onNumber = vi.fn();
    render(
      <>
        <ColumnFilter column={text} value={undefined} onChange={onText} />
        <ColumnFilter column={number} value={undefined} onChange={onNumber} />
      </>,
      { wrapper },
    );
    fireEvent.change(screen.getByLabelText("Filtro Descripción"), { target: { value: "o'ne" } });
    fireEvent.change(screen.getByLabelText("Filtro Distancia (KM)"), { target: { value: "42" } });
    act(() => vi.advanceTimersByTime(699));
    expect(onText).not.toHaveBeenCalled();
    expect(onNumber).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onText).toHaveBeenCalledWith("one");
    expect(onNumber).toHaveBeenCalledWith(42);
  });

  it("a pending value dies with the filter (hidden filters or a page left)", () => {
    const onChange = vi.fn();
    const { unmount } = render(<ColumnFilter column={text} value={undefined} onChange={onChange} />, { wrapper });
    fireEvent.change(screen.getByLabelText("Filtro Descripción"), { target: { value: "x" } });
    unmount();
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
  });
});
