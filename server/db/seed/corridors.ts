// Road corridors the demo companies drive: the towns each route goes through, in order. Routes,
// control posts and trip plans are all derived from these lists, so a plan's posts lie on its route.

export interface Corridor {
  via: string;
  /** origin, the towns on the way, destination (syspoblaciones descriptions) */
  stops: string[];
  /** companies that run it; with `returns` they also run it the other way (a return plan) */
  companies: number[];
  returns: boolean;
}

const RUTA_DEL_SOL_NORTE = ["BOGOTA D.C.", "VILLETA", "GUADUAS", "PUERTO SALGAR", "PUERTO BOYACA", "SAN ALBERTO", "AGUACHICA", "CURUMANI", "BOSCONIA"];
const LA_LINEA = ["BOGOTA D.C.", "FUSAGASUGA", "MELGAR", "GIRARDOT", "ESPINAL", "IBAGUE", "CAJAMARCA", "CALARCA", "ARMENIA"];

export const CORRIDORS: Corridor[] = [
  { via: "RUTA DEL SOL", stops: [...RUTA_DEL_SOL_NORTE, "FUNDACION", "CIENAGA", "BARRANQUILLA"], companies: [1, 8], returns: true },
  { via: "RUTA DEL SOL", stops: [...RUTA_DEL_SOL_NORTE, "EL CARMEN DE BOLIVAR", "TURBACO", "CARTAGENA"], companies: [1, 8], returns: true },
  { via: "RUTA DEL SOL", stops: [...RUTA_DEL_SOL_NORTE, "FUNDACION", "CIENAGA", "SANTA MARTA"], companies: [1], returns: false },
  { via: "RUTA DEL SOL", stops: [...RUTA_DEL_SOL_NORTE, "VALLEDUPAR"], companies: [1], returns: false },
  { via: "LA LINEA", stops: [...LA_LINEA, "ZARZAL", "TULUA", "BUGA", "DAGUA", "BUENAVENTURA"], companies: [1, 3], returns: true },
  { via: "LA LINEA", stops: [...LA_LINEA, "ZARZAL", "TULUA", "BUGA", "PALMIRA", "CALI"], companies: [1, 3], returns: true },
  { via: "LA LINEA", stops: [...LA_LINEA, "PEREIRA"], companies: [1], returns: false },
  { via: "HONDA", stops: ["BOGOTA D.C.", "FACATATIVA", "VILLETA", "GUADUAS", "HONDA", "PUERTO TRIUNFO", "RIONEGRO", "MEDELLIN"], companies: [1], returns: true },
  { via: "MANIZALES", stops: ["BOGOTA D.C.", "FACATATIVA", "VILLETA", "GUADUAS", "HONDA", "MARIQUITA", "MANIZALES", "CHINCHINA", "LA PINTADA", "MEDELLIN"], companies: [1], returns: false },
  { via: "HONDA", stops: ["BOGOTA D.C.", "FACATATIVA", "VILLETA", "GUADUAS", "HONDA", "MARIQUITA", "MANIZALES"], companies: [1], returns: false },
  { via: "TUNJA", stops: ["BOGOTA D.C.", "TOCANCIPA", "TUNJA", "BARBOSA", "SOCORRO", "SAN GIL", "BUCARAMANGA"], companies: [1], returns: true },
  { via: "TUNJA - BUCARAMANGA", stops: ["BOGOTA D.C.", "TOCANCIPA", "TUNJA", "BARBOSA", "SOCORRO", "SAN GIL", "BUCARAMANGA", "PAMPLONA", "CUCUTA"], companies: [1], returns: false },
  { via: "PUERTO BOYACA", stops: ["BOGOTA D.C.", "VILLETA", "GUADUAS", "PUERTO SALGAR", "PUERTO BOYACA", "BARRANCABERMEJA"], companies: [1], returns: false },
  { via: "AL LLANO", stops: ["BOGOTA D.C.", "GUAYABETAL", "VILLAVICENCIO"], companies: [1], returns: true },
  { via: "SOGAMOSO", stops: ["BOGOTA D.C.", "TOCANCIPA", "TUNJA", "DUITAMA", "SOGAMOSO", "AGUAZUL", "YOPAL"], companies: [1], returns: false },
  { via: "GIRARDOT", stops: ["BOGOTA D.C.", "FUSAGASUGA", "MELGAR", "GIRARDOT", "ESPINAL", "NEIVA"], companies: [1], returns: false },
  { via: "GIRARDOT", stops: ["BOGOTA D.C.", "FUSAGASUGA", "MELGAR", "GIRARDOT", "ESPINAL", "IBAGUE"], companies: [1], returns: false },
  { via: "SIBERIA", stops: ["COTA", "FUNZA", "MOSQUERA"], companies: [1], returns: false },
  { via: "CAUCASIA", stops: ["MEDELLIN", "YARUMAL", "CAUCASIA", "PLANETA RICA", "SINCELEJO", "EL CARMEN DE BOLIVAR", "TURBACO", "CARTAGENA"], companies: [1, 8], returns: true },
  { via: "CAUCASIA", stops: ["MEDELLIN", "YARUMAL", "CAUCASIA", "PLANETA RICA", "MONTERIA"], companies: [1], returns: false },
  { via: "LA PINTADA", stops: ["MEDELLIN", "LA PINTADA", "LA VIRGINIA", "CARTAGO", "TULUA", "BUGA", "PALMIRA", "CALI"], companies: [1, 3], returns: false },
  { via: "LOBOGUERRERO", stops: ["CALI", "YUMBO", "DAGUA", "BUENAVENTURA"], companies: [3], returns: true },
  { via: "PANAMERICANA", stops: ["CALI", "SANTANDER DE QUILICHAO", "POPAYAN", "PASTO"], companies: [3], returns: true },
  { via: "PANAMERICANA", stops: ["CALI", "SANTANDER DE QUILICHAO", "POPAYAN", "PASTO", "IPIALES"], companies: [3], returns: false },
  { via: "LOBOGUERRERO - LA PINTADA", stops: ["BUENAVENTURA", "DAGUA", "BUGA", "TULUA", "CARTAGO", "LA VIRGINIA", "LA PINTADA", "MEDELLIN"], companies: [3], returns: false },
  { via: "AL MAR", stops: ["BARRANQUILLA", "CARTAGENA"], companies: [8], returns: true },
  { via: "CORDIALIDAD", stops: ["BARRANQUILLA", "SABANALARGA", "TURBACO", "CARTAGENA"], companies: [8], returns: false },
  { via: "TRONCAL DEL CARIBE", stops: ["BARRANQUILLA", "CIENAGA", "SANTA MARTA", "RIOHACHA", "MAICAO"], companies: [8], returns: true },
  { via: "CIENAGA", stops: ["BARRANQUILLA", "CIENAGA", "FUNDACION", "BOSCONIA", "VALLEDUPAR"], companies: [8], returns: false },
  { via: "SINCELEJO", stops: ["CARTAGENA", "TURBACO", "EL CARMEN DE BOLIVAR", "SINCELEJO", "MONTERIA"], companies: [8], returns: false },
  { via: "RUTA DEL SOL", stops: ["BARRANQUILLA", "CIENAGA", "FUNDACION", "BOSCONIA", "CURUMANI", "AGUACHICA", "SAN ALBERTO", "BUCARAMANGA"], companies: [8], returns: false },
];
