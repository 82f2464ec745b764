import { describe, expect, it } from "vitest";
import { refuseCrossSitePost, sentByThisApp } from "@server/security/cross-site-post";
import { HttpError } from "@server/rest/http";

describe("a request a page of another origin could not have sent", () => {
  it.each([
    [{}, false],
    [{ "content-type": "application/x-www-form-urlencoded" }, false],
    [{ "content-type": "multipart/form-data; boundary=x" }, false],
    [{ "content-type": "text/plain" }, false],
    [{ "content-type": "text/plain; charset=utf-8", cookie: "token=abc" }, false],
    [{ "content-type": "application/json" }, true],
    [{ "content-type": "Application/JSON; charset=utf-8" }, true],
    [{ "content-type": "application/jsonx" }, false],
    [{ "content-type": "text/plain", idapp: "12" }, true],
    [{ idapp: "" }, false],
    [{ idapp: "  " }, false],
    [{ authorization: "Bearer abc" }, true],
    [{ authorization: " " }, false],
  ] as [Record<string, string>, boolean][])("%j → %s", (headers, expected) => {
    expect(sentByThisApp({ headers })).toBe(expected);
    if (expected) expect(() => refuseCrossSitePost({ headers })).not.toThrow();
    else expect(() => refuseCrossSitePost({ headers })).toThrow(expect.objectContaining({ status: 403 }) as HttpError);
  });

  it("the refusal is Spanish, with accents", () => {
    expect(() => refuseCrossSitePost({ headers: {} })).toThrow("Solicitud rechazada: envíe el encabezado idapp o un cuerpo JSON (application/json)");
  });
});
