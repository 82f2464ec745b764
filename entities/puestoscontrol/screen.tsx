// Puestos de control (the Control posts screen and its virtual post form): the pages
// of the entity (entities/puestoscontrol/definition.ts: the list, the form's rules, the geolocation read and sent as
// one object, only virtual posts selectable and editable, export idquery 4), with what the screen adds: the
// type column's Físico / Virtual / NA and the form's address, coordinates and map (a plug-in).
import { POST_TYPES, puestosControlEntity } from "./definition";
import { lazyNamed } from "@/components/lazy-named";
import { resourceFromEntity } from "@/resources/engine/from-entity";

// the form's plug-in loads when a post is opened, not with the menu
const PuestoGeoSection = lazyNamed(() => import("./screen/PuestoGeoSection"), (m) => m.PuestoGeoSection);

/** The type column: Físico / Virtual; unknown type shows NA. */
export const postType = (value: unknown) => (value === true ? POST_TYPES.physical : value === false ? POST_TYPES.virtual : "NA");

export const screen = resourceFromEntity(puestosControlEntity, {
  definition: { formSections: [() => <PuestoGeoSection />] },
  fields: {
    indicadorfisico: { list: { width: 90, filter: "boolean", render: postType }, format: postType },
    // the plug-in edits the address beside the coordinates
    direccion: { form: undefined },
  },
});

/** Only virtual posts (indicadorfisico false) are edited and selected for deletion. */
export const isVirtualPost = (record: { indicadorfisico: boolean | null }) => screen.isRowSelectable!(record);

/** The form's values as the mutation's input: always virtual, the coordinates as the geolocalizacion object. */
export const puestoToInput = (values: Record<string, unknown>) => screen.toInput!(values);
