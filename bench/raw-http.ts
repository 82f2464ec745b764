// A raw HTTP exchange over a `net` socket: request lines fetch() refuses to send ("GET //[ HTTP/1.1"). Used by
// the abuse bench section and the security regression tests.
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as is and reads until the server closes the connection (send `Connection: close`). */
export function rawRequest(baseUrl: string, request: string, timeoutMs = 30_000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to ${JSON.stringify(request.split("\r\n")[0])}`));
    }, timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...headerLines] = head.split("\r\n");
      const match = /^HTTP\/1\.1 (\d{3})/.exec(statusLine);
      if (!match) return reject(new Error(`no HTTP answer to ${JSON.stringify(request.split("\r\n")[0])}: ${JSON.stringify(text)}`));
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(match[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(request);
  });
}

/** A GET of `target` exactly as written on the request line. */
export const rawGet = (baseUrl: string, target: string, extraHeaders = "") =>
  rawRequest(baseUrl, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`);

/** Request targets that each ended the server process before the process guards were added. */
export const CRASH_TARGETS = ["/%zz", "/%E0%A4%A", "/graphql%", "/api/login%", "//[", "http://[/"];
