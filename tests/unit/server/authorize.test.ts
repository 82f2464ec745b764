import { describe, expect, it } from "vitest";
import { ADMIN_ONLY, authorize, COMPANY_CANNOT_DELETE } from "@server/auth/authorize";
import { entities } from "@entities";
import { access } from "@shared/entities/access";

const ctx = (idrol: number, idempresa = 1) => ({ session: { token: "t", idusuario: 5, idempresa, idrol, nombre: "x" }, entities });
const refusal = (fn: () => void) => {
  try {
    fn();
    return "OK";
  } catch (e) {
    const error = e as { message: string; extensions?: { code?: string } };
    return `${error.extensions?.code}: ${error.message}`;
  }
};

describe("authorize (the permission table on the server)", () => {
  it("lets any signed-in user list and write events, and only role 3 delete them", () => {
    expect(refusal(() => authorize(ctx(1), "eventos", "list"))).toBe("OK");
    expect(refusal(() => authorize(ctx(1), "eventos", "edit"))).toBe("OK");
    expect(refusal(() => authorize(ctx(1), "eventos", "delete"))).toBe(`FORBIDDEN: ${ADMIN_ONLY}`);
    expect(refusal(() => authorize(ctx(3), "eventos", "delete"))).toBe("OK");
  });
  it("refuses the clients' screen to role 1 and 2 in Spanish", () => {
    expect(refusal(() => authorize(ctx(2), "clientes", "list"))).toBe("FORBIDDEN: Solo un administrador (rol 3) puede realizar esta acción");
  });
  it("names the first rule the caller fails: the role before the company", () => {
    expect(refusal(() => authorize(ctx(1, 3), "eliminarviaje", "delete"))).toBe(`FORBIDDEN: ${ADMIN_ONLY}`);
    expect(refusal(() => authorize(ctx(3, 3), "eliminarviaje", "delete"))).toBe(`FORBIDDEN: ${COMPANY_CANNOT_DELETE}`);
    expect(refusal(() => authorize(ctx(3, 1), "eliminarviaje", "delete"))).toBe("OK");
  });
  it("asks a function with no record for the action at all, with the record for that record, and words its refusal", () => {
    const tarifas = {
      name: "tarifas", labels: { singular: "Tarifa", plural: "Tarifas", gender: "f" },
      access: { list: access.roles(2, 3), edit: ({ record }: { record?: Readonly<Record<string, unknown>> }) => record?.bloqueada !== true, delete: access.all(access.adminRole) },
    };
    const with_ = (idrol: number) => ({ ...ctx(idrol), entities: [tarifas] as never });
    expect(refusal(() => authorize(with_(1), "tarifas", "list"))).toBe("FORBIDDEN: No tiene permiso para consultar tarifas");
    expect(refusal(() => authorize(with_(2), "tarifas", "list"))).toBe("OK");
    expect(refusal(() => authorize(with_(1), "tarifas", "edit"))).toBe("OK");
    expect(refusal(() => authorize(with_(1), "tarifas", "edit", { bloqueada: true }))).toBe("FORBIDDEN: No tiene permiso para modificar esta tarifa");
    // a preset inside `all` keeps its own message
    expect(refusal(() => authorize(with_(1), "tarifas", "delete"))).toBe(`FORBIDDEN: ${ADMIN_ONLY}`);
  });
  it("takes an entity's row from the app's entities: one they do not hold is any signed-in user's", () => {
    expect(refusal(() => authorize({ ...ctx(1), entities: [] }, "eventos", "delete"))).toBe("OK");
    expect(refusal(() => authorize({ ...ctx(1), entities: [{ name: "notas", access: { list: "adminRole" } }] as never }, "notas", "list")))
      .toBe(`FORBIDDEN: ${ADMIN_ONLY}`);
  });
});
