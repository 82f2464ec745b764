// The child process of server/db/new-data-dir.ts: opens the new folder (its database created on the way),
// migrates it, seeds the demo data with its photos, closes it and reports to its parent.
import { resolve } from "node:path";
import { openDatabase } from "./client";
import { seedDemoIfEmpty } from "./seed";
import { writeDemoPhotos } from "./seed/photos";
import type { NewDataDirReport } from "./new-data-dir";

export async function prepareDataDirHere(): Promise<void> {
  // its database created here too: this process's memory goes when it exits
  const database = await openDatabase({ dataDir: resolve(process.env.DATA_DIR ?? "./data"), createInProcess: true });
  let report: NewDataDirReport;
  try {
    await database.migrate();
    const seeded = await seedDemoIfEmpty(database);
    if (seeded) await writeDemoPhotos(database);
    report = { seeded };
  } finally {
    await database.close();
  }
  await new Promise<void>((done, fail) => process.send!(report, (error: Error | null) => (error ? fail(error) : done())));
  process.exit(0);
}
