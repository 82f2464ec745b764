// A new password has at least 8 characters and is neither the user name nor the current
// password, on the forced change and the change from the user menu (PUT /api/login) and for the
// administrator's temporary password; the spec's flow is otherwise unchanged. Round 3: nor only blank
// characters, nor one of the most used passwords (any case); passwords set before the rules still sign in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temporaryPassword } from "@entities/usuarios/server/reset";
import { acceptedPassword, newPasswordProblem } from "@server/auth/new-password";
import { enginesOf, startTestServer, type TestServer } from "../integration/helpers/server";
import { PASSWORD_RULE_TEXTS } from "@shared/i18n/login";
import { PASSWORD_MIN_LENGTH } from "@shared/domain/password-rules";

describe.each(enginesOf(import.meta.url))("new passwords, on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
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
    ["too short", "operador", "operador123", "corta1", PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)],
    ["the user name", "operador", "operador123", "Operador", PASSWORD_RULE_TEXTS.sameAsUser],
    ["the current password", "operador", "operador123", "operador123", PASSWORD_RULE_TEXTS.sameAsCurrent],
    ["too short, on the forced change", "nuevo", "nuevo123", "nuevo12", PASSWORD_RULE_TEXTS.tooShort(PASSWORD_MIN_LENGTH)],
    ["eight spaces", "operador", "operador123", "        ", PASSWORD_RULE_TEXTS.blank],
    ["blank characters only, on the forced change", "nuevo", "nuevo123", "\t \t \t \t ", PASSWORD_RULE_TEXTS.blank],
    ["the user name with blanks around it", "operador", "operador123", "  OPERADOR  ", PASSWORD_RULE_TEXTS.sameAsUser],
    ["12345678, a common password", "operador", "operador123", "12345678", PASSWORD_RULE_TEXTS.common],
    ["a common password in upper case", "operador", "operador123", "PASSWORD", PASSWORD_RULE_TEXTS.common],
    ["a common password, on the forced change", "nuevo", "nuevo123", "iloveyou", PASSWORD_RULE_TEXTS.common],
  ])("refuses a new password that is %s (400, Spanish message), and the password stays", async (_what, user, current, next, message) => {
    const { body } = await server.login(user, current);
    expect(await put(body.token, body.idempresa, current, next)).toEqual({ status: 400, message });
    expect((await server.login(user, current)).status).not.toBe(401);
  });

  it("a password outside the rules set before them still signs in (admin123 is a common one)", async () => {
    expect((await server.login("admin", "admin123")).status).toBe(200);
    expect(await newPasswordProblem("admin123")).toBe(PASSWORD_RULE_TEXTS.common);
  });

  it("a password within the rules is accepted, and then signs in", async () => {
    const { body } = await server.login("operador", "operador123");
    expect(await put(body.token, body.idempresa, "operador123", "Ruta-Norte-2026")).toEqual({ status: 200, message: expect.any(String) as string });
    expect((await server.login("operador", "Ruta-Norte-2026")).status).toBe(200);
    const again = (await server.login("operador", "Ruta-Norte-2026")).body;
    expect((await put(again.token, again.idempresa, "Ruta-Norte-2026", "operador123")).status).toBe(200);
  });

  it("the administrator's temporary passwords follow the rules", async () => {
    for (let i = 0; i < 200; i++) expect(await newPasswordProblem(temporaryPassword())).toBeNull();
  });

  it("a password the server makes up is drawn again until the rules accept it", async () => {
    const drawn = ["12345678", "        ", "Operador", "qwertyuiop", "Clave-Aceptada-1"];
    let draws = 0;
    expect(await acceptedPassword(() => drawn[draws++], { username: "operador" })).toBe("Clave-Aceptada-1");
    expect(draws).toBe(5);
  });
});
