import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "@/providers/i18n-provider";
import { serverOffsetMs, useServerTime } from "./use-server-time";

// the local clock is fake (only Date): every time below is set by the test, none is read from the machine
const LOCAL = Date.parse("2025-03-10T15:00:00.000Z");
const SERVER = "2025-03-10T15:07:30.000Z";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(LOCAL);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function wrapper(custom: ReturnType<typeof vi.fn>) {
  const dataProvider = { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "" } as unknown as DataProvider;
  return ({ children }: { children: ReactNode }) => (
    <AntdApp>
      <Refine dataProvider={dataProvider} i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
        {children}
      </Refine>
    </AntdApp>
  );
}

describe("serverOffsetMs", () => {
  it.each([
    ["the server ahead", SERVER, LOCAL, 450_000],
    ["the server behind", "2025-03-10T14:59:00.000Z", LOCAL, -60_000],
    ["no answer", undefined, LOCAL, 0],
    ["an unreadable answer", "ayer", LOCAL, 0],
    ["no reception time", SERVER, 0, 0],
  ])("%s", (_name, iso, receivedAt, expected) => {
    expect(serverOffsetMs(iso, receivedAt)).toBe(expected);
  });
});

describe("useServerTime", () => {
  it("reads the server's time through getDate and keeps following the local clock with that offset", async () => {
    const custom = vi.fn(async () => ({ data: { getDate: SERVER } }));
    const { result } = renderHook(() => useServerTime(), { wrapper: wrapper(custom) });
    await waitFor(() => expect(result.current.offsetMs).toBe(450_000));
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ meta: expect.objectContaining({ document: "query GetDate { getDate }" }) }));
    expect(result.current.now().toISOString()).toBe(SERVER);
    vi.setSystemTime(LOCAL + 5_000);
    expect(result.current.now().toISOString()).toBe("2025-03-10T15:07:35.000Z");
    expect(result.current.isError).toBe(false);
    expect(screen.queryByText("No se puede obtener la hora")).toBeNull();
  });

  it("asks the server once for every screen that needs the time", async () => {
    const custom = vi.fn(async () => ({ data: { getDate: SERVER } }));
    function Clock() {
      const { now, offsetMs } = useServerTime();
      return <span>{offsetMs ? now().toISOString() : "…"}</span>;
    }
    render(
      <>
        <Clock />
        <Clock />
        <Clock />
      </>,
      { wrapper: wrapper(custom) },
    );
    await waitFor(() => expect(screen.getAllByText(SERVER)).toHaveLength(3));
    expect(custom).toHaveBeenCalledTimes(1);
  });

  it("falls back to the local time and says 'No se puede obtener la hora' when getDate fails", async () => {
    const custom = vi.fn(async () => {
      throw new Error("Network request failed");
    });
    const { result } = renderHook(() => useServerTime(), { wrapper: wrapper(custom) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(await screen.findByText("No se puede obtener la hora")).toBeTruthy();
    expect(result.current.offsetMs).toBe(0);
    expect(result.current.now().valueOf()).toBe(LOCAL);
    // not retried: one failed request is enough to fall back
    expect(custom).toHaveBeenCalledTimes(1);
  });
});
