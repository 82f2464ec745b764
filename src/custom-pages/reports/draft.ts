// A form's content is kept in localStorage until the server confirms the report, with the client request id
// of its submit, so a reload or a network failure loses nothing typed and a retry is not a second report.
export interface Draft<V> {
  clientrequestid: string;
  values: Partial<V>;
}

export const draftKey = (idviaje: number, idsysevento: number) => `report-draft:${idviaje}:${idsysevento}`;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const store = (): Store | null => (typeof localStorage === "undefined" ? null : localStorage);

export function readDraft<V>(key: string, s: Store | null = store()): Draft<V> | null {
  try {
    const raw = s?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft<V>;
    return typeof parsed?.clientrequestid === "string" && parsed.values && typeof parsed.values === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: string, draft: Draft<V>, s: Store | null = store()): void {
  try {
    s?.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form still works, without a draft
  }
}

export function clearDraft(key: string, s: Store | null = store()): void {
  s?.removeItem(key);
}

export const newRequestId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
