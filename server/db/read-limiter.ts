// Expensive reads (a list's page and count, an export's selection) share the database fairly. One user runs at
// most `perUser` of them at a time, and the next `queuePerUser` wait their turn; one more is refused at once (429
// 'Demasiadas consultas en curso…'), and so is one that waited `waitMs`. The whole process runs at most `total`
// at a time, fewer than the connections that run them, so logins, sessions and single-record reads always find
// one free, and the waiting reads take turns user by user. Without this, one user's 24 slow searches held every
// connection and the other users got 503.
import { GraphQLError } from "graphql";

export const READ_LIMIT_TEXT = "Demasiadas consultas en curso; espere a que terminen e intente de nuevo";

export interface ReadLimits {
  perUser: number;
  queuePerUser: number;
  total: number;
  waitMs: number;
}

/**
 * PostgreSQL: two of the raw-SQL connections stay free for everything else. PGlite runs one statement at a time,
 * in the order they come: one expensive read at a time keeps every other statement (a login, a session, a trip's
 * detail) from waiting behind more than one of them, and costs nothing, as PGlite would run them one by one anyway.
 */
export function readLimitsFor(kind: "pglite" | "postgres", connections: number): ReadLimits {
  const total = kind === "postgres" ? Math.max(1, connections - 2) : 1;
  return { perUser: Math.min(3, total), queuePerUser: 8, total, waitMs: 10_000 };
}

export interface ReadLimiter {
  /** runs `work` as one expensive read of `user` once the limits allow it */
  run<T>(user: number | string, work: () => Promise<T>): Promise<T>;
  /** expensive reads running and waiting now, for tests and figures */
  load(): { running: number; waiting: number };
  readonly limits: ReadLimits;
}

interface Waiter {
  user: number | string;
  start(): void;
}

export const tooManyReads = () =>
  new GraphQLError(READ_LIMIT_TEXT, { extensions: { code: "TOO_MANY_REQUESTS", http: { status: 429 } } });

export function createReadLimiter(limits: ReadLimits): ReadLimiter {
  const runningOf = new Map<number | string, number>();
  const waitingOf = new Map<number | string, number>();
  const queue: Waiter[] = [];
  // when each user's last read started: the waiter of the user served longest ago goes first
  const lastStart = new Map<number | string, number>();
  let starts = 0;
  let running = 0;

  const bump = (map: Map<number | string, number>, user: number | string, by: number) => {
    const n = (map.get(user) ?? 0) + by;
    if (n > 0) map.set(user, n);
    else map.delete(user);
  };
  const mayStart = (user: number | string) => running < limits.total && (runningOf.get(user) ?? 0) < limits.perUser;
  const begin = (user: number | string) => {
    running++;
    bump(runningOf, user, 1);
    lastStart.set(user, ++starts);
  };
  // Turns go round the users: of the waiters whose user is under its own limit, the one whose user was served
  // longest ago (in arrival order among equals). A user with eight reads queued does not hold back another's one.
  const next = () => {
    while (running < limits.total) {
      let chosen = -1;
      for (let i = 0; i < queue.length; i++) {
        const user = queue[i]!.user;
        if (!mayStart(user)) continue;
        if (chosen < 0 || (lastStart.get(user) ?? 0) < (lastStart.get(queue[chosen]!.user) ?? 0)) chosen = i;
      }
      if (chosen < 0) return;
      queue.splice(chosen, 1)[0]!.start();
    }
  };

  return {
    async run(user, work) {
      // a read's place is taken the moment it may start (a waiter's by `next`), so no two take the last one
      if (mayStart(user)) begin(user);
      else {
        if ((waitingOf.get(user) ?? 0) >= limits.queuePerUser) throw tooManyReads();
        bump(waitingOf, user, 1);
        try {
          await new Promise<void>((resolve, reject) => {
            const waiter: Waiter = {
              user,
              start: () => {
                clearTimeout(timer);
                begin(user);
                resolve();
              },
            };
            const timer = setTimeout(() => {
              queue.splice(queue.indexOf(waiter), 1);
              reject(tooManyReads());
            }, limits.waitMs);
            queue.push(waiter);
          });
        } finally {
          bump(waitingOf, user, -1);
        }
      }
      try {
        return await work();
      } finally {
        running--;
        bump(runningOf, user, -1);
        if (!runningOf.has(user) && !waitingOf.has(user)) lastStart.delete(user);
        next();
      }
    },
    load: () => ({ running, waiting: queue.length }),
    limits,
  };
}
