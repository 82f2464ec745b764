// Contact rules of the users and clients screens: a driver's contacts stored as
// comma-separated 'name:phone' pairs, and the system events a client is never offered (so neither shown
// in the client's hide-events toggle list nor accepted by the server).

export interface Contact {
  name: string;
  phone: string;
}

/**
 * 'ANA:3001234567, PEDRO:3109876543' → [{ANA, 3001234567}, {PEDRO, 3109876543}]. A pair without ':' is a
 * phone with no name; empty pairs are dropped; a phone keeps any ':' after the first one.
 */
export function parseContacts(text: string | null | undefined): Contact[] {
  if (!text) return [];
  return text
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(":");
      if (at < 0) return { name: "", phone: pair };
      return { name: pair.slice(0, at).trim(), phone: pair.slice(at + 1).trim() };
    })
    .filter((c) => c.name || c.phone);
}

/** System events never offered to clients. */
export const NEVER_OFFERED_EVENTS: readonly number[] = [1, 22, 23, 24, 25, 30, 31, 32];

/** The events a client's toggle list offers. */
export function offeredClientEvents<T extends { id: number }>(events: readonly T[]): T[] {
  return events.filter((e) => !NEVER_OFFERED_EVENTS.includes(Number(e.id)));
}
