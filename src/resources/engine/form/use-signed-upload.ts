// One upload of an image's or a file's field to a signed URL: the picked file is checked first (its refusal shown,
// nothing sent), the server signs a new key of the company's folder, the browser PUTs the bytes there and the
// field's value becomes the key. A refused PUT shows the server's message (JSON { message }), else the field's own.
import { useDataProvider } from "@refinedev/core";
import type { UploadFile } from "antd";
import { useState } from "react";

/** A signed URL as the browser fetches it: relative ones against the API's origin (the page's when the API is its own). */
export const absoluteUrl = (url: string, base: string): string =>
  /^https?:\/\//.test(url) ? url : base ? `${base}${url}` : new URL(url, globalThis.location?.href).href;

/** The server's message of a refused PUT (JSON { message }), or `fallback`. */
async function refusal(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : fallback;
  } catch {
    return fallback;
  }
}

export interface SignedUploadOptions {
  /** why a picked file is refused before it is sent, or null */
  problemOf(file: File): string | null;
  /** the signing mutation's document, its variables for a file, and its answer's field */
  document: string;
  variables(file: File): Record<string, unknown>;
  answer: string;
  /** the PUT's Content-Type when the browser gives the file none */
  defaultType: string;
  /** the message of an upload that failed without the server's */
  failed: string;
  onChange?: (key: string | null) => void;
  base: string;
  doFetch: typeof fetch;
}

/** The upload's state (the file being sent, the refusal, the uploaded key and its read URL) and the Upload's props. */
export function useSignedUpload(options: SignedUploadOptions) {
  const provider = useDataProvider();
  const [uploaded, setUploaded] = useState<{ key: string; url: string } | null>(null);
  const [busy, setBusy] = useState<UploadFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { base, doFetch, failed } = options;

  const upload = async (file: File) => {
    setError(null);
    const problem = options.problemOf(file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy({ uid: "subiendo", name: file.name, status: "uploading" });
    try {
      const answer = await provider().custom!<Record<string, { key: string; url: string; urlLectura: string }>>({
        url: "", method: "post", payload: options.variables(file), meta: { document: options.document },
      });
      const signed = answer.data[options.answer];
      const res = await doFetch(absoluteUrl(signed.url, base), { method: "PUT", headers: { "content-type": file.type || options.defaultType }, body: file });
      if (!res.ok) throw new Error(await refusal(res, failed));
      setUploaded({ key: signed.key, url: signed.urlLectura });
      options.onChange?.(signed.key);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : failed);
    } finally {
      setBusy(null);
    }
  };
  /** the Upload's own props: one file, sent by our own request rather than antd's; removing it clears the value */
  const uploadProps = {
    maxCount: 1,
    beforeUpload: (file: File) => {
      void upload(file);
      return false;
    },
    onRemove: () => {
      setError(null);
      options.onChange?.(null);
      return true;
    },
  };
  return { uploaded, busy, error, uploadProps };
}
