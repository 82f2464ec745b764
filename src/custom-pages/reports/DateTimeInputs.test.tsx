// The report date and time inputs: digits only, paste blocked, day 1-31, month 1-12, four-digit
// year, hour 0-23 and minute 0-59 with two digits.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateTimeInputs } from "./DateTimeInputs";

afterEach(cleanup);

const VALID = { day: "7", month: "03", year: "2025", hour: "09", minute: "05" };
const LABELS = { day: "Día", month: "Mes", year: "Año", hour: "HH", minute: "MM" } as const;
type Part = keyof typeof LABELS;

function setup(values: Partial<Record<Part, string>> = VALID) {
  const onFinish = vi.fn();
  const onFinishFailed = vi.fn();
  render(
    <Form initialValues={values} onFinish={onFinish} onFinishFailed={onFinishFailed}>
      <DateTimeInputs />
      <button type="submit">Enviar</button>
    </Form>,
  );
  const input = (part: Part) => screen.getByLabelText(LABELS[part]) as HTMLInputElement;
  const submit = async () => {
    await act(async () => fireEvent.click(screen.getByText("Enviar")));
  };
  return { input, submit, onFinish, onFinishFailed };
}

describe("report date and time inputs", () => {
  it.each(Object.keys(LABELS) as Part[])("%s: a letter key is refused, a digit key is not", (part) => {
    const { input } = setup();
    expect(fireEvent.keyDown(input(part), { key: "a" })).toBe(false);
    expect(fireEvent.keyDown(input(part), { key: "-" })).toBe(false);
    expect(fireEvent.keyDown(input(part), { key: "7" })).toBe(true);
    expect(fireEvent.keyDown(input(part), { key: "Backspace" })).toBe(true);
  });

  it.each(Object.keys(LABELS) as Part[])("%s: paste is blocked", (part) => {
    const { input } = setup();
    expect(fireEvent.paste(input(part), { clipboardData: { getData: () => "12" } })).toBe(false);
  });

  it.each<[Part, string, string, string]>([
    ["hour", "2", "25", "2"],
    ["hour", "2", "23", "23"],
    ["minute", "6", "60", "6"],
    ["minute", "5", "59", "59"],
  ])("%s: typing %s then %s leaves %s in the box", (part, first, second, shown) => {
    const { input } = setup({ ...VALID, [part]: "" });
    fireEvent.change(input(part), { target: { value: first } });
    fireEvent.change(input(part), { target: { value: second } });
    expect(input(part).value).toBe(shown);
  });

  it("whatever reaches the value keeps only its digits", async () => {
    const { input, submit, onFinish } = setup();
    fireEvent.change(input("day"), { target: { value: "1a2" } });
    fireEvent.change(input("minute"), { target: { value: "3:0" } });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ day: "12", minute: "30" })));
  });

  it("every part has its length limit", () => {
    const { input } = setup();
    expect([input("day").maxLength, input("month").maxLength, input("year").maxLength, input("hour").maxLength, input("minute").maxLength])
      .toEqual([2, 2, 4, 2, 2]);
  });

  it.each([
    // part, value, message
    ["day", "0", "Fecha invalida"], ["day", "32", "Fecha invalida"], ["day", "", "Requerido"],
    ["month", "0", "Fecha invalida"], ["month", "13", "Fecha invalida"],
    ["year", "999", "Fecha invalida"], ["year", "", "Requerido"],
    ["hour", "24", "Fecha invalida"], ["hour", "7", "Fecha invalida"],
    ["minute", "60", "Fecha invalida"], ["minute", "5", "Fecha invalida"], ["minute", "", "Requerido"],
  ] as [Part, string, string][])("%s '%s' → '%s'", async (part, value, message) => {
    const { submit, onFinish, onFinishFailed } = setup({ ...VALID, [part]: value });
    await submit();
    await waitFor(() => expect(onFinishFailed).toHaveBeenCalled());
    expect(onFinish).not.toHaveBeenCalled();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ["day", "1"], ["day", "31"], ["month", "1"], ["month", "12"], ["hour", "00"], ["hour", "23"], ["minute", "00"], ["minute", "59"],
  ] as [Part, string][])("%s '%s' is accepted", async (part, value) => {
    const { submit, onFinish } = setup({ ...VALID, [part]: value });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });
});
