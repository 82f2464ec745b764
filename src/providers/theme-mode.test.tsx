// The look's provider follows the system's media queries: dark colours, and no animations when the system asks for
// reduced motion (antd's `motion` token off), each followed as the system changes it.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, render } from "@testing-library/react";
import { theme } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeModeProvider } from "./theme-mode";

/** a matchMedia whose queries hold as `holding` says, with the listeners it was given */
function fakeMedia(holding: Set<string>) {
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = (query: string) => ({
    get matches() {
      return holding.has(query);
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.set(query, (listeners.get(query) ?? new Set()).add(fn)),
    removeEventListener: (_: string, fn: () => void) => listeners.get(query)?.delete(fn),
  });
  const change = (query: string, holds: boolean) => {
    if (holds) holding.add(query);
    else holding.delete(query);
    for (const fn of listeners.get(query) ?? []) fn();
  };
  return { matchMedia, change };
}

function Probe() {
  const { token } = theme.useToken();
  return <span data-testid="probe" data-motion={String(token.motion)} data-bg={token.colorBgContainer} />;
}

const REDUCED = "(prefers-reduced-motion: reduce)";
const DARK = "(prefers-color-scheme: dark)";
let media: ReturnType<typeof fakeMedia>;
const original = window.matchMedia;
beforeEach(() => {
  media = fakeMedia(new Set());
  Object.defineProperty(window, "matchMedia", { value: vi.fn(media.matchMedia), configurable: true, writable: true });
});
afterEach(() => {
  cleanup();
  Object.defineProperty(window, "matchMedia", { value: original, configurable: true, writable: true });
});

const probe = (container: HTMLElement) => container.querySelector("[data-testid=probe]")!;

describe("the look's provider", () => {
  it("keeps antd's animations while the system does not ask for reduced motion", () => {
    const { container } = render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    expect(probe(container).getAttribute("data-motion")).toBe("true");
  });

  it("turns them off when the system asks for reduced motion, and on again when it stops asking", () => {
    media.change(REDUCED, true);
    const { container } = render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    expect(probe(container).getAttribute("data-motion")).toBe("false");
    act(() => media.change(REDUCED, false));
    expect(probe(container).getAttribute("data-motion")).toBe("true");
  });

  it("follows the system's dark mode as it changes", () => {
    const { container } = render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    const light = probe(container).getAttribute("data-bg");
    act(() => media.change(DARK, true));
    expect(probe(container).getAttribute("data-bg")).not.toBe(light);
  });
});
