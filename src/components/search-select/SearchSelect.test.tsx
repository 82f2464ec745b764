import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "@shared/config";
import { SearchSelect } from "./SearchSelect";
import { i18nProvider } from "@/providers/i18n-provider";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Call = { pagination: { currentPage: number; pageSize: number }; filters: { field: string; operator: string; value: unknown }[]; sorters: unknown[]; meta: { operations: { list: string }; fields: string[] } };
const ALL = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, descripcion: i < 3 ? `BOGOTA ${i + 1}` : `POBLACION ${String(i + 1).padStart(2, "0")}` }));

/** a server of 50 populations: contains filter on descripcion, paged */
function server(rows = ALL) {
  return vi.fn(async ({ pagination, filters }: Call) => {
    const text = String(filters?.[0]?.value ?? "").toLowerCase();
    const hits = rows.filter((r) => r.descripcion.toLowerCase().includes(text));
    return { data: hits.slice(0, pagination.pageSize), total: hits.length };
  });
}

function setup(getList: ReturnType<typeof vi.fn>, onChange = vi.fn()) {
  const dataProvider = { getList, getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), getApiUrl: () => "" } as unknown as DataProvider;
  render(
    <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <SearchSelect operation="sysPoblaciones" labelField="descripcion" onChange={onChange} placeholder="Población" />
    </Refine>,
  );
  const input = screen.getByRole("combobox");
  return {
    input,
    open: () => fireEvent.mouseDown(input.closest(".ant-select-selector") as Element),
    type: (value: string) => fireEvent.change(input, { target: { value } }),
    calls: () => getList.mock.calls.map((c) => c[0] as Call),
  };
}

describe("SearchSelect (the generic search list)", () => {
  it("asks the operation for page 1 of 20 rows ordered by the label, and lists them", async () => {
    const getList = server();
    const s = setup(getList);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(s.calls()[0]).toMatchObject({
      pagination: { currentPage: 1, pageSize: 20 },
      filters: [],
      sorters: [{ field: "descripcion", order: "asc" }],
      meta: { operations: { list: "sysPoblaciones" }, fields: ["id", "descripcion"] },
    });
    s.open();
    await screen.findByTitle("BOGOTA 1");
  });

  it("searches 300 ms after the last key: nothing at 299 ms, a contains filter at 300 ms", async () => {
    vi.useFakeTimers();
    const getList = server();
    const s = setup(getList);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(getList).toHaveBeenCalledTimes(1);
    s.open();
    s.type("bo");
    await act(() => vi.advanceTimersByTimeAsync(200));
    s.type("bog");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(s.calls().some((c) => c.filters.length > 0)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    const searched = s.calls().filter((c) => c.filters.length > 0);
    expect(searched).toHaveLength(1);
    expect(searched[0]).toMatchObject({ filters: [{ field: "descripcion", operator: "contains", value: "bog" }], pagination: { pageSize: 20 } });
  });

  it("grows the page by 20 when the list is scrolled to its end, while the server has more", async () => {
    const getList = server();
    const s = setup(getList);
    s.open();
    await screen.findByTitle("BOGOTA 1");
    const holder = document.querySelector(".ant-select-dropdown .rc-virtual-list-holder") as HTMLElement;
    // at the end: scrollTop + clientHeight reaches scrollHeight
    Object.defineProperties(holder, { scrollHeight: { value: 640, configurable: true }, clientHeight: { value: 256, configurable: true } });
    holder.scrollTop = 384;
    fireEvent.scroll(holder);
    await waitFor(() => expect(s.calls().at(-1)?.pagination.pageSize).toBe(40));
    await waitFor(() => expect(getList.mock.results.length).toBe(getList.mock.calls.length));
    fireEvent.scroll(holder);
    await waitFor(() => expect(s.calls().at(-1)?.pagination.pageSize).toBe(60));
    // the server has 50: a further scroll asks for nothing more
    await waitFor(async () => expect((await getList.mock.results.at(-1)?.value)?.data).toHaveLength(50));
    const before = getList.mock.calls.length;
    fireEvent.scroll(holder);
    await new Promise((r) => setTimeout(r, 50));
    expect(getList.mock.calls.length).toBe(before);
  });

  it("does not grow while the list is far from its end", async () => {
    const getList = server();
    const s = setup(getList);
    s.open();
    await screen.findByTitle("BOGOTA 1");
    const holder = document.querySelector(".ant-select-dropdown .rc-virtual-list-holder") as HTMLElement;
    Object.defineProperties(holder, { scrollHeight: { value: 640, configurable: true }, clientHeight: { value: 256, configurable: true } });
    holder.scrollTop = 10;
    fireEvent.scroll(holder);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.calls().every((c) => c.pagination.pageSize === 20)).toBe(true);
  });

  it("shows 'Cargando...' while the rows load and 'No hay datos' when none match", async () => {
    let answer: (value: { data: never[]; total: number }) => void = () => {};
    const getList = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const s = setup(getList);
    s.open();
    await screen.findByText("Cargando...");
    answer({ data: [], total: 0 });
    await screen.findByText("No hay datos");
    expect(screen.queryByText("Cargando...")).toBeNull();
  });

  it("answers the picked row's value and label", async () => {
    const onChange = vi.fn();
    const s = setup(server(), onChange);
    s.open();
    fireEvent.click(await screen.findByTitle("BOGOTA 2"));
    expect(onChange).toHaveBeenCalledWith(2, "BOGOTA 2", expect.objectContaining({ id: 2, descripcion: "BOGOTA 2" }));
  });
});

describe("SearchSelect refuses the apostrophe", () => {
  it("a typed or pasted apostrophe leaves the search text and the server's filter", async () => {
    const getList = server();
    const s = setup(getList);
    s.open();
    s.type("bog'ota 1");
    expect((s.input as HTMLInputElement).value).toBe("bogota 1");
    await waitFor(() => expect(s.calls().some((c) => c.filters.length > 0)).toBe(true));
    expect(s.calls().flatMap((c) => c.filters.map((f) => String(f.value)))).not.toContainEqual(expect.stringContaining("'"));
  });
});
