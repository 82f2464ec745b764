// The webhook worker: claims due deliveries from the database queue and posts them, one POST at most
// `timeoutMs` long. Several server processes on one database share the queue without posting a delivery
// twice: a claim locks the rows (FOR UPDATE SKIP LOCKED) and leases them for `leaseMs`; a process that dies
// mid-post leaves its lease to expire and another takes the delivery over. A delivery waits while an earlier
// delivery of the same record (a trip, a master record) to the same webhook is still pending, so a receiver sees
// a record's events in order.
// A failed post is tried again with a doubling wait (shared/domain/webhook-backoff.ts) until its window passes,
// then marked fallido.
import { sql } from "drizzle-orm";
import { logError } from "../security/log";
import { rows } from "../graphql/modules/reportes/sql";
import type { Database } from "../db/client";
import { afterFailure, DEFAULT_BACKOFF, type BackoffPolicy } from "@shared/domain/webhook-backoff";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signBody } from "@shared/domain/webhook-signature";
import type { WebhookAttemptOutcome } from "../metrics/metrics";
import { addressRefusal } from "./url-check";

export interface WorkerOptions {
  /** how often the queue is read when idle */
  pollMs: number;
  /** the longest one POST may take */
  timeoutMs: number;
  /** how long a claim keeps other processes off a delivery (longer than timeoutMs) */
  leaseMs: number;
  /** deliveries claimed per round */
  batch: number;
  backoff: BackoffPolicy;
  /** post to private and local addresses (tests, a closed network) */
  allowPrivate: boolean;
  /** the clock (tests move it) */
  now: () => Date;
  /** told what became of each attempt that was settled (GET /metrics counts them) */
  onSettled?: (outcome: WebhookAttemptOutcome) => void;
}

export const DEFAULT_WORKER: WorkerOptions = {
  pollMs: 1_000, timeoutMs: 10_000, leaseMs: 60_000, batch: 20, backoff: DEFAULT_BACKOFF, allowPrivate: false, now: () => new Date(),
};

/** The worker's settings from WEBHOOK_* variables (WEBHOOK_ALLOW_PRIVATE=1 allows private addresses). */
export function workerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<WorkerOptions> {
  const ms = (v: string | undefined) => (v && Number(v) > 0 ? Number(v) : undefined);
  const options: Partial<WorkerOptions> = { allowPrivate: allowPrivateFromEnv(env) };
  const timeoutMs = ms(env.WEBHOOK_TIMEOUT_MS);
  if (timeoutMs) options.timeoutMs = timeoutMs;
  const pollMs = ms(env.WEBHOOK_POLL_MS);
  if (pollMs) options.pollMs = pollMs;
  return options;
}

export const allowPrivateFromEnv = (env: NodeJS.ProcessEnv = process.env) => env.WEBHOOK_ALLOW_PRIVATE === "1";

interface Claimed {
  id: number;
  entrega: string;
  evento: string;
  cuerpo: string;
  intentos: number;
  fechacreacion: string | Date;
  url: string;
  secreto: string;
}

export interface WebhookWorker {
  /** one round now (tests; the loop calls it too); resolves when its posts are settled */
  tick(): Promise<number>;
  /** asks for a round as soon as possible (a write just queued something) */
  nudge(): void;
  stop(): Promise<void>;
}

export function startWebhookWorker(database: Database, given: Partial<WorkerOptions> = {}): WebhookWorker {
  const options = { ...DEFAULT_WORKER, ...given };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let failing = false;
  const inFlight = new Set<AbortController>();

  async function claim(): Promise<Claimed[]> {
    const now = options.now();
    const lease = new Date(now.getTime() + options.leaseMs);
    // one statement: the due, unleased deliveries with no earlier pending one of their trip for their webhook,
    // locked (rows another process is claiming are skipped) and leased
    // (through drizzle's pool, not `query`: the queue's own traffic stays out of the requests' statements)
    const at = sql`${now.toISOString()}::timestamptz`;
    return rows<Claimed>(database.db, sql`UPDATE webhookentregas d SET bloqueadohasta = ${lease.toISOString()}::timestamptz
       FROM webhooks w
       WHERE w.id = d.idwebhook AND d.id IN (
         SELECT c.id FROM webhookentregas c
         WHERE c.estado = 'pendiente' AND c.proximointento <= ${at} AND (c.bloqueadohasta IS NULL OR c.bloqueadohasta <= ${at})
           AND NOT EXISTS (SELECT 1 FROM webhookentregas e WHERE e.estado = 'pendiente' AND e.idwebhook = c.idwebhook
             AND e.clave = c.clave AND e.id < c.id)
         ORDER BY c.id LIMIT ${options.batch} FOR UPDATE OF c SKIP LOCKED)
       RETURNING d.id, d.entrega, d.evento, d.cuerpo, d.intentos, d.fechacreacion, w.url, w.secreto`);
  }

  async function post(d: Claimed): Promise<{ ok: boolean; status: number | null; error: string | null }> {
    const refusal = await addressRefusal(d.url, options.allowPrivate);
    if (refusal) return { ok: false, status: null, error: refusal };
    const abort = new AbortController();
    inFlight.add(abort);
    const timer = setTimeout(() => abort.abort(new Error(`sin respuesta en ${options.timeoutMs} ms`)), options.timeoutMs);
    try {
      const res = await fetch(d.url, {
        method: "POST",
        // a redirect is not followed: it could lead the server anywhere
        redirect: "manual",
        signal: abort.signal,
        headers: {
          "content-type": "application/json",
          "user-agent": "TorreDeControl-Webhooks/1",
          [SIGNATURE_HEADER]: signBody(d.secreto, d.cuerpo),
          [EVENT_HEADER]: d.evento,
          [DELIVERY_HEADER]: d.entrega,
        },
        body: d.cuerpo,
      });
      // the answer's body is not needed; reading it frees the connection
      await res.arrayBuffer().catch(() => undefined);
      return res.status >= 200 && res.status < 300
        ? { ok: true, status: res.status, error: null }
        : { ok: false, status: res.status, error: `El receptor respondió ${res.status}` };
    } catch (error) {
      const reason = abort.signal.aborted ? String((abort.signal.reason as Error)?.message ?? "cancelado") : (error as Error).cause ? String(((error as Error).cause as Error).message) : (error as Error).message;
      return { ok: false, status: null, error: `No se pudo entregar: ${reason}`.slice(0, 500) };
    } finally {
      clearTimeout(timer);
      inFlight.delete(abort);
    }
  }

  async function settle(d: Claimed, result: Awaited<ReturnType<typeof post>>): Promise<void> {
    const now = options.now();
    const attempts = d.intentos + 1;
    if (result.ok) {
      await database.db.execute(sql`UPDATE webhookentregas SET estado = 'entregado', intentos = ${attempts}, ultimostatus = ${result.status},
        ultimoerror = NULL, fechaentrega = ${now.toISOString()}::timestamptz, bloqueadohasta = NULL WHERE id = ${d.id}`);
      options.onSettled?.("entregado");
      return;
    }
    const decision = afterFailure(attempts, new Date(d.fechacreacion), now, options.backoff);
    const next = decision.kind === "retry" ? decision.at.toISOString() : null;
    await database.db.execute(sql`UPDATE webhookentregas SET estado = ${decision.kind === "failed" ? "fallido" : "pendiente"}, intentos = ${attempts},
      ultimostatus = ${result.status}, ultimoerror = ${result.error}, proximointento = COALESCE(${next}::timestamptz, proximointento),
      bloqueadohasta = NULL WHERE id = ${d.id}`);
    options.onSettled?.(decision.kind === "failed" ? "fallido" : "reintento");
  }

  async function round(): Promise<number> {
    const claimed = await claim();
    await Promise.all(
      claimed.map(async (d) => {
        const result = await post(d);
        // stopped mid-post: the delivery is left to the next process, this attempt not counted
        if (stopped && !result.ok) {
          await database.db.execute(sql`UPDATE webhookentregas SET bloqueadohasta = NULL WHERE id = ${d.id}`).catch(() => undefined);
          return;
        }
        await settle(d, result);
      }),
    );
    return claimed.length;
  }

  const tick = (): Promise<number> => {
    if (running) return running;
    running = round()
      .then((n) => {
        failing = false;
        return n;
      })
      .catch((error: unknown) => {
        // an unavailable database is logged once, not on every poll until it is back
        if (!stopped && !failing) logError("webhooks: no se pudo procesar la cola", error);
        failing = true;
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void tick().then((n) => schedule(n >= options.batch ? 0 : options.pollMs));
    }, ms);
    timer.unref();
  };
  schedule(0);

  return {
    tick,
    nudge: () => {
      if (!running) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const abort of inFlight) abort.abort(new Error("servidor detenido"));
      await running;
    },
  };
}
