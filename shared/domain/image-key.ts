// An image field's stored value: the key of an uploaded image, 'companyId/name.ext' (the uploads' naming, server/storage),
// whose extension is one of the accepted images. The record keeps the key only; a screen reads the image through a signed,
// expiring GET URL the server gives next to it (the field's name + 'Url'), so the key alone never opens the file.
// The audit log words a change as added, changed or removed, never with the keys themselves.
import { MESSAGES } from "../i18n/messages";

/** The image extensions an upload may have (the uploads' accepted images, server/storage/image-type.ts). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "bmp", "heic"] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The longest key a record stores: the company's digits, '/', a name of at most 200 characters (the uploads' rule). */
export const IMAGE_KEY_MAX = 255;

const KEY = /^(\d{1,18})\/([A-Za-z0-9._-]{1,200})$/;

export const IMAGE_KEY_MESSAGE = MESSAGES.image.invalidKey;
export const IMAGE_OTHER_COMPANY_MESSAGE = MESSAGES.image.otherCompany;
export const IMAGE_NOT_UPLOADED_MESSAGE = MESSAGES.image.notUploaded;
/** names every accepted extension (image-key.test.ts holds it to IMAGE_EXTENSIONS) */
export const IMAGE_EXTENSION_MESSAGE = MESSAGES.image.extension;

/** The extension of a file name in lower case, or '' when it has none. */
export const extensionOf = (name: string): string => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

/** Whether an extension names an accepted image. */
export const isImageExtension = (extension: string): extension is ImageExtension => (IMAGE_EXTENSIONS as readonly string[]).includes(extension);

/** The company of a well-formed image key (an accepted image's extension, no '..'), or null. */
export function imageKeyCompany(key: unknown): number | null {
  const match = typeof key === "string" ? KEY.exec(key) : null;
  if (!match || match[2].includes("..") || !isImageExtension(extensionOf(match[2]))) return null;
  return Number(match[1]);
}

/** Why a value is not an image key, or null (none passes: `required` says whether one is needed). */
export const imageKeyError = (value: unknown): string | null =>
  value === null || value === undefined || value === "" || imageKeyCompany(value) !== null ? null : IMAGE_KEY_MESSAGE;

/** Why a well-formed key may not be stored by a user of the company, or null: it must be in the company's folder. */
export const imageCompanyError = (key: string, company: number): string | null =>
  imageKeyCompany(key) === company ? null : IMAGE_OTHER_COMPANY_MESSAGE;

/** The contract's field carrying an image field's signed read URL, e.g. foto → fotoUrl. */
export const imageUrlField = (name: string): string => `${name}Url`;

/** A stored image as the audit log and the views word it, without its key. */
export const imageValueText = (value: unknown): string => (typeof value === "string" && value !== "" ? MESSAGES.image.withImage : MESSAGES.image.withoutImage);

/** An image field's change as the audit log words it: added, changed or removed (never the keys). */
export function imageChangeText(change: { antes: unknown; despues: unknown }): string {
  const before = typeof change.antes === "string" && change.antes !== "";
  const after = typeof change.despues === "string" && change.despues !== "";
  if (!before && after) return MESSAGES.image.added;
  if (before && !after) return MESSAGES.image.removed;
  // the log records a field only when its value changed: two keys are two images
  return before && after ? MESSAGES.image.changed : MESSAGES.image.withoutImage;
}
