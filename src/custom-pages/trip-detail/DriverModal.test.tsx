// The driver modal's phones: a driver without a phone reads 'No posee telefono', not NA; a
// driver with phones lists them all.
import "@ant-design/v5-patch-for-react-19";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DriverInfo } from "./queries";

const answer = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock("./use-gql", () => ({
  useGqlQuery: () => ({ data: { conductorInfo: answer.driver }, query: { isFetching: false } }),
}));

const { DriverModal } = await import("./DriverModal");

afterEach(cleanup);

function phonesCell(): string {
  const label = screen.getByText("Teléfonos");
  return label.closest("tr")?.querySelector(".ant-descriptions-item-content")?.textContent ?? "";
}

describe("driver modal phones", () => {
  it.each([
    { telefono: null, shown: "No posee telefono" },
    { telefono: " , ", shown: "No posee telefono" },
    { telefono: "3001234567, 3109876543", shown: "3001234567, 3109876543" },
  ])("telefono $telefono reads '$shown'", ({ telefono, shown }) => {
    answer.driver = { id: 1, nombre: "Ana", numerodocumento: "123", telefono, contactos: [], foto: null } as unknown as DriverInfo;
    render(<DriverModal id={1} open onClose={() => undefined} />);
    expect(phonesCell()).toBe(shown);
  });
});
