// An image field's form control: a picked image is signed, PUT to its signed URL and becomes the field's key; a file
// that is no accepted image is refused in Spanish before anything is sent.
import "@ant-design/v5-patch-for-react-19";
import { Refine, type DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageFieldInput } from "./ImageFieldInput";

afterEach(cleanup);

const KEY = "1/imagen-0b6c1f2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e.png";

function mount(onChange: (key: string | null) => void, doFetch: unknown) {
  const custom = vi.fn(async () => ({ data: { firmarSubidaImagen: { key: KEY, url: "/api/uploads?key=put", urlLectura: "/api/uploads?key=get" } } }));
  const dataProvider = { getList: vi.fn(), getOne: vi.fn(), create: vi.fn(), update: vi.fn(), deleteOne: vi.fn(), custom, getApiUrl: () => "" } as unknown as DataProvider;
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      <ImageFieldInput label="Foto" onChange={onChange} base="http://api" doFetch={doFetch as typeof fetch} />
    </Refine>,
  );
  return custom;
}

const pick = (file: File) => fireEvent.change(document.querySelector("input[type=file]")!, { target: { files: [file] } });

describe("an image field's input", () => {
  it("uploads a picked image to its signed URL and takes its key", async () => {
    const onChange = vi.fn();
    const doFetch = vi.fn(async () => new Response("{}", { status: 200 }));
    const custom = mount(onChange, doFetch);
    pick(new File(["png"], "foto.png", { type: "image/png" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(KEY));
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ payload: { extension: "foto.png" } }));
    expect(doFetch).toHaveBeenCalledWith("http://api/api/uploads?key=put", expect.objectContaining({ method: "PUT", headers: { "content-type": "image/png" } }));
  });

  it("refuses a file that is no accepted image before sending anything", async () => {
    const onChange = vi.fn();
    const doFetch = vi.fn();
    const custom = mount(onChange, doFetch);
    pick(new File(["%PDF"], "contrato.pdf", { type: "application/pdf" }));
    expect((await screen.findByRole("alert")).textContent).toBe("La imagen debe ser jpg, jpeg, png, gif, webp, bmp o heic");
    expect(custom).not.toHaveBeenCalled();
    expect(doFetch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
