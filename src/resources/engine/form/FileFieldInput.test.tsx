// A file field's form control and its list cell: a picked document is signed, PUT to its signed URL and becomes the
// field's key, shown as a link named after the file; another type or a file of more than 10 MB is refused in Spanish
// before anything is sent; a refused PUT shows the server's message; the cell links the file's name to its URL.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { FILE_MAX_BYTES } from "@shared/domain/file-key";
import { resourceFromEntity } from "../from-entity";
import { FileLink } from "../files/FileLink";
import { FileFieldInput } from "./FileFieldInput";
import { moduleMessages } from "./module-rule";
import { defineEntity } from "@shared/entities/types";

afterEach(cleanup);

const KEY = "1/0b6c1f2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e_contrato-marzo.pdf";
const signed = { key: KEY, nombre: "contrato-marzo.pdf", url: "/api/uploads?key=put", urlLectura: "/api/uploads?key=get" };

function withProvider(children: ReactNode, custom = vi.fn(async () => ({ data: { firmarSubidaArchivo: signed } }))) {
  const dataProvider = { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "" } as unknown as DataProvider;
  render(<Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>{children}</Refine>);
  return custom;
}

const pick = (file: File) => {
  const input = document.querySelector("input[type=file]") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe("a file field's input", () => {
  it("uploads a picked document to its signed URL and takes its key, linked by the file's name", async () => {
    const onChange = vi.fn();
    const doFetch = vi.fn(async () => new Response("{}", { status: 200 }));
    const custom = withProvider(<FileFieldInput onChange={onChange} base="http://api" doFetch={doFetch as unknown as typeof fetch} />);
    pick(new File(["%PDF-1.4"], "Contrato Marzo.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(KEY));
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ payload: { nombre: "Contrato Marzo.pdf" } }));
    expect(doFetch).toHaveBeenCalledWith("http://api/api/uploads?key=put", expect.objectContaining({ method: "PUT", headers: { "content-type": "application/pdf" } }));
    cleanup();
    withProvider(<FileFieldInput value={KEY} initialUrl="/api/uploads?key=get" base="http://api" />);
    const link = screen.getByText("contrato-marzo.pdf").closest("a")!;
    expect(link.getAttribute("href")).toBe("http://api/api/uploads?key=get");
  });

  it("refuses another type or a file of more than 10 MB before sending anything", async () => {
    const onChange = vi.fn();
    const doFetch = vi.fn();
    const custom = withProvider(<FileFieldInput onChange={onChange} doFetch={doFetch as unknown as typeof fetch} />);
    pick(new File(["MZ"], "programa.exe"));
    expect((await screen.findByRole("alert")).textContent).toBe("El archivo debe ser pdf, doc, docx, xls, xlsx, odt, ods, txt o csv");
    const large = new File(["x"], "grande.pdf", { type: "application/pdf" });
    Object.defineProperty(large, "size", { value: FILE_MAX_BYTES + 1 });
    pick(large);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("El archivo es demasiado grande (máximo 10 MB)"));
    expect(custom).not.toHaveBeenCalled();
    expect(doFetch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the upload and keeps the value", async () => {
    const onChange = vi.fn();
    const doFetch = vi.fn(async () => new Response(JSON.stringify({ message: "El contenido del archivo no corresponde a su extensión .pdf" }), { status: 415 }));
    withProvider(<FileFieldInput onChange={onChange} base="http://api" doFetch={doFetch as unknown as typeof fetch} />);
    pick(new File(["<html>"], "falso.pdf", { type: "application/pdf" }));
    expect((await screen.findByRole("alert")).textContent).toBe("El contenido del archivo no corresponde a su extensión .pdf");
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("a file field's cell", () => {
  const entity = defineEntity({
    key: "Expedientes", labels: { singular: "Expediente", plural: "Expedientes", title: "Expedientes" }, notFound: "x",
    fields: { nombre: { label: "Nombre", type: "text" }, contrato: { label: "Contrato", type: "file" } },
  });
  const resource = resourceFromEntity(entity);
  const field = resource.fields.find((f) => f.name === "contrato")!;

  it("links the file's name to the record's download URL, NA without a file; the view, the audit and the export word it by its name", () => {
    const render_ = (field.list as { render(value: unknown, record: object): ReactNode }).render;
    render(<div>{render_(KEY, { contratoUrl: "http://files/x" })}</div>);
    expect(screen.getByText("contrato-marzo.pdf").closest("a")!.getAttribute("href")).toBe("http://files/x");
    cleanup();
    render(<FileLink fileKey={null} url={null} />);
    expect(document.body.textContent).toBe("NA");
    expect(field).toMatchObject({ type: "FILE", view: false });
    expect(moduleMessages(field.entity!, `1/${"0".repeat(36)}_../x.pdf`)).toEqual(["Debe ser un archivo subido"]);
    expect(moduleMessages(field.entity!, KEY)).toEqual([]);
    expect(field.format!(KEY, {})).toBe("contrato-marzo.pdf");
    expect(resource.extraQueryFields).toContain("contratoUrl");
    expect(resource.viewSections).toHaveLength(1);
  });
});
