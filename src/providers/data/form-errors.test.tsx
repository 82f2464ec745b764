// A save the server refuses field by field (BAD_USER_INPUT with `extensions.fields`) shows each message under
// its field in a form of @refinedev/antd's useForm, with no code of the form's own: the provider's error
// carries the messages as Refine's `errors`.
import { Refine } from "@refinedev/core";
import { useForm } from "@refinedev/antd";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntApp, Button, Form, Input } from "antd";
import { afterEach, expect, it, vi } from "vitest";
import { createGraphqlClient } from "../graphql-client";
import { createDataProvider } from "./index";

const meta = { operations: { create: "createRuta", inputName: "ruta", inputType: "RutaInput" }, fields: ["id"] };

function RouteForm() {
  const { formProps, saveButtonProps } = useForm({ resource: "rutas", action: "create", meta, redirect: false, errorNotification: false });
  return (
    <Form {...formProps} layout="vertical">
      <Form.Item label="Vía" name="via">
        <Input />
      </Form.Item>
      <Form.Item label="Distancia" name="distancia">
        <Input />
      </Form.Item>
      <Button {...saveButtonProps}>Guardar</Button>
    </Form>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("the server's message of each refused field shows under that field", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)).variables);
    const errors = [{ message: "distancia: Debe ser mayor que 0", extensions: { code: "BAD_USER_INPUT", fields: [{ field: "distancia", message: "Debe ser mayor que 0" }] } }];
    return new Response(JSON.stringify({ data: null, errors }), { status: 200, headers: { "content-type": "application/json" } });
  });
  const client = createGraphqlClient({ url: "http://api/graphql", wsUrl: "ws://api/graphql", getSession: () => ({ idcompany: 1 }) });
  render(
    <Refine dataProvider={createDataProvider(client)} options={{ disableTelemetry: true }}>
      <AntApp>
        <RouteForm />
      </AntApp>
    </Refine>,
  );
  fireEvent.change(screen.getByLabelText("Vía"), { target: { value: "NORTE" } });
  fireEvent.change(screen.getByLabelText("Distancia"), { target: { value: "0" } });
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  const message = await screen.findByText("Debe ser mayor que 0");
  expect(message.closest(".ant-form-item")?.querySelector("label")?.textContent).toBe("Distancia");
  await waitFor(() => expect(sent).toEqual([{ ruta: { via: "NORTE", distancia: "0" } }]));
});
