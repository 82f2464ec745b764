// Every test file's servers keep uploaded and demo files in a folder of their own: without it they would use
// the checkout's ./data/uploads, shared with `npm start` and with earlier runs, and a test that counts on a
// document having no file (the gallery's "Ocurrio un error") would depend on what ran before it. Set for each
// file (after file-env.ts has kept the environment as it was), so files sharing a worker do not share it.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.UPLOADS_DIR = mkdtempSync(join(tmpdir(), "tdc-uploads-"));
