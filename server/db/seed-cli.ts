// npm run seed -- --size demo|bench [--trips N] [--shape realistic|stress] [--reset]
// Opens the database of DATABASE_URL (or the embedded one in DATA_DIR, default ./data), migrates and
// seeds. Demo data only goes into an empty database unless --reset wipes it first.
import { sql } from "drizzle-orm";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type Database } from "./client";
import { BENCH_DEFAULT_TRIPS, DEMO_LOGINS, seed } from "./seed";
import { BENCH_SHAPES, seedBench, type BenchShape } from "./seed/bench";

function usage(message: string): never {
  console.error(message);
  console.error("Uso: npm run seed -- --size demo|bench [--trips N] [--shape realistic|stress] [--reset]");
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "demo" },
    trips: { type: "string" },
    // realistic: a carrier's history, ≤ 1 % open trips; stress: 63 % open
    shape: { type: "string", default: "realistic" },
    reset: { type: "boolean", default: false },
  },
  strict: true,
});
const size = values.size;
if (size !== "demo" && size !== "bench") usage(`--size debe ser demo o bench, no '${size}'`);
const trips = values.trips === undefined ? undefined : Number(values.trips);
if (trips !== undefined && (!Number.isInteger(trips) || trips < 0)) usage(`--trips debe ser un entero positivo, no '${values.trips}'`);
if (trips !== undefined && size !== "bench") usage("--trips solo aplica a --size bench");
const shape = values.shape as BenchShape;
if (!BENCH_SHAPES.includes(shape)) usage(`--shape debe ser ${BENCH_SHAPES.join(" o ")}, no '${values.shape}'`);

async function companies(database: Database): Promise<number> {
  const [row] = await database.run<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM empresas`);
  return Number(row?.n ?? 0);
}

/** drops everything (tables, views, drizzle's migration journal) so migrations run from scratch */
async function reset(database: Database): Promise<void> {
  await database.run(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.run(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.run(sql`CREATE SCHEMA public`);
}

const url = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? "./data");
const database = await openDatabase({ url, dataDir });
let exitCode = 0;
try {
  if (values.reset) {
    console.log("Borrando la base de datos (--reset)...");
    await reset(database);
  }
  await database.migrate();
  const started = Date.now();
  if (size === "demo") {
    if ((await companies(database)) > 0) {
      console.error("La base de datos ya tiene datos. Use --reset para borrarla y cargar la demo.");
      exitCode = 1;
    } else {
      await seed(database, { size: "demo" });
      console.log(`Datos de demostración cargados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
      for (const l of DEMO_LOGINS) console.log(`  ${l.username} / ${l.password}  ${l.description}`);
    }
  } else {
    const total = trips ?? BENCH_DEFAULT_TRIPS[database.kind];
    if ((await companies(database)) === 0) {
      // bench trips hang off the demo masters
      await seed(database, { size: "bench", trips: 0 });
      console.log("Datos de demostración cargados");
    }
    let lastLog = 0;
    await seedBench(database, total, {
      shape,
      onProgress: (done, all) => {
        if (done === all || Date.now() - lastLog > 5000) {
          lastLog = Date.now();
          console.log(`  ${done.toLocaleString("es-CO")} / ${all.toLocaleString("es-CO")} viajes`);
        }
      },
    });
    console.log(`${total.toLocaleString("es-CO")} viajes de benchmark (forma ${shape}) cargados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
