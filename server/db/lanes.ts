// The connections that run the server's raw SQL on PostgreSQL (`database.query`): lanes of one connection each
// (a node-postgres pool of one), so that a prepared text goes back to the connections that hold it (see
// docs/adr/0010-prepared-statements-and-lanes.md).
//
// Why: prepared statements live in one connection. A shared pool hands any connection to any text, so every
// connection ends up preparing every shape: the lists' shapes outnumber what a connection keeps, statements are
// evicted before PostgreSQL settles on their generic plan (after five runs on that connection), and the lists
// were planned on every request. Here a named text has home lanes, in an order drawn from its name's hash: as
// many as it has calls at once, two at least. A call runs on the first free home, else waits on the home with
// the shortest queue. So a list shape, asked once or twice at a time, stays on its two homes, and a statement
// every request runs (the session, a trip's detail) spreads over as many lanes as it has callers, prepared on
// each: pinned to two, its callers queued behind each other while other connections sat idle. A call waits
// rather than run unnamed on another free lane: a statement there would be planned again (about a millisecond
// of PostgreSQL's CPU, more than most waits; measured in docs/adr/0010-prepared-statements-and-lanes.md). Only when all its homes are stalled
// behind a long statement (an export) it runs elsewhere, unnamed. Unnamed texts take any free lane, else the
// shortest queue. drizzle's queries (transactions, the builder) keep their own pool.
import type pg from "pg";
import { MAX_PREPARED_TEXT, preparedName, queryPrepared, queryUnnamed, type PlanMode } from "./prepared";

/**
 * A lane busy this long with nothing finished is stalled (an export, a slow report): a prepared text does not
 * wait behind it. The screens' statements take a few milliseconds.
 */
export const STALL_MS = 100;

/** What the choice reads of one lane. */
export interface LaneState {
  /** nothing runs or waits on the lane (its connection is idle, or not open yet: it opens one at once) */
  free: boolean;
  /** queries waiting for the lane's connection */
  waiting: number;
  /** busy, and nothing finished on it for STALL_MS */
  stalled: boolean;
}

export interface LaneChoice {
  lane: number;
  /** run as the named statement; false: run the text unnamed */
  named: boolean;
}

/**
 * The first `count` home lanes of a statement name (`l_` and hex digits; two at least), distinct, in the name's
 * order: two from its hash, then the lanes after the second. With one lane, that lane alone.
 */
export function homeLanes(name: string, lanes: number, count = 2): number[] {
  const first = Number.parseInt(name.slice(2, 10), 16) % lanes;
  if (lanes < 2) return [first];
  const second = (first + 1 + (Number.parseInt(name.slice(10, 18), 16) % (lanes - 1))) % lanes;
  const homes = [first, second];
  for (let lane = (second + 1) % lanes; homes.length < Math.min(count, lanes); lane = (lane + 1) % lanes) {
    if (lane !== first) homes.push(lane);
  }
  return homes;
}

/** How many homes a prepared text has while `running` calls of it are in flight: one per call, two at least. */
export const homeCount = (running: number) => Math.max(2, running + 1);

/** `x` is a better lane to wait on than `y`: not stalled, then the shorter queue. */
const waitsLess = (x: LaneState, y: LaneState) => (x.stalled !== y.stalled ? !x.stalled : x.waiting < y.waiting);

/** The free lane met first from `start`, else the one with the shortest queue, stalled lanes last. */
function anyLane(states: readonly LaneState[], start: number): number {
  let best = start % states.length;
  for (let i = 0; i < states.length; i++) {
    const lane = (start + i) % states.length;
    if (states[lane]!.free) return lane;
    if (waitsLess(states[lane]!, states[best]!)) best = lane;
  }
  return best;
}

/**
 * Where a statement runs. `homes`: its home lanes in order when it is to be prepared, null for an unnamed text.
 * `start`: where the search for any lane begins (rotated by the caller, so unnamed work spreads over the lanes).
 * A prepared text runs on the first free home, else waits on the home with the shortest queue that is not
 * stalled (the first of equals); it goes elsewhere, unnamed, only when every home is stalled.
 */
export function chooseLane(states: readonly LaneState[], homes: readonly number[] | null, start: number): LaneChoice {
  if (!homes) return { lane: anyLane(states, start), named: false };
  const free = homes.find((home) => states[home]!.free);
  if (free !== undefined) return { lane: free, named: true };
  if (homes.every((home) => states[home]!.stalled)) return { lane: anyLane(states, start), named: false };
  const lane = homes.reduce((best, home) => (waitsLess(states[home]!, states[best]!) ? home : best));
  return { lane, named: true };
}

/** How a statement runs: as a named prepared statement or not, and how PostgreSQL plans it then. */
export interface LaneQueryOptions {
  prepare: boolean;
  plan?: PlanMode;
  /** the row's parsers (node-postgres' own when not given) */
  types?: pg.CustomTypesConfig;
}

export interface Lanes {
  query<T>(text: string, params: unknown[] | undefined, options: LaneQueryOptions): Promise<T[]>;
  end(): Promise<void>;
}

interface Lane {
  pool: pg.Pool;
  /**
   * statements sent to the lane and not finished: one runs, the others wait. Counted here, not read from the
   * pool, whose idle connection is handed out a tick later: calls made in one tick would all see it free.
   */
  active: number;
  /** when a statement last finished on the lane, or the lane last went from idle to busy */
  progress: number;
}

const stateOf = (lane: Lane, now: number): LaneState => ({
  free: lane.active === 0,
  waiting: Math.max(0, lane.active - 1),
  stalled: lane.active > 0 && now - lane.progress >= STALL_MS,
});

/** Lanes over `pools` (each of one connection); a connection keeps at most `preparedPerConnection` statements. */
export function createLanes(pools: pg.Pool[], preparedPerConnection: number | undefined): Lanes {
  const lanes: Lane[] = pools.map((pool) => ({ pool, active: 0, progress: 0 }));
  let next = 0;
  /** calls in flight (running or waiting for their lane), by statement name */
  const running = new Map<string, number>();
  return {
    async query<T>(text: string, params: unknown[] | undefined, { prepare, plan, types }: LaneQueryOptions): Promise<T[]> {
      const name = prepare && text.length <= MAX_PREPARED_TEXT ? preparedName(text) : null;
      let homes: number[] | null = null;
      if (name) {
        const calls = running.get(name) ?? 0;
        running.set(name, calls + 1);
        homes = homeLanes(name, lanes.length, homeCount(calls));
      }
      const now = performance.now();
      const choice = chooseLane(lanes.map((lane) => stateOf(lane, now)), homes, next);
      next = (next + 1) % lanes.length;
      const lane = lanes[choice.lane]!;
      if (lane.active++ === 0) lane.progress = now;
      try {
        if (choice.named) return await queryPrepared<T>(lane.pool, text, params, preparedPerConnection, plan, types);
        return await queryUnnamed<T>(lane.pool, text, params, types);
      } finally {
        lane.active--;
        lane.progress = performance.now();
        if (name) {
          const calls = running.get(name)! - 1;
          if (calls) running.set(name, calls);
          else running.delete(name);
        }
      }
    },
    end: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}
