// The messages the server and the browser both give (outcomes, errors, validation), each written once: the
// server's errors and the screens' notifications import them from here, and the catalogue's other modules
// (one per area of the product) reuse them. The product's fixed texts are kept word for word, without accents where
// they have none (e.g. 'Ocurrio un error'); the others in correct Spanish.
// shared/i18n/messages.test.ts fails when one of these texts is written again as a string anywhere else.
export const MESSAGES = {
  required: "Requerido",
  /** the GPS and shipment report forms' lower-case variant */
  requiredLower: "requerido",
  error: "Ocurrio un error",
  success: "Proceso exitoso",
  /** the master-data modal's save (a fixed text, spelled thus) */
  saved: "procesos exitoso",
  routeExists: "Ocurrio un error, revisar si la ruta ya existe.",
  loading: "Cargando...",
  empty: "No hay datos",
  invalidDate: "Fecha invalida",
  eventNotReportable: "Este evento no se puede reportar",
  serverTime: "No se pudo obtener la hora del servidor",
  authFailed: "No se pudo autenticar",
  sessionExpired: "Sesión inválida o vencida",
  forbidden: "No tiene permiso para esta acción",
  passwordMismatch: "La contraseña es diferente",
  passwordChanged: "Se cambio la contraseña",
  missingGeolocation: "Falta geolocalizacion",
  /** physical control posts (and those of unknown type) are written elsewhere */
  onlyVirtualPosts: { edit: "Solo se pueden editar puestos de control virtuales", delete: "Solo se pueden eliminar puestos de control virtuales" },
  noPhone: "No posee telefono",
  /** a component used outside the provider it needs */
  missingContext: "No existe un contexto",
  noGpsUrl: "No posee url de gps",
  noTraceability: "No se encontro trazabilidad para mostrar al cliente",
  noRecipients: "El correo no puede ser enviado, recuerde registrar los correos para el cliente",
  badRequest: "Solicitud inválida",
  tooLarge: "La solicitud es demasiado grande",
  imageTooLarge: "La imagen es demasiado grande",
  badSignedUrl: "La URL firmada no es válida o venció",
  smtpTimeout: "SMTP: tiempo de espera agotado",
  /** a deletion refused as a whole: nothing was deleted (the masters' delete) */
  nothingDeleted: "No se eliminó ningún registro.",
  onlyImages: "Solo se aceptan imágenes",
  imageUploaded: "La imagen ya fue subida",
  /** an entity's image field (shared/domain/image-key.ts): its rules, its upload control and its wording */
  image: {
    invalidKey: "Debe ser una imagen subida",
    otherCompany: "La imagen no pertenece a su empresa",
    notUploaded: "La imagen no se ha subido",
    extension: "La imagen debe ser jpg, jpeg, png, gif, webp, bmp o heic",
    uploadFailed: "La imagen no se pudo subir",
    upload: "Subir imagen",
    withImage: "Con imagen",
    withoutImage: "Sin imagen",
    added: "imagen agregada",
    changed: "imagen cambiada",
    removed: "imagen eliminada",
  },
  /** an entity's file field (shared/domain/file-key.ts): its rules, its upload control and its wording */
  file: {
    invalidKey: "Debe ser un archivo subido",
    otherCompany: "El archivo no pertenece a su empresa",
    notUploaded: "El archivo no se ha subido",
    extension: "El archivo debe ser pdf, doc, docx, xls, xlsx, odt, ods, txt o csv",
    tooLarge: "El archivo es demasiado grande (máximo 10 MB)",
    uploaded: "El archivo ya fue subido",
    uploadFailed: "El archivo no se pudo subir",
    upload: "Subir archivo",
    withoutFile: "Sin archivo",
  },
  mailFailed: "No se pudo enviar el correo",
  mustChangePassword: "Debe cambiar la contraseña",
  wrongCurrentPassword: "La contraseña actual no es correcta",
  invalidEmail: "Correo inválido",
  /** a PHONE value that is not one or more phone numbers (shared/domain/phone-number.ts) */
  invalidPhone: "Teléfono inválido",
  emailTaken: "El correo ya está registrado",
  otherCompany: "No tiene acceso a los datos de otra empresa",
  ownSettingsOnly: "Solo puede consultar o cambiar su propia configuración",
  tripNumber: "El número de viaje debe ser un número distinto de cero",
  manifestRequired: "El manifiesto es requerido",
  /** a request the server cannot read or serve as sent (HTTP and GraphQL) */
  request: {
    jsonRequired: "El cuerpo de la solicitud debe ser JSON (application/json)",
    invalidJson: "El cuerpo de la solicitud no es JSON válido",
    jsonObject: "El cuerpo de la solicitud debe ser un objeto JSON",
    methodNotAllowed: "Método no permitido",
    missingApp: "Falta el encabezado idapp",
    companyMismatch: "El encabezado idempresa no corresponde a la sesión",
    forbiddenCharacters: "El texto contiene caracteres no permitidos",
    invalidQuery: "Consulta inválida",
    unsupportedJson: "Valor JSON no soportado",
    missingCompany: "Falta la empresa",
    pageSize: "El tamaño de página debe ser un entero positivo",
    page: "La página debe ser un entero positivo",
    pageOutOfRange: "La página está fuera de rango",
    invalidFilter: "Filtro inválido",
  },
  /** the spreadsheet import of a master entity (POST /api/v1/<entity>/import) */
  import: {
    tooLarge: "El archivo supera el tamaño máximo de 20 MB",
    notXlsx: "El archivo no es un libro de Excel (.xlsx) válido",
    noSheet: "El libro no tiene hojas",
    noRows: "El archivo no tiene filas para importar",
    tooManyRows: "El archivo supera el máximo de 50.000 filas",
    duplicateColumns: "El archivo tiene columnas repetidas",
    nothingApplied: "No se importó ningún registro",
    /** a list whose records are not imported from a file (its writes are its own, or it writes nothing) */
    notImportable: (title: string) => `La importación no está disponible para ${title}`,
  },
  /** a record an input names that does not exist */
  doesNotExist: {
    population: "La población no existe",
    origin: "La población de origen no existe",
    destination: "La población de destino no existe",
    route: "La ruta no existe",
    post: "Un puesto de control no existe",
    event: "Un evento no existe",
  },
  notFound: {
    record: "No se encontró el registro",
    trip: "No se encontro el viaje",
    file: "No se encontró el archivo",
    shipment: "No se encontró la remesa",
    post: "No se encontró el puesto de control",
    event: "No se encontró el evento",
    route: "No se encontró la ruta",
    user: "No se encontró el usuario",
    client: "No se encontró el cliente",
    plan: "No se encontró el plan de viaje",
    tripPlan: "No se encontró el plan del viaje",
    tripPlanDetail: "No se encontró el detalle del plan",
    instruction: "No se encontró la instrucción",
    view: "No se encontró la vista",
  },
} as const;

/** The grammatical gender of a noun: "asociados" or "asociadas", "el" or "la". */
export type Gender = "m" | "f";

/**
 * A deletion refused because other rows name the records: what cannot be deleted and what names it, the
 * participle agreeing with the latter (masculine unless it is known to be feminine, e.g. 'tiene notas asociadas').
 */
export const inUseMessage = (what: string, related: string, gender: Gender = "m"): string =>
  `No se puede eliminar ${what}: tiene ${related} ${gender === "f" ? "asociadas" : "asociados"}. ${MESSAGES.nothingDeleted}`;

/** 'la ruta', 'las rutas', 'el plan de viaje', 'los planes de viaje': a noun with its definite article. */
export const withArticle = (noun: string, gender: Gender, plural: boolean): string =>
  `${plural ? (gender === "f" ? "las" : "los") : gender === "f" ? "la" : "el"} ${noun}`;
