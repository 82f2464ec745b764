// A test-only entity served beside the registry with the screen part the app is given for it (<App screens>): its
// pages are that part's (its custom cell, its row action), it has a route but, with no `menu`, no menu entry.
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { shellOf } from "@/resources/shell";
import { muestrasEntity } from "../fixtures/muestras/entity";
import { screen } from "../fixtures/muestras/screen";

describe("a screen part given to the app", () => {
  it("stands for the entity's derived pages, and an entity without `menu` gets a route but no menu entry", () => {
    const list = [...entities, muestrasEntity];
    const { definitions, menuEntries } = shellOf(list, { muestras: screen });
    const muestras = definitions.find((d) => d.name === "muestras")!;
    expect(muestras).toBe(screen);
    expect(muestras.rowActions).toHaveLength(1);
    expect(muestras.route).toBe("/home/Muestras");
    expect(menuEntries.some((e) => e.name === "muestras")).toBe(false);
    // without it, the pages derived from the definition alone
    const derived = shellOf([...entities, muestrasEntity]).definitions.find((d) => d.name === "muestras")!;
    expect(derived.rowActions).toBeUndefined();
  });
});
