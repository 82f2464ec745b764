// The SMTP send gives up on a server that accepts the connection and then says nothing, with the Spanish message
// the outbox row keeps as the send's error.
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@shared/i18n/messages";
import { sendSmtp } from "../../../server/rest/sendmail/smtp";

let silent: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("SMTP send", () => {
  it("gives up on a server that never greets, with the Spanish timeout message", async () => {
    const url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const message = { from: "notificaciones@torredecontrol.co", to: ["trafico@cliente.co"], subject: "Trazabilidad", html: "<p>hola</p>" };
    await expect(sendSmtp(url, message, 300)).rejects.toThrow(MESSAGES.smtpTimeout);
  });

  it("refuses an address that is not smtp:// or smtps://", async () => {
    await expect(sendSmtp("http://127.0.0.1:25", { from: "a@b.co", to: ["c@d.co"], subject: "x", html: "x" })).rejects.toThrow(/SMTP_URL/);
  });
});
