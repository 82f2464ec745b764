// A minimal SMTP client over node:net (nodemailer is not installed): smtp://[user:pass@]host[:port],
// plain TCP, EHLO, optional AUTH PLAIN, one HTML message (UTF-8, base64) to many recipients.
import { connect, type Socket } from "node:net";
import { MESSAGES } from "@shared/i18n/messages";

export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  html: string;
}

const TIMEOUT_MS = 15_000;

function reader(socket: Socket) {
  let buffer = "";
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  socket.on("data", (chunk) => {
    buffer += chunk.toString("utf8");
    let at: number;
    while ((at = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const line = () =>
    new Promise<string>((resolve, reject) => {
      const ready = lines.shift();
      if (ready !== undefined) return resolve(ready);
      const timer = setTimeout(() => reject(new Error(MESSAGES.smtpTimeout)), TIMEOUT_MS);
      waiting.push((l) => {
        clearTimeout(timer);
        resolve(l);
      });
    });
  /** one reply (multi-line replies end with 'NNN '); rejects unless its code is expected */
  return async (expected: number[]): Promise<string> => {
    let text = await line();
    while (/^\d{3}-/.test(text)) text = await line();
    const code = Number(text.slice(0, 3));
    if (!expected.includes(code)) throw new Error(`SMTP: respuesta inesperada '${text}'`);
    return text;
  };
}

const encodeHeader = (value: string) => `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
const wrap = (base64: string) => base64.replace(/.{1,76}/g, "$&\r\n");
const address = (value: string) => value.replace(/[\r\n<>]/g, "");

export function mimeMessage(message: MailMessage, date = new Date()): string {
  return [
    `From: ${address(message.from)}`,
    `To: ${message.to.map(address).join(", ")}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    wrap(Buffer.from(message.html, "utf8").toString("base64")),
  ].join("\r\n");
}

export async function sendSmtp(smtpUrl: string, message: MailMessage): Promise<void> {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:") throw new Error("SMTP_URL debe ser smtp://");
  const socket = connect({ host: url.hostname, port: Number(url.port || 25) });
  socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(MESSAGES.smtpTimeout)));
  const failed = new Promise<never>((_, reject) => socket.once("error", reject));
  const reply = reader(socket);
  const send = (line: string, expected: number[]) => {
    socket.write(`${line}\r\n`);
    return reply(expected);
  };
  const talk = async () => {
    await reply([220]);
    await send(`EHLO torre-de-control`, [250]);
    if (url.username) {
      const token = Buffer.from(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`).toString("base64");
      await send(`AUTH PLAIN ${token}`, [235]);
    }
    await send(`MAIL FROM:<${address(message.from)}>`, [250]);
    for (const to of message.to) await send(`RCPT TO:<${address(to)}>`, [250, 251]);
    await send("DATA", [354]);
    // dot-stuffing: a line starting with '.' gets another
    const data = mimeMessage(message).replace(/\r\n\./g, "\r\n..");
    await send(`${data}\r\n.`, [250]);
    await send("QUIT", [221]);
  };
  try {
    await Promise.race([talk(), failed]);
  } finally {
    socket.end();
  }
}
