import { describe, expect, it } from "vitest";
import { documentContentProblem, isDocumentKey } from "@server/storage/document-type";

const UUID = "0b6c1f2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";
const key = (extension: string) => `1/${UUID}_a.${extension}`;
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe("a document's first bytes", () => {
  it.each([
    ["pdf", bytes("%PDF-1.7"), true],
    ["pdf", bytes("<html>"), false],
    ["pdf", ZIP, false],
    ["docx", ZIP, true], ["xlsx", ZIP, true], ["odt", ZIP, true], ["ods", ZIP, true],
    ["docx", bytes("%PDF-1.7"), false],
    ["doc", OLE, true], ["xls", OLE, true], ["doc", ZIP, false],
    ["txt", bytes("hola"), true], ["csv", bytes("a;b\n1;2"), true],
    ["txt", bytes([0x68, 0, 0x6f]), false],
    ["txt", bytes(), false],
  ] as const)("%s %#", (extension, head, accepted) => {
    const problem = documentContentProblem(head, key(extension));
    expect(problem).toBe(accepted ? null : `El contenido del archivo no corresponde a su extensión .${extension}`);
  });

  it("tells a document's key from an image's", () => {
    expect(isDocumentKey(key("pdf"))).toBe(true);
    expect(isDocumentKey("1/imagen-x.png")).toBe(false);
  });
});
