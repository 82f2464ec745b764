// The login counters' fallback: while Redis fails, the process's counters answer; the outage is logged when it
// starts and when Redis answers again, not once per call; the next outage is logged again.
import { describe, expect, it } from "vitest";
import { withFallback } from "@server/security/login-counter-fallback";
import { memoryStore, type CounterStore } from "@server/security/login-limiter";

/** Redis as the limiter sees it, answering or failing on demand. */
function switchable(): CounterStore & { down: boolean } {
  const store = memoryStore();
  const maybe = <T>(call: () => Promise<T>) => (sw.down ? Promise.reject(new Error("Command timed out")) : call());
  const sw = {
    down: false,
    get: (key: string) => maybe(() => store.get(key)),
    increment: (key: string, windowMs: number) => maybe(() => store.increment(key, windowMs)),
    decrement: (key: string) => maybe(() => store.decrement(key)),
    reset: (key: string) => maybe(() => store.reset(key)),
    close: () => store.close(),
  };
  return sw;
}

describe("the login counters' fallback", () => {
  it("counts in the process while Redis fails, goes back to Redis when it answers, and logs each change once", async () => {
    const redis = switchable();
    const lines: string[] = [];
    const store = withFallback(redis, memoryStore(), (...values) => void lines.push(values.map(String).join(" ")));

    expect((await store.increment("k", 60_000)).count).toBe(1);
    redis.down = true;
    // the process's own counter: Redis's count (1) is not seen meanwhile
    expect((await store.increment("k", 60_000)).count).toBe(1);
    expect((await store.increment("k", 60_000)).count).toBe(2);
    await store.decrement("k");
    expect(lines).toEqual(["Límite de inicios de sesión (Redis): sin respuesta, los intentos se cuentan en este proceso mientras tanto Error: Command timed out"]);

    redis.down = false;
    expect((await store.increment("k", 60_000)).count).toBe(2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("Límite de inicios de sesión (Redis): Redis responde de nuevo; los intentos se cuentan allí otra vez");

    redis.down = true;
    await store.get("k");
    await store.get("k");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^Límite de inicios de sesión \(Redis\): sin respuesta/);
  });
});
