// The demo's system user of a company: the author of the demo's routine reports, so the traceability says
// plainly that no person made them. Created on first use, inactive (it cannot sign in) with a random password.
import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { hashPassword } from "../auth/password";
import type { Session } from "../auth/session";

export const DEMO_SYSTEM_USER_NAME = "ACTIVIDAD DEMO (AUTOMÁTICA)";
/** a traffic controller (role 1, profile 1): the role that files calls, GPS positions and event notes */
const CONTROLLER_ROLE = 1;
const TRAFFIC_PROFILE = 1;

export const demoSystemUsername = (idempresa: number) => `actividaddemo${idempresa}`;

/** The company's demo system user as a session (created when missing). */
export async function demoSystemUser(database: Database, idempresa: number): Promise<Session> {
  const username = demoSystemUsername(idempresa);
  const find = () => database.run<{ id: number; idrol: number; nombre: string }>(sql`SELECT "id", "idrol", "nombre" FROM "usuarios" WHERE "username" = ${username} AND "idempresa" = ${idempresa}`);
  let [user] = await find();
  if (!user) {
    const passwordhash = await hashPassword(randomBytes(24).toString("base64url"));
    await database.run(sql`INSERT INTO "usuarios" ("idempresa", "username", "nombre", "idrol", "idsysperfil", "indicadoractivo", "passwordhash")
      VALUES (${idempresa}, ${username}, ${DEMO_SYSTEM_USER_NAME}, ${CONTROLLER_ROLE}, ${TRAFFIC_PROFILE}, false, ${passwordhash}) ON CONFLICT ("username") DO NOTHING`);
    [user] = await find();
    if (!user) throw new Error(`demo system user ${username} belongs to another company`);
  }
  return { token: "", idusuario: Number(user.id), idempresa, idrol: Number(user.idrol), nombre: user.nombre };
}
