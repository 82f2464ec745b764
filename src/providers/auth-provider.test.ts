// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authProvider, endSessionAndReload } from "./auth-provider";
import { readSession, writeSession } from "./session";

const session = { roll: 3, name: "Admin", id: 1, idcompany: 1, logo: "", minutes: 45 };

describe("UNAUTHENTICATED while Cerrar sesión runs", () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as unknown as Location);
    writeSession(session);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("a request failing while the logout revokes the token does not reload the page", async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const logout = authProvider.logout({});
    // the server has revoked the token; another query in flight answers UNAUTHENTICATED now
    endSessionAndReload();
    answer(new Response("{}", { status: 200 }));
    await expect(logout).resolves.toEqual({ success: true, redirectTo: "/" });
    // and once the session is gone, a late answer does not reload either
    endSessionAndReload();
    expect(reload).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it("a failed logout keeps the session", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
    const result = await authProvider.logout({});
    expect(result).toMatchObject({ success: false, error: { message: "No se pudo llevara a cabo el logout" } });
    expect(readSession()).not.toBeNull();
  });

  it("outside a logout the session is cleared and the page reloads", () => {
    endSessionAndReload();
    expect(readSession()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the query cache ends with the session", () => {
  // a fresh module graph per test: endSessionAndReload ends the page once (it reloads), so its state must not leak
  let mod: typeof import("./auth-provider");
  let client: typeof import("./query-client").queryClient;
  let cookies: typeof import("./session");
  const cached = () => client.getQueryCache().getAll().map((q) => q.queryKey);
  const LIST_KEY = ["data", "default", "viajes", "list", { idempresa: 1 }];
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    vi.resetModules();
    mod = await import("./auth-provider");
    client = (await import("./query-client")).queryClient;
    cookies = await import("./session");
    reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as unknown as Location);
    client.setQueryData(LIST_KEY, { data: [{ id: 1, numero: "V-1" }], total: 1 });
    cookies.writeSession(session);
  });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("Cerrar sesión drops every cached answer, and cancels those in flight", async () => {
    let finish: (value: unknown) => void = () => {};
    const inFlight = client.fetchQuery({ queryKey: ["data", "default", "rutas", "list"], queryFn: () => new Promise((r) => (finish = r)) });
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 200 })));
    await expect(mod.authProvider.logout({})).resolves.toEqual({ success: true, redirectTo: "/" });
    expect(cached()).toEqual([]);
    finish({ data: [{ id: 9 }], total: 1 });
    await expect(inFlight).rejects.toThrow();
    expect(cached()).toEqual([]);
  });

  it("a failed logout keeps the session and its cache", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
    await mod.authProvider.logout({});
    expect(cached()).toEqual([LIST_KEY]);
    expect(cookies.readSession()).not.toBeNull();
  });

  it("UNAUTHENTICATED leaves the cache to the reload, which drops it: emptied before, the screens still mounted would ask again", () => {
    mod.endSessionAndReload();
    expect(cookies.readSession()).toBeNull();
    expect(cached()).toEqual([LIST_KEY]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("UNAUTHENTICATED after the cookies are gone (another tab logged out) drops the cache without a reload", () => {
    cookies.clearSession();
    mod.endSessionAndReload();
    expect(cached()).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("a login starts from an empty cache", async () => {
    cookies.clearSession();
    const body = { token: "t-2", idempresa: 3, usuario: { idusuario: 30, name: "Admin 3", idrol: 3, urllogo: null } };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
    await expect(mod.authProvider.login({ username: "admin3", password: "admin123" })).resolves.toMatchObject({ success: true });
    expect(cached()).toEqual([]);
    expect(cookies.readSession()).toMatchObject({ id: 30, idcompany: 3 });
    expect(document.cookie).not.toContain("t-2");
  });
});
