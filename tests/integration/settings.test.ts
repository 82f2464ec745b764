// ARC settings: read by any user of the company, changed only by role 3 of that
// company, validated on the server, reset to the defaults; the trips list carries the new values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FIELDS = "id idempresa ordenar_por alerta_llamada alerta_gps tiempo_alerta_alta color_alerta_alta tiempo_alerta_media color_alerta_media created_at updated_at";
const READ = `query ($e: Int!) { settings(idempresa: $e) { ${FIELDS} } }`;
const UPDATE = `mutation ($s: SettingsInput!, $e: Int!) { updateSettings(settings: $s, idempresa: $e) { ${FIELDS} } }`;
const RESET = `mutation ($e: Int!) { resetSettings(idempresa: $e) { ${FIELDS} } }`;

const DEFAULTS = {
  ordenar_por: "Tiempo_ult_llamada",
  alerta_llamada: "00:00",
  alerta_gps: "00:00",
  tiempo_alerta_alta: "00:00",
  color_alerta_alta: "#FF0000",
  tiempo_alerta_media: "00:00",
  color_alerta_media: "#FFA700",
};
const CHANGED = {
  ordenar_por: "Creacion_viaje",
  alerta_llamada: "01:30",
  alerta_gps: "",
  tiempo_alerta_alta: "23:59",
  color_alerta_alta: "#00ff00",
  tiempo_alerta_media: "00:45",
  color_alerta_media: "#123ABC",
};

type Settings = typeof DEFAULTS & { id: number | null; idempresa: number; created_at: string | null; updated_at: string | null };
interface Err {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

describe.each(enginesOf(import.meta.url))("settings on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  const read = async (headers: AuthHeaders, e = Number(headers.idempresa)) => server.gql<{ settings: Settings }>(headers, READ, { e });
  const update = (headers: AuthHeaders, s: Record<string, unknown>, e = Number(headers.idempresa)) =>
    server.gql<{ updateSettings: Settings }>(headers, UPDATE, { s, e });
  const code = (res: { errors?: Err[] }) => res.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    operador = await server.auth("operador", "operador123");
    admin3 = await server.auth("admin3", "admin123");
  });
  afterAll(async () => server?.close());

  it("round-trips an update and a reset", async () => {
    const res = await update(admin, CHANGED);
    expect(res.errors).toBeUndefined();
    const saved = { ...CHANGED, color_alerta_alta: "#00FF00" };
    expect(res.data!.updateSettings).toMatchObject({ ...saved, idempresa: 1, id: expect.any(Number) });
    expect((await read(admin)).data!.settings).toMatchObject(saved);
    // any user of the company reads them
    expect((await read(operador)).data!.settings).toMatchObject(saved);
    // the trips list carries the company's thresholds
    const trips = await server.gql<{ viajes: { data: Record<string, string>[] } }>(
      admin,
      `{ viajes(pagination: {fields: 1, page: 1}) { data { alerta_llamada color_alerta_alta tiempo_alerta_media } } }`,
    );
    expect(trips.data!.viajes.data[0]).toEqual({ alerta_llamada: "01:30", color_alerta_alta: "#00FF00", tiempo_alerta_media: "00:45" });

    const reset = await server.gql<{ resetSettings: Settings }>(admin, RESET, { e: 1 });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetSettings).toMatchObject(DEFAULTS);
    expect((await read(admin)).data!.settings).toMatchObject(DEFAULTS);
  });

  it("keeps the fields an update leaves out", async () => {
    await update(admin, CHANGED);
    const res = await update(admin, { alerta_gps: "02:00" });
    expect(res.data!.updateSettings).toMatchObject({ ...CHANGED, color_alerta_alta: "#00FF00", alerta_gps: "02:00" });
    const before = (await read(admin)).data!.settings;
    expect(Date.parse(before.updated_at!)).toBeGreaterThanOrEqual(Date.parse(before.created_at!));
  });

  it.each([
    [{ alerta_llamada: "24:00" }, "alerta_llamada", "Formato inválido (HH:MM)"],
    [{ tiempo_alerta_media: "7:30" }, "tiempo_alerta_media", "Formato inválido (HH:MM)"],
    [{ alerta_gps: "12:60" }, "alerta_gps", "Formato inválido (HH:MM)"],
    [{ color_alerta_media: "naranja" }, "color_alerta_media", "Color inválido (#RRGGBB)"],
    [{ ordenar_por: "Por_placa" }, "ordenar_por", "Orden no permitido"],
  ])("refuses %j with BAD_USER_INPUT and leaves the settings as they were", async (input, field, message) => {
    const before = (await read(admin)).data!.settings;
    const res = await update(admin, { ...input, tiempo_alerta_alta: "05:00" });
    expect(code(res)).toBe("BAD_USER_INPUT");
    expect(res.errors![0].message).toBe(message);
    expect((res.errors![0] as Err).extensions?.fields).toEqual({ [field]: message });
    expect((await read(admin)).data!.settings).toEqual(before);
  });

  it("refuses a settings change by a user who is not role 3, and keeps the values", async () => {
    const before = (await read(operador)).data!.settings;
    const res = await update(operador, { alerta_llamada: "09:00" });
    expect(code(res)).toBe("FORBIDDEN");
    expect(res.errors![0].message).toMatch(/administrador/);
    const reset = await server.gql(operador, RESET, { e: 1 });
    expect(code(reset)).toBe("FORBIDDEN");
    expect((await read(admin)).data!.settings).toEqual(before);
  });

  it("refuses another company's settings, to read or to change", async () => {
    expect(code(await read(admin, 3))).toBe("FORBIDDEN");
    expect(code(await update(admin, { alerta_llamada: "09:00" }, 3))).toBe("FORBIDDEN");
    expect(code(await server.gql(admin, RESET, { e: 8 }))).toBe("FORBIDDEN");
    // company 3's own administrator may
    const own = await update(admin3, { alerta_llamada: "00:15" });
    expect(own.errors).toBeUndefined();
    expect(own.data!.updateSettings).toMatchObject({ idempresa: 3, alerta_llamada: "00:15" });
    expect((await read(admin)).data!.settings.alerta_llamada).not.toBe("00:15");
  });
});
