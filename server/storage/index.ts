export { AlreadyUploaded, filePath, keyCompany, MAX_UPLOAD_BYTES, openFile, saveFile, TooLarge, uploadsDir, type HeadCheck } from "./files";
export { contentTypeOf, IMAGE_HEAD_BYTES, imageTypeOf, uploadContentProblem } from "./image-type";
export { DOCUMENT_HEAD_BYTES, documentContentProblem, isDocumentKey } from "./document-type";
export { SIGNED_URL_TTL_S, signedPath, UPLOADS_PATH, verifySigned, type SignedMethod } from "./signing";
