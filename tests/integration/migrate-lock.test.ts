// Replicas that start together on one PostgreSQL database migrate one at a time: the others wait for the first,
// then find nothing to do. Needs TEST_DATABASE_URL (the embedded database is one process's own).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@server/db/client";

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)("migrations on a fresh PostgreSQL database (needs TEST_DATABASE_URL)", () => {
  it("run once when four replicas migrate at the same time, and every replica's migrate succeeds", async () => {
    const name = `tdc_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const replicas = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: url.toString() })));
    try {
      const results = await Promise.allSettled(replicas.map((r) => r.migrate()));
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
      const [{ n }] = await replicas[0]!.query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const journal = (await import("@server/db/migrations/meta/_journal.json", { with: { type: "json" } })).default as { entries: unknown[] };
      expect(n).toBe(journal.entries.length);
    } finally {
      await Promise.all(replicas.map((r) => r.close().catch(() => undefined)));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
