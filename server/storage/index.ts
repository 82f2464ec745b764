export { filePath, keyCompany, MAX_UPLOAD_BYTES, openFile, saveFile, TooLarge, uploadsDir } from "./files";
export { SIGNED_URL_TTL_S, signedPath, UPLOADS_PATH, verifySigned, type SignedMethod } from "./signing";
