import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateRange } from "@shared/domain/date-range";
import { i18nProvider } from "@/providers/i18n-provider";
import { DateRangeInput } from "./DateRangeInput";

afterEach(cleanup);

/** Refine with the app's i18n provider (its own buttons and notifications in Spanish). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>{children}</Refine>
);

describe("DateRangeInput", () => {
  it("masks typed text and reports a complete range", () => {
    const onChange = vi.fn();
    render(<DateRangeInput onChange={onChange} />, { wrapper });
    const input = screen.getByLabelText("Rango de fechas") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "0102202" } });
    expect(input.value).toBe("01/02/202");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "0102202403042024" } });
    expect(input.value).toBe("01/02/2024-03/04/2024");
    expect(onChange).toHaveBeenCalledTimes(1);
    const [range, name] = onChange.mock.calls[0];
    expect(formatDateRange(range)).toBe("01/02/2024-03/04/2024");
    expect(name).toBeNull();
  });
  it("clearing the text reports no range", () => {
    const onChange = vi.fn();
    render(<DateRangeInput onChange={onChange} />, { wrapper });
    const input = screen.getByLabelText("Rango de fechas");
    fireEvent.change(input, { target: { value: "01" } });
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenCalledWith(null, null);
  });
});
