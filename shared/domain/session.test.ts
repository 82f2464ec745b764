import { describe, expect, it } from "vitest";
import {
  hasSession, isLoginBody, isTableConfigKey, SESSION_FIELDS, sessionCookieOptions, sessionFromCookies,
  sessionFromLogin, sessionToCookies, type LoginBody,
} from "./session";

const body: LoginBody = {
  token: "tok-1",
  idempresa: 3,
  usuario: { idusuario: 7, name: "Ana Pérez", idrol: 3, urllogo: "/logos/3.png" },
};

describe("session from the login body", () => {
  it("maps every field but the token (the server's HttpOnly cookie) and defaults minutes to 45", () => {
    expect(sessionFromLogin(body)).toEqual({
      roll: 3, name: "Ana Pérez", id: 7, idcompany: 3, logo: "/logos/3.png", minutes: 45,
    });
  });

  it("keeps a missing logo as null", () => {
    expect(sessionFromLogin({ ...body, usuario: { ...body.usuario, urllogo: null } }).logo).toBeNull();
  });

  it.each([
    [body, true],
    [{ ...body, token: "" }, false],
    [{ token: "x", idempresa: 1 }, false],
    [{ message: "No se pudo autenticar" }, false],
    [null, false],
  ])("recognises a login body %#", (value, expected) => {
    expect(isLoginBody(value)).toBe(expected);
  });
});

describe("stored session: one cookie per field", () => {
  it("writes the six fields script may read as text; never the token", () => {
    const cookies = sessionToCookies(sessionFromLogin(body));
    expect(Object.keys(cookies)).toEqual([...SESSION_FIELDS]);
    expect(cookies).toEqual({
      roll: "3", name: "Ana Pérez", id: "7", idcompany: "3", logo: "/logos/3.png", minutes: "45",
    });
    expect(SESSION_FIELDS).not.toContain("token");
  });

  it("round-trips through the cookies", () => {
    const session = sessionFromLogin(body);
    expect(sessionFromCookies(sessionToCookies(session))).toEqual(session);
    const noLogo = { ...session, logo: null };
    expect(sessionFromCookies(sessionToCookies(noLogo))).toEqual(noLogo);
  });

  it.each([{}, { token: "t" }, { roll: "3", idcompany: "1" }, { id: "7" }, { id: "0", idcompany: "1" }, { id: "x", idcompany: "1" }, { id: "7", idcompany: "-1" }])("treats %j as no session", (cookies) => {
    expect(sessionFromCookies(cookies)).toBeNull();
    expect(hasSession(sessionFromCookies(cookies))).toBe(false);
  });

  it("falls back to 45 minutes when minutes is missing or invalid", () => {
    const who = { id: "7", idcompany: "3" };
    expect(sessionFromCookies(who)?.minutes).toBe(45);
    expect(sessionFromCookies({ ...who, minutes: "x" })?.minutes).toBe(45);
    expect(sessionFromCookies({ ...who, minutes: "30" })?.minutes).toBe(30);
  });

  it("is present only with a user and a company", () => {
    expect(hasSession(sessionFromLogin(body))).toBe(true);
    expect(hasSession({ ...sessionFromLogin(body), id: 0 })).toBe(false);
    expect(hasSession(null)).toBe(false);
  });
});

describe("cookie options", () => {
  it("expires 864000000 ms (about 10 days) after now", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    const options = sessionCookieOptions(now);
    expect(options.expires.getTime() - now.getTime()).toBe(864_000_000);
    expect(options.path).toBe("/");
  });
});

describe("saved column configuration keys", () => {
  it.each([
    ["homeT", true],
    ["homeT1000", true],
    ["homeTviajes", true],
    ["hometable", false],
    ["time", false],
  ])("%s → %s", (key, expected) => expect(isTableConfigKey(key)).toBe(expected));
});
