// One row of each kind of a company, looked up with SQL, to aim the matrix's calls at (another company's rows)
// or to give role checks valid arguments (the caller's own rows).
import { entities } from "@entities";
import { entityRowsSql } from "./entity-operations";
type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Targets {
  empresa: number;
  /** an open trip with a plan, shipments and reports */
  viaje: { id: number; numero: string; idplanviaje: number };
  /** an open trip whose next report is a control-post passage (10) */
  enRuta: number;
  /** the company's administrator who signs in in the tests (admin, admin3) */
  admin: number;
  /** a column of a table definition (no company's: for a user's column settings) */
  campo: number;
  /** a row of that trip's plan */
  detalle: number;
  remesas: number[];
  /** a report with documents, and one document's key */
  reporte: number;
  docKey: string;
  observacion: number;
  ruta: number;
  evento: number;
  /** a virtual control post, unused by plans and reports when there is one, and any post */
  puestoVirtual: number;
  puesto: number;
  plan: number;
  /** a traffic controller (not an administrator) and its e-mail */
  usuario: number;
  correo: string;
  cliente: number;
  contenedor: number;
  conductor: number;
  vehiculo: number;
  idsyspoblacion: number;
  /** a saved view of one of the company's users and its name (0 and "" when there is none) */
  vista: number;
  vistaNombre: string;
  /** a row of each entity (entities/) the entity writes, by entity name (0: the company has none) */
  rows: Record<string, number>;
}

async function one<T = number>(sql: Sql, text: string, empresa: number, what: string): Promise<T> {
  const rows = await sql<Record<string, unknown>>(text, [empresa]);
  if (!rows.length) throw new Error(`company ${empresa} has no ${what} in the seed`);
  const row = rows[0];
  const keys = Object.keys(row);
  return (keys.length === 1 ? row[keys[0]] : row) as T;
}

async function savedView(sql: Sql, empresa: number): Promise<{ vista: number; vistaNombre: string }> {
  const [exists] = await sql<{ t: string | null }>(`SELECT to_regclass('vistasguardadas')::text AS t`);
  if (!exists.t) return { vista: 0, vistaNombre: "" };
  const [row] = await sql<{ id: number; nombre: string }>(
    `SELECT v.id, v.nombre FROM vistasguardadas v JOIN usuarios u ON u.id = v.iduser WHERE u.idempresa = $1 ORDER BY v.id LIMIT 1`, [empresa]);
  return { vista: row?.id ?? 0, vistaNombre: row?.nombre ?? "" };
}

export async function targetsOf(sql: Sql, empresa: number): Promise<Targets> {
  const viaje = await one<{ id: number; numero: string; idplanviaje: number }>(sql,
    `SELECT v.id, v.numero, v.idplanviaje FROM viajes v WHERE v.idempresa = $1 AND v.idplanviaje IS NOT NULL
      AND v.idsysestado NOT IN (4, 7, 14, 15, 16, 17)
      AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id) AND EXISTS (SELECT 1 FROM reportes r WHERE r.idviaje = v.id)
      AND EXISTS (SELECT 1 FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje)
      ORDER BY (SELECT count(*) FROM observacionesviaje o WHERE o.idviaje = v.id) DESC, v.id LIMIT 1`, empresa, "open trip with plan");
  const remesas = (await sql<{ id: number }>(`SELECT id FROM remesas WHERE idviaje = $1 ORDER BY id`, [viaje.id])).map((r) => r.id);
  const doc = await one<{ idreporte: number; archivo: string }>(sql,
    `SELECT d.idreporte, d.archivo FROM documentosreporte d WHERE d.idempresa = $1 ORDER BY d.id LIMIT 1`, empresa, "document");
  return {
    empresa,
    viaje: { id: viaje.id, numero: viaje.numero, idplanviaje: viaje.idplanviaje },
    enRuta: await one(sql, `SELECT id FROM viajes WHERE idempresa = $1 AND idsysestado = 10 AND idproximosysevento = 10 AND NOT retenerviaje
      ORDER BY id LIMIT 1`, empresa, "trip expecting a control-post report"),
    campo: Number((await sql<{ id: number }>(`SELECT id FROM campos ORDER BY id LIMIT 1`))[0].id),
    admin: await one(sql, `SELECT id FROM usuarios WHERE idempresa = $1 AND username IN ('admin', 'admin3') ORDER BY id LIMIT 1`, empresa, "administrator"),
    detalle: await sql<{ id: number }>(`SELECT id FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden LIMIT 1`, [viaje.idplanviaje])
      .then((r) => r[0].id),
    remesas,
    reporte: doc.idreporte,
    docKey: doc.archivo,
    observacion: await one(sql, `SELECT o.id FROM observacionesviaje o JOIN viajes v ON v.id = o.idviaje WHERE v.idempresa = $1 ORDER BY o.id LIMIT 1`, empresa, "observation"),
    ruta: await one(sql, `SELECT id FROM rutas WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "route"),
    evento: await one(sql, `SELECT id FROM eventos WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "event"),
    puestoVirtual: await one(sql, `SELECT p.id FROM puestoscontrol p WHERE p.idempresa = $1 ORDER BY p.indicadorfisico IS DISTINCT FROM false,
      EXISTS (SELECT 1 FROM detallesplanviaje d WHERE d.idpuestocontrol = p.id) OR EXISTS (SELECT 1 FROM reportes r WHERE r.idpuestocontrol = p.id),
      p.id LIMIT 1`, empresa, "post"),
    puesto: await one(sql, `SELECT id FROM puestoscontrol WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "post"),
    plan: await one(sql, `SELECT id FROM planesviaje WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "plan"),
    ...(await one<{ usuario: number; correo: string }>(sql, `SELECT u.id AS usuario, u.correo FROM usuarios u WHERE u.idempresa = $1
      AND u.idsysperfil = 1 AND u.idrol = 1 AND u.correo IS NOT NULL AND u.username NOT IN ('operador', 'nuevo') ORDER BY u.id LIMIT 1`,
      empresa, "traffic controller")),
    cliente: await one(sql, `SELECT id FROM clientes WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "client"),
    contenedor: await one(sql, `SELECT id FROM contenedores WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "container"),
    conductor: await one(sql, `SELECT id FROM conductores WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "driver"),
    vehiculo: await one(sql, `SELECT id FROM vehiculos WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "vehicle"),
    idsyspoblacion: await one(sql, `SELECT idorigen FROM rutas WHERE idempresa = $1 ORDER BY id LIMIT 1`, empresa, "town"),
    ...(await savedView(sql, empresa)),
    rows: await entityRows(sql, empresa),
  };
}

async function entityRows(sql: Sql, empresa: number): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const entity of entities) rows[entity.name] = Number((await sql<{ id: number }>(entityRowsSql(entity), [empresa]))[0]?.id ?? 0);
  return rows;
}
