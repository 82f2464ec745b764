// An image field's form control against the real server (PGlite): it shows the record's image through its signed
// URL, and picking a file asks the server to sign an upload, PUTs the bytes to it and makes the form's value the new
// key, which a create then stores; a file of another type is refused before anything is sent; removing clears it.
import type { ReactNode } from "react";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FormInstance } from "antd";
import { Window } from "happy-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { demoPhoto } from "@server/db/seed/photos";
import type { GraphqlSession } from "@/providers/graphql-client";
import { startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { fichasEntity } from "../fixtures/field-types/entity";
import { entities as registry } from "@entities";

/**
 * The server runs in this process with Node's own URL and fetch; the form renders in a happy-dom document whose
 * globals are added beside them (the happy-dom test environment would replace URL and fetch, which the server needs).
 */
function installDocument(url: string) {
  const window = new Window({ url });
  const globals = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globals)) globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
  Object.assign(globals, { window, document: window.document, navigator: window.navigator, getComputedStyle: window.getComputedStyle.bind(window) });
  Object.defineProperty(globals, "IS_REACT_ACT_ENVIRONMENT", { value: true, writable: true, configurable: true });
  return window;
}

let ui: {
  React: typeof import("react");
  Refine: typeof import("@refinedev/core").Refine;
  rtl: typeof import("@testing-library/react");
  Form: typeof import("antd").Form;
  FieldInput: typeof import("@/resources/engine/form/FieldInput").FieldInput;
  createGraphqlClient: typeof import("@/providers/graphql-client").createGraphqlClient;
  createDataProvider: typeof import("@/providers/data").createDataProvider;
  field: import("@/resources/engine/types").FieldDefinition;
};

describe("the image field's form control", () => {
  let server: TestServer;
  let session: GraphqlSession;
  let admin: AuthHeaders;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-image-input-"));

  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({ entities: [...registry, fichasEntity], engine: "pglite", setupSql: (await entityTableSql(fichasEntity)).join(";\n") });
    const { body } = await server.login("admin", "admin123");
    session = { token: body.token, idcompany: body.idempresa };
    admin = await server.auth("admin", "admin123");
    installDocument(server.url);
    await import("@ant-design/v5-patch-for-react-19");
    const { resourceFromEntity } = await import("@/resources/engine/from-entity");
    ui = {
      React: await import("react"),
      Refine: (await import("@refinedev/core")).Refine,
      rtl: await import("@testing-library/react"),
      Form: (await import("antd")).Form,
      FieldInput: (await import("@/resources/engine/form/FieldInput")).FieldInput,
      createGraphqlClient: (await import("@/providers/graphql-client")).createGraphqlClient,
      createDataProvider: (await import("@/providers/data")).createDataProvider,
      field: resourceFromEntity(fichasEntity).fields.find((f) => f.name === "foto")!,
    };
  }, 120_000);
  afterEach(() => ui?.rtl.cleanup());
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  function renderInput(initial: Record<string, unknown> = {}) {
    const { React, Refine, rtl, Form, FieldInput, createGraphqlClient, createDataProvider, field } = ui;
    const { createElement } = React;
    const client = createGraphqlClient({
      url: `${server.url}/graphql`, wsUrl: `${server.url.replace(/^http/, "ws")}/graphql`, getSession: () => session, webSocketImpl: WebSocket,
    });
    const dataProvider = createDataProvider(client, { apiUrl: `${server.url}/graphql` });
    let form: FormInstance | undefined;
    function Harness(): ReactNode {
      const [instance] = Form.useForm();
      form = instance;
      return createElement(Form, { form: instance, initialValues: initial }, createElement(FieldInput, { field }));
    }
    const view = rtl.render(createElement(Refine, { dataProvider }, createElement(Harness)));
    return { ...view, form: () => form! };
  }

  const pick = (container: HTMLElement, file: File) => {
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    ui.rtl.act(() => void ui.rtl.fireEvent.change(input, { target: { files: [file] } }));
  };

  it("uploads a picked image to a signed URL and makes its key the value, which a create stores", async () => {
    const { screen, waitFor } = ui.rtl;
    const { container, form } = renderInput();
    expect(screen.getByText("Subir imagen")).toBeTruthy();
    pick(container, new File([new Uint8Array(demoPhoto(1))], "camion.png", { type: "image/png" }));
    await waitFor(() => expect(form().getFieldValue("foto")).toMatch(/^1\/imagen-[0-9a-f-]{36}\.png$/), { timeout: 10_000 });
    const key = form().getFieldValue("foto") as string;
    // the preview reads the new image through its signed URL
    await waitFor(() => expect(container.querySelector(`img[src*="/api/uploads?"]`)).not.toBeNull());
    const made = await server.gql<{ createFicha: { foto: string; fotoUrl: string } }>(admin,
      `mutation ($f: FichaInput!) { createFicha(ficha: $f) { foto fotoUrl } }`, { f: { titulo: "FOTO FORMULARIO", foto: key } });
    expect(made.errors).toBeUndefined();
    const got = await fetch(new URL(made.data!.createFicha.fotoUrl, server.url));
    expect(Buffer.from(await got.arrayBuffer()).equals(demoPhoto(1))).toBe(true);
  });

  it("shows the record's image, refuses another type before sending it, and clears the value on removal", async () => {
    const { screen, waitFor, act, fireEvent } = ui.rtl;
    const { container, form } = renderInput({ foto: "1/imagen-previa.png", fotoUrl: "/api/uploads?key=1%2Fimagen-previa.png" });
    await waitFor(() => expect(container.querySelector(`img[src="${server.url.replace(/\/$/, "")}/api/uploads?key=1%2Fimagen-previa.png"], img[src$="/api/uploads?key=1%2Fimagen-previa.png"]`)).not.toBeNull());
    pick(container, new File(["MZ"], "programa.exe", { type: "application/octet-stream" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "La imagen debe ser jpg, jpeg, png, gif, webp, bmp o heic");
    expect(form().getFieldValue("foto")).toBe("1/imagen-previa.png");
    const remove = container.querySelector("button[title='Remove file'], .anticon-delete")!;
    act(() => void fireEvent.click(remove.closest("button") ?? remove));
    await waitFor(() => expect(form().getFieldValue("foto")).toBeNull());
  });
});
