// Planes de viaje end to end: 'Requerido', code max 3 shown upper
// case, 'Entero', 'Debe tener minimo un puesto de control'; a plan created with detail rows added, moved and
// deleted (order renumbered 1..n, duration 60 × hours + minutes), edited, disabled, its return plan made with
// CHANGE (posts reversed and renumbered, linked through idtemplate) and both deleted — checked on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlanEditor, startSession, type Session } from "./support/master-data";
import { POLL } from "./support/table-page";

type Detalle = { idpuestocontrol: number; puestocontrol: string; orden: number; duracion: number; distancia: number };
type Plan = { id: number; codigo: string; descripcion: string; idruta: number; indicadordeshabilitado: boolean; idtemplate: number | null; detalles: Detalle[] };

let s: Session;
let posts: string[];
let ruta: { id: number; descripcion: string };
const PLAN_FIELDS = "id codigo descripcion idruta indicadordeshabilitado idtemplate detalles { idpuestocontrol puestocontrol orden duracion distancia }";

async function planes(filters: { field: string; value: unknown }[]) {
  const res = await s.gql<{ planesviaje: { data: { id: number }[] } }>(
    `query ($f: [FilterInput!]) { planesviaje(filters: $f, pagination: { fields: 100, page: 1 }) { data { id } } }`,
    { f: filters },
  );
  const ids = res.planesviaje.data.map((p) => p.id);
  const plans: Plan[] = [];
  for (const id of ids) plans.push((await s.gql<{ planviajeInfo: Plan }>(`query ($id: Int!) { planviajeInfo(id: $id) { ${PLAN_FIELDS} } }`, { id })).planviajeInfo);
  return plans;
}

async function filterDescription(text: string, expected: number[]) {
  await s.table.open("/home/PlanViaje");
  await s.table.showFilters();
  await s.table.filter("Descripción").fill(text);
  await expect.poll(() => s.table.rowKeys().then((k) => [...k].sort((a, b) => a - b)), POLL).toEqual(expected);
}

const editor = () => new PlanEditor(s.page, s.table.modal);

beforeAll(async () => {
  s = await startSession("planes");
  const res = await s.gql<{ puestoscontrolInfo: { data: { descripcion: string }[] }; rutasInfo: { data: { id: number; descripcion: string }[] } }>(
    `query { puestoscontrolInfo(filters: [{ field: "descripcion", value: "PUNTO VIRTUAL" }], pagination: { fields: 3, page: 1 }) { data { descripcion } }
      rutasInfo(pagination: { fields: 1, page: 1 }) { data { id descripcion } } }`,
  );
  posts = res.puestoscontrolInfo.data.map((p) => p.descripcion);
  expect(posts).toHaveLength(3);
  ruta = res.rutasInfo.data[0];
});
afterAll(async () => {
  await s?.close();
});

describe("Planes de viaje form", () => {
  it("blocks the save: 'Requerido', 'Debe tener minimo un puesto de control', code max 3 upper case, 'Entero'", async () => {
    await s.table.open("/home/PlanViaje");
    await s.page.getByText("Planes de Viaje", { exact: true }).first().waitFor();
    await s.table.openNew();
    expect(await s.table.modal.locator(".ant-modal-title").innerText()).toBe("Plan de Viajes");
    await expect.poll(() => s.table.modal.evaluate((m) => Math.round(m.getBoundingClientRect().width)), POLL).toBe(850);
    await s.table.save();
    // codigo, descripcion, ruta
    await expect.poll(() => s.table.modal.getByText("Requerido", { exact: true }).count(), POLL).toBe(3);
    await s.table.modal.getByText("Debe tener minimo un puesto de control").waitFor();
    await s.table.field("Código").fill("abcd");
    await expect.poll(() => s.table.field("Código").inputValue(), POLL).toBe("ABCD");
    await s.table.modal.getByText("Debe tener max 3 crts.").waitFor();
    await editor().add();
    await expect.poll(() => s.table.modal.getByText("Debe tener minimo un puesto de control").count(), POLL).toBe(0);
    await editor().input(0, 3).fill("1.5");
    await editor().input(0, 4).fill("2.5");
    await s.table.save();
    await expect.poll(() => s.table.modal.getByText("Entero", { exact: true }).count(), POLL).toBe(2);
    // descripcion, ruta and the row's control post (codigo shows its max message)
    await expect.poll(() => s.table.modal.getByText("Requerido", { exact: true }).count(), POLL).toBe(3);
    // distancia at least 0: an emptied distance is refused too
    await editor().input(0, 2).fill("");
    await s.table.modal.getByText("Debe ser mayor o igual a 0").waitFor();
    await s.shot("validation");
    await s.table.modal.getByRole("button", { name: "Cancelar" }).click();
  });

  it("creates a plan: rows added, moved and deleted with the order renumbered; totals; saved 1..n in minutes", async () => {
    await s.table.open("/home/PlanViaje");
    await s.table.openNew();
    await s.table.field("Código").fill("e2e");
    await s.table.field("Descripción").fill("PLAN E2E");
    await s.table.choose("Ruta", ruta.descripcion, ruta.descripcion);
    const plan = editor();
    const times = [[1, 30, 10], [0, 45, 20], [2, 5, 30]];
    for (const [i, post] of posts.entries()) {
      await plan.add();
      await plan.choosePost(i, post, post);
      await plan.input(i, 2).fill(String(times[i][2]));
      await plan.input(i, 3).fill(String(times[i][0]));
      await plan.input(i, 4).fill(String(times[i][1]));
    }
    expect(await plan.order()).toEqual([["1", posts[0]], ["2", posts[1]], ["3", posts[2]]]);
    await expect.poll(() => plan.totals.innerText(), POLL).toMatch(/Duración total: 4:20\s+Distancia total: 60 km/);
    await plan.move(2, "Subir");
    expect(await plan.order()).toEqual([["1", posts[0]], ["2", posts[2]], ["3", posts[1]]]);
    await plan.move(0, "Bajar");
    expect(await plan.order()).toEqual([["1", posts[2]], ["2", posts[0]], ["3", posts[1]]]);
    await plan.move(2, "Quitar");
    expect(await plan.order()).toEqual([["1", posts[2]], ["2", posts[0]]]);
    await expect.poll(() => plan.totals.innerText(), POLL).toMatch(/Duración total: 3:35\s+Distancia total: 40 km/);
    await s.shot("create");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();
    await s.table.modal.waitFor({ state: "detached" });

    const [created] = await planes([{ field: "descripcion", value: "PLAN E2E" }]);
    expect(created).toMatchObject({ codigo: "E2E", descripcion: "PLAN E2E", idruta: ruta.id, idtemplate: null });
    expect(created.detalles.map((d) => [d.orden, d.puestocontrol, d.duracion, d.distancia])).toEqual([[1, posts[2], 125, 30], [2, posts[0], 90, 10]]);
  });

  it("edits the plan and disables it from the view", async () => {
    const [plan] = await planes([{ field: "descripcion", value: "PLAN E2E" }]);
    await filterDescription("PLAN E2E", [plan.id]);
    await s.table.openRow(plan.id);
    await s.table.modal.getByTestId("plan-detalles-vista").waitFor();
    await expect.poll(() => s.table.modal.getByTestId("plan-totales").innerText(), POLL).toMatch(/Duración total: 3:35\s+Distancia total: 40 km/);
    await s.shot("view");
    await s.table.modal.getByRole("button", { name: "Editar" }).click();
    await expect.poll(() => editor().order(), POLL).toEqual([["1", posts[2]], ["2", posts[0]]]);
    await s.table.field("Descripción").fill("PLAN E2E EDITADO");
    await editor().input(1, 4).fill("0");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();
    await expect.poll(() => s.table.columnTexts("descripcion"), POLL).toEqual(["PLAN E2E EDITADO"]);
    const [edited] = await planes([{ field: "id", value: plan.id }]);
    expect(edited.detalles.map((d) => [d.orden, d.duracion])).toEqual([[1, 125], [2, 60]]);

    await s.table.notice("procesos exitoso").waitFor({ state: "detached" });
    await s.table.openRow(plan.id);
    await s.table.modal.getByRole("button", { name: "Deshabilitar" }).click();
    await s.table.notice("procesos exitoso").waitFor();
    await expect.poll(async () => (await planes([{ field: "id", value: plan.id }]))[0].indicadordeshabilitado, POLL).toBe(true);
    // the view closes; opened again it offers Habilitar, which enables the plan
    await s.table.modal.waitFor({ state: "detached" });
    await s.table.openRow(plan.id);
    await s.table.modal.getByRole("button", { name: "Habilitar" }).click();
    await s.table.modal.waitFor({ state: "detached" });
    await expect.poll(async () => (await planes([{ field: "id", value: plan.id }]))[0].indicadordeshabilitado, POLL).toBe(false);
  });

  it("CHANGE creates the return plan with the posts reversed and renumbered, linked to the original", async () => {
    const [plan] = await planes([{ field: "descripcion", value: "PLAN E2E EDITADO" }]);
    await filterDescription("PLAN E2E EDITADO", [plan.id]);
    await s.table.openRow(plan.id);
    await s.table.modal.getByRole("button", { name: "Crear plan de retorno" }).click();
    await expect.poll(() => s.table.field("Descripción").inputValue(), POLL).toBe("RETORNO PLAN E2E EDITADO");
    expect(await s.table.field("Código").inputValue()).toBe("");
    await expect.poll(() => editor().order(), POLL).toEqual([["1", posts[0]], ["2", posts[2]]]);
    await s.shot("change");
    await s.table.save();
    await expect.poll(() => s.table.modal.getByText("Requerido", { exact: true }).count(), POLL).toBe(1);
    await s.table.field("Código").fill("ret");
    await s.table.save();
    await s.table.notice("procesos exitoso").waitFor();
    await s.table.modal.waitFor({ state: "detached" });

    const [back] = await planes([{ field: "descripcion", value: "RETORNO PLAN E2E EDITADO" }]);
    expect(back).toMatchObject({ codigo: "RET", idruta: plan.idruta, idtemplate: plan.id });
    expect(back.detalles.map((d) => [d.orden, d.idpuestocontrol, d.duracion, d.distancia])).toEqual(
      [...plan.detalles].reverse().map((d, i) => [i + 1, d.idpuestocontrol, d.duracion, d.distancia]),
    );
  });

  it("deletes both plans after 'Desea eliminar 2 registros'", async () => {
    const ids = (await planes([{ field: "descripcion", value: "PLAN E2E" }])).map((p) => p.id).sort((a, b) => a - b);
    expect(ids).toHaveLength(2);
    await filterDescription("PLAN E2E", ids);
    for (const id of ids) await s.table.select(id);
    await s.table.deleteSelected(2);
    await s.table.notice("procesos exitoso").waitFor();
    await s.page.getByText("No hay datos").waitFor();
    expect(await planes([{ field: "descripcion", value: "PLAN E2E" }])).toEqual([]);
  });

  it("a plan used by a trip is not deleted: the server's first message is shown", async () => {
    const used = await s.e2e.server.database.query<{ id: number; descripcion: string }>(
      `SELECT p.id, p.descripcion FROM planesviaje p WHERE p.idempresa = 1 AND EXISTS (SELECT 1 FROM viajes v WHERE v.idplanviaje = p.id)
        AND NOT EXISTS (SELECT 1 FROM planesviaje o WHERE o.idempresa = 1 AND o.id <> p.id AND o.descripcion ILIKE '%' || p.descripcion || '%')
        ORDER BY p.id LIMIT 1`);
    expect(used).toHaveLength(1);
    await filterDescription(used[0].descripcion, [used[0].id]);
    await s.table.select(used[0].id);
    await s.table.deleteSelected(1);
    await s.table.notice("No se puede eliminar el plan de viaje: tiene viajes asociados. No se eliminó ningún registro.").waitFor();
    expect(await planes([{ field: "id", value: used[0].id }])).toHaveLength(1);
  });
});
