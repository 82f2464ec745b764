// Hardening item 13: a new password has at least 8 characters and is neither the user name nor the current
// password, on the forced change and the change from the user menu (PUT /api/login) and for the
// administrator's temporary password; the spec's flow is otherwise unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RULE_TEXTS, passwordProblem } from "@/domain/password-rules";
import { temporaryPassword } from "@server/graphql/modules/usuarios/reset";
import { startTestServer, type TestServer } from "../integration/helpers/server";

describe("new passwords", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const put = async (token: string, idempresa: number, claveactual: string, clavenueva: string) => {
    const res = await fetch(`${server.url}/api/login?idapp=12&idempresa=${idempresa}`, {
      method: "PUT", headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify({ claveactual, clavenueva, claveconfirmacion: clavenueva }),
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };

  it.each([
    ["too short", "operador", "operador123", "corta1", PASSWORD_RULE_TEXTS.tooShort],
    ["the user name", "operador", "operador123", "Operador", PASSWORD_RULE_TEXTS.sameAsUser],
    ["the current password", "operador", "operador123", "operador123", PASSWORD_RULE_TEXTS.sameAsCurrent],
    ["too short, on the forced change", "nuevo", "nuevo123", "nuevo12", PASSWORD_RULE_TEXTS.tooShort],
  ])("refuses a new password that is %s (400, Spanish message), and the password stays", async (_what, user, current, next, message) => {
    const { body } = await server.login(user, current);
    expect(await put(body.token, body.idempresa, current, next)).toEqual({ status: 400, message });
    expect((await server.login(user, current)).status).not.toBe(401);
  });

  it("the administrator's temporary passwords follow the rules", () => {
    for (let i = 0; i < 200; i++) expect(passwordProblem(temporaryPassword())).toBeNull();
  });
});
