// The page header's slots need the page frame: inside it the title reaches the header's slot; rendered
// outside it the header reports the spec's missing-context message 'No existe un contexto'.
import "@ant-design/v5-patch-for-react-19";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LayoutContext } from "./layout-context";
import { PageHeader } from "./PageHeader";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("page header and its frame", () => {
  it("fills the frame's title slot", () => {
    const title = document.createElement("div");
    render(
      <LayoutContext.Provider value={{ sidebarPinned: false, toggleSidebar: () => undefined, slots: { title, center: null, right: null } }}>
        <PageHeader title="Estadísticas" />
      </LayoutContext.Provider>,
    );
    expect(title.textContent).toBe("Estadísticas");
  });

  it("outside the frame reports 'No existe un contexto'", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<PageHeader title="Estadísticas" />)).toThrow(/^No existe un contexto$/);
  });
});
