// The server's Prometheus metrics (prom-client), one registry per app: tests create many apps in one process,
// and two registries never share (or collide on) a metric. Labels carry only bounded, non-personal values: an
// operation's or route's name from a fixed set, a status class, an outcome; never a user, a company, a URL.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** What the gauges read when Prometheus scrapes: the expensive reads' turns, the open feed sockets, the webhooks' queue. */
export interface MetricsSources {
  reads?: () => { running: number; waiting: number };
  openSockets?: () => number;
  webhookQueue?: () => Promise<WebhookQueueState>;
}

/** The webhooks' deliveries still to be made, every company's: how many, and how long the oldest has waited. */
export interface WebhookQueueState {
  pending: number;
  /** seconds since the oldest pending delivery was queued; 0 when none is */
  oldestSeconds: number;
}

/** What became of one attempt to post a webhook delivery. */
export type WebhookAttemptOutcome = "entregado" | "reintento" | "fallido";

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type StatusClass = "2xx" | "3xx" | "4xx" | "5xx";

/** 200 → "2xx"; anything outside 100–599 counts as a server fault. */
export function statusClass(status: number): StatusClass {
  if (status >= 200 && status < 300) return "2xx";
  if (status >= 300 && status < 400) return "3xx";
  if (status >= 400 && status < 500) return "4xx";
  return "5xx";
}

export function createMetrics() {
  const registry = new Registry();
  const sources: MetricsSources = {};
  const registers = [registry];
  const metrics = {
    registry,
    graphqlOperations: new Histogram({
      name: "tdc_graphql_operation_duration_seconds",
      help: "Duración de las operaciones GraphQL (HTTP y WebSocket) por operación, tipo y resultado",
      labelNames: ["operation", "type", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    restRequests: new Histogram({
      name: "tdc_rest_request_duration_seconds",
      help: "Duración de las peticiones REST por ruta, método y clase de estado",
      labelNames: ["route", "method", "status"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    databaseFaults: new Counter({
      name: "tdc_database_faults_total",
      help: "Fallos de disponibilidad de la base de datos: timeout (statement_timeout) o unavailable (sin conexión)",
      labelNames: ["kind"] as const,
      registers,
    }),
    feedDeliveries: new Counter({
      name: "tdc_feed_deliveries_total",
      help: "Mensajes del feed en vivo entregados a una suscripción",
      registers,
    }),
    loginFailures: new Counter({
      name: "tdc_login_failures_total",
      help: "Inicios de sesión con credenciales incorrectas",
      registers,
    }),
    loginLockouts: new Counter({
      name: "tdc_login_lockouts_total",
      help: "Intentos de inicio de sesión o de cambio de clave rechazados por el límite (429)",
      registers,
    }),
    exportJobs: new Counter({
      name: "tdc_export_jobs_total",
      help: "Exportaciones a Excel terminadas, por resultado",
      labelNames: ["outcome"] as const,
      registers,
    }),
    webhookAttempts: new Counter({
      name: "tdc_webhook_attempts_total",
      help: "Intentos de entrega de webhooks por resultado: entregado, reintento (se intentará de nuevo más tarde) o fallido (se agotó la ventana)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    exportsRunning: new Gauge({
      name: "tdc_export_jobs_running",
      help: "Exportaciones a Excel en curso",
      registers,
    }),
    /** tells the gauges read at scrape time where to look (the app's database and sockets) */
    observe(more: MetricsSources) {
      Object.assign(sources, more);
    },
    /** process memory, CPU, event-loop lag…: prom-client's own set, started only when the endpoint is served */
    collectDefaults() {
      collectDefaultMetrics({ register: registry, prefix: "tdc_" });
    },
  };
  new Gauge({
    name: "tdc_database_expensive_reads",
    help: "Lecturas costosas (listas, exportaciones) en curso y en espera",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const load = sources.reads?.();
      if (!load) return;
      this.set({ state: "running" }, load.running);
      this.set({ state: "waiting" }, load.waiting);
    },
  });
  new Gauge({
    name: "tdc_feed_sockets_open",
    help: "Sockets del feed en vivo abiertos",
    registers,
    collect() {
      if (sources.openSockets) this.set(sources.openSockets());
    },
  });
  // the queue's two gauges share one read per scrape: the registry collects them in order, the first starts the
  // read and the second takes it (a gauge collected alone reads for itself)
  let queueRead: Promise<WebhookQueueState | null> | null = null;
  // an unavailable database makes the gauges NaN (unknown, not an empty queue); the rest of the scrape still answers
  const UNKNOWN: WebhookQueueState = { pending: Number.NaN, oldestSeconds: Number.NaN };
  const readQueue = () => sources.webhookQueue?.().catch(() => UNKNOWN) ?? Promise.resolve(null);
  new Gauge({
    name: "tdc_webhook_deliveries_pending",
    help: "Entregas de webhooks pendientes (por enviar o por reintentar), de todas las empresas",
    registers,
    async collect() {
      queueRead = readQueue();
      const queue = await queueRead;
      if (queue) this.set(queue.pending);
    },
  });
  new Gauge({
    name: "tdc_webhook_oldest_pending_seconds",
    help: "Segundos desde que se encoló la entrega de webhook pendiente más antigua (0 sin pendientes)",
    registers,
    async collect() {
      const read = queueRead ?? readQueue();
      queueRead = null;
      const queue = await read;
      if (queue) this.set(queue.oldestSeconds);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
