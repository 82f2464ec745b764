// Master data of the three demo companies: companies, settings, users, vehicles, drivers, routes,
// control posts, trip plans, events, clients and containers. Pure: rows are built in memory from
// the seeded PRNG and inserted by index.ts, so the same ids come out on every run.
import type { EntityRecord } from "@shared/entities/types";
import type { eventosEntity } from "@entities/eventos/definition";
import type { rutasEntity } from "@entities/rutas/definition";
import type {
  clientes, conductores, contenedores, detallesPlanViaje, empresas, planesViaje, puestosControl,
  settings, sysEventosClienteOcultos, tiposReporteOcultos, usuarios, vehiculos,
} from "../schema";
import { CONTAINER_STATES, STATE } from "@shared/domain/catalog";
import { CORRIDORS } from "./corridors";
import { demoPhotoDataUrl, THUMBNAIL } from "./photos";
import { CLIENT_NAMES, COMPANIES, COMPANY_EVENTS, driverName, mailbox, staffName } from "./names";
import { distanceKm, population, type Population } from "./populations";
import { Random } from "./random";

/** A vehicle's demo photo and thumbnail: one of the drawn scenes, each drawn once. */
const photos = new Map<string, string>();
const drawn = (key: string, draw: () => string) => photos.get(key) ?? (photos.set(key, draw()), photos.get(key)!);
const vehiclePhoto = (i: number) => drawn(`p${i % 8}`, () => demoPhotoDataUrl(i));
const vehicleThumbnail = (i: number) => drawn(`t${i % 8}`, () => demoPhotoDataUrl(i, THUMBNAIL.width, THUMBNAIL.height));

export type UserRow = typeof usuarios.$inferInsert & { id: number };
export type VehicleRow = typeof vehiculos.$inferInsert & { id: number };
export type DriverRow = typeof conductores.$inferInsert & { id: number };
export type RouteRow = EntityRecord<typeof rutasEntity>;
export type PostRow = typeof puestosControl.$inferInsert & { id: number };
export type PlanRow = typeof planesViaje.$inferInsert & { id: number };
export type PlanDetailRow = typeof detallesPlanViaje.$inferInsert & { id: number; duracion: number; distancia: number };
export type EventRow = EntityRecord<typeof eventosEntity>;
export type ClientRow = typeof clientes.$inferInsert & { id: number };
export type ContainerRow = typeof contenedores.$inferInsert & { id: number };

/** Roles (idrol): only 3 has a meaning in the spec (Gestion and Configuración). */
export const ROLE = { CONTROLLER: 1, CONTROL_POST: 2, MANAGER: 3, DRIVER: 4, CLIENT: 5 } as const;
/** Profiles (idsysperfil): the three tabs of the Usuarios screen, plus client portal users. */
export const PROFILE = { TRAFFIC: 1, CONTROL_POINT: 2, DRIVER: 3, CLIENT: 4 } as const;

export interface PasswordHashes {
  admin: string;
  operador: string;
  nuevo: string;
  /** every other demo user */
  demo: string;
}

/** The password of every demo user that is not one of the five named logins. */
export const OTHER_USERS_PASSWORD = "demo1234";

export interface RouteInfo {
  route: RouteRow;
  plan: PlanRow;
  stops: Population[];
  /** one detail per stop after the origin, in order */
  details: (PlanDetailRow & { post: PostRow })[];
  port: boolean;
}

export interface CompanyMasters {
  id: number;
  nombre: string;
  controllers: UserRow[];
  /** control-post user of each physical post that has one */
  postUsers: Map<number, UserRow>;
  vehicles: VehicleRow[];
  drivers: (DriverRow & { user: UserRow })[];
  routes: RouteInfo[];
  events: EventRow[];
  clients: ClientRow[];
  containers: ContainerRow[];
}

export interface MasterRows {
  empresas: (typeof empresas.$inferInsert)[];
  settings: (typeof settings.$inferInsert)[];
  usuarios: UserRow[];
  vehiculos: VehicleRow[];
  conductores: DriverRow[];
  rutas: RouteRow[];
  puestosControl: PostRow[];
  planesViaje: PlanRow[];
  detallesPlanViaje: PlanDetailRow[];
  eventos: EventRow[];
  clientes: ClientRow[];
  sysEventosClienteOcultos: (typeof sysEventosClienteOcultos.$inferInsert)[];
  tiposReporteOcultos: (typeof tiposReporteOcultos.$inferInsert)[];
  contenedores: ContainerRow[];
}

const SIZES: Record<number, { vehicles: number; drivers: number; controllers: number; clients: number; containers: number }> = {
  // enough vehicles and drivers for every trip in progress to have its own
  1: { vehicles: 190, drivers: 185, controllers: 6, clients: 12, containers: 24 },
  3: { vehicles: 45, drivers: 42, controllers: 3, clients: 6, containers: 12 },
  8: { vehicles: 36, drivers: 34, controllers: 2, clients: 6, containers: 10 },
};

// company 1 gets thresholds that make the demo timers colour; the others keep the default ARC settings
const SETTINGS: Record<number, Partial<typeof settings.$inferInsert>> = {
  1: { alerta_llamada: "01:00", alerta_gps: "00:30", tiempo_alerta_media: "00:45", tiempo_alerta_alta: "01:30" },
  3: { ordenar_por: "Creacion_viaje" },
  8: {},
};

/** report types hidden per company */
const HIDDEN_REPORT_TYPES: Record<number, number[]> = { 1: [], 3: [4], 8: [19] };

const BRANDS: [string, string[], string][] = [
  ["KENWORTH", ["T800", "T880", "T370"], "TRACTOCAMION"],
  ["INTERNATIONAL", ["9800i", "ProStar", "7600"], "TRACTOCAMION"],
  ["FREIGHTLINER", ["Columbia", "Cascadia", "M2 106"], "TRACTOCAMION"],
  ["CHEVROLET", ["NPR", "NQR", "FTR", "FVR"], "CAMION"],
  ["HINO", ["Dutro 300", "FC 500", "GH 500"], "CAMION"],
];
const BODIES = ["FURGON", "ESTACAS", "PLANCHON", "TANQUE", "PORTACONTENEDOR", "REFRIGERADO", "VOLCO"];
const COLORS = ["BLANCO", "ROJO", "AZUL", "GRIS", "NEGRO", "AMARILLO", "VERDE"];
export const PORTS = new Set(["BUENAVENTURA", "CARTAGENA", "BARRANQUILLA", "SANTA MARTA"]);
const LINES: [string, string][] = [["MSCU", "MSC"], ["MAEU", "MAERSK"], ["HLXU", "HAPAG-LLOYD"], ["CMAU", "CMA CGM"], ["EGHU", "EVERGREEN"], ["SMLU", "SEABOARD"]];
const HIGH_RISK_VIAS = new Set(["CAUCASIA", "LOBOGUERRERO", "TRONCAL DEL CARIBE", "LOBOGUERRERO - LA PINTADA"]);
/** average loaded-truck speed used for estimated times (km/h) */
const TRUCK_SPEED = 45;
/** straight line to road distance */
const ROAD_FACTOR = 1.3;

class Ids {
  private last = new Map<string, number>();
  next(kind: string): number {
    const id = (this.last.get(kind) ?? 0) + 1;
    this.last.set(kind, id);
    return id;
  }
}

/** ISO 6346 check digit of a container owner code + serial (e.g. 'MSCU123456') */
export function containerCheckDigit(code: string): number {
  const letterValue = (c: string) => {
    // letters skip multiples of 11 (spec of ISO 6346)
    let v = 10;
    for (let ch = 65; ch < c.charCodeAt(0); ch++) {
      v++;
      if (v % 11 === 0) v++;
    }
    return v;
  };
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = code[i];
    const value = /[0-9]/.test(c) ? Number(c) : letterValue(c);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export function buildMasters(hashes: PasswordHashes, now: Date): { rows: MasterRows; companies: CompanyMasters[] } {
  const ids = new Ids();
  const rows: MasterRows = {
    empresas: [], settings: [], usuarios: [], vehiculos: [], conductores: [], rutas: [], puestosControl: [], planesViaje: [],
    detallesPlanViaje: [], eventos: [], clientes: [], sysEventosClienteOcultos: [], tiposReporteOcultos: [], contenedores: [],
  };
  const usedPlates = new Set<string>();
  const usedUsernames = new Set<string>();
  const companies: CompanyMasters[] = [];

  for (const company of COMPANIES) {
    const rng = new Random(1000 + company.id);
    const size = SIZES[company.id];
    rows.empresas.push({ id: company.id, nombre: company.nombre, urllogo: `/logo-empresa-${company.id}.svg` });
    rows.settings.push({ id: ids.next("settings"), idempresa: company.id, ...SETTINGS[company.id] });
    for (const idsysevento of HIDDEN_REPORT_TYPES[company.id]) rows.tiposReporteOcultos.push({ idempresa: company.id, idsysevento });

    const addUser = (u: Omit<UserRow, "id" | "idempresa" | "username"> & { username?: string }): UserRow => {
      let username = u.username ?? mailbox(u.nombre);
      if (!u.username) {
        let n = 1;
        while (usedUsernames.has(username)) username = `${mailbox(u.nombre)}${++n}`;
      }
      if (usedUsernames.has(username)) throw new Error(`duplicate username ${username}`);
      usedUsernames.add(username);
      const row: UserRow = { id: ids.next("usuarios"), idempresa: company.id, username, ...u };
      rows.usuarios.push(row);
      return row;
    };
    const email = (name: string) => `${mailbox(name)}@${company.dominio}`;

    // traffic controllers (profile 1): the named demo logins first
    const controllers: UserRow[] = [];
    const adminName = staffName(rng);
    controllers.push(addUser({
      username: company.id === 1 ? "admin" : `admin${company.id}`, nombre: adminName, correo: email(adminName),
      telefono: rng.mobile(), idrol: ROLE.MANAGER, idsysperfil: PROFILE.TRAFFIC, passwordhash: hashes.admin,
    }));
    if (company.id === 1) {
      const opName = staffName(rng);
      controllers.push(addUser({
        username: "operador", nombre: opName, correo: email(opName), telefono: rng.mobile(), idrol: ROLE.CONTROLLER,
        idsysperfil: PROFILE.TRAFFIC, passwordhash: hashes.operador,
      }));
      const newName = staffName(rng);
      controllers.push(addUser({
        username: "nuevo", nombre: newName, correo: email(newName), telefono: rng.mobile(), idrol: ROLE.CONTROLLER,
        idsysperfil: PROFILE.TRAFFIC, passwordhash: hashes.nuevo, debecambiarclave: true,
      }));
    }
    for (let i = 0; i < size.controllers; i++) {
      const name = staffName(rng);
      controllers.push(addUser({
        nombre: name, correo: email(name), telefono: rng.mobile(), idrol: ROLE.CONTROLLER, idsysperfil: PROFILE.TRAFFIC,
        passwordhash: hashes.demo, indicadoractivo: i !== size.controllers - 1 || company.id !== 1,
      }));
    }
    // trips are assigned to active controllers that can log in without changing their password
    const activeControllers = controllers.filter((c) => c.indicadoractivo !== false && !c.debecambiarclave);

    // company events (eventos)
    const companyEvents: EventRow[] = COMPANY_EVENTS.map(([descripcion, nivelprioridad, visible, driver]) => {
      const row: EventRow = {
        id: ids.next("eventos"), idempresa: company.id, descripcion, nivelprioridad,
        indicadorvisiblecliente: visible, indicadorconductor: driver, indicadorpuestocontrol: true,
      };
      rows.eventos.push(row);
      return row;
    });

    // control posts: one per town the company's routes pass through
    const corridors = CORRIDORS.filter((c) => c.companies.includes(company.id));
    const postsByTown = new Map<string, PostRow>();
    const postUsers = new Map<number, UserRow>();
    let postSeq = 0;
    for (const corridor of corridors) {
      for (const town of corridor.stops) {
        if (postsByTown.has(town)) continue;
        const p = population(town);
        postSeq++;
        // every third post is a physical one with staff; two are of unknown type (null)
        const fisico = postSeq === 5 || postSeq === 11 ? null : postSeq % 3 === 1;
        const kind = fisico === null ? "PEAJE" : fisico ? "PUESTO DE CONTROL" : "PUNTO VIRTUAL";
        const contact = staffName(rng);
        const post: PostRow = {
          id: ids.next("puestoscontrol"), idempresa: company.id, descripcion: `${kind} ${town}`,
          contacto: fisico ? contact : null, nombrepropietario: fisico ? rng.pick(["EDS TERPEL", "EDS PRIMAX", "EDS BIOMAX", "PARQUEADERO EL TRANSPORTADOR", contact]) : null,
          disponibilidad: fisico ? rng.pick(["24 HORAS", "06:00 - 22:00", "05:00 - 23:00"]) : "24 HORAS",
          // a virtual point's address is its coordinates (set below, once they are drawn)
          direccion: fisico === false ? "" : `KM ${rng.int(1, 40)} VIA ${corridor.via} - ${town}`,
          indicadorfisico: fisico, indicadorpernoctar: fisico === true && rng.chance(0.5), indicadoraltoriesgo: rng.chance(0.15),
          correocontacto: fisico ? `${mailbox(contact)}@gmail.com` : null, telefono: fisico ? rng.mobile() : null,
          idsyspoblacion: p.id, codigounico: `PC${company.id}${String(postSeq).padStart(3, "0")}`,
          // close to the town on the road, not in its centre
          latitud: Number((p.latitud + (rng.next() - 0.5) * 0.03).toFixed(6)),
          longitud: Number((p.longitud + (rng.next() - 0.5) * 0.03).toFixed(6)),
        };
        if (fisico === false) post.direccion = `${post.latitud!.toFixed(6)},${post.longitud!.toFixed(6)}`;
        rows.puestosControl.push(post);
        postsByTown.set(town, post);
        if (fisico && postUsers.size < 8) {
          const name = staffName(rng);
          postUsers.set(post.id, addUser({
            username: `pc${company.id}${String(postSeq).padStart(3, "0")}`, nombre: name, correo: email(name), telefono: rng.mobile(),
            idrol: ROLE.CONTROL_POST, idsysperfil: PROFILE.CONTROL_POINT, passwordhash: hashes.demo, idpuestocontrol: post.id,
          }));
        }
      }
    }

    // routes and their plans; a corridor with `returns` also gets the way back with a return plan
    const routes: RouteInfo[] = [];
    const usedCodes = new Set<string>();
    const planCode = (o: string, d: string) => {
      for (let letter = 65; letter <= 90; letter++) {
        const code = `${o[0]}${d[0]}${String.fromCharCode(letter)}`;
        if (!usedCodes.has(code)) {
          usedCodes.add(code);
          return code;
        }
      }
      throw new Error("no plan code left");
    };
    const addRoute = (via: string, towns: string[], template: number | null): RouteInfo => {
      const stops = towns.map(population);
      const legs = stops.slice(1).map((s, i) => Math.round(distanceKm(stops[i], s) * ROAD_FACTOR * 10) / 10);
      const distance = Math.round(legs.reduce((a, b) => a + b, 0));
      const origin = stops[0];
      const destination = stops[stops.length - 1];
      const route: RouteRow = {
        id: ids.next("rutas"), idempresa: company.id, idorigen: origin.id, iddestino: destination.id, via: `VIA ${via}`,
        descripcion: `${origin.descripcion} - ${destination.descripcion} VIA ${via}`, distancia: distance,
        tiempoestimado: Math.round((distance / TRUCK_SPEED) * 12) * 300, indicadoraltoriesgo: HIGH_RISK_VIAS.has(via),
      };
      rows.rutas.push(route);
      const plan: PlanRow = {
        id: ids.next("planesviaje"), idempresa: company.id, codigo: planCode(origin.descripcion, destination.descripcion),
        descripcion: `PLAN ${route.descripcion}`, idruta: route.id, idtemplate: template,
        indicadordeshabilitado: false,
      };
      rows.planesViaje.push(plan);
      const overnight = distance > 700 ? Math.floor(legs.length / 2) : -1;
      const details = legs.map((km, i) => {
        const post = postsByTown.get(towns[i + 1]);
        if (!post) throw new Error(`no post at ${towns[i + 1]}`);
        const detail: PlanDetailRow & { post: PostRow } = {
          id: ids.next("detallesplanviaje"), idplanviaje: plan.id, idpuestocontrol: post.id, distancia: km, orden: i + 1,
          duracion: Math.max(15, Math.round(((km / TRUCK_SPEED) * 60) / 5) * 5), indicadorpernoctar: i === overnight, post,
        };
        const { post: _post, ...row } = detail;
        rows.detallesPlanViaje.push(row);
        return detail;
      });
      const info: RouteInfo = { route, plan, stops, details, port: PORTS.has(origin.descripcion) || PORTS.has(destination.descripcion) };
      routes.push(info);
      return info;
    };
    for (const corridor of corridors) {
      const forward = addRoute(corridor.via, corridor.stops, null);
      if (corridor.returns) addRoute(corridor.via, [...corridor.stops].reverse(), forward.plan.id);
    }
    // one disabled plan shows the enable/disable switch; trips never use it
    const disabled = routes[routes.length - 1].plan;
    disabled.indicadordeshabilitado = true;

    // vehicles
    const vehicles: VehicleRow[] = [];
    for (let i = 0; i < size.vehicles; i++) {
      let placa = "";
      do {
        placa = `${rng.pick(["T", "S", "W", "X", "U"])}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(3)}`;
      } while (usedPlates.has(placa));
      usedPlates.add(placa);
      const [marca, models, tipo] = rng.pick(BRANDS);
      const owner = driverName(rng);
      const gps = i % 4;
      const row: VehicleRow = {
        id: ids.next("vehiculos"), idempresa: company.id, placa, marca, modelo: `${rng.pick(models)} ${rng.int(2012, 2025)}`, tipo,
        carroceria: tipo === "TRACTOCAMION" ? rng.pick(["PORTACONTENEDOR", "PLANCHON", "FURGON", "TANQUE"]) : rng.pick(BODIES),
        color: rng.pick(COLORS),
        // some GPS links with scheme, some without (the UI adds http://), some missing
        gpsurl: gps === 0 ? "https://rastreo.satelitalgps.com.co/mapa" : gps === 1 ? "www.localizamovil.co/seguimiento" : gps === 2 ? "http://gps.trackcolombia.co" : null,
        gpsusuario: gps === 3 ? null : placa.toLowerCase(), gpscontrasena: gps === 3 ? null : `${placa}${rng.digits(2)}`,
        nombrepropietario: owner, telefonopropietario: rng.mobile(), idempresagps: gps === 3 ? null : gps + 1,
        // a drawn truck scene (no random draw, so every other demo value stays as it was); one vehicle in five has none
        ...(i % 5 === 4 ? {} : { foto: vehiclePhoto(i), fotominiatura: vehicleThumbnail(i) }),
      };
      rows.vehiculos.push(row);
      vehicles.push(row);
    }

    // drivers, each with a driver user (profile 3)
    const drivers: (DriverRow & { user: UserRow })[] = [];
    for (let i = 0; i < size.drivers; i++) {
      const nombre = driverName(rng);
      let cedula = "";
      do {
        cedula = rng.chance(0.5) ? `${rng.pick(["79", "80", "19", "71", "93"])}${rng.digits(6)}` : `10${rng.int(10, 99)}${rng.digits(6)}`;
      } while (usedUsernames.has(`c${cedula}`));
      // phone: mostly one, some two comma-separated, some none
      const phones = i % 9 === 4 ? null : i % 5 === 2 ? `${rng.mobile()},${rng.mobile()}` : rng.mobile();
      const contactos = i % 4 === 3 ? null : i % 2 === 0
        ? `${rng.pick(["Esposa", "Hermano", "Madre", "Hijo"])}:${rng.mobile()},${rng.pick(["Propietario", "Tenedor", "Coordinador"])}:${rng.mobile()}`
        : `${rng.pick(["Esposa", "Madre", "Hermana"])}:${rng.mobile()}`;
      const correo = i % 3 === 0 ? null : `${mailbox(nombre)}${rng.digits(2)}@gmail.com`;
      const user = addUser({
        username: `c${cedula}`, nombre, correo, telefono: phones, idrol: ROLE.DRIVER, idsysperfil: PROFILE.DRIVER,
        passwordhash: hashes.demo, indicadoractivo: i !== 7,
      });
      const row: DriverRow = {
        id: ids.next("conductores"), idempresa: company.id, idusuario: user.id, idsystipodocumento: 1, numerodocumento: cedula,
        nombre, correo, telefono: phones, contactos, indicadoractivo: i !== 7,
      };
      rows.conductores.push(row);
      drivers.push({ ...row, user });
    }

    // clients (cargo generators)
    const clients: ClientRow[] = [];
    const clientOffset = { 1: 0, 3: 12, 8: 14 }[company.id] ?? 0;
    for (let i = 0; i < size.clients; i++) {
      const nombrecliente = CLIENT_NAMES[(clientOffset + i) % CLIENT_NAMES.length];
      const domain = `${nombrecliente.split(" ")[0].toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")}${i + 1}.com.co`;
      const user = i % 2 === 0
        ? addUser({
          username: `cliente${company.id}${String(i + 1).padStart(2, "0")}`, nombre: nombrecliente, correo: `logistica@${domain}`,
          idrol: ROLE.CLIENT, idsysperfil: PROFILE.CLIENT, passwordhash: hashes.demo,
        })
        : null;
      const mailStyle = i % 4;
      const row: ClientRow = {
        id: ids.next("clientes"), idempresa: company.id, nombrecliente,
        numerodocumentocliente: `${rng.pick(["8", "9"])}${rng.digits(8)}-${rng.int(0, 9)}`, codigo: `CLI${String(i + 1).padStart(3, "0")}`,
        idusuario: user?.id ?? null,
        frecuenciacorreo: [60, 120, 0, null][mailStyle],
        // every client has a report address, so "Enviar correo" works on any demo trip; one style sends no scheduled mail
        correoreporte: [`logistica@${domain},trafico@${domain}`, `despachos@${domain}`, `trafico@${domain}`, `logistica@${domain}, gerencia@${domain}, calidad@${domain}`][mailStyle],
        tiempoenviocorreo: [["08:00", "14:00"], ["07:00", "12:00", "17:00"], [], ["09:00"]][mailStyle],
        eventos: [[3, 5, 7, 8, 36], [7, 8], [], [1, 3, 5, 7, 8, 9, 10]][mailStyle],
      };
      rows.clientes.push(row);
      clients.push(row);
      // a few clients do not want to see calls, GPS or weighing reports
      const hidden = i === 0 ? [11, 12] : i === 2 ? [9, 16] : i === 4 ? [11] : [];
      for (const idsysevento of hidden) rows.sysEventosClienteOcultos.push({ idcliente: row.id, idsysevento });
    }

    // containers: imported through the ports, in every container state
    const containers: ContainerRow[] = [];
    const portRoutes = routes.filter((r) => r.port);
    for (let i = 0; i < size.containers; i++) {
      const [prefix, naviera] = rng.pick(LINES);
      const code = `${prefix}${rng.digits(6)}`;
      const digit = containerCheckDigit(code);
      const idsysestado = CONTAINER_STATES[i % CONTAINER_STATES.length];
      const r = portRoutes[i % portRoutes.length];
      const portStop = PORTS.has(r.stops[0].descripcion) ? r.stops[0] : r.stops[r.stops.length - 1];
      const inland = portStop === r.stops[0] ? r.stops[r.stops.length - 1] : r.stops[0];
      const client = clients[i % clients.length];
      const day = 86_400_000;
      const pickedUp = new Date(now.getTime() - rng.int(3, 40) * day);
      const limit = new Date(pickedUp.getTime() + rng.int(10, 25) * day);
      const row: ContainerRow = {
        id: ids.next("contenedores"), idempresa: company.id, idsysestado, idorigen: portStop.id, iddestino: inland.id,
        idcomercial: activeControllers[i % activeControllers.length].id, idclienteempresatransportadora: client.id,
        numerocontenedor: `${code}${digit}`, digitoverificacion: String(digit), naviera,
        comodato: `COM-${rng.digits(6)}`, bl: `${prefix.slice(0, 3)}${rng.digits(9)}`, documentocliente: `DO-${now.getUTCFullYear()}-${rng.digits(5)}`,
        fechainiciomorascomodato: limit,
        fechainiciomorasempresa: idsysestado === STATE.CONTENEDOR_EN_MORA ? new Date(limit.getTime() - 3 * day) : null,
        lugardevolucion: `PATIO DE CONTENEDORES ${portStop.descripcion}`,
        fechadevolucioncontenedor: idsysestado === STATE.CONTENEDOR_DEVUELTO ? new Date(Math.min(limit.getTime(), now.getTime() - day)) : null,
        fechalimiteentregacontenedor: limit,
        nombrecomercialembarcador: staffName(rng),
      };
      rows.contenedores.push(row);
      containers.push(row);
    }

    companies.push({
      id: company.id, nombre: company.nombre, controllers: activeControllers, postUsers, vehicles, drivers, routes, events: companyEvents,
      clients, containers,
    });
  }
  return { rows, companies };
}
