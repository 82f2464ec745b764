// Colombian municipalities (syspoblaciones) with their real coordinates. The id is the position in
// this list plus one, so new places go at the end only (routes and control posts refer to ids).

export interface Population {
  id: number;
  descripcion: string;
  nombrenacional: string;
  latitud: number;
  longitud: number;
}

// [municipality as written in the national register (upper case, no accents but Ñ), department, lat, lng]
const places: [string, string, number, number][] = [
  ["BOGOTA D.C.", "CUNDINAMARCA", 4.711, -74.0721],
  ["MEDELLIN", "ANTIOQUIA", 6.2442, -75.5812],
  ["CALI", "VALLE DEL CAUCA", 3.4516, -76.532],
  ["BARRANQUILLA", "ATLANTICO", 10.9685, -74.7813],
  ["CARTAGENA", "BOLIVAR", 10.391, -75.4794],
  ["BUENAVENTURA", "VALLE DEL CAUCA", 3.8801, -77.0312],
  ["BUCARAMANGA", "SANTANDER", 7.1193, -73.1227],
  ["CUCUTA", "NORTE DE SANTANDER", 7.8939, -72.5078],
  ["PEREIRA", "RISARALDA", 4.8133, -75.6961],
  ["MANIZALES", "CALDAS", 5.0703, -75.5138],
  ["IBAGUE", "TOLIMA", 4.4389, -75.2322],
  ["VILLAVICENCIO", "META", 4.142, -73.6266],
  ["NEIVA", "HUILA", 2.9273, -75.2819],
  ["SANTA MARTA", "MAGDALENA", 11.2408, -74.199],
  ["PASTO", "NARIÑO", 1.2136, -77.2811],
  ["TUNJA", "BOYACA", 5.5353, -73.3678],
  ["YOPAL", "CASANARE", 5.3378, -72.3959],
  ["DUITAMA", "BOYACA", 5.8245, -73.0341],
  ["SOGAMOSO", "BOYACA", 5.7145, -72.9339],
  ["GIRARDOT", "CUNDINAMARCA", 4.3036, -74.803],
  ["HONDA", "TOLIMA", 5.2045, -74.736],
  ["LA DORADA", "CALDAS", 5.4538, -74.664],
  ["PUERTO BOYACA", "BOYACA", 5.976, -74.589],
  ["BARRANCABERMEJA", "SANTANDER", 7.0653, -73.8547],
  ["AGUACHICA", "CESAR", 8.3084, -73.6166],
  ["IPIALES", "NARIÑO", 0.8302, -77.6446],
  ["POPAYAN", "CAUCA", 2.4448, -76.6147],
  ["ARMENIA", "QUINDIO", 4.5339, -75.6811],
  ["MONTERIA", "CORDOBA", 8.7479, -75.8814],
  ["SINCELEJO", "SUCRE", 9.3047, -75.3978],
  ["VALLEDUPAR", "CESAR", 10.4631, -73.2532],
  ["RIOHACHA", "LA GUAJIRA", 11.5444, -72.9072],
  ["BUGA", "VALLE DEL CAUCA", 3.9009, -76.2978],
  ["TULUA", "VALLE DEL CAUCA", 4.0847, -76.1954],
  ["CARTAGO", "VALLE DEL CAUCA", 4.7464, -75.9117],
  ["PALMIRA", "VALLE DEL CAUCA", 3.5394, -76.3036],
  ["FACATATIVA", "CUNDINAMARCA", 4.8147, -74.3554],
  ["ZIPAQUIRA", "CUNDINAMARCA", 5.0221, -73.993],
  ["FUSAGASUGA", "CUNDINAMARCA", 4.3365, -74.3638],
  ["MOSQUERA", "CUNDINAMARCA", 4.7059, -74.2302],
  ["FUNZA", "CUNDINAMARCA", 4.7166, -74.211],
  ["COTA", "CUNDINAMARCA", 4.8095, -74.1025],
  ["PUERTO SALGAR", "CUNDINAMARCA", 5.4653, -74.6536],
  ["CAUCASIA", "ANTIOQUIA", 7.9865, -75.1934],
  ["RIONEGRO", "ANTIOQUIA", 6.1551, -75.3737],
  ["VILLETA", "CUNDINAMARCA", 5.0128, -74.4712],
  ["GUADUAS", "CUNDINAMARCA", 5.069, -74.595],
  ["SAN ALBERTO", "CESAR", 7.7611, -73.3922],
  ["BOSCONIA", "CESAR", 9.9761, -73.89],
  ["CURUMANI", "CESAR", 9.1997, -73.5428],
  ["FUNDACION", "MAGDALENA", 10.5209, -74.1858],
  ["CIENAGA", "MAGDALENA", 11.007, -74.247],
  ["PLANETA RICA", "CORDOBA", 8.409, -75.5838],
  ["YARUMAL", "ANTIOQUIA", 6.9633, -75.4174],
  ["PUERTO TRIUNFO", "ANTIOQUIA", 5.8713, -74.641],
  ["CAJAMARCA", "TOLIMA", 4.4414, -75.4286],
  ["CALARCA", "QUINDIO", 4.5297, -75.6436],
  ["LA VIRGINIA", "RISARALDA", 4.899, -75.8826],
  ["CHINCHINA", "CALDAS", 4.9826, -75.6036],
  ["ESPINAL", "TOLIMA", 4.1492, -74.8843],
  ["MELGAR", "TOLIMA", 4.2047, -74.6407],
  ["GRANADA", "META", 3.5463, -73.7065],
  ["PUERTO LOPEZ", "META", 4.0845, -72.956],
  ["AGUAZUL", "CASANARE", 5.1727, -72.5547],
  ["SAN GIL", "SANTANDER", 6.5554, -73.1338],
  ["SOCORRO", "SANTANDER", 6.4683, -73.26],
  ["BARBOSA", "SANTANDER", 5.9317, -73.6153],
  ["CHIQUINQUIRA", "BOYACA", 5.6175, -73.8195],
  ["PAMPLONA", "NORTE DE SANTANDER", 7.3756, -72.6481],
  ["OCAÑA", "NORTE DE SANTANDER", 8.2378, -73.356],
  ["MAICAO", "LA GUAJIRA", 11.3842, -72.2432],
  ["LA PINTADA", "ANTIOQUIA", 5.747, -75.6063],
  ["SANTANDER DE QUILICHAO", "CAUCA", 3.0095, -76.4846],
  ["YUMBO", "VALLE DEL CAUCA", 3.585, -76.495],
  ["MALAMBO", "ATLANTICO", 10.8597, -74.774],
  ["SOLEDAD", "ATLANTICO", 10.9184, -74.7646],
  ["TURBACO", "BOLIVAR", 10.3317, -75.4108],
  ["EL CARMEN DE BOLIVAR", "BOLIVAR", 9.7173, -75.1216],
  ["ZARZAL", "VALLE DEL CAUCA", 4.3946, -76.0716],
  ["MARIQUITA", "TOLIMA", 5.1989, -74.8929],
  ["TOCANCIPA", "CUNDINAMARCA", 4.9653, -73.9128],
  ["SOACHA", "CUNDINAMARCA", 4.5794, -74.2168],
  ["FLORENCIA", "CAQUETA", 1.6144, -75.6062],
  ["MOCOA", "PUTUMAYO", 1.152, -76.6479],
  ["QUIBDO", "CHOCO", 5.6947, -76.6611],
  ["ARAUCA", "ARAUCA", 7.0847, -70.7591],
  ["DAGUA", "VALLE DEL CAUCA", 3.6566, -76.6887],
  ["GUAYABETAL", "CUNDINAMARCA", 4.2147, -73.8169],
  ["CHIA", "CUNDINAMARCA", 4.8612, -74.0329],
  ["SABANALARGA", "ATLANTICO", 10.6318, -74.9217],
];

export const POBLACIONES: Population[] = places.map(([descripcion, department, latitud, longitud], i) => ({
  id: i + 1,
  descripcion,
  nombrenacional: `${descripcion} - ${department}`,
  latitud,
  longitud,
}));

const byName = new Map(POBLACIONES.map((p) => [p.descripcion, p]));

export function population(name: string): Population {
  const p = byName.get(name);
  if (!p) throw new Error(`unknown population ${name}`);
  return p;
}

/** great-circle distance in km */
export function distanceKm(a: { latitud: number; longitud: number }, b: { latitud: number; longitud: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitud - a.latitud) * rad;
  const dLng = (b.longitud - a.longitud) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitud * rad) * Math.cos(b.latitud * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
