// Contenedores (the Containers screen): the pages of the read-only entity
// (entities/contenedores/definition.ts: the list, días mora as the server counts it, export idquery 3), with what
// the screen adds: the container state filter (states 2-5 and 7-15 hidden, container states only) and the
// read-only modal 'Contenedor N° {number}' with the sub-table of trip details, which only the modal asks for.
// Its own path (docs/adr/0005-routes-menu-and-access.md).
import type { SystemCatalogs } from "@/hooks/use-system-catalogs";
import { containerFilterStates } from "@shared/domain/container-days";
import { contenedoresEntity } from "./definition";
import type { BaseRecord } from "@refinedev/core";
import type { SelectOption } from "@/resources/engine";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { lazyNamed } from "@/components/lazy-named";

/** the container states the filter offers, by the name the server's catalogue gives them (the column is `estado`) */
export const containerStateOptions = ({ estados }: SystemCatalogs): SelectOption[] =>
  containerFilterStates(estados).map((s) => ({ value: s.descripcion, label: s.descripcion }));

// the modal's plug-in loads when a container is opened, not with the menu
const ContainerTrips = lazyNamed(() => import("./screen/ContainerTrips"), (m) => m.ContainerTrips);

const DETAIL_FIELDS = [
  "id", "idviaje", "numeroremesa", "numeromanifiesto", "placa", "nombreconductor", "origen", "destino", "estado", "estadoviaje",
  "fechahoracitacargue", "fechahoracitadescargue", "fechalimiteentregacontenedor",
];
export const containerTitle = (record: BaseRecord | undefined) => `Contenedor N° ${String(record?.numerocontenedor ?? "")}`.trim();

export const screen = resourceFromEntity(contenedoresEntity, {
  definition: {
    // the list shows no trip details: only the modal's record reads them
    viewQueryFields: [{ detalles: DETAIL_FIELDS }],
    modalTitle: containerTitle,
    viewSections: [(props) => <ContainerTrips {...props} />],
  },
  fields: { estado: { catalogOptions: containerStateOptions } },
});
