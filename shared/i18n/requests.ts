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

/** the database could not serve the request now (a fault to try again later, not a bug) */
export const AVAILABILITY_TEXTS = {
  unavailable: "Servicio no disponible",
  timeout: "La consulta tardó demasiado",
} as const;

/** the live feed's sockets past their limits */
export const WS_LIMIT_TEXTS = {
  sockets: "Demasiadas conexiones en vivo para esta sesión",
  subscriptions: (max: number) => `Demasiadas suscripciones en esta conexión (máximo ${max})`,
} as const;

/** a state-changing request that a page of another site could have sent */
export const CROSS_SITE_REFUSED = "Solicitud rechazada: envíe el encabezado idapp o un cuerpo JSON (application/json)";

/** a report's request key already used for another trip */
export const REQUEST_KEY_OTHER_TRIP = "La clave de la solicitud ya se usó en otro viaje";

/** an export request the server cannot read */
export const EXPORT_REQUEST_TEXTS = {
  order: "Cada orden requiere {field, type}",
  orderType: (value: string) => `Tipo de orden no permitido: ${value}`,
  pagination: "pagination debe ser {fields, page}",
  paginationNumbers: "pagination requiere fields y page enteros positivos",
  body: "El cuerpo debe ser un objeto JSON",
  idquery: (value: string) => `idquery no soportado: ${value}`,
  fields: "fields debe ser una lista no vacía de campos",
  tooManyFields: (max: number) => `Máximo ${max} campos`,
  unknownFields: (names: string) => `Campo no permitido para exportar: ${names}`,
  filters: "filters debe ser una lista",
  missingFilter: (name: string) => `Falta el filtro ${name}`,
  orders: "orders debe ser una lista",
  title: "title debe ser un texto",
} as const;

/** the operations' own refusals of an input (the field's name is written before the message, as 'campo: mensaje') */
export const OPERATION_INPUT_TEXTS = {
  tooManySignedReports: (max: number) => `Demasiados reportes (máximo ${max})`,
  unknownColumn: (id: number | string) => `El campo ${id} no existe`,
  tooManyImages: (max: number) => `Debe tener max ${max} imagenes`,
  tooManyReports: (max: number) => `Debe tener max ${max} reportes`,
  statisticsField: (field: string) => `Campo de consolidacion no permitido: ${field}`,
  alertLevelOperator: (field: string) => `El filtro ${field} admite solo eq o in`,
  alertLevelUnknown: (field: string) => `Nivel de alerta desconocido en el filtro ${field}`,
} as const;
