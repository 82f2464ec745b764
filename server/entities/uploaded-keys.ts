// The key of an upload as the image and file types' server parts (./field-types) use it: a signed GET URL of the
// stored key (15 minutes, relative to the API's origin; null without one), and the refusal of a key a user
// may not store: one outside the caller's company's folder, or one with no upload of its kind behind it (the upload
// route only keeps files whose first bytes are what their extension names; the check is made again here on the file).
import { open } from "node:fs/promises";
import { filePath, signedPath } from "../storage";

/** A kind of uploaded key: its rules. */
export interface UploadKeyKind {
  /** the company of a well-formed key, or null */
  keyCompany(key: unknown): number | null;
  /** the refusal of a well-formed key outside the company's folder, or null */
  companyError(key: string, company: number): string | null;
  /** the refusal of a key with no file behind it */
  notUploaded: string;
  /** the first bytes `contentProblem` reads, and why they are not what the key names (or null) */
  headBytes: number;
  contentProblem(head: Uint8Array, key: string): string | null;
  /** the contract's description of `<name>Url` */
  urlDescription(name: string): string;
}

/** The signed read URL of a stored key of the kind, or null for none (or a malformed one). */
export const keyUrl = (kind: UploadKeyKind, key: unknown): string | null =>
  kind.keyCompany(key) === null ? null : signedPath("GET", key as string);

/** Why the file behind a well-formed key is not an upload of the kind, or null. */
async function uploadedProblem(key: string, kind: UploadKeyKind): Promise<string | null> {
  let file;
  try {
    file = await open(filePath(key), "r");
  } catch {
    return kind.notUploaded;
  }
  try {
    const head = Buffer.alloc(kind.headBytes);
    const { bytesRead } = await file.read(head, 0, kind.headBytes, 0);
    return kind.contentProblem(head.subarray(0, bytesRead), key);
  } finally {
    await file.close();
  }
}

/** Why a user of `company` may not store a well-formed key of the kind (another company's, no upload behind it), or null. */
export const keyError = async (kind: UploadKeyKind, key: string, company: number): Promise<string | null> =>
  kind.companyError(key, company) ?? (await uploadedProblem(key, kind));
