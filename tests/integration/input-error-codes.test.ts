// A variable of the wrong type is an input error (BAD_USER_INPUT), not an error without a code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

let server: TestServer;
let admin: AuthHeaders;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.auth("admin", "admin123");
});
afterAll(async () => {
  await server?.close();
});

describe("variables of the wrong type", () => {
  it("answer BAD_USER_INPUT", async () => {
    const res = await server.gql(admin, "query ($id: Int!) { viaje(id: $id) { id } }", { id: "uno" });
    expect(res.errors?.[0]?.message).toMatch(/^Variable "\$id"/);
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("leave other errors' codes alone", async () => {
    const res = await server.gql(admin, "{ viajes(filters: [{ field: \"nope\", value: 1 }]) { totalreg } }");
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const ok = await server.gql<{ getDate: string }>(admin, "{ getDate }");
    expect(ok.errors).toBeUndefined();
  });
});
