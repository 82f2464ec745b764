import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { TableProps } from "antd";
import { useState, type Key, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SorterResult } from "antd/es/table/interface";
import { sortersFromOrder, type TableOrder } from "@shared/domain/table-sort";
import { i18nProvider } from "@/providers/i18n-provider";
import type { TableColumn } from "../columns";
import { DataTable, withPinnedFirst } from "./DataTable";

afterEach(cleanup);

/** Refine with the app's i18n provider (its own buttons and notifications in Spanish). */
const wrapper = ({ children }: { children: ReactNode }) => (
  <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>{children}</Refine>
);

const columns: TableColumn[] = [
  { id: 1, field: "descripcion", label: "Descripción", hidden: false, defaultorder: 1, type: "TEXT", sortable: true, filter: "text" },
  { id: 2, field: "distancia", label: "Distancia (KM)", hidden: false, defaultorder: 2, type: "NUMERIC", sortable: true, filter: "number" },
];
type Row = { id: number; descripcion?: string | null; distancia?: number | null };
/** @refinedev/antd useTable's tableProps for one page of rows. */
const tableOf = (rows: Row[], paging: { current?: number; pageSize?: number; total?: number; loading?: boolean; onChange?: TableProps<Row>["onChange"] } = {}): TableProps<Row> => ({
  dataSource: rows,
  loading: paging.loading ?? false,
  pagination: { current: paging.current ?? 1, pageSize: paging.pageSize ?? 20, total: paging.total ?? rows.length },
  onChange: paging.onChange,
});

function Harness({ rows, onSort }: { rows: Row[]; onSort?: (o: TableOrder) => void }) {
  const [order, setOrder] = useState<TableOrder | null>(null);
  // what useTable does with antd's sorter: the order of the clicked column
  const onChange: TableProps<Row>["onChange"] = (_paging, _filters, sorter) => {
    const s = sorter as SorterResult<Row>;
    const next: TableOrder | null = s.order ? { field: String(s.columnKey), type: s.order === "ascend" ? "ASC" : "DESC" } : null;
    setOrder(next);
    if (next) onSort?.(next);
  };
  return (
    <div>
      <span data-testid="order">{order ? `${order.field} ${order.type}` : "none"}</span>
      <DataTable
        columns={columns}
        tableProps={tableOf(rows, { onChange })}
        sorters={sortersFromOrder(order)}
        showFilters={false}
        filterValues={{}}
        onFilterChange={() => {}}
      />
    </div>
  );
}

describe("DataTable", () => {
  it("shows 'No hay datos' without rows", () => {
    render(<Harness rows={[]} />, { wrapper });
    expect(screen.getAllByText("No hay datos").length).toBeGreaterThan(0);
  });

  it("shows NA for empty values and formats the rest", () => {
    render(<Harness rows={[{ id: 1, descripcion: null, distancia: 1234.5 }, { id: 2, descripcion: "BOGOTA - CALI", distancia: null }]} />, { wrapper });
    expect(screen.getAllByText("NA")).toHaveLength(2);
    expect(screen.getByText("BOGOTA - CALI")).toBeTruthy();
    expect(screen.getByText("1.234,5")).toBeTruthy();
  });

  it("sorts DESC on the first click, toggles on the same column and starts ASC on another", () => {
    const onSort = vi.fn();
    render(<Harness rows={[{ id: 1, descripcion: "a", distancia: 1 }]} onSort={onSort} />, { wrapper });
    const click = (field: string) => act(() => fireEvent.click(screen.getByTestId(`header-${field}`)));
    click("descripcion");
    expect(screen.getByTestId("order").textContent).toBe("descripcion DESC");
    click("descripcion");
    expect(screen.getByTestId("order").textContent).toBe("descripcion ASC");
    click("descripcion");
    expect(screen.getByTestId("order").textContent).toBe("descripcion DESC");
    click("distancia");
    expect(screen.getByTestId("order").textContent).toBe("distancia ASC");
    expect(onSort).toHaveBeenCalledTimes(4);
  });

  it("draws each row's actions in a last column 'Acciones', whose clicks do not open the row", () => {
    const opened = vi.fn();
    const acted = vi.fn();
    render(
      <DataTable
        columns={columns} tableProps={tableOf([{ id: 1, descripcion: "a", distancia: 1 }, { id: 2, descripcion: "b", distancia: 2 }])}
        sorters={[]} showFilters={false} filterValues={{}} onFilterChange={() => {}} onRowClick={opened}
        rowActions={(row) => <button type="button" onClick={() => acted(row.id)}>{`Actuar ${row.id}`}</button>}
      />,
      { wrapper },
    );
    expect(screen.getByTestId("header-acciones").textContent).toBe("Acciones");
    fireEvent.click(screen.getByText("Actuar 2"));
    expect(acted).toHaveBeenCalledWith(2);
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("b"));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("shows each column's filter once, in the header (antd repeats titles in a hidden measuring row)", () => {
    render(
      <DataTable columns={columns} tableProps={tableOf([{ id: 1, descripcion: "a", distancia: 1 }])} sorters={[]} showFilters filterValues={{}} onFilterChange={() => {}} />,
      { wrapper },
    );
    expect(screen.getAllByLabelText("Filtro Descripción")).toHaveLength(1);
    expect(screen.getAllByLabelText("Filtro Distancia (KM)")).toHaveLength(1);
    expect(screen.getByLabelText("Filtro Descripción").closest("th")?.getAttribute("data-testid")).toBe("header-descripcion");
  });

  it("shows the loading text", () => {
    render(
      <DataTable columns={columns} tableProps={tableOf([], { loading: true })} sorters={[]} showFilters={false} filterValues={{}} onFilterChange={() => {}} />,
      { wrapper },
    );
    expect(screen.getAllByText("Cargando...").length).toBeGreaterThan(0);
  });

  it("footer reads 'N de M'", () => {
    render(
      <Refine i18nProvider={i18nProvider}>
        <DataTable columns={columns} tableProps={tableOf([], { current: 2, total: 45 })} sorters={[]} showFilters={false} filterValues={{}} onFilterChange={() => {}} />
      </Refine>,
    );
    expect(screen.getByTestId("pagination-status").textContent).toBe("2 de 3");
  });

  it("pages through useTable's onChange", () => {
    const onChange = vi.fn();
    render(<DataTable columns={columns} tableProps={tableOf([], { current: 2, total: 45, onChange })} sorters={[]} showFilters={false} filterValues={{}} onFilterChange={() => {}} />, { wrapper });
    fireEvent.click(screen.getByLabelText("Página siguiente"));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual({ current: 3, pageSize: 20 });
  });
});

describe("DataTable rows rendered (the first 30, more on scroll)", () => {
  const many = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, descripcion: `RUTA ${i + 1}`, distancia: i }));
  const renderedRows = () => document.querySelectorAll(".ant-table-tbody .ant-table-row[data-row-key]").length;
  /** scrolls the body to `top` of a `height` px content in a 560 px box */
  const scrollBody = (top: number, height: number) => {
    const body = document.querySelector(".ant-table-body") as HTMLElement;
    Object.defineProperties(body, { scrollHeight: { value: height, configurable: true }, clientHeight: { value: 560, configurable: true } });
    body.scrollTop = top;
    act(() => fireEvent.scroll(body));
  };

  function Paged({ onSelect }: { onSelect?: (keys: unknown[]) => void }) {
    const [page, setPage] = useState(1);
    const [keys, setKeys] = useState<Key[]>([]);
    return (
      <Refine i18nProvider={i18nProvider}>
        <button type="button" onClick={() => setPage((p) => p + 1)}>otra</button>
        <span data-testid="selected">{keys.length}</span>
        <DataTable
          columns={columns} tableProps={tableOf(many, { current: page, pageSize: 500, total: 1000 })} sorters={[]} showFilters={false} filterValues={{}} onFilterChange={() => {}}
          selection={{ keys, onChange: (k) => { setKeys(k); onSelect?.(k); }, isRowSelectable: (r) => r.id !== 2 }}
        />
      </Refine>
    );
  }

  it("renders 30 of a 500-row page, 30 more when scrolled near the end, and starts again with another page", () => {
    render(<Paged />);
    expect(renderedRows()).toBe(30);
    scrollBody(10, 30 * 40);
    expect(renderedRows()).toBe(30);
    scrollBody(30 * 40 - 560, 30 * 40);
    expect(renderedRows()).toBe(60);
    scrollBody(60 * 40 - 560, 60 * 40);
    expect(renderedRows()).toBe(90);
    act(() => fireEvent.click(screen.getByText("otra")));
    expect(renderedRows()).toBe(30);
  });

  it("select-all-on-page takes every selectable row of the page, not only the rendered ones, and clears them all", () => {
    const onSelect = vi.fn();
    render(<Paged onSelect={onSelect} />);
    const all = () => document.querySelector(".ant-table-thead .ant-checkbox-input") as HTMLInputElement;
    act(() => fireEvent.click(all()));
    expect(screen.getByTestId("selected").textContent).toBe("499");
    expect(onSelect.mock.calls.at(-1)?.[0]).not.toContain(2);
    // rows rendered later show as selected
    scrollBody(30 * 40 - 560, 30 * 40);
    expect(renderedRows()).toBe(60);
    expect(document.querySelectorAll(".ant-table-tbody .ant-table-row-selected").length).toBe(59);
    act(() => fireEvent.click(all()));
    expect(screen.getByTestId("selected").textContent).toBe("0");
  });
});


describe("pinned columns and row links", () => {
  const cols = (fields: string[]) => fields.map((field) => ({ field }));

  it("puts the pinned columns first, each group in the user's order", () => {
    expect(withPinnedFirst(cols(["estado", "placa", "cliente", "numero"]), ["numero", "placa"]).map((c) => c.field)).toEqual([
      "placa", "numero", "estado", "cliente",
    ]);
    expect(withPinnedFirst(cols(["estado", "numero"])).map((c) => c.field)).toEqual(["estado", "numero"]);
  });

  function LinkHarness({ onRowClick, field }: { onRowClick?: (r: { id: number }) => void; field?: string }) {
    return (
      <DataTable
        columns={columns} tableProps={tableOf([{ id: 7, descripcion: "BOGOTA - CALI", distancia: 3 }])} sorters={[]}
        showFilters={false} filterValues={{}} onFilterChange={() => {}}
        onRowClick={onRowClick} rowLink={{ href: (r) => `/Home/Viaje/${String(r.id)}`, field }} pinnedFields={["distancia"]}
      />
    );
  }

  it("makes the link column's cell a real link; a plain click is the row's, a Ctrl+click or middle click the browser's", () => {
    const onRowClick = vi.fn();
    render(<LinkHarness onRowClick={onRowClick} field="descripcion" />, { wrapper });
    const link = screen.getByTestId("row-link");
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/Home/Viaje/7");
    expect(link.textContent).toBe("BOGOTA - CALI");

    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onRowClick).toHaveBeenCalledTimes(1);

    const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it("puts the link on the first column when its column is not shown, and pins the pinned one first", () => {
    render(<LinkHarness onRowClick={() => {}} field="numero" />, { wrapper });
    const link = screen.getByTestId("row-link");
    expect(link.textContent).toBe("3");
    expect(link.closest("td")?.className).toContain("ant-table-cell-fix-left");
  });

  it("shows each header's title in one line with the full title on hover", async () => {
    render(<LinkHarness />, { wrapper });
    const title = document.querySelector('[data-testid="header-descripcion"] .data-table-header-title') as HTMLElement;
    expect(title.textContent).toBe("Descripción");
    expect(title.style.textOverflow).toBe("ellipsis");
    fireEvent.mouseEnter(title);
    await vi.waitFor(() => expect(screen.getByRole("tooltip").textContent).toBe("Descripción"));
  });
});
