// The demo data of a bench section's scratch folder. Inside the test suite (its seeded templates named by
// TDC_TEST_TEMPLATES) the folder gets a copy of the run's seeded demo database, as a test's own server would: the
// suite seeds once per run, not once per section. Alone, the bench migrates and seeds it itself, as `npm start` does.
import type { Database } from "../server/db/client";
import { seed } from "../server/db/seed";

/** whether the bench runs inside the test suite, which hands down its seeded templates */
export const underTestSuite = () => Boolean(process.env.TDC_TEST_TEMPLATES);

/** Fills an empty data folder with the test run's demo copy (inside the test suite); false when left for the caller. */
export async function copyTestDemoInto(dataDir: string): Promise<boolean> {
  if (!underTestSuite()) return false;
  const { demoDataDir } = await import("../tests/support/test-databases");
  await demoDataDir(dataDir);
  return true;
}

/** Migrates and seeds the demo data on a database opened on a folder `copyTestDemoInto` left empty. */
export async function seedDemoUnlessCopied(database: Database, copied: boolean): Promise<void> {
  if (copied) return;
  await database.migrate();
  await seed(database, { size: "demo" });
}
