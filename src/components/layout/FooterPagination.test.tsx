import { Refine } from "@refinedev/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "@/providers/i18n-provider";
import { FooterPagination, pageCount } from "./FooterPagination";

afterEach(cleanup);

describe("page count", () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [240, 1, 240],
    [1000, 500, 2],
  ])("%i rows by %i → %i pages", (total, size, pages) => expect(pageCount(total, size)).toBe(pages));
});

describe("footer pagination", () => {
  const renderAt = (current: number, onChange = vi.fn()) => {
    render(
      <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
        <FooterPagination current={current} pageSize={20} total={95} onChange={onChange} />
      </Refine>,
    );
    return onChange;
  };

  it("shows 'N de M' and the page-size label", () => {
    renderAt(2);
    expect(screen.getByText("2 de 5")).toBeTruthy();
    expect(screen.getAllByText("Registros por página").length).toBeGreaterThan(0);
  });

  it.each([
    ["Primera página", 1],
    ["Página anterior", 2],
    ["Página siguiente", 4],
    ["Última página", 5],
  ])("%s goes to page %i", (label, page) => {
    const onChange = renderAt(3);
    fireEvent.click(screen.getByRole("button", { name: label }));
    expect(onChange).toHaveBeenCalledWith(page, 20);
  });

  it("disables first and previous on page 1, next and last on the last page", () => {
    renderAt(1);
    expect(screen.getByRole("button", { name: "Primera página" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Página siguiente" }).hasAttribute("disabled")).toBe(false);
    cleanup();
    renderAt(5);
    expect(screen.getByRole("button", { name: "Última página" }).hasAttribute("disabled")).toBe(true);
  });
});
