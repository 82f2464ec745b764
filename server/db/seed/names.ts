// Word pools for the demo data: people, clients, goods and report notes as they read in Colombia.
import type { Random } from "./random";

const FIRST_NAMES = [
  "JUAN CARLOS", "LUIS ALBERTO", "JOSE MANUEL", "CARLOS ANDRES", "JORGE ELIECER", "WILLIAM", "JHON JAIRO", "EDWIN",
  "OSCAR IVAN", "DIEGO FERNANDO", "ANDRES FELIPE", "FABIO", "HERNAN", "RAFAEL", "LUIS EDUARDO", "JAIRO", "GUSTAVO",
  "MIGUEL ANGEL", "NELSON", "HECTOR FABIO", "RICARDO", "ALEXANDER", "FREDY", "YESID", "ORLANDO", "MAURICIO", "WILSON",
  "CESAR AUGUSTO", "HUGO", "ALVARO", "RUBEN DARIO", "JAVIER", "EDGAR", "ARMANDO", "NESTOR", "GERMAN",
];
const FEMALE_NAMES = [
  "CAROLINA", "DIANA MARCELA", "PAOLA ANDREA", "LAURA", "SANDRA PATRICIA", "MARIA FERNANDA", "ANGELA", "JULIANA",
  "ADRIANA", "LILIANA", "NATALIA", "CLAUDIA", "VIVIANA", "ANDREA", "MONICA", "LUZ MARINA",
];
const SURNAMES = [
  "RODRIGUEZ", "GOMEZ", "GONZALEZ", "MARTINEZ", "GARCIA", "LOPEZ", "HERNANDEZ", "SANCHEZ", "RAMIREZ", "PEREZ",
  "DIAZ", "MUÑOZ", "ROJAS", "MORENO", "JIMENEZ", "VARGAS", "CASTRO", "GUTIERREZ", "OSORIO", "RIOS", "SUAREZ",
  "CARDENAS", "ORTIZ", "RESTREPO", "CASTAÑO", "MEJIA", "OSPINA", "QUINTERO", "GIRALDO", "VALENCIA", "ARIAS",
  "CORREA", "PATIÑO", "BERMUDEZ", "ZAPATA", "MOLINA", "SALAZAR", "BETANCUR", "OCAMPO", "TORRES",
];

export function driverName(rng: Random): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
}

export function staffName(rng: Random): string {
  const first = rng.chance(0.55) ? rng.pick(FEMALE_NAMES) : rng.pick(FIRST_NAMES);
  return `${first} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
}

/** e-mail friendly form of a name: first given name's initial plus first surname */
export function mailbox(name: string): string {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const parts = plain.split(" ").filter(Boolean);
  const surname = parts.length >= 3 ? parts[parts.length - 2] : parts[parts.length - 1];
  return `${parts[0][0]}${surname}`;
}

export interface CompanySeed {
  id: number;
  nombre: string;
  dominio: string;
}

export const COMPANIES: CompanySeed[] = [
  { id: 1, nombre: "TRANSCARGA ANDINA S.A.S.", dominio: "transcargaandina.com.co" },
  { id: 3, nombre: "LOGISTICA DEL PACIFICO S.A.S.", dominio: "logipacifico.com.co" },
  { id: 8, nombre: "CARGA Y TRANSPORTE DEL CARIBE S.A.", dominio: "cargacaribe.com.co" },
];

export const CLIENT_NAMES = [
  "ALIMENTOS DEL VALLE S.A.", "CEMENTOS DEL MAGDALENA S.A.", "PAPELES Y CARTONES NACIONALES S.A.S.",
  "DISTRIBUIDORA FARMACEUTICA ANDINA LTDA.", "ACEROS Y PERFILES DE COLOMBIA S.A.", "CAFE ESPECIAL DE LA SIERRA S.A.S.",
  "QUIMICOS INDUSTRIALES DEL CARIBE S.A.", "BEBIDAS Y REFRESCOS DE LA SABANA S.A.", "TEXTILES DE ANTIOQUIA S.A.S.",
  "AGROINSUMOS DEL LLANO S.A.S.", "ELECTRODOMESTICOS CENTRAL LTDA.", "FERRETERIA INDUSTRIAL DEL NORTE S.A.S.",
  "PLASTICOS DEL PACIFICO S.A.", "AZUCARES DEL CAUCA S.A.", "MADERAS Y TABLEROS DEL SUR S.A.S.",
  "COMERCIALIZADORA PORTUARIA DEL CARIBE S.A.S.", "LACTEOS DE BOYACA S.A.", "LLANTAS Y REPUESTOS NACIONALES S.A.S.",
  "IMPORTADORA DE GRANOS DE LA COSTA S.A.", "CERAMICAS DE CUNDINAMARCA S.A.",
];

export const GOODS = [
  "CAFE VERDE EN SACOS", "CEMENTO GRIS EN BOLSAS", "ACERO CORRUGADO", "BOBINAS DE PAPEL", "MEDICAMENTOS",
  "ALIMENTOS NO PERECEDEROS", "BEBIDAS EN CANASTAS", "MAIZ AMARILLO A GRANEL", "ABONOS Y FERTILIZANTES",
  "ELECTRODOMESTICOS", "TEXTILES EN ROLLOS", "AZUCAR EN BULTOS", "RESINAS PLASTICAS", "LLANTAS",
  "PRODUCTOS LACTEOS REFRIGERADOS", "MATERIAL DE CONSTRUCCION", "CONTENEDOR CON MERCANCIA GENERAL", "QUIMICOS EN TAMBORES",
];

export const PACKAGING = ["SACOS", "ESTIBAS", "CAJAS", "GRANEL", "TAMBORES", "ROLLOS", "CANASTAS", "CONTENEDOR"];

export const CALL_NOTES = [
  "Sin Novedad", "Sin Novedad", "Sin Novedad", "Conductor reporta trafico lento", "Conductor se encuentra almorzando",
  "Conductor reporta via en buen estado", "Conductor tanqueando", "Conductor reporta lluvia fuerte en la zona",
  "Conductor reporta paso restringido por obras", "Conductor no contesta al primer intento, se confirma en el segundo",
];

export const GPS_NOTES = [
  "Sin Novedad", "Sin Novedad", "Vehiculo en movimiento", "Vehiculo detenido en estacion de servicio",
  "Vehiculo en movimiento a velocidad normal", "Vehiculo detenido por trafico",
];

export const POST_NOTES = ["Sin Novedad", "Sin Novedad", "Paso sin novedad, sellos en buen estado", "Revision de documentos sin novedad"];

export const ALERTS = [
  "Conductor no contesta llamadas desde hace 2 horas",
  "Vehiculo detenido mas de 3 horas sin justificacion",
  "Desvio de ruta reportado por el GPS",
  "Cierre vial por derrumbe en la zona, pendiente confirmar paso",
  "Cliente reporta sellos violentados en el cargue",
];

export const INSTRUCTIONS = [
  "Cliente solicita reporte de ubicacion cada dos horas",
  "No pernoctar fuera de parqueaderos autorizados",
  "Entregar copia de la remesa firmada en el descargue",
  "Mercancia de alto valor: confirmar cada puesto de control con foto de sellos",
  "El descargue solo se recibe de 6:00 a 14:00",
  "Coordinar cita de descargue con el almacen un dia antes",
];

export const COMPANY_EVENTS: [string, number, boolean, boolean][] = [
  // [descripcion, nivelprioridad, visible al cliente, reportable por el conductor]
  ["BLOQUEO EN LA VIA", 3, true, true],
  ["ACCIDENTE DE TRANSITO", 3, true, true],
  ["FALLA MECANICA", 2, true, true],
  ["PINCHAZO", 1, false, true],
  ["CONDUCTOR ENFERMO", 2, false, true],
  ["CIERRE VIAL POR DERRUMBE", 3, true, false],
  ["RETEN DE POLICIA", 1, false, true],
  ["TRAFICO LENTO", 1, false, true],
  ["PARADA PARA ALMORZAR", 1, false, true],
  ["TANQUEO DE COMBUSTIBLE", 1, false, true],
  ["DESVIO DE RUTA", 3, true, false],
  ["PARADA NO AUTORIZADA", 3, false, false],
  ["INTENTO DE HURTO", 3, true, true],
  ["PARO O MANIFESTACION", 3, true, false],
  ["REVISION ANTINARCOTICOS", 2, true, false],
];

export const ROAD_EVENTS = [0, 1, 2, 3, 6, 7, 10, 14];
