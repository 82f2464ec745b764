import { describe, expect, it } from "vitest";
import { isPrivateAddress, WEBHOOK_URL_MAX, webhookUrlProblem } from "./webhook-url";
import { isIP } from "./webhook-ip";
import { WEBHOOK_URL_TEXTS } from "../i18n/integrations";

describe("a webhook URL's form", () => {
  it("accepts http and https with a host", () => {
    for (const url of ["https://example.com/hook", "http://example.com:8080/a?b=c", "https://10.0.0.1/x", " https://a.b/ "]) expect(webhookUrlProblem(url), url).toBeNull();
  });
  it("refuses the rest with its reason", () => {
    expect(webhookUrlProblem(undefined)).toBe(WEBHOOK_URL_TEXTS.required);
    expect(webhookUrlProblem("  ")).toBe(WEBHOOK_URL_TEXTS.required);
    expect(webhookUrlProblem(42)).toBe(WEBHOOK_URL_TEXTS.required);
    expect(webhookUrlProblem("example.com/hook")).toBe(WEBHOOK_URL_TEXTS.invalid);
    expect(webhookUrlProblem("ftp://example.com/x")).toBe(WEBHOOK_URL_TEXTS.scheme);
    expect(webhookUrlProblem("javascript:alert(1)")).toBe(WEBHOOK_URL_TEXTS.scheme);
    expect(webhookUrlProblem("file:///etc/passwd")).toBe(WEBHOOK_URL_TEXTS.scheme);
    expect(webhookUrlProblem("https://user:pw@example.com/")).toBe(WEBHOOK_URL_TEXTS.credentials);
    expect(webhookUrlProblem(`https://example.com/${"a".repeat(WEBHOOK_URL_MAX)}`)).toBe(WEBHOOK_URL_TEXTS.tooLong(WEBHOOK_URL_MAX));
  });
});

describe("private addresses", () => {
  it("recognises IP literals", () => {
    expect(isIP("1.2.3.4")).toBe(4);
    expect(isIP("256.1.1.1")).toBe(0);
    expect(isIP("::1")).toBe(6);
    expect(isIP("example.com")).toBe(0);
  });
  it("loopback, private ranges, link-local, CGNAT, multicast and unspecified are private", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "0.0.0.0",
      "100.64.0.1", "224.0.0.1", "::1", "::", "[::1]", "fc00::1", "fd12:3456::1", "fe80::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.1.2.3"]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
  });
  it("public addresses and names are not", () => {
    for (const ip of ["8.8.8.8", "172.32.0.1", "172.15.0.1", "192.169.0.1", "100.128.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8", "example.com"]) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });
});
