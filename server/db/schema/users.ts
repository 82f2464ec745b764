// Users of the three profiles, their sessions and drivers.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { empresas } from "./catalog";
import { lengthChecks } from "./length-checks";

/** idsysperfil: 1 traffic controller (TRAFIC), 2 control-post user (CONTROL_POINT), 3 driver (DRIVER). */
export const usuarios = pgTable(
  "usuarios",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    username: text("username").notNull(),
    nombre: text("nombre").notNull(),
    correo: text("correo"),
    telefono: text("telefono"),
    idrol: integer("idrol").notNull().default(1),
    idsysperfil: integer("idsysperfil").notNull().default(1),
    indicadoractivo: boolean("indicadoractivo").notNull().default(true),
    passwordhash: text("passwordhash").notNull(),
    debecambiarclave: boolean("debecambiarclave").notNull().default(false),
    // control-post users
    idpuestocontrol: integer("idpuestocontrol"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("usuarios_username_uq").on(t.username), index("usuarios_empresa_perfil_idx").on(t.idempresa, t.idsysperfil), ...lengthChecks("usuarios", t)],
);

export const sesiones = pgTable(
  "sesiones",
  {
    token: text("token").primaryKey(),
    idusuario: integer("idusuario").notNull().references(() => usuarios.id, { onDelete: "cascade" }),
    idempresa: integer("idempresa").notNull(),
    idrol: integer("idrol").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sesiones_usuario_idx").on(t.idusuario)],
);

export const conductores = pgTable(
  "conductores",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idusuario: integer("idusuario").references(() => usuarios.id),
    idsystipodocumento: integer("idsystipodocumento").notNull().default(1),
    numerodocumento: text("numerodocumento").notNull(),
    nombre: text("nombre").notNull(),
    correo: text("correo"),
    telefono: text("telefono"),
    indicadoractivo: boolean("indicadoractivo").notNull().default(true),
    // comma-separated name:phone pairs
    contactos: text("contactos"),
    foto: text("foto"),
    fotominiatura: text("fotominiatura"),
  },
  (t) => [index("conductores_empresa_idx").on(t.idempresa)],
);

export const vehiculos = pgTable(
  "vehiculos",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    placa: text("placa").notNull(),
    color: text("color"),
    marca: text("marca"),
    tipo: text("tipo"),
    carroceria: text("carroceria"),
    modelo: text("modelo"),
    gpsurl: text("gpsurl"),
    gpsusuario: text("gpsusuario"),
    gpscontrasena: text("gpscontrasena"),
    nombrepropietario: text("nombrepropietario"),
    telefonopropietario: text("telefonopropietario"),
    foto: text("foto"),
    fotominiatura: text("fotominiatura"),
    idempresagps: integer("idempresagps"),
  },
  (t) => [index("vehiculos_empresa_idx").on(t.idempresa)],
);
