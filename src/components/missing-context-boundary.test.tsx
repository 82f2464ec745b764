// A part rendered without its context shows 'No existe un contexto' in place of the screen; another failure
// passes through the boundary; a new address tries again.
import "@ant-design/v5-patch-for-react-19";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createContext } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MissingContextBoundary } from "./missing-context-boundary";
import { useRequiredContext } from "./required-context";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Needed = createContext<string | null>(null);
function NeedsContext() {
  return <span>{useRequiredContext(Needed)}</span>;
}
function Fails(): never {
  throw new Error("otra falla");
}

let go: (to: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

describe("missing-context boundary", () => {
  it("shows the spec's message in place of the screen", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter>
        <MissingContextBoundary>
          <p>antes</p>
          <NeedsContext />
        </MissingContextBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText("No existe un contexto")).toBeTruthy();
    expect(screen.queryByText("antes")).toBeNull();
  });

  it("lets any other failure go on up", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <MemoryRouter>
          <MissingContextBoundary>
            <Fails />
          </MissingContextBoundary>
        </MemoryRouter>,
      ),
    ).toThrow("otra falla");
  });

  it("a new address renders the screen again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Routed() {
      return useLocation().pathname === "/" ? <NeedsContext /> : <p>otra pantalla</p>;
    }
    render(
      <MemoryRouter>
        <Navigator />
        <MissingContextBoundary>
          <Routed />
        </MissingContextBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText("No existe un contexto")).toBeTruthy();
    act(() => go("/otra"));
    expect(screen.getByText("otra pantalla")).toBeTruthy();
  });
});
