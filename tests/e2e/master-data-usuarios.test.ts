// Usuarios end to end (the Users screen): the three tabs, a tab change
// clearing the filters, add/delete only on the traffic tab, the read-only driver modal, a traffic controller
// created ('Requerido' ×3), edited (e-mail read-only) and deleted, and a password reset showing
// 'Enviando ....' then 'Se restablecio la contraseña' after which the old password no longer signs in; where the
// add, delete and password-reset buttons sit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startSession, type Session } from "./support/master-data";
import { POLL } from "./support/table-page";

type Controller = { id: number; idusuario: number; nombre: string; correo: string | null; telefono: string | null; indicadoractivo: boolean };

let s: Session;

async function controladores(filters: { field: string; value: unknown }[] = []) {
  const res = await s.gql<{ controladoresTraficoInfo: { data: Controller[]; totalreg: number } }>(
    `query ($f: [FilterInput!]) { controladoresTraficoInfo(filters: $f, pagination: { fields: 100, page: 1 }) { data { id idusuario nombre correo telefono indicadoractivo } totalreg } }`,
    { f: filters },
  );
  return res.controladoresTraficoInfo;
}

const tab = (name: string) => s.page.getByRole("tab", { name, exact: true });

async function filterName(text: string, expected: number[]) {
  await s.table.open("/home/Usuarios");
  await s.table.showFilters();
  await s.table.filter("Nombre").fill(text);
  await expect.poll(() => s.table.rowKeys(), POLL).toEqual(expected);
}

beforeAll(async () => {
  s = await startSession("usuarios");
});
afterAll(async () => {
  await s?.close();
});

describe("Usuarios tabs", () => {
  it("opens on the traffic tab; add only there; a tab change clears the filters; driver modal read-only", async () => {
    await s.table.open("/home/Usuarios");
    expect(await tab("Controladores de tráfico").getAttribute("aria-selected")).toBe("true");
    await s.table.button("Agregar").waitFor();
    const all = await controladores();
    await s.page.getByText(`Total controladores de tráfico: ${all.totalreg}`).waitFor();
    await s.table.showFilters();
    const name = all.data[0].nombre;
    await s.table.filter("Nombre").fill(name);
    await expect.poll(() => s.table.rowKeys(), POLL).toEqual(all.data.filter((c) => c.nombre.includes(name)).map((c) => c.id));
    expect(decodeURIComponent(s.page.url())).toContain("nombre");
    // an order and a selection too: the tab change clears them all
    await s.table.clickHeader("nombre");
    await expect.poll(() => s.table.sortOrder("nombre"), POLL).not.toBeNull();
    const [firstController] = await s.table.rowKeys();
    await s.table.select(firstController);
    await s.table.button(/Eliminar \(1\)$/).waitFor();
    await s.shot("traffic-filtered");

    await tab("Puestos de control").click();
    await s.table.waitLoaded();
    expect(decodeURIComponent(s.page.url())).not.toContain("nombre");
    expect(await s.table.button("Agregar").count()).toBe(0);
    // the new tab's rows load after the tab change
    await expect.poll(async () => (await s.table.rowKeys()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [firstPostUser] = await s.table.rowKeys();
    await s.table.row(firstPostUser).locator(".ant-table-cell").first().click();
    await s.page.waitForTimeout(500);
    expect(await s.page.locator(".ant-modal-wrap:visible").count()).toBe(0);
    await s.shot("control-point");

    await tab("Conductores").click();
    await s.table.waitLoaded();
    expect(await s.table.button("Agregar").count()).toBe(0);
    await expect.poll(async () => (await s.table.rowKeys()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [driver] = await s.table.rowKeys();
    // a driver without e-mail and with two contacts ('name:phone' pairs)
    await s.e2e.server.database.query(`UPDATE conductores SET correo = NULL, contactos = 'ANA PEREZ:3001112233,LUIS:3115556677' WHERE id = $1`, [driver]);
    await s.table.openRow(driver);
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe("Conductor");
    await s.table.modal.getByText("Contactos").waitFor();
    await expect.poll(() => s.table.viewValue("Correo").innerText(), POLL).toBe("NA");
    await s.table.modal.getByText("ANA PEREZ: 3001112233", { exact: true }).waitFor();
    await s.table.modal.getByText("LUIS: 3115556677", { exact: true }).waitFor();
    expect(await s.table.modal.getByRole("button", { name: "Editar" }).count()).toBe(0);
    await s.shot("driver");
    await s.table.modal.getByRole("button", { name: "Cancelar" }).click();

    await tab("Controladores de tráfico").click();
    await s.table.waitLoaded();
    await s.table.showFilters();
    expect(await s.table.filter("Nombre").inputValue()).toBe("");
    expect(await s.table.sortOrder("nombre")).toBeNull();
    expect(await s.table.button(/Eliminar \(\d+\)$/).count()).toBe(0);
    await s.page.getByText(`Total controladores de tráfico: ${all.totalreg}`).waitFor();
  });
});

describe("Usuarios placement", () => {
  it("Agregar and Eliminar only in the traffic tab's toolbar; 'Restablecer contraseña' in the traffic detail, under its fields", async () => {
    const deleteButton = () => s.table.button(/Eliminar( \(\d+\))?$/);
    const resetButton = () => s.page.getByRole("button", { name: "Restablecer contraseña" });
    await s.table.open("/home/Usuarios");
    await s.table.button("Agregar").waitFor();
    await deleteButton().waitFor();
    expect(await s.page.locator(".ant-table-selection-column").count()).toBeGreaterThan(0);
    // the reset belongs to one controller: nothing in the list's toolbar
    expect(await resetButton().count()).toBe(0);

    for (const name of ["Puestos de control", "Conductores"]) {
      await tab(name).click();
      await s.table.waitLoaded();
      await expect.poll(async () => (await s.table.rowKeys()).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await s.table.button("Agregar").count()).toBe(0);
      expect(await deleteButton().count()).toBe(0);
      expect(await s.page.locator(".ant-table-selection-column").count()).toBe(0);
    }
    // the driver's detail has no password reset
    const [driver] = await s.table.rowKeys();
    await s.table.openRow(driver);
    await s.table.modal.getByText("Contactos").waitFor();
    expect(await resetButton().count()).toBe(0);
    await s.table.modal.getByRole("button", { name: "Cancelar" }).click();
    await s.table.modal.waitFor({ state: "detached" });

    await tab("Controladores de tráfico").click();
    await s.table.waitLoaded();
    await expect.poll(async () => (await s.table.rowKeys()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [controller] = await s.table.rowKeys();
    await s.table.openRow(controller);
    const reset = s.table.modal.getByTestId("opciones-usuario").getByRole("button", { name: "Restablecer contraseña" });
    await reset.waitFor();
    // the detail's name, e-mail, phone and active switch come first, the reset below them, not in the footer
    const labels = await s.table.modal.locator(".ant-descriptions-item-label").allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(["Nombre", "Correo", "Teléfono", "Activo"]));
    const fields = await s.table.modal.locator(".ant-descriptions").boundingBox();
    const button = await reset.boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(fields!.y + fields!.height);
    expect(await s.table.modal.locator(".ant-modal-footer").getByRole("button", { name: "Restablecer contraseña" }).count()).toBe(0);
    await s.table.modal.getByRole("button", { name: "Cancelar" }).click();
    await s.table.modal.waitFor({ state: "detached" });
  });
});

describe("Usuarios for another role", () => {
  it("shows no Agregar, no selection to delete and no Opciones (password reset) to a user who is not role 3", async () => {
    const operador = await signIn(s.e2e, "operador", "operador123", "usuarios-operador");
    try {
      await operador.table.open("/home/Usuarios");
      await expect.poll(async () => (await operador.table.rowKeys()).length, POLL).toBeGreaterThan(0);
      expect(await operador.table.button("Agregar").count()).toBe(0);
      expect(await operador.page.locator(".ant-table-selection-column").count()).toBe(0);
      const [controller] = await operador.table.rowKeys();
      await operador.table.openRow(controller);
      expect(await operador.table.modal.locator(".ant-modal-title").innerText()).toBe("Controlador de trafico");
      await operador.table.modal.getByText("Correo").first().waitFor();
      expect(await operador.table.modal.getByTestId("opciones-usuario").count()).toBe(0);
      expect(await operador.table.modal.getByRole("button", { name: "Restablecer contraseña" }).count()).toBe(0);
      await operador.shot("controller-view");
    } finally {
      await operador.close();
    }
  });
});

describe("Traffic controllers", () => {
  it("creates a controller: nombre, correo and telefono 'Requerido'", async () => {
    await s.table.open("/home/Usuarios");
    await s.table.openNew();
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe("Usuarios");
    await s.table.save();
    await expect.poll(() => s.table.modal.getByText("Requerido", { exact: true }).count(), POLL).toBe(3);
    await s.shot("validation");
    await s.table.field("Nombre").fill("CONTROLADOR E2E");
    await s.table.field("Teléfono").fill("3001234567");
    // an e-mail already registered: the server's first message, the modal stays open
    const [taken] = (await controladores([])).data.filter((c) => c.correo);
    await s.table.field("Correo").fill(taken.correo!);
    await s.table.save();
    await s.table.notice("El correo ya está registrado").waitFor();
    expect(await s.table.modal.isVisible()).toBe(true);
    await s.table.field("Correo").fill("controlador.e2e@example.com");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();
    await s.table.modal.waitFor({ state: "detached" });
    const created = (await controladores([{ field: "nombre", value: "CONTROLADOR E2E" }])).data;
    expect(created).toMatchObject([{ nombre: "CONTROLADOR E2E", correo: "controlador.e2e@example.com", telefono: "3001234567" }]);
  });

  it("edits the controller with the e-mail read-only", async () => {
    const [controller] = (await controladores([{ field: "nombre", value: "CONTROLADOR E2E" }])).data;
    await filterName("CONTROLADOR E2E", [controller.id]);
    await s.table.openRow(controller.id);
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe("Controlador de trafico");
    await s.table.modal.getByRole("button", { name: "Restablecer contraseña" }).waitFor();
    await s.shot("controller-view");
    await s.table.modal.getByRole("button", { name: "Editar" }).click();
    await expect.poll(() => s.table.field("Nombre").inputValue(), POLL).toBe("CONTROLADOR E2E");
    expect(await s.table.field("Correo").isDisabled()).toBe(true);
    await s.table.field("Teléfono").fill("");
    await s.table.save();
    await s.table.modal.getByText("Requerido", { exact: true }).waitFor();
    await s.table.field("Teléfono").fill("3109876543");
    await s.table.field("Nombre").fill("CONTROLADOR E2E EDITADO");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();
    await expect.poll(() => s.table.columnTexts("nombre"), POLL).toEqual(["CONTROLADOR E2E EDITADO"]);
    expect((await controladores([{ field: "id", value: controller.id }])).data[0]).toMatchObject({
      nombre: "CONTROLADOR E2E EDITADO", correo: "controlador.e2e@example.com", telefono: "3109876543",
    });
  });

  it("deletes the controller after 'Desea eliminar 1 registros'", async () => {
    const [controller] = (await controladores([{ field: "nombre", value: "CONTROLADOR E2E" }])).data;
    await filterName("CONTROLADOR E2E", [controller.id]);
    await s.table.select(controller.id);
    await s.table.deleteSelected(1);
    await s.table.notice("procesos exitoso").waitFor();
    await s.page.getByText("No hay datos").waitFor();
    expect((await controladores([{ field: "id", value: controller.id }])).totalreg).toBe(0);
  });

  it("resets a password: 'Enviando ....', 'Se restablecio la contraseña', and the old password stops working", async () => {
    const [user] = await s.e2e.server.database.query<{ id: number; username: string }>(
      `SELECT id, username FROM usuarios WHERE idempresa = 1 AND idsysperfil = 1 AND username NOT IN ('admin', 'operador', 'nuevo') ORDER BY id LIMIT 1`,
    );
    expect((await s.e2e.server.login(user.username, "demo1234")).status).toBe(200);
    const [controller] = (await controladores()).data.filter((c) => c.idusuario === user.id);
    await filterName(controller.nombre, [controller.id]);
    await s.table.openRow(controller.id);
    // the reset is slowed down so 'Enviando ....' can be seen while it runs
    await s.page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("resetPassword")) await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await s.table.modal.getByRole("button", { name: "Restablecer contraseña" }).click();
    await s.table.modal.getByRole("button", { name: "Enviando ...." }).waitFor();
    await s.shot("reset-sending");
    await s.table.notice("Se restablecio la contraseña").waitFor();
    await s.page.unroute("**/graphql");
    const temporary = await s.table.modal.getByTestId("clave-temporal").innerText();
    expect(temporary).toHaveLength(10);
    await s.shot("reset-done");

    // the old password is refused outright (401): a 409 would mean it still signed in
    expect((await s.e2e.server.login(user.username, "demo1234")).status).toBe(401);
    // the temporary password shown to the admin signs in and must be changed first (409)
    expect((await s.e2e.server.login(user.username, temporary)).status).toBe(409);
  });
});
