import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const p = await b.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await p.goto("http://127.0.0.1:4518/Login");
await p.getByLabel("Usuario").fill("admin"); await p.getByLabel("Contraseña").fill("admin123");
await p.getByRole("button", { name: "Iniciar" }).click();
await p.waitForURL(/Home/);
const offenders = () => p.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => { const r = e.getBoundingClientRect(); return r.right > 392 && r.width > 0 && !e.closest(".ant-table-content, .ant-table-body, .ant-table-header, .ant-tabs-nav-list"); }).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 50)} ${Math.round(e.getBoundingClientRect().left)}-${Math.round(e.getBoundingClientRect().right)}`).join("\n"));
for (const [name, url] of [["trips", "/Home"], ["rutas", "/home/Rutas"], ["trip", "/Home/Viaje/1"], ["hist", "/Home/history"], ["stats", "/Home/statistics"], ["ruta-create", "/home/Rutas/create"]]) {
  await p.goto("http://127.0.0.1:4518" + url);
  await p.waitForLoadState("networkidle"); await p.waitForTimeout(1200);
  console.log("==", name, await p.evaluate(() => document.documentElement.scrollWidth)); console.log(await offenders());
  await p.screenshot({ path: `/tmp/m-${name}.png` });
}
await b.close();
