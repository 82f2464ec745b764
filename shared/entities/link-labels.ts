// The name the contract gives a many-to-many field's labels (its own module: the access rules read it without the
// field's other rules).

/** The contract's field with a many-to-many field's labels, e.g. ramos → ramosEtiquetas. */
export const linkLabelsField = (name: string): string => `${name}Etiquetas`;
