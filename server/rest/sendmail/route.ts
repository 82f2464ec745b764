// POST /dev/sendmail (spec 2 §7): headers Authorization, idaplicacion 12, idempresa; body {sender,
// recipient: [..], subject, bHtml}. The mail is stored in the `correos` outbox and, when SMTP_URL is set,
// sent through SMTP (sent_at or error recorded). 200 {id, enviado}; 400 bad body; 401 bad session;
// 502 when the SMTP server refuses it.
import { logError } from "../../security/log";
import type { AppServices } from "../../context";
import { authenticateRequest } from "../authenticate";
import { HttpError, readJson, sendJson, type Route } from "../http";
import { sendSmtp, type MailMessage } from "./smtp";

export const SENDMAIL_PATH = "/dev/sendmail";
const MAX_RECIPIENTS = 50;
const MAX_HTML = 2_000_000;
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;



export function parseMail(body: unknown): MailMessage {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const bad = (message: string) => new HttpError(400, message);
  if (typeof b.sender !== "string" || !EMAIL.test(b.sender.trim())) throw bad("sender debe ser un correo valido");
  const list = Array.isArray(b.recipient) ? b.recipient : typeof b.recipient === "string" ? [b.recipient] : [];
  const to = [...new Set(list.map((r) => String(r).trim()).filter(Boolean))];
  if (!to.length) throw bad("recipient debe tener al menos un correo");
  if (to.length > MAX_RECIPIENTS) throw bad(`recipient admite maximo ${MAX_RECIPIENTS} correos`);
  const invalid = to.find((r) => !EMAIL.test(r));
  if (invalid) throw bad(`Correo no valido: ${invalid}`);
  if (typeof b.subject !== "string" || !b.subject.trim() || b.subject.length > 300) throw bad("subject es requerido (maximo 300 caracteres)");
  if (typeof b.bHtml !== "string" || !b.bHtml.trim()) throw bad("bHtml es requerido");
  if (b.bHtml.length > MAX_HTML) throw bad("bHtml es demasiado grande");
  return { from: b.sender.trim(), to, subject: b.subject.replace(/[\r\n]+/g, " ").trim(), html: b.bHtml };
}

export function sendmailRoutes(services: AppServices): Route[] {
  return [
    {
      method: "POST",
      path: SENDMAIL_PATH,
      handler: async (req, res) => {
        const ctx = await authenticateRequest(services, req);
        const mail = parseMail(await readJson(req, MAX_HTML + 100_000));
        const [row] = await ctx.database.query<{ id: number }>(
          `INSERT INTO "correos" ("idempresa", "idusuario", "sender", "recipient", "subject", "html")
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"`,
          [ctx.session.idempresa, ctx.session.idusuario, mail.from, mail.to.join(", "), mail.subject, mail.html],
        );
        const smtpUrl = process.env.SMTP_URL;
        if (!smtpUrl) return sendJson(res, 200, { id: row.id, enviado: false });
        try {
          await sendSmtp(smtpUrl, mail);
          await ctx.database.query(`UPDATE "correos" SET "sent_at" = now() WHERE "id" = $1`, [row.id]);
          sendJson(res, 200, { id: row.id, enviado: true });
        } catch (error) {
          logError("sendmail: el envio SMTP fallo", error);
          await ctx.database.query(`UPDATE "correos" SET "error" = $2 WHERE "id" = $1`, [row.id, String((error as Error).message)]);
          throw new HttpError(502, "No se pudo enviar el correo");
        }
      },
    },
  ];
}
