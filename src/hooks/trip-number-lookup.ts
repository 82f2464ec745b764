// Trips by their manifest number (viaje.numero) for the texts people read: a controller knows a trip by
// its manifest, the id is internal. The live feed's reports carry only the trip's id, so the browser looks
// the number up: first among the trips it has loaded, else from the server once per trip.

export interface TripNumberRow {
  id?: unknown;
  numero?: unknown;
}

export interface TripNumberLookup {
  /** learns the numbers of rows already loaded (rows without `numero` are skipped) */
  remember(rows: readonly TripNumberRow[]): void;
  /** the trip's manifest number; the id itself when the trip cannot be found (it names the trip still) */
  numberOf(id: number): Promise<string>;
}

export function createTripNumberLookup(fetchNumber: (id: number) => Promise<string | null | undefined>): TripNumberLookup {
  const known = new Map<number, Promise<string | null>>();
  return {
    remember(rows) {
      for (const row of rows) {
        const id = Number(row.id);
        if (Number.isInteger(id) && id > 0 && typeof row.numero === "string" && row.numero) known.set(id, Promise.resolve(row.numero));
      }
    },
    async numberOf(id) {
      let number = known.get(id);
      if (!number) {
        number = fetchNumber(id).then((n) => n || null, () => null);
        known.set(id, number);
      }
      const found = await number;
      // a failed look-up is tried again next time (the server may be back)
      if (found === null) known.delete(id);
      return found ?? String(id);
    },
  };
}
