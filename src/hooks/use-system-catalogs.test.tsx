import { Refine, type DataProvider } from "@refinedev/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSystemCatalogs } from "./use-system-catalogs";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CATALOGS = {
  sysEventos: [
    { id: 1, descripcion: "SALIDA", iconname: "car" },
    { id: 7, descripcion: "LLEGADA", iconname: null },
  ],
  sysEstados: [
    { id: 2, descripcion: "EN TRANSITO", iconname: "truck" },
    { id: 5, descripcion: "FINALIZADO", iconname: "check" },
  ],
};

function Provider({ custom, children }: { custom: ReturnType<typeof vi.fn>; children: ReactNode }) {
  const dataProvider = { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "" } as unknown as DataProvider;
  return (
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      {children}
    </Refine>
  );
}

/** one screen that reads the catalogs */
function Catalogs({ name }: { name: string }) {
  const { eventos, estados, evento, estado, isLoading } = useSystemCatalogs();
  if (isLoading) return <p>{name}: cargando</p>;
  return (
    <p>
      {name}: {eventos.length} eventos, {estados.length} estados, {evento(7)?.descripcion} / {estado("5" as unknown as number)?.descripcion} /{" "}
      {String(evento(99))} / {String(estado(null))}
    </p>
  );
}

/** screens opened and closed during a visit */
function Visit() {
  const [open, setOpen] = useState<string[]>(["lista"]);
  return (
    <>
      <button onClick={() => setOpen([])}>cerrar</button>
      <button onClick={() => setOpen(["detalle", "filtros"])}>abrir</button>
      {open.map((name) => (
        <Catalogs key={name} name={name} />
      ))}
    </>
  );
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe("useSystemCatalogs", () => {
  it("fetches sysEventos and sysEstados once and serves them to every screen for the rest of the visit", async () => {
    const custom = vi.fn(async () => ({ data: CATALOGS }));
    render(
      <Provider custom={custom}>
        <Visit />
      </Provider>,
    );
    await flush();
    expect(screen.getByText("lista: 2 eventos, 2 estados, LLEGADA / FINALIZADO / undefined / undefined")).toBeTruthy();
    expect(custom).toHaveBeenCalledTimes(1);
    const [{ meta }] = custom.mock.calls[0] as unknown as [{ meta: { document: string } }];
    expect(meta.document).toMatch(/sysEventos\s*\{\s*id descripcion iconname\s*\}/);
    expect(meta.document).toMatch(/sysEstados\s*\{\s*id descripcion iconname\s*\}/);

    // every screen closes; an hour later two others open: served from the cache, no new request
    await act(async () => screen.getByText("cerrar").click());
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    await act(async () => screen.getByText("abrir").click());
    expect(screen.getByText(/^detalle: 2 eventos/)).toBeTruthy();
    expect(screen.getByText(/^filtros: 2 eventos/)).toBeTruthy();
    await flush();
    expect(custom).toHaveBeenCalledTimes(1);
  });
});
