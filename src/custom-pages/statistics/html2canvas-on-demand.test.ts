// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

const real = vi.fn(async () => "canvas");
vi.mock("html2canvas/dist/html2canvas.esm.js", () => ({ default: real }));

describe("html2canvas on demand", () => {
  it("loads html2canvas when first called and hands it the element and options", async () => {
    const { default: html2canvas } = await import("./html2canvas-on-demand");
    expect(real).not.toHaveBeenCalled();
    const element = document.createElement("div");
    await expect(html2canvas(element, { scale: 2 })).resolves.toBe("canvas");
    expect(real).toHaveBeenCalledWith(element, { scale: 2 });
  });
});
