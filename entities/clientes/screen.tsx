// Clientes (the Clients screen), role 3 only: the pages of the read-only entity
// (entities/clientes/definition.ts: a table of name, document and code), with what the screen adds to the read-only
// modal (document number, code, mail frequency in minutes, specific hours, events, report e-mails): the
// lists' formats, its title, Reset Pass and the hide-events toggle list (plug-in).
import { clientesEntity } from "./definition";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { lazyNamed } from "@/components/lazy-named";

// the modal's plug-in loads when a client is opened, not with the menu
const ClientActions = lazyNamed(() => import("./screen/ClientSections"), (m) => m.ClientActions);

const list = (v: unknown) => (Array.isArray(v) && v.length ? v.join(", ") : "NA");
const emails = (v: unknown) => (typeof v === "string" && v.trim() ? v.split(",").map((e) => e.trim()).filter(Boolean).join(", ") : "NA");

export const screen = resourceFromEntity(clientesEntity, {
  definition: {
    modalTitle: (record) => String(record?.nombrecliente ?? "Cliente"),
    viewSections: [(props) => <ClientActions {...props} />],
  },
  fields: { tiempoenviocorreo: { format: list }, eventosdescripcion: { format: list }, correoreporte: { format: emails } },
});
