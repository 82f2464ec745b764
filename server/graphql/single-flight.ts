// Identical concurrent reads share one execution. When a report reaches hundreds of open trips lists at
// once, each of them asks for the same page: the first request runs the SQL, the ones arriving while it
// runs get its result. Nothing is cached: once the promise settles the next request runs again.

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` give the same key. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export interface SingleFlight<T> {
  /** runs `work`, or joins the run already in flight under `key` */
  run(key: string, work: () => Promise<T>): Promise<T>;
  /** runs in flight now */
  inFlight(): number;
  /** how many calls so far joined a run already in flight */
  joined(): number;
}

export function singleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>();
  let joined = 0;
  return {
    run(key, work) {
      const running = flights.get(key);
      if (running) {
        joined++;
        return running;
      }
      const started = (async () => {
        try {
          return await work();
        } finally {
          flights.delete(key);
        }
      })();
      flights.set(key, started);
      return started;
    },
    inFlight: () => flights.size,
    joined: () => joined,
  };
}

/** One SingleFlight per owner object (e.g. per database), so separate servers in one process never share. */
export function singleFlightPer<O extends object, T>(): (owner: O) => SingleFlight<T> {
  const byOwner = new WeakMap<O, SingleFlight<T>>();
  return (owner) => {
    let flight = byOwner.get(owner);
    if (!flight) byOwner.set(owner, (flight = singleFlight<T>()));
    return flight;
  };
}
