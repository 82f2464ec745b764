// Which image a file holds, from its first bytes (upload type checked). The accepted images are
// those a report may name (by extension) — JPEG, PNG, GIF, WEBP, BMP and HEIC — each with its signature:
// JPEG FF D8 FF; PNG 89 'PNG' 0D 0A 1A 0A; GIF 'GIF87a' / 'GIF89a'; WEBP 'RIFF' <size> 'WEBP'; BMP 'BM' <size>
// and its reserved zero bytes 6-9;
// HEIC an ISO box 'ftyp' at byte 4 with a HEIF brand (heic, heix, heim, heis, hevc, hevx, mif1, msf1).
import { UPLOAD_TEXTS } from "@shared/i18n/uploads";

/** Bytes needed to tell the accepted images apart. */
export const IMAGE_HEAD_BYTES = 12;

/** The report image extensions and the type each is stored and served as. */
export const IMAGE_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", bmp: "image/bmp", heic: "image/heic",
};

const LABELS: Readonly<Record<string, string>> = {
  "image/jpeg": "JPEG", "image/png": "PNG", "image/gif": "GIF", "image/webp": "WEBP", "image/bmp": "BMP", "image/heic": "HEIC",
};

const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** The accepted image type the bytes start with, or null. */
export function imageTypeOf(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  const six = ascii(head, 0, 6);
  if (six === "GIF87a" || six === "GIF89a") return "image/gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "image/webp";
  if (ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return "image/heic";
  if (ascii(head, 0, 2) === "BM" && head.length >= 10 && startsWith(head.subarray(6), [0, 0, 0, 0])) return "image/bmp";
  return null;
}

/** The type a storage key's extension names ('application/octet-stream' when it names no image). */
export function contentTypeOf(key: string): string {
  return IMAGE_TYPES_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

export const NOT_AN_IMAGE = UPLOAD_TEXTS.notAnImage;

/**
 * Why the first bytes of an upload to `key` are refused, or null when they are the image its name says:
 * the upload's Content-Type may be a browser's guess, the key's extension is what the report registered and
 * what the file is served as.
 */
export function uploadContentProblem(head: Uint8Array, key: string): string | null {
  const found = imageTypeOf(head);
  if (!found) return NOT_AN_IMAGE;
  const expected = contentTypeOf(key);
  if (found === expected) return null;
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return UPLOAD_TEXTS.imageMismatch(LABELS[found], extension);
}
