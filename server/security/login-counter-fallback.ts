// The login counters in Redis, and this process's own while Redis does not answer: a Redis outage neither stops
// logins nor lifts their limit (each replica then counts for itself until Redis is back). A call Redis refuses
// or leaves unanswered past its budget is answered by the fallback; the outage is logged once when it starts
// and once when Redis answers again, never once per request.
import type { CounterStore } from "./login-limiter";
import { logError } from "./log";

export function withFallback(primary: CounterStore, fallback: CounterStore, log: (...values: unknown[]) => void = logError): CounterStore {
  let away = false;
  const either = <K extends "get" | "increment" | "decrement" | "reset">(op: K) =>
    (async (...args: Parameters<CounterStore[K]>) => {
      const call = <S extends CounterStore>(store: S) => (store[op] as (...a: Parameters<CounterStore[K]>) => ReturnType<CounterStore[K]>)(...args);
      try {
        const result = await call(primary);
        if (away) {
          away = false;
          log("Límite de inicios de sesión (Redis): Redis responde de nuevo; los intentos se cuentan allí otra vez");
        }
        return result;
      } catch (error) {
        if (!away) {
          away = true;
          log("Límite de inicios de sesión (Redis): sin respuesta, los intentos se cuentan en este proceso mientras tanto", error);
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
