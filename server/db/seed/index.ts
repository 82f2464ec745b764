// The deterministic seed: demo data for `npm start` and the tests, and the bench size on top of it.
// Rows and ids come from a seeded PRNG; only timestamps follow the clock (relative to "now").
import { sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import type { Database } from "../client";
import * as schema from "../schema";
import { seedBench, type BenchShape } from "./bench";
import { SYS_ESTADOS, SYS_EVENTOS } from "./catalog";
import { insertAll, resetSequences, type Executor } from "./insert";
import { buildMasters, OTHER_USERS_PASSWORD } from "./masters";
import { POBLACIONES } from "./populations";
import { reconcileTableSettings } from "../table-settings";
import { SEED_LOCK } from "./lock";
import { buildTrips } from "./trips";
import { fillMissingEtas } from "../../graphql/modules/eta/store";

export interface DemoLogin {
  username: string;
  password: string;
  description: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { username: "admin", password: "admin123", description: "Empresa 1, rol 3 (Gestion y Configuración)" },
  { username: "operador", password: "operador123", description: "Empresa 1, rol 1 (controlador de trafico)" },
  { username: "admin3", password: "admin123", description: "Empresa 3, rol 3 (sin Eliminar viaje)" },
  { username: "admin8", password: "admin123", description: "Empresa 8, rol 3 (oculta el reporte 19)" },
  { username: "nuevo", password: "nuevo123", description: "Empresa 1, rol 1, debe cambiar la contraseña (409)" },
];

/** Default bench size: what each engine handles in a few minutes. */
export const BENCH_DEFAULT_TRIPS = { postgres: 1_000_000, pglite: 100_000 } as const;


async function isEmpty(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM empresas) AS seeded`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { seeded: boolean }[] }).rows) as { seeded: boolean }[];
  return !rows[0]?.seeded;
}

async function hashes() {
  // scrypt is slow on purpose: one hash per distinct password, shared by every user who has it
  const [admin, operador, nuevo, demo] = await Promise.all(
    ["admin123", "operador123", "nuevo123", OTHER_USERS_PASSWORD].map((p) => hashPassword(p)),
  );
  return { admin, operador, nuevo, demo };
}

async function insertDemo(db: Executor, passwordHashes: Awaited<ReturnType<typeof hashes>>, now: Date): Promise<void> {
  const { rows, companies } = buildMasters(passwordHashes, now);
  const trips = buildTrips(companies, rows, now);

  await insertAll(db, schema.sysEstados, SYS_ESTADOS);
  await insertAll(db, schema.sysEventos, SYS_EVENTOS);
  await insertAll(db, schema.sysPoblaciones, POBLACIONES);
  await insertAll(db, schema.empresas, rows.empresas);
  await insertAll(db, schema.settings, rows.settings);
  await insertAll(db, schema.tiposReporteOcultos, rows.tiposReporteOcultos);
  await insertAll(db, schema.usuarios, rows.usuarios);
  await insertAll(db, schema.eventos, rows.eventos);
  await insertAll(db, schema.puestosControl, rows.puestosControl);
  await insertAll(db, schema.rutas, rows.rutas);
  await insertAll(db, schema.planesViaje, rows.planesViaje);
  await insertAll(db, schema.detallesPlanViaje, rows.detallesPlanViaje);
  await insertAll(db, schema.vehiculos, rows.vehiculos);
  await insertAll(db, schema.conductores, rows.conductores);
  await insertAll(db, schema.clientes, rows.clientes);
  await insertAll(db, schema.sysEventosClienteOcultos, rows.sysEventosClienteOcultos);
  await insertAll(db, schema.contenedores, rows.contenedores);
  // the lists' settings as every start adds them (a replica may have added them before this seed ran)
  await reconcileTableSettings(db);
  await insertAll(db, schema.viajes, trips.viajes);
  await insertAll(db, schema.remesas, trips.remesas);
  await insertAll(db, schema.reportes, trips.reportes);
  await insertAll(db, schema.reporteRemesas, trips.reporteRemesas);
  await insertAll(db, schema.documentosReporte, trips.documentosReporte);
  await insertAll(db, schema.observacionesViaje, trips.observacionesViaje);
  await resetSequences(db);
}

/** Seeds the demo data into an empty database, or adds bench trips (after the demo data when empty). */
export async function seed(
  database: Database,
  options: { size: "demo" | "bench"; trips?: number; shape?: BenchShape; now?: Date },
): Promise<void> {
  const passwordHashes = await hashes();
  // the instant the demo's times are relative to (the tests pin it: one seed serves every copy of a run)
  const now = options.now ?? new Date();
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await insertDemo(tx, passwordHashes, now);
    return true;
  });
  if (options.size === "demo") {
    if (!seeded) throw new Error("La base de datos ya tiene datos: la semilla demo solo se carga en una base vacía");
    await fillMissingEtas(database.db, now);
    return;
  }
  await seedBench(database, options.trips ?? BENCH_DEFAULT_TRIPS[database.kind], { shape: options.shape });
  await fillMissingEtas(database.db, now);
}

/** Seeds the demo data when the database has no company yet; answers whether it did. */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  if (!(await isEmpty(database.db))) return false;
  const passwordHashes = await hashes();
  const now = new Date();
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    // another process may have seeded while this one hashed the passwords
    if (!(await isEmpty(tx))) return false;
    await insertDemo(tx, passwordHashes, now);
    return true;
  });
  if (seeded) await fillMissingEtas(database.db, now);
  return seeded;
}
