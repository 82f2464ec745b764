// Contenedores (spec 3 §2 Containers screen, §3, §4): the container list with the container state filter
// (states 2-5 and 7-15 hidden, container states only), días mora as the server counts it (calendar days in
// America/Bogota, docs/decisions.md), export (idquery 3) and the read-only modal 'Contenedor N° {number}'
// with the sub-table of trip details, which only the modal asks for. Its own path (docs/decisions.md).
import { ContainerOutlined } from "@ant-design/icons";
import { TABLE_IDS } from "@/config";
import type { SystemCatalogs } from "@/hooks/use-system-catalogs";
import { containerFilterStates } from "@/domain/container-days";
import type { BaseRecord } from "@refinedev/core";
import type { ResourceDefinition, SelectOption } from "./engine";
import { lazyNamed } from "@/components/lazy-named";

/** the container states the filter offers, by the name the server's catalogue gives them (the column is `estado`) */
export const containerStateOptions = ({ estados }: SystemCatalogs): SelectOption[] =>
  containerFilterStates(estados).map((s) => ({ value: s.descripcion, label: s.descripcion }));

// the modal's plug-in loads when a container is opened, not with the menu
const ContainerTrips = lazyNamed(() => import("./plugins/ContainerTrips"), (m) => m.ContainerTrips);

const DETAIL_FIELDS = [
  "id", "idviaje", "numeroremesa", "numeromanifiesto", "placa", "nombreconductor", "origen", "destino", "estado", "estadoviaje",
  "fechahoracitacargue", "fechahoracitadescargue", "fechalimiteentregacontenedor",
];
const never = () => false;

export const containerTitle = (record: BaseRecord | undefined) => `Contenedor N° ${String(record?.numerocontenedor ?? "")}`.trim();

export const contenedoresDefinition: ResourceDefinition = {
  name: "contenedores",
  route: "/home/contenedores-lista",
  menu: { group: "maestras", label: "menu.listaContenedores", icon: ContainerOutlined },
  labels: { singular: "Contenedor", plural: "Contenedores", title: "Contenedores" },
  operations: { list: "contenedores", one: "contenedor" },
  // the list shows no trip details: only the modal's record reads them
  viewQueryFields: [{ detalles: DETAIL_FIELDS }],
  tableId: TABLE_IDS.contenedores,
  exportQueryId: 3,
  defaultPageSize: 20,
  canCreate: never,
  canDelete: never,
  isRecordEditable: never,
  modalTitle: containerTitle,
  fields: [
    { name: "numerocontenedor", label: "Contenedor", type: "TEXT", list: { width: 140 } },
    { name: "estado", label: "Estado", type: "SELECT", catalogOptions: containerStateOptions, list: { width: 200 } },
    { name: "nombrecliente", label: "Cliente", type: "TEXT", list: { width: 220 } },
    { name: "naviera", label: "Naviera", type: "TEXT", list: { width: 130 } },
    { name: "bl", label: "BL", type: "TEXT", list: { width: 140 } },
    { name: "origen", label: "Origen", type: "TEXT", list: { width: 150 } },
    { name: "destino", label: "Destino", type: "TEXT", list: { width: 150 } },
    { name: "lugardevolucion", label: "Lugar de devolución", type: "TEXT", list: { width: 240 } },
    { name: "fechalimiteentregacontenedor", label: "Fecha límite de entrega", type: "DATE", list: { width: 150 } },
    { name: "fechadevolucioncontenedor", label: "Fecha de devolución", type: "DATE", list: { width: 150 } },
    { name: "diasmora", label: "Días", type: "NUMERIC", list: { width: 80, filterable: false } },
  ],
  viewSections: [(props) => <ContainerTrips {...props} />],
};
