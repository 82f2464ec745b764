import { describe, expect, it } from "vitest";
import { createReadLimiter, READ_LIMIT_TEXT, readLimitsFor } from "@server/db/read-limiter";

/** A read that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => done };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the expensive-read limiter", () => {
  it("runs at most perUser reads of one user, queues the next ones and refuses past the queue", async () => {
    const limiter = createReadLimiter({ perUser: 2, queuePerUser: 2, total: 10, waitMs: 60_000 });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) => limiter.run(7, async () => {
      started.push(i);
      await g.work();
      return i;
    }));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.load()).toEqual({ running: 2, waiting: 2 });
    // a fifth read of the same user: the queue is full
    await expect(limiter.run(7, async () => "x")).rejects.toMatchObject({ message: READ_LIMIT_TEXT, extensions: { code: "TOO_MANY_REQUESTS" } });
    gates[0]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("lets another user run at once while one user's reads wait", async () => {
    const limiter = createReadLimiter({ perUser: 1, queuePerUser: 5, total: 3, waitMs: 60_000 });
    const busy = gate();
    const first = limiter.run(1, busy.work);
    const queued = limiter.run(1, async () => "later");
    let other = "";
    await limiter.run(2, async () => void (other = "now"));
    expect(other).toBe("now");
    busy.open();
    await first;
    expect(await queued).toBe("later");
  });

  it("never runs more than total reads, and starts a waiting user's read when one ends", async () => {
    const limiter = createReadLimiter({ perUser: 5, queuePerUser: 5, total: 2, waitMs: 60_000 });
    const gates = Array.from({ length: 3 }, gate);
    let peak = 0;
    let now = 0;
    const runs = gates.map((g, i) => limiter.run(i, async () => {
      peak = Math.max(peak, ++now);
      await g.work();
      now--;
    }));
    await tick();
    expect(limiter.load()).toEqual({ running: 2, waiting: 1 });
    gates[0]!.open();
    gates[1]!.open();
    await tick();
    gates[2]!.open();
    await Promise.all(runs);
    expect(peak).toBe(2);
  });

  it("refuses a read that waited its whole time, and gives its place back", async () => {
    const limiter = createReadLimiter({ perUser: 1, queuePerUser: 5, total: 5, waitMs: 20 });
    const busy = gate();
    const first = limiter.run(1, busy.work);
    await expect(limiter.run(1, async () => "never")).rejects.toMatchObject({ message: READ_LIMIT_TEXT });
    expect(limiter.load()).toEqual({ running: 1, waiting: 0 });
    busy.open();
    await first;
  });

  it("gives its place back when the read fails", async () => {
    const limiter = createReadLimiter({ perUser: 1, queuePerUser: 1, total: 1, waitMs: 60_000 });
    await expect(limiter.run(1, async () => { throw new Error("x"); })).rejects.toThrow("x");
    expect(await limiter.run(1, async () => "ok")).toBe("ok");
  });

  it.each([
    ["postgres", 10, { perUser: 3, total: 8 }],
    ["postgres", 2, { perUser: 1, total: 1 }],
    ["pglite", 1, { perUser: 1, total: 1 }],
  ] as const)("on %s with %i connections: %j", (kind, connections, expected) => {
    expect(readLimitsFor(kind, connections)).toMatchObject(expected);
  });
});

describe("turns between users", () => {
  it("gives the next turn to the user served longest ago, not to the one with the longest queue", async () => {
    const limiter = createReadLimiter({ perUser: 1, queuePerUser: 8, total: 1, waitMs: 60_000 });
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const read = (user: number, name: string) => {
      const g = gate();
      gates.set(name, g);
      return limiter.run(user, async () => {
        order.push(name);
        await g.work();
      });
    };
    const runs = [read(1, "a1"), read(1, "a2"), read(1, "a3"), read(2, "b1"), read(1, "a4")];
    await tick();
    expect(order).toEqual(["a1"]);
    for (const name of ["a1", "b1", "a2", "a3", "a4"]) {
      gates.get(name)!.open();
      await tick();
    }
    await Promise.all(runs);
    // user 2's one read comes right after user 1's running one, ahead of user 1's queue
    expect(order).toEqual(["a1", "b1", "a2", "a3", "a4"]);
  });
});
