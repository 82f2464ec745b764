// POST /dev/sendmail: headers Authorization, idaplicacion 12, idempresa; body {idremesa} (the spec's
// sender, recipient, subject and bHtml are ignored: the server builds the mail, see trip-mail.ts). The mail is
// stored in the `correos` outbox and, when SMTP_URL is set, sent through SMTP (sent_at or error recorded).
// 200 {id, enviado}; 400 bad body or nothing to send; 401 bad session; 404 another company's shipment;
// 429 past MAX_MAILS_PER_WINDOW; 502 when the SMTP server refuses it.
import { sql } from "drizzle-orm";
import { logRequestError } from "../../security/log";
import type { AppServices } from "../../context";
import { authenticateRequest } from "../authenticate";
import { HttpError, readJson, sendJson, type Route } from "../http";
import { sendSmtp } from "./smtp";
import { buildTripMail } from "./trip-mail";
import { memoryStore } from "../../security/login-limiter";
import { MESSAGES } from "@shared/i18n/messages";

export const SENDMAIL_PATH = "/dev/sendmail";



/** The shipment whose traceability to send: the only thing taken from the body. */
export function parseMailRequest(body: unknown): number {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const idremesa = Number(b.idremesa);
  if (!Number.isInteger(idremesa) || idremesa <= 0) throw new HttpError(400, "idremesa es requerido");
  return idremesa;
}

/** Mails one user may send in a window (each goes to a client: a runaway script must not flood them). */
export const MAX_MAILS_PER_WINDOW = 10;
const MAIL_WINDOW_MS = 15 * 60_000;

export function sendmailRoutes(services: AppServices): Route[] {
  const mailCounter = memoryStore();
  return [
    {
      method: "POST",
      path: SENDMAIL_PATH,
      handler: async (req, res) => {
        const ctx = await authenticateRequest(services, req);
        const idremesa = parseMailRequest(await readJson(req));
        const sent = await mailCounter.increment(`correo:${ctx.session.idusuario}`, MAIL_WINDOW_MS);
        if (sent.count > MAX_MAILS_PER_WINDOW) {
          await mailCounter.decrement(`correo:${ctx.session.idusuario}`);
          res.setHeader("retry-after", String(Math.ceil(sent.ttlMs / 1000)));
          throw new HttpError(429, `Demasiados correos enviados. Intente de nuevo en ${Math.ceil(sent.ttlMs / 60_000)} minutos.`);
        }
        // sender, recipients, subject and body are the server's, from the shipment and its trip's traceability
        const mail = await buildTripMail(ctx.database, ctx.session.idempresa, idremesa);
        const [row] = await ctx.database.run<{ id: number }>(
          sql`INSERT INTO "correos" ("idempresa", "idusuario", "sender", "recipient", "subject", "html")
           VALUES (${ctx.session.idempresa}, ${ctx.session.idusuario}, ${mail.from}, ${mail.to.join(", ")}, ${mail.subject}, ${mail.html}) RETURNING "id"`,
        );
        const smtpUrl = process.env.SMTP_URL;
        if (!smtpUrl) return sendJson(res, 200, { id: row.id, enviado: false });
        try {
          await sendSmtp(smtpUrl, mail);
          await ctx.database.run(sql`UPDATE "correos" SET "sent_at" = now() WHERE "id" = ${row.id}`);
          sendJson(res, 200, { id: row.id, enviado: true });
        } catch (error) {
          logRequestError(res, "sendmail: el envío SMTP falló", error);
          await ctx.database.run(sql`UPDATE "correos" SET "error" = ${String((error as Error).message)} WHERE "id" = ${row.id}`);
          throw new HttpError(502, MESSAGES.mailFailed);
        }
      },
    },
  ];
}
