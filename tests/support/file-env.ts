// A test file's environment variables are its own. Files share a worker process (the suites run without a process
// per file), so what one file sets in process.env (an uploads folder, a CORS origin, NODE_ENV) is put back when it
// ends, before the next file of the worker starts.
import { afterAll } from "vitest";

const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
});
