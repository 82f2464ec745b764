import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "@/providers/i18n-provider";
import { ColumnChooser } from "./ColumnChooser";

afterEach(cleanup);

/** Refine with the app's i18n provider (its own buttons and notifications in Spanish). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>{children}</Refine>
);

// display order: Descripción, Vía, Origen, Destino (hidden), Distancia (KM)
const columns = [
  { id: 1, field: "descripcion", label: "Descripción", hidden: false, defaultorder: 1 },
  { id: 2, field: "via", label: "Vía", hidden: false, defaultorder: 2 },
  { id: 3, field: "origen", label: "Origen", hidden: false, defaultorder: 3 },
  { id: 4, field: "destino", label: "Destino", hidden: true, defaultorder: 4 },
  { id: 5, field: "distancia", label: "Distancia (KM)", hidden: false, defaultorder: 5 },
];

function open() {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  render(<ColumnChooser open columns={columns} onCancel={onCancel} onAccept={onAccept} />, { wrapper });
  const dialog = screen.getByRole("dialog");
  const titles = () => Array.from(dialog.querySelectorAll(".ant-tree-treenode .ant-tree-title")).map((n) => n.textContent);
  const selectAll = () => within(dialog).getByRole("checkbox", { name: "Seleccionar todo" }) as HTMLInputElement;
  const search = (value: string) => fireEvent.change(within(dialog).getByPlaceholderText("Buscar..."), { target: { value } });
  const accept = () => fireEvent.click(within(dialog).getByRole("button", { name: "Aceptar" }));
  return { onAccept, onCancel, dialog, titles, selectAll, search, accept };
}

describe("ColumnChooser", () => {
  it("lists the columns in display order with the visible ones checked; select-all is partly on", () => {
    const { titles, selectAll, dialog } = open();
    expect(titles()).toEqual(["Descripción", "Vía", "Origen", "Destino", "Distancia (KM)"]);
    expect(selectAll().checked).toBe(false);
    expect(dialog.querySelector(".ant-checkbox-indeterminate")).not.toBeNull();
  });

  it("'Buscar...' narrows the list by label, ignoring case and accents", () => {
    const { titles, search } = open();
    search("DES");
    expect(titles()).toEqual(["Descripción", "Destino"]);
    search("via");
    expect(titles()).toEqual(["Vía"]);
    search("");
    expect(titles()).toHaveLength(5);
  });

  it("select all checks every column, hidden ones included", () => {
    const { selectAll, accept, onAccept } = open();
    fireEvent.click(selectAll());
    expect(selectAll().checked).toBe(true);
    accept();
    expect(onAccept).toHaveBeenLastCalledWith([1, 2, 3, 4, 5], expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(onAccept.mock.calls.at(-1)?.[1]).toHaveLength(5);
  });

  it("select all acts on the searched columns only; the others keep their state", () => {
    const { selectAll, search, accept, onAccept } = open();
    search("des");
    // Descripción checked, Destino not: partly on; a click checks both
    fireEvent.click(selectAll());
    expect(selectAll().checked).toBe(true);
    // and a second click unchecks only those two
    fireEvent.click(selectAll());
    expect(selectAll().checked).toBe(false);
    accept();
    const [order, visible] = onAccept.mock.calls.at(-1) as [number[], number[]];
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect([...visible].sort()).toEqual([2, 3, 5]);
  });

  it("Cancelar leaves the columns as they were", () => {
    const { dialog, onCancel, onAccept, selectAll } = open();
    fireEvent.click(selectAll());
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(onCancel).toHaveBeenCalled();
    expect(onAccept).not.toHaveBeenCalled();
  });
});

describe("ColumnChooser guards", () => {
  it("'Buscar...' refuses the apostrophe, typed or pasted", () => {
    const { dialog, titles } = open();
    const box = within(dialog).getByPlaceholderText("Buscar...") as HTMLInputElement;
    const typed = fireEvent.keyDown(box, { key: "'" });
    expect(typed).toBe(false);
    fireEvent.change(box, { target: { value: "o'rig" } });
    expect(box.value).toBe("orig");
    expect(titles()).toEqual(["Origen"]);
  });

  it("a double click on Aceptar accepts once", () => {
    // the guard reads the clock: frozen here, so the two clicks are as close together as the test says
    vi.useFakeTimers({ toFake: ["Date"] });
    const { onAccept, dialog } = open();
    const button = within(dialog).getByRole("button", { name: "Aceptar" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onAccept).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
