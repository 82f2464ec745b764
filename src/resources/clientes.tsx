// Clientes (spec 3 §2 Clients screen, §3 Client, §9), role 3 only: a read-only table (name, document, code)
// and a read-only modal with the document number, code, mail frequency (minutes), specific hours, events,
// report e-mails, Reset Pass and the hide-events toggle list (plug-in).
import { TeamOutlined } from "@ant-design/icons";
import { TABLE_IDS } from "@/config";
import type { ResourceDefinition } from "./engine";
import { lazyNamed } from "@/components/lazy-named";

// the modal's plug-in loads when a client is opened, not with the menu
const ClientActions = lazyNamed(() => import("./plugins/ClientSections"), (m) => m.ClientActions);

const list = (v: unknown) => (Array.isArray(v) && v.length ? v.join(", ") : "NA");
const emails = (v: unknown) => (typeof v === "string" && v.trim() ? v.split(",").map((e) => e.trim()).filter(Boolean).join(", ") : "NA");
const never = () => false;

export const clientesDefinition: ResourceDefinition = {
  name: "clientes",
  route: "/home/Client",
  menu: { group: "gestion", label: "menu.clientes", icon: TeamOutlined },
  labels: { singular: "Cliente", plural: "Clientes", title: "Clientes" },
  operations: { list: "clientesempresastransportadoras", one: "clienteempresatransportadora" },
  extraQueryFields: ["idusuario"],
  tableId: TABLE_IDS.clientes,
  defaultPageSize: 30,
  canCreate: never,
  canDelete: never,
  isRecordEditable: never,
  modalTitle: (record) => String(record?.nombrecliente ?? "Cliente"),
  fields: [
    { name: "nombrecliente", label: "Nombre", type: "TEXT", list: { width: 320 }, view: false },
    { name: "numerodocumentocliente", label: "Documento", type: "TEXT", list: { width: 160 } },
    { name: "codigo", label: "Código", type: "TEXT", list: { width: 110 } },
    { name: "frecuenciacorreo", label: "Frecuencia de correo (minutos)", type: "NUMERIC" },
    { name: "tiempoenviocorreo", label: "Horas específicas", type: "TEXT", format: list },
    { name: "eventos", label: "Eventos", type: "TEXT", view: false },
    { name: "eventosdescripcion", label: "Eventos", type: "TEXT", format: list },
    { name: "correoreporte", label: "Correos de reporte", type: "TEXT", format: emails },
  ],
  viewSections: [(props) => <ClientActions {...props} />],
};
