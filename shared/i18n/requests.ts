// What the server answers a request it cannot serve as sent: a list's filter values, the REST API's paging,
// sorting and writes, an input too deep or malformed, the metrics endpoint without its token.

import { MAX_PAGE_SIZE } from "../config";
import { MESSAGES } from "./messages";

/** a list's filter values */
export const FILTER_VALUE_TEXTS = {
  scalar: (field: string) => `El filtro ${field} requiere un texto, un número o un valor booleano`,
  list: (field: string) => `El filtro ${field} requiere una lista de textos, números o valores booleanos`,
  tooLong: (field: string, max: number) => `El filtro ${field} admite como máximo ${max} caracteres`,
  tooManyPatterns: (max: number) => `Demasiados textos de búsqueda (máximo ${max} por consulta)`,
  needsList: (field: string) => `El filtro ${field} requiere una lista`,
  needsTwo: (field: string) => `El filtro ${field} requiere dos valores`,
  noList: (field: string) => `El filtro ${field} no admite una lista`,
  needsText: (field: string) => `El filtro ${field} requiere un texto`,
  needsIds: (field: string) => `El filtro ${field} requiere ids (números enteros)`,
  needsNumber: (field: string) => `El filtro ${field} requiere un número`,
  needsBoolean: (field: string) => `El filtro ${field} requiere un valor booleano`,
  needsDate: (field: string) => `El filtro ${field} requiere una fecha`,
  dateRange: (field: string) => `El filtro ${field} requiere una fecha entre los años 1900 y 9999`,
} as const;

/** a GraphQL answer that carries no data (the browser's client) */
export const EMPTY_RESPONSE_TEXT = "La respuesta del servidor no trae datos";

/** a REST list's query parameters */
export const REST_QUERY_TEXTS = {
  notInteger: (name: string) => `${name} debe ser un número entero mayor o igual a 0`,
  range: `_end debe ser mayor que _start, con a lo sumo ${MAX_PAGE_SIZE} filas por página`,
  aligned: "_start debe ser múltiplo del tamaño de la página (_end - _start)",
  order: "_order debe ser asc o desc",
  orderCount: "_order debe dar una dirección por cada campo de _sort",
  fullText: "La búsqueda general (q) no está disponible; filtre por campo (campo_like=texto)",
  repeated: (name: string) => `El parámetro ${name} solo admite un valor`,
} as const;

/** the REST API's record writes */
export const REST_TEXTS = {
  invalidInput: "Datos inválidos",
  unknownField: "Campo desconocido",
  required: MESSAGES.required,
  invalidValue: "Valor no válido",
  invalidId: "El identificador debe ser un número entero positivo",
} as const;

/** a trip's reports on the REST API */
export const REST_REPORTS_TEXTS = {
  noFilters: "Los reportes de un viaje no admiten filtros ni orden; se listan del más reciente al más antiguo",
} as const;

/** a request's input whose shape the server refuses before reading it */
export const INPUT_SHAPE_TEXTS = {
  nul: "El texto contiene un carácter nulo (\\u0000), que no se admite",
  surrogate: "El texto contiene caracteres Unicode inválidos",
  depth: (max: number) => `La entrada está anidada a más de ${max} niveles`,
} as const;

/** a GraphQL operation past the server's limits, or asking what it does not show */
export const QUERY_LIMIT_TEXTS = {
  tokens: (max: number) => `La consulta supera el máximo de elementos (${max})`,
  aliases: (max: number) => `La consulta supera el máximo de alias (${max})`,
  fields: (max: number) => `La consulta supera el máximo de campos (${max})`,
  depth: (max: number) => `La consulta supera la profundidad máxima (${max})`,
  cost: (max: number) => `La consulta pide demasiados datos (máximo ${max} por operación: filas por página × campos pedidos)`,
  introspection: "La introspección del esquema no está disponible",
} as const;

/** the metrics endpoint */
export const METRICS_TEXTS = {
  unauthorized: "Se requiere el token de métricas (Authorization: Bearer <token>)",
} as const;
