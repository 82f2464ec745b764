// The connections that run the server's raw SQL on PostgreSQL (`database.query`): lanes of one connection each
// (a node-postgres pool of one), so that a prepared text goes back to the connections that hold it (issue 15 §2,
// docs/decisions.md "Speed: four cuts in the CPU one request costs").
//
// Why: prepared statements live in one connection. A shared pool hands any connection to any text, so every
// connection ends up preparing every shape: the lists' shapes outnumber what a connection keeps, statements are
// evicted before PostgreSQL settles on their generic plan (after five runs on that connection), and the lists
// were planned on every request. Here a named text has two home lanes (from its name's hash): it runs on the
// first that is free, else the second, else it waits on the one with the shorter queue. It waits rather than
// run on another free lane: a statement there would be planned again (about a millisecond of PostgreSQL's CPU,
// more than most waits; measured in docs/decisions.md). Only when both homes are stalled behind a long statement
// (an export) it runs elsewhere, unnamed. Unnamed texts take any free lane, else the shortest queue.
// drizzle's queries (transactions, the builder) keep their own pool.
import type pg from "pg";
import { MAX_PREPARED_TEXT, preparedName, queryPrepared } from "./prepared";

/**
 * A lane busy this long with nothing finished is stalled (an export, a slow report): a prepared text does not
 * wait behind it. The screens' statements take a few milliseconds.
 */
export const STALL_MS = 100;

/** What the choice reads of one lane. */
export interface LaneState {
  /** a connection is idle, or the lane has none open yet (it opens one at once) */
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

/** The two home lanes of a statement name (`l_` and hex digits): distinct when there are two lanes or more. */
export function homeLanes(name: string, lanes: number): [number, number] {
  const first = Number.parseInt(name.slice(2, 10), 16) % lanes;
  if (lanes < 2) return [first, first];
  return [first, (first + 1 + (Number.parseInt(name.slice(10, 18), 16) % (lanes - 1))) % lanes];
}

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
 * Where a statement runs. `homes`: its home lanes when it is to be prepared, null for an unnamed text. `start`:
 * where the search for any lane begins (rotated by the caller, so unnamed work spreads over the lanes).
 * A prepared text runs on a free home, else waits on the home with the shorter queue that is not stalled; it goes
 * elsewhere, unnamed, only when both homes are stalled.
 */
export function chooseLane(states: readonly LaneState[], homes: readonly [number, number] | null, start: number): LaneChoice {
  if (!homes) return { lane: anyLane(states, start), named: false };
  const [a, b] = homes;
  if (states[a]!.free) return { lane: a, named: true };
  if (states[b]!.free) return { lane: b, named: true };
  if (states[a]!.stalled && states[b]!.stalled) return { lane: anyLane(states, start), named: false };
  return { lane: waitsLess(states[b]!, states[a]!) ? b : a, named: true };
}

export interface Lanes {
  query<T>(text: string, params: unknown[] | undefined, prepare: boolean): Promise<T[]>;
  end(): Promise<void>;
}

interface Lane {
  pool: pg.Pool;
  /** statements sent to the lane and not finished */
  active: number;
  /** when a statement last finished on the lane, or the lane last went from idle to busy */
  progress: number;
}

const stateOf = (lane: Lane, now: number): LaneState => ({
  free: lane.pool.idleCount > 0 || lane.pool.totalCount < 1,
  waiting: lane.pool.waitingCount,
  stalled: lane.active > 0 && now - lane.progress >= STALL_MS,
});

/** Lanes over `pools` (each of one connection); a connection keeps at most `preparedPerConnection` statements. */
export function createLanes(pools: pg.Pool[], preparedPerConnection: number | undefined): Lanes {
  const lanes: Lane[] = pools.map((pool) => ({ pool, active: 0, progress: 0 }));
  let next = 0;
  return {
    async query<T>(text: string, params: unknown[] | undefined, prepare: boolean): Promise<T[]> {
      const homes = prepare && text.length <= MAX_PREPARED_TEXT ? homeLanes(preparedName(text), lanes.length) : null;
      const now = performance.now();
      const choice = chooseLane(lanes.map((lane) => stateOf(lane, now)), homes, next);
      next = (next + 1) % lanes.length;
      const lane = lanes[choice.lane]!;
      if (lane.active++ === 0) lane.progress = now;
      try {
        if (choice.named) return await queryPrepared<T>(lane.pool, text, params, preparedPerConnection);
        return (await lane.pool.query(text, params)).rows as T[];
      } finally {
        lane.active--;
        lane.progress = performance.now();
      }
    },
    end: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}
