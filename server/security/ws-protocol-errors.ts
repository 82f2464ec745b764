// A WebSocket peer that breaks the protocol (a frame announcing more than the 1 MB limit, an unmasked frame, a bad
// opcode) is refused by ws itself: it closes the socket with the protocol's close code and then emits 'error'.
// graphql-ws answered that event with a 17-line log entry and its stack per socket, so one client opening
// sockets could fill the log (300 sockets: 5,100 lines). What is written instead is one line without a stack, and
// per client address at most one line a minute: the address's first error at once, then every minute in which it
// made more, one line counting them; a quiet minute ends the address's window.
import type { IncomingMessage } from "node:http";
import type { WebSocket, WebSocketServer } from "ws";
import { clientAddress } from "./client-address";
import { describeError, logError } from "./log";

export const PROTOCOL_ERROR_INTERVAL_MS = 60_000;
/** addresses followed at once; errors of further addresses are counted together (a flood of addresses is bounded) */
export const MAX_PROTOCOL_ERROR_ADDRESSES = 10_000;
const OTHER_ADDRESSES = "otras direcciones";

export interface ProtocolErrorLogOptions {
  intervalMs?: number;
  maxAddresses?: number;
  log?: (line: string) => void;
}

export interface ProtocolErrorLog {
  /** one protocol error of a socket of `address` */
  note(address: string, error: unknown): void;
}

export function protocolErrorLog(options: ProtocolErrorLogOptions = {}): ProtocolErrorLog {
  const intervalMs = options.intervalMs ?? PROTOCOL_ERROR_INTERVAL_MS;
  const maxAddresses = options.maxAddresses ?? MAX_PROTOCOL_ERROR_ADDRESSES;
  const log = options.log ?? ((line: string) => logError(line));
  const windows = new Map<string, { unwritten: number; last: string }>();
  const endOfWindow = (address: string) => {
    const window = windows.get(address);
    if (!window) return;
    if (window.unwritten === 0) {
      windows.delete(address);
      return;
    }
    const count = window.unwritten;
    log(`WebSocket: ${count} ${count === 1 ? "error de protocolo más" : "errores de protocolo más"} desde ${address} en el último minuto (el último: ${window.last}); conexiones cerradas`);
    window.unwritten = 0;
    setTimeout(endOfWindow, intervalMs, address).unref();
  };
  return {
    note(peer, error) {
      const described = describeError(error);
      const address = windows.has(peer) || windows.size < maxAddresses ? peer : OTHER_ADDRESSES;
      const window = windows.get(address);
      if (window) {
        window.unwritten++;
        window.last = described;
        return;
      }
      windows.set(address, { unwritten: 0, last: described });
      log(`WebSocket: error de protocolo desde ${address}, conexión cerrada: ${described}`);
      setTimeout(endOfWindow, intervalMs, address).unref();
    },
  };
}

/**
 * Writes the sockets' protocol errors through `errors` instead of the handlers attached before it. Call it right
 * after graphql-ws is attached to `wss`: each new socket then holds only graphql-ws's 'error' handler, which is
 * replaced (ws has already closed the socket; the handler's own close did nothing more).
 */
export function logProtocolErrorsQuietly(wss: WebSocketServer, errors: ProtocolErrorLog = protocolErrorLog()): void {
  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    socket.removeAllListeners("error");
    socket.on("error", (error) => errors.note(clientAddress(request), error));
  });
}
