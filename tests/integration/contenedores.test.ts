// Containers (spec 3 §2, §3, §4, §7): the paged list with its detail lines (shipments and their trips),
// the state filter, días mora, one container, and the company scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FIELDS = `id numerocontenedor idsysestado estado diasmora fechalimiteentregacontenedor fechadevolucioncontenedor _sysestado { id descripcion }
  detalles { id idviaje numeroremesa numeromanifiesto placa estadoviaje }`;
const LIST = `query ($filters: [FilterInput!], $pagination: PaginationInput) { contenedores(filters: $filters, pagination: $pagination) { totalreg data { ${FIELDS} } } }`;
const ONE = `query ($id: Int!) { contenedor(id: $id) { ${FIELDS} } }`;

interface Contenedor {
  id: number;
  idsysestado: number;
  diasmora: number | null;
  fechalimiteentregacontenedor: string | null;
  fechadevolucioncontenedor: string | null;
  _sysestado: { id: number; descripcion: string };
  detalles: { idviaje: number; numeromanifiesto: string }[];
}

describe.each(ENGINES)("contenedores on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
  });
  afterAll(async () => server?.close());

  it("lists containers with their detail lines, filtered by state", async () => {
    const res = await server.gql<{ contenedores: { totalreg: number; data: Contenedor[] } }>(admin, LIST, { pagination: { fields: 100, page: 1 } });
    const rows = res.data!.contenedores.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((c) => c.detalles.length > 0 && c.detalles[0].numeromanifiesto)).toBe(true);
    expect(rows[0]._sysestado.id).toBe(rows[0].idsysestado);
    const state = rows[0].idsysestado;
    const filtered = await server.gql<{ contenedores: { data: Contenedor[] } }>(admin, LIST, { filters: [{ field: "idsysestado", value: state }] });
    expect(filtered.data!.contenedores.data.every((c) => c.idsysestado === state)).toBe(true);
  });

  it("computes días mora from the delivery (or now) and the limit date", async () => {
    const [{ id }] = await server.database.query<{ id: number }>(`SELECT id FROM contenedores WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    await server.database.query(
      `UPDATE contenedores SET fechalimiteentregacontenedor = '2024-01-01T00:00:00Z', fechadevolucioncontenedor = '2024-01-11T12:00:00Z' WHERE id = $1`,
      [id],
    );
    const res = await server.gql<{ contenedor: Contenedor }>(admin, ONE, { id });
    expect(res.data!.contenedor.diasmora).toBe(10);
  });

  it("keeps another company's containers invisible", async () => {
    const [{ id }] = await server.database.query<{ id: number }>(`SELECT id FROM contenedores WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    expect((await server.gql<{ contenedor: unknown }>(admin3, ONE, { id })).data!.contenedor).toBeNull();
    const listed = await server.gql<{ contenedores: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: id }] });
    expect(listed.data!.contenedores.totalreg).toBe(0);
  });
});
