// The deterministic seed: demo logins, trips over every state with complete traceability, table
// definitions that match the trips view, the same rows on every run, and the bench size on top.
import pg from "pg";
import { entities } from "@entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@server/auth/password";
import { openDatabase, type Database } from "@server/db/client";
import { DEMO_LOGINS, seed, seedDemoIfEmpty } from "@server/db/seed";
import { SYS_EVENTOS } from "@server/db/seed/catalog";
import { SHIPMENT_STATES, TRIP_STATES_CLOSED, TRIP_STATES_IN_PROGRESS } from "@shared/domain/catalog";
import { containerCheckDigit } from "@server/db/seed/masters";
import { TABLE_DEFINITIONS } from "@server/db/seed/tables";
import { TABLE_IDS } from "@shared/config";
import { tableIdsOf } from "@shared/entities/types";

type Engine = "pglite" | "postgres";
const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

interface Fresh {
  database: Database;
  dispose(): Promise<void>;
}

/** a migrated empty database: in-memory PGlite, or a throw-away database on TEST_DATABASE_URL */
async function freshDatabase(engine: Engine): Promise<Fresh> {
  if (engine === "pglite") {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `tdc_seed_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const TABLES = [
  "sysestados", "syseventos", "syspoblaciones", "empresas", "settings", "tiposreporteocultos", "usuarios", "eventos", "puestoscontrol",
  "rutas", "planesviaje", "detallesplanviaje", "vehiculos", "conductores", "clientes", "syseventosclienteocultos", "contenedores",
  "tablas", "campos", "viajes", "remesas", "reportes", "reporteremesas", "documentosreporte", "observacionesviaje",
];

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const [row] = await database.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "${t}"`);
    out[t] = row.n;
  }
  return out;
}

async function one<T>(database: Database, text: string, params?: unknown[]): Promise<T> {
  const [row] = await database.query<T>(text, params);
  return row;
}

describe.each(ENGINES)("seed on %s", (engine) => {
  let fresh: Fresh;
  let db: Database;

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    db = fresh.database;
    await seed(db, { size: "demo" });
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it("creates the five demo logins with their company, role and forced password change", async () => {
    const expected: Record<string, [number, number, boolean]> = {
      admin: [1, 3, false], operador: [1, 1, false], admin3: [3, 3, false], admin8: [8, 3, false], nuevo: [1, 1, true],
    };
    expect(DEMO_LOGINS.map((l) => l.username).sort()).toEqual(Object.keys(expected).sort());
    for (const login of DEMO_LOGINS) {
      const user = await one<{ idempresa: number; idrol: number; idsysperfil: number; debecambiarclave: boolean; indicadoractivo: boolean; passwordhash: string }>(
        db, "SELECT idempresa, idrol, idsysperfil, debecambiarclave, indicadoractivo, passwordhash FROM usuarios WHERE username = $1", [login.username],
      );
      expect(user, login.username).toBeDefined();
      expect([user.idempresa, user.idrol, user.debecambiarclave], login.username).toEqual(expected[login.username]);
      expect(user.idsysperfil).toBe(1);
      expect(user.indicadoractivo).toBe(true);
      expect(await verifyPassword(login.password, user.passwordhash), login.username).toBe(true);
      expect(await verifyPassword(`${login.password}x`, user.passwordhash)).toBe(false);
    }
  });

  it("seeds the system states and events catalogues", async () => {
    const states = await db.query<{ id: number; descripcion: string; ambito: string }>("SELECT id, descripcion, ambito FROM sysestados ORDER BY id");
    const byId = new Map(states.map((s) => [s.id, s]));
    expect(byId.get(7)?.descripcion).toBe("TERMINADO");
    expect(byId.get(13)?.descripcion).toBe("EN TRANSITO");
    expect(byId.get(4)?.descripcion).toBe("CANCELADO");
    for (const id of [...TRIP_STATES_IN_PROGRESS, ...TRIP_STATES_CLOSED, ...SHIPMENT_STATES]) expect(byId.has(id), `state ${id}`).toBe(true);
    expect(states.filter((s) => s.ambito === "contenedor").map((s) => s.id)).toEqual([18, 19, 20, 21]);

    const events = await db.query<{ id: number; descripcion: string; iconname: string | null; indicadorvisiblecliente: boolean }>(
      "SELECT id, descripcion, iconname, indicadorvisiblecliente FROM syseventos ORDER BY id",
    );
    expect(events.map((e) => e.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(events.every((e) => /^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/.test(e.iconname ?? ""))).toBe(true);
    expect(events.filter((e) => !e.indicadorvisiblecliente).map((e) => e.id)).toEqual([1, 22, 23, 24, 25, 30, 31, 32]);
    expect(events[0].descripcion).toBe("Salida de cargue");
    expect(events.length).toBe(SYS_EVENTOS.length);

    const places = await one<{ n: number; bogota: string }>(db,
      "SELECT COUNT(*)::int AS n, MAX(nombrenacional) FILTER (WHERE descripcion = 'BOGOTA D.C.') AS bogota FROM syspoblaciones WHERE latitud BETWEEN -4.3 AND 13.5 AND longitud BETWEEN -82 AND -66.8");
    expect(places.n).toBeGreaterThanOrEqual(60);
    expect(places.bogota).toBe("BOGOTA D.C. - CUNDINAMARCA");
  });

  it("gives every company its masters, settings and logo", async () => {
    const companies = await db.query<{ id: number; urllogo: string }>("SELECT id, urllogo FROM empresas ORDER BY id");
    expect(companies).toEqual([1, 3, 8].map((id) => ({ id, urllogo: `/logo-empresa-${id}.svg` })));
    const s1 = await one<Record<string, string>>(db, "SELECT * FROM settings WHERE idempresa = 1");
    expect([s1.alerta_llamada, s1.alerta_gps, s1.tiempo_alerta_media, s1.tiempo_alerta_alta]).toEqual(["01:00", "00:30", "00:45", "01:30"]);
    const s8 = await one<Record<string, string>>(db, "SELECT * FROM settings WHERE idempresa = 8");
    expect([s8.ordenar_por, s8.alerta_llamada, s8.color_alerta_alta, s8.color_alerta_media]).toEqual(["Tiempo_ult_llamada", "00:00", "#FF0000", "#FFA700"]);
    expect(await db.query("SELECT idsysevento FROM tiposreporteocultos WHERE idempresa = 8")).toEqual([{ idsysevento: 19 }]);

    for (const id of [1, 3, 8]) {
      const m = await one<Record<string, number>>(db, `SELECT
        (SELECT COUNT(*)::int FROM usuarios WHERE idempresa = $1 AND idsysperfil = 1) AS controllers,
        (SELECT COUNT(*)::int FROM usuarios WHERE idempresa = $1 AND idsysperfil = 2 AND idpuestocontrol IS NOT NULL) AS postusers,
        (SELECT COUNT(*)::int FROM usuarios WHERE idempresa = $1 AND idsysperfil = 3) AS driverusers,
        (SELECT COUNT(*)::int FROM vehiculos WHERE idempresa = $1) AS vehicles,
        (SELECT COUNT(*)::int FROM conductores WHERE idempresa = $1) AS drivers,
        (SELECT COUNT(*)::int FROM rutas WHERE idempresa = $1) AS routes,
        (SELECT COUNT(*)::int FROM eventos WHERE idempresa = $1) AS events,
        (SELECT COUNT(*)::int FROM puestoscontrol WHERE idempresa = $1 AND indicadorfisico) AS physical,
        (SELECT COUNT(*)::int FROM puestoscontrol WHERE idempresa = $1 AND NOT indicadorfisico) AS virtual,
        (SELECT COUNT(*)::int FROM puestoscontrol WHERE idempresa = $1 AND indicadorfisico IS NULL) AS unknown,
        (SELECT COUNT(*)::int FROM planesviaje WHERE idempresa = $1 AND idtemplate IS NOT NULL) AS returnplans,
        (SELECT COUNT(*)::int FROM clientes WHERE idempresa = $1) AS clients,
        (SELECT COUNT(*)::int FROM contenedores WHERE idempresa = $1) AS containers`, [id]);
      for (const [key, value] of Object.entries(m)) expect(value, `company ${id} ${key}`).toBeGreaterThan(0);
    }
    // a control-post user sits at a physical post of their own company
    const misplaced = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM usuarios u LEFT JOIN puestoscontrol p ON p.id = u.idpuestocontrol
      WHERE u.idsysperfil = 2 AND (p.id IS NULL OR p.idempresa <> u.idempresa OR p.indicadorfisico IS NOT TRUE)`);
    expect(misplaced.n).toBe(0);
    // a return plan runs its template's route the other way
    const returns = await db.query<{ ok: boolean }>(`SELECT (r.idorigen = rt.iddestino AND r.iddestino = rt.idorigen) AS ok
      FROM planesviaje p JOIN rutas r ON r.id = p.idruta JOIN planesviaje t ON t.id = p.idtemplate JOIN rutas rt ON rt.id = t.idruta`);
    expect(returns.length).toBeGreaterThan(0);
    expect(returns.every((r) => r.ok)).toBe(true);
    // plan details are numbered 1..n and codes are at most three upper-case characters
    const badDetails = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM (
      SELECT idplanviaje, MAX(orden) AS mx, COUNT(*) AS c, MIN(orden) AS mn FROM detallesplanviaje GROUP BY idplanviaje) x
      WHERE mx <> c OR mn <> 1`);
    expect(badDetails.n).toBe(0);
    expect((await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM planesviaje WHERE codigo !~ '^[A-Z0-9]{1,3}$'")).n).toBe(0);
    const containers = await db.query<{ numerocontenedor: string; digitoverificacion: string }>("SELECT numerocontenedor, digitoverificacion FROM contenedores");
    for (const c of containers) expect(String(containerCheckDigit(c.numerocontenedor.slice(0, 10)))).toBe(c.digitoverificacion);
  });

  it("gives demo data that agrees with itself: a virtual point's address is its coordinates, every client has a report address", async () => {
    const virtual = await db.query<{ direccion: string; latitud: number; longitud: number }>(
      "SELECT direccion, latitud::float8 AS latitud, longitud::float8 AS longitud FROM puestoscontrol WHERE indicadorfisico = false",
    );
    expect(virtual.length).toBeGreaterThan(0);
    for (const v of virtual) expect(v.direccion).toBe(`${v.latitud.toFixed(6)},${v.longitud.toFixed(6)}`);
    const noMail = await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM clientes WHERE coalesce(trim(correoreporte), '') = ''");
    expect(noMail.n).toBe(0);
  });

  it("creates at least 300 trips over every state, most of them in progress", async () => {
    const byState = await db.query<{ idsysestado: number; n: number }>("SELECT idsysestado, COUNT(*)::int AS n FROM viajes GROUP BY 1");
    const total = byState.reduce((s, r) => s + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    const present = new Set(byState.map((r) => r.idsysestado));
    for (const s of [...TRIP_STATES_IN_PROGRESS, ...TRIP_STATES_CLOSED]) expect(present.has(s), `state ${s}`).toBe(true);
    const inProgress = byState.filter((r) => (TRIP_STATES_IN_PROGRESS as readonly number[]).includes(r.idsysestado)).reduce((s, r) => s + r.n, 0);
    expect(inProgress / total).toBeGreaterThan(0.5);
    // manifest numbers are unique per company
    expect((await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM (SELECT idempresa, numero FROM viajes GROUP BY 1, 2 HAVING COUNT(*) > 1) d")).n).toBe(0);
    // some trips return a container, some are on last mile, some carry an alert
    const flags = await one<Record<string, number>>(db, `SELECT
      COUNT(*) FILTER (WHERE devolviendocontenedor AND numerocontenedor IS NOT NULL)::int AS returning,
      COUNT(*) FILTER (WHERE indicadorultimamilla)::int AS lastmile,
      COUNT(*) FILTER (WHERE alerta IS NOT NULL)::int AS alerts,
      COUNT(*) FILTER (WHERE fechahoraproximallamada < now())::int AS latecalls,
      COUNT(*) FILTER (WHERE fechahoraproximallamada > now())::int AS duecalls
      FROM viajes`);
    for (const [key, value] of Object.entries(flags)) expect(value, key).toBeGreaterThan(0);
  });

  it("gives every trip its vehicle, driver, route, plan, client, controller and shipments of its company", async () => {
    const missing = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM viajes v
      LEFT JOIN vehiculos ve ON ve.id = v.idvehiculo AND ve.idempresa = v.idempresa
      LEFT JOIN conductores co ON co.id = v.idconductor AND co.idempresa = v.idempresa
      LEFT JOIN rutas r ON r.id = v.idruta AND r.idempresa = v.idempresa
      LEFT JOIN planesviaje p ON p.id = v.idplanviaje AND p.idruta = v.idruta
      LEFT JOIN clientes c ON c.id = v.idcliente AND c.idempresa = v.idempresa
      LEFT JOIN usuarios u ON u.id = v.idusuariocontrolador AND u.idempresa = v.idempresa
      WHERE ve.id IS NULL OR co.id IS NULL OR r.id IS NULL OR p.id IS NULL OR c.id IS NULL OR u.id IS NULL`);
    expect(missing.n).toBe(0);
    const withoutShipment = await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM viajes v WHERE NOT EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id)");
    expect(withoutShipment.n).toBe(0);
    // shipment states follow the trip: not loaded, in transit, arrived or fulfilled
    const mismatched = await db.query<{ idsysestado: number; remesa: number }>(`SELECT DISTINCT v.idsysestado, r.idsysestado AS remesa FROM viajes v JOIN remesas r ON r.idviaje = v.id
      WHERE NOT (
        (v.idsysestado IN (1, 3, 4, 5) AND r.idsysestado = 3) OR (v.idsysestado = 6 AND r.idsysestado IN (3, 6)) OR
        (v.idsysestado IN (2, 10) AND r.idsysestado = 13) OR (v.idsysestado = 11 AND r.idsysestado = 8) OR
        (v.idsysestado = 9 AND r.idsysestado IN (8, 9)) OR (v.idsysestado IN (7, 14, 15, 16, 17) AND r.idsysestado = 12))`);
    expect(mismatched).toEqual([]);
    // containers of returning trips are linked through their shipments
    const unlinked = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM viajes v WHERE v.devolviendocontenedor AND NOT EXISTS (
      SELECT 1 FROM remesas r JOIN contenedores c ON c.id = r.idcontenedor WHERE r.idviaje = v.id AND c.numerocontenedor = v.numerocontenedor)`);
    expect(unlinked.n).toBe(0);
  });

  it("writes the traceability in ascending time and derives the trip timing columns from it", async () => {
    const unordered = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM (
      SELECT fechahora, LAG(fechahora) OVER (PARTITION BY idviaje ORDER BY orden) AS prev FROM reportes) x WHERE fechahora < prev`);
    expect(unordered.n).toBe(0);
    const bad = await one<Record<string, number>>(db, `SELECT
      COUNT(*) FILTER (WHERE fechareporte < fechahora)::int AS recordedbefore,
      COUNT(*) FILTER (WHERE fechahora > now())::int AS future,
      COUNT(*) FILTER (WHERE idsysevento NOT IN (SELECT id FROM syseventos))::int AS unknownevent
      FROM reportes`);
    expect(bad).toEqual({ recordedbefore: 0, future: 0, unknownevent: 0 });
    const few = await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM viajes v WHERE (SELECT COUNT(*) FROM reportes r WHERE r.idviaje = v.id) < 2");
    expect(few.n).toBe(0);
    const inconsistent = await db.query(`SELECT v.id FROM viajes v
      JOIN LATERAL (SELECT * FROM reportes r WHERE r.idviaje = v.id ORDER BY r.orden DESC LIMIT 1) l ON true
      JOIN syseventos se ON se.id = l.idsysevento
      LEFT JOIN eventos e ON e.id = l.idevento
      WHERE v.idultimoreporte <> l.id OR v.idultimosysevento <> l.idsysevento OR v.fechahoraultimoevento <> l.fechahora
        OR v.ultimoevento <> COALESCE(e.descripcion, se.descripcion)
        OR v.fechahoraultimallamada IS DISTINCT FROM (SELECT MAX(fechahora) FROM reportes r WHERE r.idviaje = v.id AND r.idsysevento = 12)
        OR v.fechahoraultimogps IS DISTINCT FROM (SELECT MAX(fechahora) FROM reportes r WHERE r.idviaje = v.id AND r.idsysevento = 11)
      LIMIT 5`);
    expect(inconsistent).toEqual([]);
    // shipments are linked only to loading, unloading and shipment reports
    const links = await db.query<{ idsysevento: number }>("SELECT DISTINCT r.idsysevento FROM reporteremesas rr JOIN reportes r ON r.id = rr.idreporte ORDER BY 1");
    expect(links.map((l) => l.idsysevento)).toEqual([3, 5, 7, 8, 36]);
    const docs = await db.query<{ archivo: string; idempresa: number; idusuario: number }>(
      "SELECT d.archivo, d.idempresa, r.idusuario FROM documentosreporte d JOIN reportes r ON r.id = d.idreporte");
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect(d.archivo).toMatch(new RegExp(`^${d.idempresa}/\\d{13}_${d.idusuario}_\\d+\\.png$`));
  });

  it("defines every list's table, and the trips tables use columns of the viajeslista view", async () => {
    const tables = await db.query<{ id: number; name: string }>("SELECT id, name FROM tablas ORDER BY id");
    // the spec's lists, and any master added to the registry with column settings of its own (and the tabs it names)
    const ids = new Set<number>([...Object.values(TABLE_IDS), ...entities.flatMap(tableIdsOf)]);
    expect(tables.map((t) => t.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(tables.find((t) => t.id === 1000)?.name).toBe("homeT");
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'viajeslista'");
    const viewColumns = new Set(columns.map((c) => c.column_name));
    const tripTables = [TABLE_IDS.viajes, TABLE_IDS.contenedoresPendientes, TABLE_IDS.historial, TABLE_IDS.descargas];
    const fields = await db.query<{ idtable: number; field: string; type: string; defaultorder: number }>(
      "SELECT idtable, field, type, defaultorder FROM campos ORDER BY idtable, defaultorder");
    for (const f of fields.filter((x) => (tripTables as number[]).includes(x.idtable))) {
      // the contract spells indicadorDTA; the column is lower case
      expect(viewColumns.has(f.field.toLowerCase()), `${f.idtable}.${f.field}`).toBe(true);
    }
    for (const timer of ["fechahoraultimallamada", "fechahoraproximallamada", "ultimo_reporte_gps", "fechahoraproximogps", "tiempo_ult_rep_otros"]) {
      expect(fields.some((f) => f.idtable === 1000 && f.field === timer), timer).toBe(true);
    }
    const types = new Set(["TEXT", "DATE", "DATE-TIME", "TIME", "BOOLEAN", "NUMERIC", "PHONE"]);
    expect(fields.every((f) => types.has(f.type))).toBe(true);
    for (const t of TABLE_DEFINITIONS) {
      expect(fields.filter((f) => f.idtable === t.id).map((f) => f.defaultorder)).toEqual(t.columns.map((_, i) => i + 1));
    }
    const list = await one<{ n: number; placas: number }>(db, "SELECT COUNT(*)::int AS n, COUNT(placa)::int AS placas FROM viajeslista WHERE idempresa = 1");
    const trips = await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM viajes WHERE idempresa = 1");
    expect(list).toEqual({ n: trips.n, placas: trips.n });
  });

  it("seeds the same rows and ids on every run, and only into an empty database", async () => {
    const other = await freshDatabase(engine);
    try {
      expect(await seedDemoIfEmpty(other.database)).toBe(true);
      expect(await seedDemoIfEmpty(other.database)).toBe(false);
      expect(await counts(other.database)).toEqual(await counts(db));
      const trips = "SELECT id, idempresa, numero, idsysestado, idvehiculo, idconductor, idruta, idcliente FROM viajes ORDER BY id";
      expect(await other.database.query(trips)).toEqual(await db.query(trips));
      const reports = "SELECT id, idviaje, idsysevento, idpuestocontrol, idusuario, orden FROM reportes ORDER BY id";
      expect(await other.database.query(reports)).toEqual(await db.query(reports));
      const users = "SELECT id, username, idempresa, idrol, idsysperfil FROM usuarios ORDER BY id";
      expect(await other.database.query(users)).toEqual(await db.query(users));
    } finally {
      await other.dispose();
    }
    await expect(seed(db, { size: "demo" })).rejects.toThrow(/ya tiene datos/);
  });

  it("adds bench trips with set-based SQL, each with a shipment and two reports", async () => {
    const before = await counts(db);
    await seed(db, { size: "bench", trips: 2000 });
    const after = await counts(db);
    expect(after.viajes - before.viajes).toBe(2000);
    expect(after.remesas - before.remesas).toBe(2000);
    expect(after.reportes - before.reportes).toBe(4000);
    expect(after.usuarios).toBe(before.usuarios);
    const byCompany = await db.query<{ idempresa: number; n: number }>(
      "SELECT idempresa, COUNT(*)::int AS n FROM viajes WHERE id > (SELECT MAX(id) - 2000 FROM viajes) GROUP BY 1 ORDER BY 1");
    expect(byCompany.map((r) => r.idempresa)).toEqual([1, 3, 8]);
    expect(byCompany[0].n).toBeGreaterThan(byCompany[1].n);
    const incomplete = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM viajeslista
      WHERE placa IS NULL OR nombreconductor IS NULL OR ruta IS NULL OR cliente IS NULL OR estado IS NULL OR idultimoreporte IS NULL`);
    expect(incomplete.n).toBe(0);
    expect((await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM (SELECT idempresa, numero FROM viajes GROUP BY 1, 2 HAVING COUNT(*) > 1) d")).n).toBe(0);
    const dangling = await one<{ n: number }>(db, "SELECT COUNT(*)::int AS n FROM viajes v WHERE NOT EXISTS (SELECT 1 FROM reportes r WHERE r.id = v.idultimoreporte AND r.idviaje = v.id)");
    expect(dangling.n).toBe(0);
    // sequences follow the explicit ids, so the application's own inserts do not collide
    const inserted = await one<{ id: number }>(db, "INSERT INTO viajes (idempresa, numero) VALUES (1, 'SEQ-TEST') RETURNING id");
    const max = await one<{ id: number }>(db, "SELECT MAX(id) AS id FROM viajes WHERE numero <> 'SEQ-TEST'");
    expect(inserted.id).toBeGreaterThan(max.id);
  });
});
