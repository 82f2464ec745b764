// What the server answers a request it cannot serve as sent: a list's filter values, a REST list's paging and
// sorting parameters.

import { MAX_PAGE_SIZE } from "../config";

/** a list's filter values */
export const FILTER_VALUE_TEXTS = {
  scalar: (field: string) => `El filtro ${field} requiere un texto, un número o un valor booleano`,
  list: (field: string) => `El filtro ${field} requiere una lista de textos, números o valores booleanos`,
  tooLong: (field: string, max: number) => `El filtro ${field} admite como máximo ${max} caracteres`,
  tooManyPatterns: (max: number) => `Demasiados textos de búsqueda (máximo ${max} por consulta)`,
} as const;

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
