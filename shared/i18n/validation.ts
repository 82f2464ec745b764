// The messages of a form field's rules, in the product's wording ('Debe tener max N crts.'), in the forms and on
// the server.
export const maxLengthMessage = (n: number) => `Debe tener max ${n} crts.`;
export const minLengthMessage = (n: number) => `Debe tener min ${n} crts.`;
export const greaterThanMessage = (n: number) => `Debe ser mayor a ${n}`;
export const atLeastMessage = (n: number) => `Debe ser mayor o igual a ${n}`;
export const betweenMessage = (min: number, max: number) => `Debe estar entre ${min} y ${max}`;
