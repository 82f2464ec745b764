// The messages of the entity fields' value types (a list of texts, a time, a URL, a multiple choice, JSON), in
// the forms and on the server.

/** a list of texts */
export const TEXT_LIST_TEXTS = {
  itemTooLong: (max: number) => `Cada elemento debe tener max ${max} crts.`,
  comma: "Ningún elemento puede tener comas",
  notAList: "Debe ser una lista de textos",
} as const;

export const TIME_TEXTS = { invalid: "Debe ser una hora como 14:30" } as const;

export const URL_TEXTS = { invalid: "URL inválida" } as const;

export const MULTISELECT_TEXTS = {
  notAList: "Debe ser una lista de opciones",
  /** 'Cada opción debe ser A (Alta) o B (Baja)' */
  notAnOption: (choices: readonly (readonly [string, string])[]) => {
    const items = choices.map(([value, label]) => (value === label ? value : `${value} (${label})`));
    const last = items.pop();
    return `Cada opción debe ser ${items.length ? `${items.join(", ")} o ${last}` : last}`;
  },
  noOptions: '"options" es obligatorio en un campo de tipo multiselect',
  comma: "sus opciones no pueden tener comas",
} as const;

export const JSON_TEXTS = { invalid: "JSON inválido" } as const;

/** a calendar day (AAAA-MM-DD) */
export const CALENDAR_DAY_MESSAGE = "Debe ser una fecha AAAA-MM-DD";

/** the refusal of a value that is not a list of ids */
export const ID_LIST_MESSAGE = "Debe ser una lista de ids (números enteros positivos)";

/** the refusal of a list naming more rows than a record may */
export const tooManyLinksMessage = (max: number) => `Debe tener máximo ${max} elementos`;

/** the refusal of an id with no row in the caller's reach, when the field gives none */
export const MISSING_LINK_MESSAGE = "Algún registro elegido no existe o es de otra empresa";

/** a decimal of fixed precision and scale */
export const DECIMAL_TEXTS = {
  notANumber: "Debe ser un número (use punto para los decimales)",
  notWhole: "Debe ser un número entero",
  tooManyDecimals: (scale: number) => `Debe tener máximo ${scale} decimales`,
  tooManyDigits: (digits: number) => `Debe tener máximo ${digits} dígitos enteros`,
} as const;
