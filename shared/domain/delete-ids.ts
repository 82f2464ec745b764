// Ids sent by the multi-delete of users, routes, events and posts: converted to numbers and
// non-numeric ones dropped; when none remain nothing is sent. The confirmation text is the i18n file's
// table.deleteConfirm.

/** The selected row keys as integer ids, in order, without duplicates. */
export function toNumericIds(ids: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (typeof id === "boolean" || id === null || id === undefined) continue;
    const text = typeof id === "string" ? id.trim() : id;
    if (text === "") continue;
    const n = typeof text === "number" ? text : Number(text);
    if (Number.isInteger(n) && !out.includes(n)) out.push(n);
  }
  return out;
}
