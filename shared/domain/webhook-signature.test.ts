import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./webhook-signature";

describe("a delivery's signature", () => {
  const body = '{"id":"e1","evento":"reporte.creado","datos":{"idviaje":7,"novedad":"Sin novedad — ñ"}}';
  it("is sha256= and the hex HMAC-SHA256 of the raw body with the secret", () => {
    expect(signBody("s3cret", body)).toBe(`sha256=${createHmac("sha256", "s3cret").update(body, "utf8").digest("hex")}`);
    // a known vector (RFC 4231 style: key "key", the classic sentence)
    expect(signBody("key", "The quick brown fox jumps over the lazy dog")).toBe("sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8");
  });
  it("is the same for the same bytes as a string or a buffer", () => {
    expect(signBody("k", Buffer.from(body, "utf8"))).toBe(signBody("k", body));
  });
  it("verifies only the right secret over the exact body", () => {
    const header = signBody("s3cret", body);
    expect(verifySignature("s3cret", body, header)).toBe(true);
    expect(verifySignature("s3cret", Buffer.from(body), ` ${header} `)).toBe(true);
    expect(verifySignature("otro", body, header)).toBe(false);
    expect(verifySignature("s3cret", body.replace("7", "8"), header)).toBe(false);
    expect(verifySignature("s3cret", body, header.replace("sha256=", "sha1="))).toBe(false);
    expect(verifySignature("s3cret", body, header.slice(0, -1))).toBe(false);
    expect(verifySignature("s3cret", body, "")).toBe(false);
    expect(verifySignature("s3cret", body, null)).toBe(false);
    expect(verifySignature("s3cret", body, undefined)).toBe(false);
  });
});
