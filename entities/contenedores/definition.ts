// Contenedores (the Containers screen, with días mora): a read-only master, listed from
// the containers joined to their origin, destination, client and state names. The contract's detail lines
// (`detalles`, the shipments that carried a container) and `_sysestado` are hand-written fields of the type
// (entities/contenedores/server); the screen adds the state filter's options and the modal's trips.
import { MESSAGES } from "@shared/i18n/messages";
import { defineEntity } from "@shared/entities/types";

const hiddenColumn = { hidden: true } as const;

export const contenedoresEntity = defineEntity({
  key: "Contenedores",
  readOnly: true,
  // its table (server/table.ts) references the towns, the clients and a composite index: declared by hand
  derivedTable: false,
  labels: { singular: "Contenedor", plural: "Contenedores", title: "Contenedores" },
  route: "/home/contenedores-lista",
  menu: { group: "maestras", icon: "ContainerOutlined", label: "Lista de contenedores", order: 70 },
  // the contract's own spellings
  operations: { list: "contenedores", one: "contenedor" },
  tableId: 2009,
  tableGroup: "Seguimiento",
  tableDescription: "Contenedores de la empresa",
  exportId: 3,
  notFound: MESSAGES.notFound.record,
  titleField: "numerocontenedor",
  companyInContract: true,
  columns: [
    "numerocontenedor", "estado", "nombrecliente", "naviera", "bl", "origen", "destino", "lugardevolucion",
    "fechalimiteentregacontenedor", "fechadevolucioncontenedor", "diasmora", "digitoverificacion", "comodato", "documentocliente",
    "fechainiciomorasempresa", "fechainiciomorascomodato", "nombrecomercialembarcador",
  ],
  fields: {
    idsysestado: { label: "Id estado", type: "integer", required: true, list: false, view: false },
    idorigen: { label: "Id origen", type: "integer", list: false, view: false },
    iddestino: { label: "Id destino", type: "integer", list: false, view: false },
    idcomercial: { label: "Id comercial", type: "integer", list: false, view: false },
    idclienteempresatransportadora: { label: "Id cliente", type: "integer", list: false, view: false },
    numerocontenedor: { label: "Contenedor", type: "text", required: true, list: { width: 140 } },
    comodato: { label: "Comodato", type: "text", list: { width: 140, ...hiddenColumn }, view: false },
    bl: { label: "BL", type: "text", list: { width: 140 } },
    naviera: { label: "Naviera", type: "text", list: { width: 130 } },
    digitoverificacion: { label: "Dígito de verificación", type: "text", list: { width: 90, ...hiddenColumn }, view: false },
    documentocliente: { label: "Documento cliente", type: "text", list: { width: 140, ...hiddenColumn }, view: false },
    fechainiciomorasempresa: { label: "Inicio mora empresa", type: "date", list: { width: 150, ...hiddenColumn }, view: false },
    fechainiciomorascomodato: { label: "Inicio mora comodato", type: "date", list: { width: 150, ...hiddenColumn }, view: false },
    lugardevolucion: { label: "Lugar de devolución", type: "text", list: { width: 240 } },
    fechadevolucioncontenedor: { label: "Fecha de devolución", type: "date", list: { width: 150 } },
    fechalimiteentregacontenedor: { label: "Fecha límite de entrega", type: "date", list: { width: 150 } },
    origen: { label: "Origen", type: "text", computed: true, list: { width: 150 } },
    destino: { label: "Destino", type: "text", computed: true, list: { width: 150 } },
    nombrecliente: { label: "Cliente", type: "text", computed: true, list: { width: 220 } },
    estado: { label: "Estado", type: "text", computed: true, list: { width: 200 } },
    diasmora: {
      label: "Días", type: "integer", computed: true, description: "days between the return (or now) and the delivery limit date",
      list: { width: 80, align: "center", filterable: false },
    },
    nombrecomercialembarcador: { label: "Comercial", type: "text", list: { width: 200, ...hiddenColumn }, view: false },
  },
});
