// Which store a server process counts its attempts in (server/security/shared-counters.ts): Redis with a URL; else,
// on a PostgreSQL server, the database's table, and the process's own counters while the database fails (the
// outage logged when it starts and when it ends, under the counters' name); on the embedded database the process.
import { describe, expect, it } from "vitest";
import type { SQL } from "drizzle-orm";
import { sharedCounterStore } from "@server/security/shared-counters";

/** a database as the store sees it: its engine and `run`, answering `rows` or failing while `down` */
function fakeDatabase(kind: "pglite" | "postgres", rows: Record<string, unknown>[] = []) {
  const fake = {
    kind,
    down: false,
    statements: 0,
    run: async <T>(_statement: SQL): Promise<T[]> => {
      fake.statements++;
      if (fake.down) throw new Error("Connection terminated unexpectedly");
      return rows as T[];
    },
  };
  return fake;
}

describe("the shared counters' store", () => {
  it("on the embedded database, counts in the process and never asks the database", async () => {
    const database = fakeDatabase("pglite");
    const store = sharedCounterStore(database, { redisTimeoutMs: 100 });
    expect((await store.increment("k", 60_000)).count).toBe(1);
    expect((await store.increment("k", 60_000)).count).toBe(2);
    expect(database.statements).toBe(0);
    await store.close();
  });

  it("on a PostgreSQL server, answers from the database's table", async () => {
    const database = fakeDatabase("postgres", [{ cuenta: 7, ttl: 1_234 }]);
    const store = sharedCounterStore(database, { redisTimeoutMs: 100 });
    expect(await store.increment("k", 60_000)).toEqual({ count: 7, ttlMs: 1_234 });
    expect(await store.get("k")).toEqual({ count: 7, ttlMs: 1_234 });
    expect(database.statements).toBe(2);
    await store.close();
  });

  it("while the database fails, counts in the process and logs the outage once when it starts and once when it ends", async () => {
    const database = fakeDatabase("postgres", [{ cuenta: 3, ttl: 500 }]);
    const lines: string[] = [];
    const store = sharedCounterStore(database, { redisTimeoutMs: 100, counters: "Límite de las claves API", log: (...values) => void lines.push(values.map(String).join(" ")) });
    database.down = true;
    expect((await store.increment("k", 60_000)).count).toBe(1);
    expect((await store.increment("k", 60_000)).count).toBe(2);
    await store.decrement("k");
    expect((await store.get("k")).count).toBe(1);
    expect(lines).toEqual(["Límite de las claves API (PostgreSQL): sin respuesta, los intentos se cuentan en este proceso mientras tanto Error: Connection terminated unexpectedly"]);
    database.down = false;
    expect((await store.increment("k", 60_000)).count).toBe(3);
    expect(lines[1]).toBe("Límite de las claves API (PostgreSQL): PostgreSQL responde de nuevo; los intentos se cuentan allí otra vez");
    expect(lines).toHaveLength(2);
    await store.close();
  });

  it("with a Redis URL, counts in Redis (here one that refuses, so in the process) and not in the database", async () => {
    const database = fakeDatabase("postgres", [{ cuenta: 7, ttl: 1_234 }]);
    const lines: string[] = [];
    const store = sharedCounterStore(database, { redisUrl: "redis://127.0.0.1:1", redisTimeoutMs: 50, log: (...values) => void lines.push(values.map(String).join(" ")) });
    expect((await store.increment("k", 60_000)).count).toBe(1);
    expect(database.statements).toBe(0);
    expect(lines[0]).toMatch(/^Límite de inicios de sesión \(Redis\): sin respuesta/);
    await store.close();
  });
});
