// A company's rows as seen by SQL: the ids of every company-scoped table, a checksum of everything the company
// owns (to prove nothing was written), and a walk over a GraphQL answer that names every object of another
// company it contains.
import { ENTITY_RELATIONS, ENTITY_TYPE_TABLES } from "./entity-operations";

type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Company-scoped relations: the rows of a company, as SQL selecting `id` (or the whole row for checksums); the entities' first. */
const RELATIONS: Record<string, string> = {
  ...ENTITY_RELATIONS,
  viajes: `SELECT t.* FROM viajes t WHERE t.idempresa = $1`,
  remesas: `SELECT t.* FROM remesas t WHERE t.idempresa = $1`,
  reportes: `SELECT t.* FROM reportes t WHERE t.idempresa = $1`,
  reporteremesas: `SELECT t.*, t.idreporte AS id FROM reporteremesas t JOIN reportes r ON r.id = t.idreporte WHERE r.idempresa = $1`,
  documentosreporte: `SELECT t.* FROM documentosreporte t WHERE t.idempresa = $1`,
  observacionesviaje: `SELECT t.* FROM observacionesviaje t JOIN viajes v ON v.id = t.idviaje WHERE v.idempresa = $1`,
  rutas: `SELECT t.* FROM rutas t WHERE t.idempresa = $1`,
  eventos: `SELECT t.* FROM eventos t WHERE t.idempresa = $1`,
  puestoscontrol: `SELECT t.* FROM puestoscontrol t WHERE t.idempresa = $1`,
  planesviaje: `SELECT t.* FROM planesviaje t WHERE t.idempresa = $1`,
  detallesplanviaje: `SELECT t.* FROM detallesplanviaje t JOIN planesviaje p ON p.id = t.idplanviaje WHERE p.idempresa = $1`,
  clientes: `SELECT t.* FROM clientes t WHERE t.idempresa = $1`,
  syseventosclienteocultos: `SELECT t.* FROM syseventosclienteocultos t JOIN clientes c ON c.id = t.idcliente WHERE c.idempresa = $1`,
  contenedores: `SELECT t.* FROM contenedores t WHERE t.idempresa = $1`,
  usuarios: `SELECT t.* FROM usuarios t WHERE t.idempresa = $1`,
  camposusuario: `SELECT t.* FROM camposusuario t JOIN usuarios u ON u.id = t.iduser WHERE u.idempresa = $1`,
  conductores: `SELECT t.* FROM conductores t WHERE t.idempresa = $1`,
  vehiculos: `SELECT t.* FROM vehiculos t WHERE t.idempresa = $1`,
  settings: `SELECT t.* FROM settings t WHERE t.idempresa = $1`,
  tiposreporteocultos: `SELECT t.*, t.idsysevento AS id FROM tiposreporteocultos t WHERE t.idempresa = $1`,
  correos: `SELECT t.* FROM correos t WHERE t.idempresa = $1`,
  sesiones: `SELECT t.token, t.revoked_at FROM sesiones t WHERE t.idempresa = $1`,
  auditoria: `SELECT t.* FROM auditoria t WHERE t.idempresa = $1`,
  vistasguardadas: `SELECT t.* FROM vistasguardadas t JOIN usuarios u ON u.id = t.iduser WHERE u.idempresa = $1`,
  // API keys: managed over REST only (/api/v1/api-keys, tests/integration/rest-api.test.ts); no GraphQL operation
  // reads or writes them, and the matrix proves none writes another company's
  clavesapi: `SELECT t.* FROM clavesapi t WHERE t.idempresa = $1`,
  // the webhooks and their delivery queue (REST only: probed by the matrix's webhook endpoints test)
  webhooks: `SELECT t.* FROM webhooks t WHERE t.idempresa = $1`,
  webhookentregas: `SELECT t.* FROM webhookentregas t WHERE t.idempresa = $1`,
};

/** The relations whose table exists in this database (a feature's migration may not be there yet). */
async function relations(sql: Sql): Promise<[string, string][]> {
  const rows = await sql<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
  const existing = new Set(rows.map((r) => r.table_name));
  return Object.entries(RELATIONS).filter(([table]) => existing.has(table));
}

export type Table = keyof typeof RELATIONS;
export type CompanyIds = Record<string, Set<number>>;

/** The ids of every company-scoped table for one company. */
export async function companyIds(sql: Sql, idempresa: number): Promise<CompanyIds> {
  const out: CompanyIds = {};
  for (const [table, rel] of await relations(sql)) {
    if (table === "sesiones") continue;
    const rows = await sql<{ id: number }>(`SELECT DISTINCT q.id FROM (${rel}) q`, [idempresa]);
    out[table] = new Set(rows.map((r) => Number(r.id)));
  }
  return out;
}

/** One checksum per company-scoped table: any insert, update or delete of the company's rows changes it. */
export async function companyChecksums(sql: Sql, idempresa: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, rel] of await relations(sql)) {
    const [row] = await sql<{ n: number; h: string | null }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(q::text, '|' ORDER BY q::text), '')) AS h FROM (${rel}) q`,
      [idempresa],
    );
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

/** GraphQL object type → the table its `id` comes from. Types of no company are listed in COMPANY_FREE. */
export const TYPE_TABLE: Record<string, Table> = {
  ...ENTITY_TYPE_TABLES,
  Viaje: "viajes", Alerta: "viajes", DeleteTravelResult: "viajes", UtilsReport: "viajes", AtencionViaje: "viajes",
  Remesa: "remesas", DetalleContenedor: "remesas",
  Trazabilidad: "reportes", Reporte: "reportes", NewReport: "reportes",
  DocumentoReporte: "documentosreporte", ArchivoFirmado: "documentosreporte",
  ObservacionViaje: "observacionesviaje",
  Ruta: "rutas", Evento: "eventos", PuestoControl: "puestoscontrol",
  PlanViaje: "planesviaje", PlanViajePorViaje: "planesviaje",
  DetallePlanViaje: "detallesplanviaje", DetallePlanViajePorViaje: "detallesplanviaje",
  ClienteEmpresaTransportadora: "clientes", ClienteViaje: "clientes", SysEventosClienteOcultosResult: "clientes",
  Contenedor: "contenedores",
  ControladorTrafico: "usuarios", UsuarioPuestoControl: "usuarios", ResetPasswordResult: "usuarios",
  UsuarioConductor: "conductores", ConductorDetalle: "conductores", VehiculoDetalle: "vehiculos",
  Settings: "settings", UserField: "camposusuario", Auditoria: "auditoria", VistaGuardada: "vistasguardadas",
};

/** Object types with an `id` that belong to no company (catalogues, table definitions, computed rows). */
export const COMPANY_FREE = new Set(["SysEvento", "SysEstado", "SysEstadoRef", "Poblacion", "PoblacionMapa", "Tabla", "Campo", "StatisticsRow"]);

/** Reference fields → the table the referenced id lives in. */
const REF_TABLE: Record<string, Table> = {
  idviaje: "viajes", idreporte: "reportes", idplanviaje: "planesviaje", idpuestocontrol: "puestoscontrol",
  idcliente: "clientes", idclienteempresatransportadora: "clientes", idruta: "rutas", idevento: "eventos",
  idvehiculo: "vehiculos", idconductor: "conductores", idproximopuestocontrol: "puestoscontrol", iduser: "usuarios",
  idusuario: "usuarios", idsremesas: "remesas", puestosreportados: "puestoscontrol",
};

/**
 * Every object of another company in an answer: an `id` of the other company's rows for the object's type, an
 * `idempresa` of that company, or a reference to one of its rows. Unknown object types with an id are reported
 * too, so a new type must be mapped above before the matrix passes.
 */
export function foreignObjects(value: unknown, foreign: CompanyIds, foreignCompany: number, path = "data"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => foreignObjects(v, foreign, foreignCompany, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const obj = value as Record<string, unknown>;
  const found: string[] = [];
  const type = typeof obj.__typename === "string" ? obj.__typename : null;
  if (type && "id" in obj && !COMPANY_FREE.has(type)) {
    const table = TYPE_TABLE[type];
    if (!table) found.push(`${path}: unclassified object type ${type}`);
    else if (foreign[table]?.has(Number(obj.id))) found.push(`${path}: ${type} ${String(obj.id)} of company ${foreignCompany}`);
  }
  if (obj.idempresa === foreignCompany) found.push(`${path}: idempresa ${foreignCompany}`);
  for (const [key, v] of Object.entries(obj)) {
    const ref = REF_TABLE[key];
    if (ref && type !== "Campo") {
      const ids = Array.isArray(v) ? v : [v];
      for (const id of ids) if (typeof id === "number" && foreign[ref]?.has(id)) found.push(`${path}.${key}: ${ref} ${id} of company ${foreignCompany}`);
    }
    if (v && typeof v === "object") found.push(...foreignObjects(v, foreign, foreignCompany, `${path}.${key}`));
  }
  return found;
}

/** Tables whose checksums differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}
