// Whether an upload's first bytes are the document its key's extension names: a PDF starts '%PDF-'; a docx, xlsx,
// odt or ods is a ZIP archive ('PK' 03 04); a doc or xls an OLE compound file (D0 CF 11 E0 A1 B1 1A E1); a txt or
// csv is text (no NUL byte among them). An empty file is no document.
import { extensionOf } from "@shared/domain/image-key";
import { fileContentType, isFileExtension, type FileExtension } from "@shared/domain/file-key";
import { UPLOAD_TEXTS } from "@shared/i18n/uploads";

/** Bytes needed to tell the accepted documents apart. */
export const DOCUMENT_HEAD_BYTES = 8;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [...Buffer.from("%PDF-")];

const startsWith = (head: Uint8Array, bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const MATCHES: Readonly<Record<FileExtension, (head: Uint8Array) => boolean>> = {
  pdf: (h) => startsWith(h, PDF),
  docx: (h) => startsWith(h, ZIP), xlsx: (h) => startsWith(h, ZIP), odt: (h) => startsWith(h, ZIP), ods: (h) => startsWith(h, ZIP),
  doc: (h) => startsWith(h, OLE), xls: (h) => startsWith(h, OLE),
  txt: (h) => h.length > 0 && !h.includes(0), csv: (h) => h.length > 0 && !h.includes(0),
};

/** Whether a key names a document upload (an accepted document's extension). */
export const isDocumentKey = (key: string): boolean => fileContentType(key) !== null;

/** Why the first bytes of an upload to a document's key are refused, or null when they are the document it names. */
export function documentContentProblem(head: Uint8Array, key: string): string | null {
  const extension = extensionOf(key);
  if (!isFileExtension(extension)) return UPLOAD_TEXTS.notADocument;
  return MATCHES[extension](head) ? null : UPLOAD_TEXTS.documentMismatch(extension);
}
