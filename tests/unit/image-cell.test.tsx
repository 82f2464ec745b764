// An image field's list cell and view section: a thumbnail of the record's signed read URL (relative to the API's
// origin), NA without an image.
import "@ant-design/v5-patch-for-react-19";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { fichasEntity } from "../fixtures/field-types/entity";

afterEach(cleanup);

const fichas = resourceFromEntity(fichasEntity);
const cell = (fichas.fields.find((f) => f.name === "foto")!.list as { render(value: unknown, record: object): ReactNode }).render;

describe("an image field's cell", () => {
  it("is a small thumbnail of the record's signed URL", () => {
    const { container } = render(<>{cell("1/foto.png", { foto: "1/foto.png", fotoUrl: "/api/uploads?key=1%2Ffoto.png" })}</>);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/api/uploads?key=1%2Ffoto.png");
    expect(img.getAttribute("width")).toBe("40");
    expect(img.getAttribute("alt")).toBe("Foto");
  });

  it("is NA without an image", () => {
    const { container } = render(<>{cell(null, { foto: null, fotoUrl: null })}</>);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("NA");
  });

  it("is shown larger in the view, NA without one", () => {
    const Section = fichas.viewSections![0];
    const { container } = render(<Section record={{ id: 1, foto: "1/foto.png", fotoUrl: "/api/uploads?key=1%2Ffoto.png" }} close={() => undefined} />);
    expect(container.textContent).toContain("Foto");
    expect(container.querySelector("img")?.getAttribute("width")).toBe("120");
    cleanup();
    const empty = render(<Section record={{ id: 2, foto: null, fotoUrl: null }} close={() => undefined} />);
    expect(empty.container.querySelector("img")).toBeNull();
    expect(empty.container.textContent).toContain("NA");
  });
});
