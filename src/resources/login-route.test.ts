import { describe, expect, it } from "vitest";
import { leadsToLogin } from "./login-route";

describe("addresses that lead a signed-out browser to the login", () => {
  it.each([
    "/", "", "//", "/Login", "/login", "/LOGIN/", "/Home", "/home", "/Home/", "/home/Rutas", "/Home/Viaje/12",
    "/Home/network-error", "/changePassword", "/changepassword", "/resetPass", "/playGround", "/playground",
  ])("%s → the login", (path) => expect(leadsToLogin(path)).toBe(true));

  it.each(["/nada", "/Homes", "/Home-x", "/Loginx", "/api/login", "/x/Home", "/resetPassword"])("%s → not found, not the login", (path) =>
    expect(leadsToLogin(path)).toBe(false));
});
