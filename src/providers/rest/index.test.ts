// @vitest-environment node
// The REST data provider against a real HTTP server: simple-rest's list convention (_start/_end, X-Total-Count),
// the contract's headers on every request, and the API's JSON errors as Refine's HttpError with field errors.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestDataProvider, restApiUrl, restHttpError } from "./index";

let server: Server;
let base = "";
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    if (req.url?.startsWith("/api/v1/webhooks?")) {
      res.writeHead(200, { "content-type": "application/json", "x-total-count": "42" }).end(JSON.stringify([{ id: 1, url: "https://a.example" }]));
    } else if (req.method === "POST" && req.url === "/api/v1/webhooks") {
      res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ message: "Datos inválidos", fields: { url: "La URL debe empezar por http:// o https://" } }));
    } else {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "No encontrado" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the REST data provider", () => {
  it("lives under /api/v1 of the same origin or of the configured API", () => {
    expect(restApiUrl(undefined)).toBe("/api/v1");
    expect(restApiUrl(" https://api.example.com/ ")).toBe("https://api.example.com/api/v1");
  });

  it("lists with simple-rest's range and reads the total from X-Total-Count, sending the contract's app id", async () => {
    const provider = createRestDataProvider(restApiUrl(base), () => ({ idcompany: "8" }));
    expect(provider.getApiUrl()).toBe(`${base}/api/v1`);
    const list = await provider.getList({ resource: "webhooks", pagination: { currentPage: 2, pageSize: 10 } });
    expect(list).toEqual({ data: [{ id: 1, url: "https://a.example" }], total: 42 });
    const request = seen.at(-1)!;
    expect(request.url).toContain("_start=10");
    expect(request.url).toContain("_end=20");
    expect(request.headers.idapp).toBe("12");
    expect(request.headers.idempresa).toBe("8");
  });

  it("turns the API's { message, fields } into Refine's HttpError with the form's field errors", async () => {
    const provider = createRestDataProvider(restApiUrl(base), () => ({ idcompany: "8" }));
    const error = await provider.create({ resource: "webhooks", variables: { url: "ftp://x" } }).catch((e: unknown) => e);
    expect(error).toEqual({ message: "Datos inválidos", statusCode: 400, errors: { url: "La URL debe empezar por http:// o https://" } });
    const missing = await provider.getOne({ resource: "webhooks", id: 9 }).catch((e: unknown) => e);
    expect(missing).toEqual({ message: "No encontrado", statusCode: 404 });
  });

  it("keeps axios's own message when no answer came", () => {
    expect(restHttpError({ message: "Network Error" })).toEqual({ message: "Network Error", statusCode: 0 });
  });
});
