// An uploaded file whose first bytes the server refuses: not what its name says it is.
export const UPLOAD_TEXTS = {
  notAnImage: "El archivo no es una imagen JPEG, PNG, GIF, WEBP, BMP o HEIC",
  imageMismatch: (found: string, extension: string) => `El contenido del archivo (${found}) no corresponde a su extension .${extension}`,
  notADocument: "El archivo no es un documento aceptado",
  documentMismatch: (extension: string) => `El contenido del archivo no corresponde a su extensión .${extension}`,
} as const;
