// Configuración → Integraciones end to end (real server, Chromium): an administrator creates an API key (shown
// once) that then reads the REST API and is refused a write; revokes it; registers a webhook (its secret shown
// once) to a receiver on 127.0.0.1, a write by a read-write key is delivered there signed with that secret, and
// the delivery is listed with its record and state, can be sent again, and is found by its record's key.
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext } from "./support/browser";
import { startE2E, type E2E } from "./support/app";
import { LoginPage } from "./support/pages";

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let receiver: Server;
let receiverUrl = "";
const received: { body: string; signature: string; event: string; delivery: string }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: String(req.headers["x-torre-signature"] ?? ""),
        event: String(req.headers["x-torre-event"] ?? ""),
        delivery: String(req.headers["x-torre-delivery"] ?? ""),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  e2e = await startE2E();
  context = await newContext(e2e.browser, e2e.server.url);
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.login("admin", "admin123");
  await page.waitForURL(/\/home$/i);
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

const api = (path: string, init: { method?: string; key: string; body?: unknown }) =>
  fetch(`${e2e.server.url}${path}`, {
    method: init.method ?? "GET",
    headers: { "x-api-key": init.key, ...(init.body ? { "content-type": "application/json" } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** Creates a key in the screen and answers the text shown once. */
async function createKey(name: string, scope: "Solo lectura" | "Lectura y escritura"): Promise<string> {
  await page.getByRole("button", { name: "Crear clave" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva clave de API" });
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByText(scope).click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  const shown = page.getByTestId("api-key-once");
  await shown.waitFor();
  const key = (await shown.innerText()).trim();
  await page.getByRole("dialog", { name: "Clave creada" }).getByRole("button", { name: /OK|Aceptar/ }).click();
  return key;
}

describe("Integraciones", () => {
  it("is in the Configuración menu and opens on its API keys", async () => {
    await page.goto("/home/Integraciones");
    await page.getByRole("tab", { name: "Claves de API" }).waitFor();
    await page.getByRole("heading", { name: "Integraciones" }).first().waitFor();
    await page.getByRole("link", { name: "Referencia de la API" }).waitFor();
  });

  it("creates a read-only key shown once, which reads the REST API, is refused a write, and stops working once revoked", async () => {
    await page.goto("/home/Integraciones");
    const key = await createKey("ERP de prueba", "Solo lectura");
    expect(key).toMatch(/^tdc_/);
    const list = await api("/api/v1/rutas?_start=0&_end=10", { key });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get("x-total-count"))).toBeGreaterThan(0);
    expect((await api("/api/v1/rutas", { method: "POST", key, body: { via: "X" } })).status).toBe(403);

    const row = page.getByRole("row").filter({ hasText: "ERP de prueba" });
    await expect.poll(() => row.innerText()).toContain("Solo lectura");
    expect(await row.innerText()).toContain("Activa");
    // the key's text is nowhere on the page once its dialog is closed
    await expect.poll(() => page.content()).not.toContain(key);
    await row.getByRole("button", { name: "Revocar" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Eliminar" }).click();
    await expect.poll(() => row.innerText()).toContain("Revocada");
    expect((await api("/api/v1/rutas?_start=0&_end=10", { key })).status).toBe(401);
  });

  it("registers a webhook whose secret signs the delivery of a key's write, listed in Entregas with 'Reenviar' and found by its record", async () => {
    await page.goto("/home/Integraciones");
    const writer = await createKey("ERP escritura", "Lectura y escritura");
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByRole("button", { name: "Registrar webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo webhook" });
    await dialog.getByLabel("URL").fill(receiverUrl);
    await dialog.getByLabel("Descripción").fill("Receptor de prueba");
    await dialog.getByLabel("Eventos").click();
    await page.keyboard.type("rutas.actualizado");
    await page.keyboard.press("Enter");
    // the open list covers the dialog's buttons: a click on the description field closes it
    await dialog.getByLabel("Descripción").click();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    const shown = page.getByTestId("webhook-secret-once");
    await shown.waitFor();
    const secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole("dialog", { name: "Webhook registrado" }).getByRole("button", { name: /OK|Aceptar/ }).click();
    await page.getByRole("row").filter({ hasText: "Receptor de prueba" }).waitFor();

    // a write by the read-write key: one route's distance changes
    const [route] = (await (await api("/api/v1/rutas?_start=0&_end=1", { key: writer })).json()) as { id: number; distancia: number }[];
    expect((await api(`/api/v1/rutas/${route.id}`, { method: "PATCH", key: writer, body: { distancia: Number(route.distancia) + 1 } })).status).toBe(200);
    await expect.poll(() => received.filter((r) => r.event === "rutas.actualizado").length, { timeout: 20_000 }).toBe(1);
    const got = received.find((r) => r.event === "rutas.actualizado")!;
    expect(got.signature).toBe(`sha256=${createHmac("sha256", secret).update(got.body).digest("hex")}`);

    await page.getByRole("row").filter({ hasText: "Receptor de prueba" }).getByRole("button", { name: "Entregas" }).click();
    const delivery = page.getByRole("row").filter({ hasText: "rutas.actualizado" });
    await expect.poll(() => delivery.first().innerText(), { timeout: 20_000 }).toContain("Entregada");
    // the record the delivery speaks of, by its key
    expect(await delivery.first().innerText()).toContain(`rutas:${route.id}`);
    await delivery.first().getByRole("button", { name: "Reenviar" }).click();
    await page.getByText("Entrega puesta de nuevo en la cola").waitFor();
    await expect.poll(() => received.filter((r) => r.event === "rutas.actualizado").length, { timeout: 20_000 }).toBe(2);
    const [first, again] = received.filter((r) => r.event === "rutas.actualizado");
    expect(again.body).toBe(first.body);
    expect(again.delivery).not.toBe(first.delivery);

    // one record's deliveries, found by its key: another record's has none, this one's has both
    const search = page.getByLabel("Registro");
    await search.fill(`rutas:${route.id + 100_000}`);
    await search.press("Enter");
    await expect.poll(() => delivery.count(), { timeout: 10_000 }).toBe(0);
    await search.fill(`rutas:${route.id}`);
    await search.press("Enter");
    await expect.poll(() => delivery.count(), { timeout: 10_000 }).toBe(2);
  });
});
