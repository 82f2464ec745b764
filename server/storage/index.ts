export { AlreadyUploaded, filePath, keyCompany, MAX_UPLOAD_BYTES, openFile, saveFile, TooLarge, uploadsDir, type HeadCheck } from "./files";
export { contentTypeOf, IMAGE_HEAD_BYTES, imageTypeOf, uploadContentProblem } from "./image-type";
export { SIGNED_URL_TTL_S, signedPath, UPLOADS_PATH, verifySigned, type SignedMethod } from "./signing";
