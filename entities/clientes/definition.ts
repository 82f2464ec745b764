// Clientes (the Clients screen): a read-only master of role 3 (the Gestion menu),
// listed with the names of the system events its reports are sent for. The hidden system events (the
// query and the mutation that replaces them) are hand-written operations of entities/clientes/server;
// the screen adds the modal's title, the lists' formats and its plug-in (Reset Pass, the hide-events toggles).
import { MESSAGES } from "@shared/i18n/messages";
import { defineEntity } from "@shared/entities/types";

const unlisted = { list: false } as const;
const notAFilter = { filterable: false, orderable: false } as const;

export const clientesEntity = defineEntity({
  key: "Clientes",
  readOnly: true,
  // its table (server/table.ts) references the portal user and keeps JSON defaults: declared by hand
  derivedTable: false,
  // the contract's own spellings
  typeName: "ClienteEmpresaTransportadora",
  pageTypeName: "ClientesEmpresasTransportadorasPage",
  labels: { singular: "Cliente", plural: "Clientes", title: "Clientes" },
  route: "/home/Client",
  menu: { group: "gestion", icon: "TeamOutlined", order: 10 },
  operations: { list: "clientesempresastransportadoras", one: "clienteempresatransportadora" },
  access: { list: "adminRole", show: "adminRole", create: "adminRole", edit: "adminRole", delete: "adminRole" },
  // the hidden events' replacement (a hand-written write) is recorded
  audit: "Cliente",
  auditFields: { syseventosocultos: { label: "Eventos ocultos" } },
  tableId: 2008,
  tableGroup: "Gestion",
  tableDescription: "Clientes (generadores de carga)",
  tableIcon: "ShopOutlined",
  defaultPageSize: 30,
  notFound: MESSAGES.notFound.client,
  titleField: "nombrecliente",
  // the modal's order
  columns: ["nombrecliente", "numerodocumentocliente", "codigo", "frecuenciacorreo", "tiempoenviocorreo", "eventos", "eventosdescripcion", "correoreporte"],
  fields: {
    nombrecliente: { label: "Nombre", type: "text", required: true, list: { width: 320 }, view: false },
    numerodocumentocliente: { label: "Documento", type: "text", list: { width: 160 } },
    codigo: { label: "Código", type: "text", list: { width: 110 } },
    idusuario: { label: "Usuario", type: "integer", description: "the client's portal user (Reset Pass)", ...unlisted, view: false },
    frecuenciacorreo: { label: "Frecuencia de correo (minutos)", type: "integer", description: "minutes", ...unlisted },
    correoreporte: { label: "Correos de reporte", type: "text", description: "comma-separated e-mails", ...unlisted },
    tiempoenviocorreo: {
      label: "Horas específicas", type: "text", array: true, required: true, description: "specific hours (HH:mm)", ...notAFilter, ...unlisted,
    },
    eventos: {
      label: "Eventos", type: "integer", array: true, required: true, description: "system event ids the reports are sent for",
      ...notAFilter, ...unlisted, view: false,
    },
    eventosdescripcion: {
      label: "Eventos", type: "text", array: true, required: true, computed: true, description: "the names of those events, in the same order",
      ...notAFilter, ...unlisted,
    },
  },
});
