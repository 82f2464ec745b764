// A file field's stored value: the key of an uploaded document, 'companyId/<uuid>_<name>.ext' (the uploads' naming,
// server/storage), whose extension is one of the accepted documents. The name after the uuid is the picked file's,
// in the characters a key allows (accents dropped, spaces and other signs as '-'): the screens and the export show
// it, and the download keeps it. The record keeps the key only; a screen downloads the file through a signed,
// expiring GET URL the server gives next to it (the field's name + 'Url'), so the key alone never opens the file.
import { MESSAGES } from "../i18n/messages";
import { extensionOf } from "./image-key";

/** The document extensions an upload may have, each with the type it is stored and served as. */
export const FILE_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  txt: "text/plain",
  csv: "text/csv",
} as const;
export type FileExtension = keyof typeof FILE_TYPES;
export const FILE_EXTENSIONS = Object.keys(FILE_TYPES) as FileExtension[];

/** The largest document an upload may hold (the form refuses it before sending, the upload route while reading). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The longest key a record stores: the company's digits, '/', the uuid, '_' and a name of at most 150 characters. */
export const FILE_KEY_MAX = 255;
/** The longest name a key keeps (its extension included); a longer one is cut before its extension. */
export const FILE_NAME_MAX = 150;

const KEY = /^(\d{1,18})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([A-Za-z0-9._-]{1,150})$/;

export const FILE_KEY_MESSAGE = MESSAGES.file.invalidKey;
export const FILE_OTHER_COMPANY_MESSAGE = MESSAGES.file.otherCompany;
export const FILE_NOT_UPLOADED_MESSAGE = MESSAGES.file.notUploaded;
/** names every accepted extension (file-key.test.ts holds it to FILE_EXTENSIONS) */
export const FILE_EXTENSION_MESSAGE = MESSAGES.file.extension;
export const FILE_TOO_LARGE_MESSAGE = MESSAGES.file.tooLarge;

/** Whether an extension names an accepted document. */
export const isFileExtension = (extension: string): extension is FileExtension => Object.hasOwn(FILE_TYPES, extension);

/**
 * The name a key keeps of a picked file's name ('Contrato marzo.PDF' → 'Contrato-marzo.pdf'): accents dropped, any
 * other character a key does not allow as '-', cut to FILE_NAME_MAX; null when its extension is not a document's.
 */
export function fileKeyName(name: string): string | null {
  const extension = extensionOf(name.trim());
  if (!isFileExtension(extension)) return null;
  const base = name.trim().slice(0, -(extension.length + 1))
    .normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, FILE_NAME_MAX - extension.length - 1).replace(/[-.]+$/g, "");
  return `${base || "archivo"}.${extension}`;
}

/** The parts of a well-formed file key (an accepted document's extension, no '..'), or null. */
function parts(key: unknown): { company: number; name: string } | null {
  const match = typeof key === "string" ? KEY.exec(key) : null;
  if (!match || match[3].includes("..") || !isFileExtension(extensionOf(match[3]))) return null;
  return { company: Number(match[1]), name: match[3] };
}

/** The company of a well-formed file key, or null. */
export const fileKeyCompany = (key: unknown): number | null => parts(key)?.company ?? null;

/** The file's name a well-formed key keeps ('1/<uuid>_contrato.pdf' → 'contrato.pdf'), or null. */
export const fileNameOf = (key: unknown): string | null => parts(key)?.name ?? null;

/** Why a value is not a file key, or null (none passes: `required` says whether one is needed). */
export const fileKeyError = (value: unknown): string | null =>
  value === null || value === undefined || value === "" || parts(value) !== null ? null : FILE_KEY_MESSAGE;

/** The refusal of a well-formed key outside the company's folder, or null. */
export const fileCompanyError = (key: string, company: number): string | null =>
  fileKeyCompany(key) === company ? null : FILE_OTHER_COMPANY_MESSAGE;

/** The type a document's key is stored and served as, or null for a key of no accepted document. */
export const fileContentType = (key: string): string | null => {
  const extension = extensionOf(key);
  return isFileExtension(extension) ? FILE_TYPES[extension] : null;
};

/** Why a picked file is refused before it is sent (its extension, its size), or null. */
export function pickedFileProblem(file: { name: string; size: number }): string | null {
  if (!isFileExtension(extensionOf(file.name))) return FILE_EXTENSION_MESSAGE;
  return file.size > FILE_MAX_BYTES ? FILE_TOO_LARGE_MESSAGE : null;
}

/** A stored file as the views, the audit log and the export word it: its name, or 'Sin archivo'. */
export const fileValueText = (value: unknown): string => fileNameOf(value) ?? MESSAGES.file.withoutFile;
