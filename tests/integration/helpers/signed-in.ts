// A server per describe with one user signed in, for test files that need nothing more.
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type AuthHeaders, type Engine, type TestServer } from "./server";

/**
 * A server on `engine` for the surrounding describe, with `username` signed in: started before its tests,
 * closed after them. Read `server` and `headers` inside the tests (they are set by then).
 */
export function serverSignedIn(engine: Engine, username = "admin", password = "admin123"): { server: TestServer; headers: AuthHeaders } {
  const state = {} as { server: TestServer; headers: AuthHeaders };
  beforeAll(async () => {
    state.server = await startTestServer({ engine });
    state.headers = await state.server.auth(username, password);
  });
  afterAll(async () => state.server?.close());
  return state;
}
