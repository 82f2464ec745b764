// Drafts and uploads of the report forms: the content and the request id survive until the
// server confirms; a failed image upload is counted, not thrown.
import { describe, expect, it, vi } from "vitest";
import { clearDraft, draftKey, newRequestId, readDraft, writeDraft } from "./draft";
import { uploadImages } from "./upload";

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

describe("report drafts", () => {
  it("keeps the values and the request id per trip and event until cleared", () => {
    const s = memory();
    const key = draftKey(12, 11);
    expect(key).toBe("report-draft:12:11");
    writeDraft(key, { clientrequestid: "r1", values: { novedad: "Vía cerrada" } }, s);
    expect(readDraft(key, s)).toEqual({ clientrequestid: "r1", values: { novedad: "Vía cerrada" } });
    expect(readDraft(draftKey(12, 12), s)).toBeNull();
    clearDraft(key, s);
    expect(readDraft(key, s)).toBeNull();
  });
  it("ignores a malformed draft", () => {
    const s = memory();
    s.setItem("k", "{not json");
    expect(readDraft("k", s)).toBeNull();
    s.setItem("k", JSON.stringify({ values: {} }));
    expect(readDraft("k", s)).toBeNull();
  });
  it("request ids are unique", () => expect(newRequestId()).not.toBe(newRequestId()));
});

describe("image upload", () => {
  const file = (name: string) => ({ name, type: "image/jpeg", body: new Blob([new Uint8Array([1])]) });
  it("PUTs each file to its link with its content type, against the API base", async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 200 }));
    const out = await uploadImages([file("a.jpg")], [{ key: "1/x_1_0.jpg", url: "/api/uploads?key=1" }], fetcher as unknown as typeof fetch, "http://api");
    expect(out).toEqual({ uploaded: 1, failed: 0 });
    expect(fetcher).toHaveBeenCalledWith("http://api/api/uploads?key=1", expect.objectContaining({ method: "PUT", headers: { "content-type": "image/jpeg" } }));
  });
  it("counts failures (HTTP error, network error, missing link) without throwing", async () => {
    const fetcher = vi.fn()
      .mockResolvedValueOnce(new Response(null, { status: 413 }))
      .mockRejectedValueOnce(new Error("offline"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const out = await uploadImages([file("a.jpg"), file("b.jpg"), file("c.jpg")],
      [{ key: "a", url: "/u?a" }, { key: "b", url: "/u?b" }], fetcher as unknown as typeof fetch, "");
    expect(out).toEqual({ uploaded: 0, failed: 3 });
  });
});
