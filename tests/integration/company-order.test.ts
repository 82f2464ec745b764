// The company's default trips order (ARC setting ordenar_por) is read once and kept a short while: a run of
// list requests reads it once; a save through the settings screen applies to the very next list; a change
// made elsewhere (another replica) applies once the kept value has expired.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_ORDER_MS } from "@server/graphql/modules/viajes/company-order";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const LIST = `query ($pagination: PaginationInput) { viajes(pagination: $pagination) { totalreg data { id } } }`;
const SAVE = `mutation ($s: SettingsInput!, $e: Int!) { updateSettings(settings: $s, idempresa: $e) { ordenar_por } }`;

describe.each(enginesOf(import.meta.url, "both"))("the company's trips order on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let settingsReads = 0;
  /** while set, reads of the order wait for it */
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    const query = server.database.query.bind(server.database);
    server.database.query = ((text: string, params?: unknown[]) => {
      if (!/SELECT "ordenar_por" FROM "settings"/.test(text)) return query(text, params);
      settingsReads++;
      return (gate ?? Promise.resolve()).then(() => query(text, params));
    }) as typeof server.database.query;
  });
  afterAll(() => server?.close());

  const firstPage = async () => {
    const res = await server.gql<{ viajes: { data: { id: number }[] } }>(admin, LIST, { pagination: { fields: 20, page: 1 } });
    expect(res.errors).toBeUndefined();
    return res.data!.viajes.data.map((r) => r.id);
  };
  const newestFirst = async () =>
    (await server.database.query<{ id: number }>(`SELECT id FROM viajeslista WHERE idempresa = 1 ORDER BY id DESC LIMIT 20`)).map((r) => Number(r.id));
  const byLastCall = async () =>
    (await server.database.query<{ id: number }>(
      `SELECT id FROM viajeslista WHERE idempresa = 1 ORDER BY fechahoraultimallamada ASC NULLS LAST, fechahoraproximallamada ASC NULLS LAST, id ASC LIMIT 20`,
    )).map((r) => Number(r.id));

  it("reads the order once for requests that follow each other", async () => {
    await new Promise((r) => setTimeout(r, COMPANY_ORDER_MS + 50));
    const before = settingsReads;
    await Promise.all([firstPage(), firstPage(), firstPage()]);
    await firstPage();
    expect(settingsReads - before).toBe(1);
  });

  it("applies a save of the settings to the next list at once", async () => {
    await firstPage();
    expect((await server.gql(admin, SAVE, { s: { ordenar_por: "Creacion_viaje" }, e: 1 })).errors).toBeUndefined();
    expect(await firstPage()).toEqual(await newestFirst());
    expect((await server.gql(admin, SAVE, { s: { ordenar_por: "Tiempo_ult_llamada" }, e: 1 })).errors).toBeUndefined();
    expect(await firstPage()).toEqual(await byLastCall());
  });

  it("answers a list whose read of the order a save interrupted, in the saved order", async () => {
    await new Promise((r) => setTimeout(r, COMPANY_ORDER_MS + 50));
    let open!: () => void;
    gate = new Promise<void>((r) => (open = r));
    const before = settingsReads;
    const listing = firstPage();
    for (let waited = 0; settingsReads === before && waited < 10_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    const saving = server.gql(admin, SAVE, { s: { ordenar_por: "Creacion_viaje" }, e: 1 });
    // the save's own statements do not read the order: it commits while the list's read is held
    expect((await saving).errors).toBeUndefined();
    open();
    gate = null;
    expect(await listing).toEqual(await newestFirst());
    expect((await server.gql(admin, SAVE, { s: { ordenar_por: "Tiempo_ult_llamada" }, e: 1 })).errors).toBeUndefined();
  });

  it("applies a change made outside this server once the kept order expires", async () => {
    expect(await firstPage()).toEqual(await byLastCall());
    await server.database.query(`UPDATE settings SET ordenar_por = 'Creacion_viaje' WHERE idempresa = 1`);
    await new Promise((r) => setTimeout(r, COMPANY_ORDER_MS + 50));
    expect(await firstPage()).toEqual(await newestFirst());
    await server.database.query(`UPDATE settings SET ordenar_por = 'Tiempo_ult_llamada' WHERE idempresa = 1`);
  });
});
