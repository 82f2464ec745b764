// The traceability e-mail through SMTP_URL (smtp://[user:pass@]host[:port], smtps:// for TLS from the start), sent
// by nodemailer: one HTML message (UTF-8, base64) to every recipient. A server that does not answer within 15 s is
// given up with a Spanish message, which the outbox row keeps as the send's error.
import { createTransport } from "nodemailer";
import { MESSAGES } from "@shared/i18n/messages";

export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  html: string;
}

const TIMEOUT_MS = 15_000;


export async function sendSmtp(smtpUrl: string, message: MailMessage, timeoutMs = TIMEOUT_MS): Promise<void> {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error("SMTP_URL debe ser smtp:// o smtps://");
  const transport = createTransport({
    url: smtpUrl,
    name: "torre-de-control",
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({ from: message.from, to: message.to, subject: message.subject, html: message.html, textEncoding: "base64" });
  } catch (error) {
    // nodemailer's code for a server that did not answer in time (connecting, greeting or mid-conversation)
    if ((error as { code?: string }).code === "ETIMEDOUT") throw new Error(MESSAGES.smtpTimeout, { cause: error });
    throw error;
  } finally {
    transport.close();
  }
}
