// The shared counters (in Redis, or in PostgreSQL's table without Redis), and this process's own while the shared
// store does not answer: an outage neither stops logins nor lifts their limit (each process then counts for itself
// until the store is back). A call the store refuses or leaves unanswered past its budget is answered by the
// fallback; the outage is logged once when it starts and once when the store answers again, never once per request.
import type { CounterStore } from "./login-limiter";
import { logError } from "./log";

/** How the log names the counters and their shared store. */
export interface FallbackNames {
  /** the counters' name (default the login limit's) */
  counters?: string;
  /** the shared store's name (default Redis) */
  store?: string;
}

export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  log: (...values: unknown[]) => void = logError,
  names: FallbackNames = {},
): CounterStore {
  const counters = names.counters ?? "Límite de inicios de sesión";
  const store = names.store ?? "Redis";
  let away = false;
  const either = <K extends "get" | "increment" | "decrement" | "reset">(op: K) =>
    (async (...args: Parameters<CounterStore[K]>) => {
      const call = <S extends CounterStore>(target: S) => (target[op] as (...a: Parameters<CounterStore[K]>) => ReturnType<CounterStore[K]>)(...args);
      try {
        const result = await call(primary);
        if (away) {
          away = false;
          log(`${counters} (${store}): ${store} responde de nuevo; los intentos se cuentan allí otra vez`);
        }
        return result;
      } catch (error) {
        if (!away) {
          away = true;
          log(`${counters} (${store}): sin respuesta, los intentos se cuentan en este proceso mientras tanto`, error);
        }
        return call(fallback);
      }
    }) as CounterStore[K];
  return {
    get: either("get"), increment: either("increment"), decrement: either("decrement"), reset: either("reset"),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
