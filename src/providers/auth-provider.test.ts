import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authProvider, endSessionAndReload } from "./auth-provider";
import { readSession, writeSession } from "./session";

const session = { roll: 3, token: "t-1", name: "Admin", id: 1, idcompany: 1, logo: "", minutes: 45 };

describe("UNAUTHENTICATED while Cerrar sesión runs (spec 1 §4.1, §8)", () => {
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
