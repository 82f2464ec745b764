// Delete trip end to end: a wrong manifest shows 'No se encontro el viaje' and deletes nothing
// (Aceptar just closes); a lookup that fails (network or server error) shows 'Ocurrio un error' instead
// and deletes nothing; the right manifest deletes the trip ('Se Elimino el viaje') and
// `viajes` no longer has it.
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthHeaders } from "../integration/helpers/server";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let admin: AuthHeaders;

const COUNT = `query ($f: [FilterInput!]) { viajes(filters: $f) { totalreg } }`;
const tripCount = async (id: number) => {
  const res = await e2e.server.gql<{ viajes: { totalreg: number } }>(admin, COUNT, { f: [{ field: "id", operator: "eq", value: id }] });
  return res.data?.viajes.totalreg;
};

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.server.auth("admin", "admin123");
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL((url) => url.pathname.toLowerCase().startsWith("/home"));
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

describe("delete trip", () => {
  it("refuses a wrong manifest, then deletes the trip with the right one", async () => {
    const [trip] = await e2e.server.database.query<{ id: number; numero: string }>(
      `SELECT "id", "numero" FROM "viajes" WHERE "idempresa" = 1 ORDER BY "id" DESC LIMIT 1`,
    );
    await page.goto("/Home/TrvlDelete");
    await page.getByText("Esta opción es solo para el administrador", { exact: false }).waitFor();

    // both inputs are required
    await page.getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => page.getByText("Requerido").count()).toBe(2);

    await page.getByLabel("Número de viaje").fill(String(trip.id));
    await page.getByLabel("Manifiesto").fill(`${trip.numero}X`);
    await page.getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("No se encontro el viaje").waitFor();
    await dialog.getByRole("button", { name: "Aceptar" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await tripCount(trip.id)).toBe(1);

    await page.getByLabel("Manifiesto").fill(trip.numero);
    await page.getByRole("button", { name: "Eliminar" }).click();
    await dialog.getByText(`¿Desea eliminar el viaje ${trip.id}?`).waitFor();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Se Elimino el viaje").waitFor();
    expect(await tripCount(trip.id)).toBe(0);
  });

  it("says 'Ocurrio un error', not 'No se encontro el viaje', when loading the trip fails", async () => {
    const [trip] = await e2e.server.database.query<{ id: number; numero: string }>(
      `SELECT "id", "numero" FROM "viajes" WHERE "idempresa" = 1 ORDER BY "id" DESC LIMIT 1`,
    );
    await page.goto("/Home/TrvlDelete");
    await page.getByLabel("Número de viaje").fill(String(trip.id));
    await page.getByLabel("Manifiesto").fill(trip.numero);
    const dialog = page.getByRole("dialog");
    const isLookup = (body: string | null) => Boolean(body?.includes("DeleteTripViaje"));
    // the network drops the lookup, then the server answers it with an error
    const failures: [string, (route: Route) => Promise<void>][] = [
      ["network", (route) => route.abort("connectionrefused")],
      ["server", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "Error interno" }] }) })],
    ];
    for (const [name, fail] of failures) {
      await page.route("**/graphql", (route) => (isLookup(route.request().postData()) ? fail(route) : route.fallback()));
      try {
        await page.getByRole("button", { name: "Eliminar" }).click();
        await dialog.getByText("Ocurrio un error", { exact: true }).waitFor();
        expect(await dialog.getByText("No se encontro el viaje").count(), name).toBe(0);
        expect(await dialog.getByRole("button", { name: "Eliminar" }).count(), name).toBe(0);
        await page.screenshot({ path: `/tmp/e2e-delete-trip-lookup-${name}.png` });
        await dialog.getByRole("button", { name: "Aceptar" }).click();
        await dialog.waitFor({ state: "hidden" });
      } finally {
        await page.unroute("**/graphql");
      }
      expect(await tripCount(trip.id), name).toBe(1);
    }
  });

  it("treats a zero trip number as invalid", async () => {
    await page.goto("/Home/TrvlDelete");
    await page.getByLabel("Número de viaje").fill("0");
    await page.getByLabel("Manifiesto").fill("X");
    await page.getByRole("button", { name: "Eliminar" }).click();
    await page.getByText("Debe ser un número distinto de cero").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});
