import "@ant-design/v5-patch-for-react-19";
import { Refine } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableOrder } from "@/domain/table-sort";
import { i18nProvider } from "@/providers/i18n-provider";
import type { TableColumn } from "../columns";
import { DataTable } from "./DataTable";

afterEach(cleanup);

const columns: TableColumn[] = [
  { id: 1, field: "descripcion", label: "Descripción", hidden: false, defaultorder: 1, type: "TEXT", sortable: true, filter: "text" },
  { id: 2, field: "distancia", label: "Distancia (KM)", hidden: false, defaultorder: 2, type: "NUMERIC", sortable: true, filter: "number" },
];
const footer = { page: 1, pageSize: 20, total: 0, onPageChange: () => {}, onPageSizeChange: () => {} };

function Harness({ rows, onSort }: { rows: { id: number; descripcion?: string | null; distancia?: number | null }[]; onSort?: (o: TableOrder) => void }) {
  const [order, setOrder] = useState<TableOrder | null>(null);
  return (
    <div>
      <span data-testid="order">{order ? `${order.field} ${order.type}` : "none"}</span>
      <DataTable
        columns={columns}
        rows={rows}
        loading={false}
        order={order}
        onSort={(o) => {
          setOrder(o);
          onSort?.(o);
        }}
        showFilters={false}
        filterValues={{}}
        onFilterChange={() => {}}
        pagination={{ ...footer, total: rows.length }}
      />
    </div>
  );
}

describe("DataTable", () => {
  it("shows 'No hay datos' without rows", () => {
    render(<Harness rows={[]} />);
    expect(screen.getAllByText("No hay datos").length).toBeGreaterThan(0);
  });

  it("shows NA for empty values and formats the rest", () => {
    render(<Harness rows={[{ id: 1, descripcion: null, distancia: 1234.5 }, { id: 2, descripcion: "BOGOTA - CALI", distancia: null }]} />);
    expect(screen.getAllByText("NA")).toHaveLength(2);
    expect(screen.getByText("BOGOTA - CALI")).toBeTruthy();
    expect(screen.getByText("1.234,5")).toBeTruthy();
  });

  it("sorts DESC on the first click, toggles on the same column and starts ASC on another", () => {
    const onSort = vi.fn();
    render(<Harness rows={[{ id: 1, descripcion: "a", distancia: 1 }]} onSort={onSort} />);
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

  it("shows the loading text", () => {
    render(
      <DataTable columns={columns} rows={[]} loading order={null} onSort={() => {}} showFilters={false} filterValues={{}} onFilterChange={() => {}} pagination={footer} />,
    );
    expect(screen.getAllByText("Cargando...").length).toBeGreaterThan(0);
  });

  it("footer reads 'N de M'", () => {
    const onPageSizeChange = vi.fn();
    render(
      <Refine i18nProvider={i18nProvider}>
        <DataTable columns={columns} rows={[]} loading={false} order={null} onSort={() => {}} showFilters={false} filterValues={{}} onFilterChange={() => {}} pagination={{ ...footer, page: 2, total: 45, onPageSizeChange }} />
      </Refine>,
    );
    expect(screen.getByTestId("pagination-status").textContent).toBe("2 de 3");
  });
});
