import { describe, expect, it } from "vitest";
import {
  FILE_EXTENSION_MESSAGE, FILE_EXTENSIONS, FILE_KEY_MAX, FILE_MAX_BYTES, fileCompanyError, fileContentType, fileKeyCompany, fileKeyError, fileKeyName,
  fileNameOf, fileValueText, isFileExtension, pickedFileProblem,
} from "./file-key";

const UUID = "0b6c1f2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";

describe("a file key", () => {
  it("is 'companyId/<uuid>_<name>.ext' with an accepted document's extension", () => {
    expect(fileKeyCompany(`1/${UUID}_contrato.pdf`)).toBe(1);
    expect(fileKeyCompany(`12/${UUID}_Tarifas-2026.XLSX`)).toBe(12);
    for (const bad of [
      `1/contrato.pdf`, `1/${UUID}_contrato.exe`, `1/${UUID}_..pdf`, `1/${UUID}_a/../b.pdf`, `x/${UUID}_a.pdf`, `1/${UUID}_`, `1/imagen-${UUID}.png`,
      `1/${UUID}_${"a".repeat(151)}.pdf`, `/1/${UUID}_a.pdf`,
    ]) {
      expect(fileKeyCompany(bad), bad).toBeNull();
    }
    expect(fileKeyCompany(5)).toBeNull();
    expect(fileKeyCompany(null)).toBeNull();
  });

  it("keeps the file's name, shown without the company and the uuid", () => {
    expect(fileNameOf(`1/${UUID}_contrato.pdf`)).toBe("contrato.pdf");
    expect(fileNameOf(`1/${UUID}_a_b.pdf`)).toBe("a_b.pdf");
    expect(fileNameOf("1/contrato.pdf")).toBeNull();
    expect(fileValueText(`1/${UUID}_contrato.pdf`)).toBe("contrato.pdf");
    expect(fileValueText(null)).toBe("Sin archivo");
  });

  it("takes a picked file's name in the characters a key allows, for an accepted document only", () => {
    expect(fileKeyName("Contrato Marzo ñandú.PDF")).toBe("Contrato-Marzo-nandu.pdf");
    expect(fileKeyName("  póliza (copia) #2.docx ")).toBe("poliza-copia-2.docx");
    expect(fileKeyName("../../etc/passwd.txt")).toBe("etc-passwd.txt");
    expect(fileKeyName("...pdf")).toBe("archivo.pdf");
    expect(fileKeyName(`${"x".repeat(300)}.pdf`)).toHaveLength(150);
    expect(fileKeyName("programa.exe")).toBeNull();
    expect(fileKeyName("sin-extension")).toBeNull();
    // what it makes is always a valid key's name
    for (const name of ["Contrato Marzo ñandú.PDF", "../../etc/passwd.txt", `${"x".repeat(300)}.pdf`, "a..b.csv"]) {
      expect(fileNameOf(`1/${UUID}_${fileKeyName(name)}`), name).toBe(fileKeyName(name));
    }
    expect(`999999999999999999/${UUID}_${fileKeyName(`${"x".repeat(300)}.pdf`)}`.length).toBeLessThanOrEqual(FILE_KEY_MAX);
  });

  it("refuses a value that is not a key, and another company's key", () => {
    expect(fileKeyError(`1/${UUID}_contrato.pdf`)).toBeNull();
    expect(fileKeyError(null)).toBeNull();
    expect(fileKeyError("")).toBeNull();
    expect(fileKeyError("contrato.pdf")).toBe("Debe ser un archivo subido");
    expect(fileCompanyError(`1/${UUID}_a.pdf`, 1)).toBeNull();
    expect(fileCompanyError(`3/${UUID}_a.pdf`, 1)).toBe("El archivo no pertenece a su empresa");
  });

  it("names every accepted extension in its refusal, each with the type it is served as", () => {
    for (const extension of FILE_EXTENSIONS) {
      expect(FILE_EXTENSION_MESSAGE).toContain(extension);
      expect(fileContentType(`1/${UUID}_a.${extension}`)).toMatch(/^(application|text)\//);
    }
    expect(fileContentType("1/a.png")).toBeNull();
    expect(isFileExtension("pdf")).toBe(true);
    expect(isFileExtension("toString")).toBe(false);
  });

  it("refuses a picked file of another type or of more than 10 MB before it is sent", () => {
    expect(pickedFileProblem({ name: "a.pdf", size: FILE_MAX_BYTES })).toBeNull();
    expect(pickedFileProblem({ name: "a.pdf", size: FILE_MAX_BYTES + 1 })).toBe("El archivo es demasiado grande (máximo 10 MB)");
    expect(pickedFileProblem({ name: "a.exe", size: 1 })).toBe("El archivo debe ser pdf, doc, docx, xls, xlsx, odt, ods, txt o csv");
    expect(FILE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });
});
