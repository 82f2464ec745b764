import { Refine } from "@refinedev/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "@/providers/i18n-provider";
import { LoginForm } from "./LoginForm";

afterEach(cleanup);

function renderForm(onSubmit = vi.fn()) {
  render(
    <Refine i18nProvider={i18nProvider} options={{ disableTelemetry: true }}>
      <LoginForm onSubmit={onSubmit} />
    </Refine>,
  );
  return {
    onSubmit,
    username: screen.getByLabelText("Usuario") as HTMLInputElement,
    password: screen.getByLabelText("Contraseña") as HTMLInputElement,
    submit: screen.getByRole("button", { name: "Iniciar" }),
  };
}

describe("login form", () => {
  it("shows 'Requerido' under both empty fields and removes each once it has content", async () => {
    const { username, password, submit, onSubmit } = renderForm();
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(screen.getAllByText("Requerido")).toHaveLength(2));

    fireEvent.change(username, { target: { value: "admin" } });
    await waitFor(() => expect(screen.getAllByText("Requerido")).toHaveLength(1));
    fireEvent.change(password, { target: { value: "secreto" } });
    await waitFor(() => expect(screen.queryAllByText("Requerido")).toHaveLength(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the values once for repeated clicks within 500 ms", async () => {
    const { username, password, submit, onSubmit } = renderForm();
    fireEvent.change(username, { target: { value: "admin" } });
    fireEvent.change(password, { target: { value: "admin123" } });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ username: "admin", password: "admin123" });
  });

  it("keeps the apostrophe out of the user name", async () => {
    const { username } = renderForm();
    const typed = fireEvent.keyDown(username, { key: "'" });
    expect(typed).toBe(false);
    fireEvent.change(username, { target: { value: "ad'min" } });
    await waitFor(() => expect(username.value).toBe("admin"));
  });
});
