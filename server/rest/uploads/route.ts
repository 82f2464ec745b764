// PUT and GET /api/uploads?key&expires&signature: report images on local storage behind server-signed,
// expiring URLs. PUT accepts only image/* bodies up to MAX_UPLOAD_BYTES whose first
// bytes are the image the key's extension names (JPEG, PNG, GIF, WEBP, BMP, HEIC), and marks the report
// document as uploaded; GET serves the file. A key naming a document (an entity's file field, shared/domain/file-key.ts)
// takes any Content-Type up to FILE_MAX_BYTES whose first bytes are the document its extension names, and is served
// as an attachment under the name its key keeps. A bad or expired signature is a 403.
import { sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { HttpError, sendJson, type Route } from "../http";
import {
  AlreadyUploaded, contentTypeOf, DOCUMENT_HEAD_BYTES, documentContentProblem, IMAGE_HEAD_BYTES, isDocumentKey, MAX_UPLOAD_BYTES, openFile, saveFile, TooLarge, uploadContentProblem, UPLOADS_PATH, verifySigned,
} from "../../storage";
import { MESSAGES } from "@shared/i18n/messages";
import { FILE_MAX_BYTES, fileContentType, fileNameOf } from "@shared/domain/file-key";

/** The upload's first bytes are not the image its name says. */
class WrongContent extends Error {}

/** Keeps a document's bytes at its key: at most FILE_MAX_BYTES, its first bytes the document its extension names. */
async function putDocument(key: string, req: Parameters<Route["handler"]>[0], res: Parameters<Route["handler"]>[1]): Promise<void> {
  if (Number(req.headers["content-length"] ?? 0) > FILE_MAX_BYTES) throw new HttpError(413, MESSAGES.file.tooLarge);
  let size: number;
  try {
    size = await saveFile(key, req, FILE_MAX_BYTES, {
      bytes: DOCUMENT_HEAD_BYTES,
      check: (head) => {
        const problem = documentContentProblem(head, key);
        return problem ? new WrongContent(problem) : null;
      },
    });
  } catch (error) {
    if (error instanceof WrongContent) throw new HttpError(415, error.message);
    if (error instanceof AlreadyUploaded) throw new HttpError(409, MESSAGES.file.uploaded);
    if (error instanceof TooLarge) {
      res.setHeader("connection", "close");
      throw new HttpError(413, MESSAGES.file.tooLarge);
    }
    throw error;
  }
  sendJson(res, 200, { key, size });
}

export function uploadRoutes(services: AppServices): Route[] {
  return [
    {
      method: "PUT",
      path: UPLOADS_PATH,
      handler: async (req, res, url) => {
        const key = verifySigned("PUT", url.searchParams);
        if (!key) throw new HttpError(403, MESSAGES.badSignedUrl);
        if (isDocumentKey(key)) return putDocument(key, req, res);
        const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
        if (!type.startsWith("image/")) throw new HttpError(415, MESSAGES.onlyImages);
        if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.imageTooLarge);
        let size: number;
        try {
          size = await saveFile(key, req, MAX_UPLOAD_BYTES, {
            bytes: IMAGE_HEAD_BYTES,
            check: (head) => {
              const problem = uploadContentProblem(head, key);
              return problem ? new WrongContent(problem) : null;
            },
          });
        } catch (error) {
          if (error instanceof WrongContent) throw new HttpError(415, error.message);
          if (error instanceof AlreadyUploaded) throw new HttpError(409, MESSAGES.imageUploaded);
          if (error instanceof TooLarge) {
            res.setHeader("connection", "close");
            throw new HttpError(413, MESSAGES.imageTooLarge);
          }
          throw error;
        }
        // stored as what the bytes are (the header may be a browser's guess)
        await services.database.run(
          sql`UPDATE "documentosreporte" SET "subido" = true, "contenttype" = ${contentTypeOf(key)}, "tamano" = ${size} WHERE "archivo" = ${key}`,
        );
        sendJson(res, 200, { key, size });
      },
    },
    {
      method: "GET",
      path: UPLOADS_PATH,
      handler: async (_req, res, url) => {
        const key = verifySigned("GET", url.searchParams);
        if (!key) throw new HttpError(403, MESSAGES.badSignedUrl);
        const file = openFile(key);
        if (!file) throw new HttpError(404, MESSAGES.notFound.file);
        const name = fileNameOf(key);
        res.writeHead(200, {
          "content-type": fileContentType(key) ?? contentTypeOf(key),
          ...(name ? { "content-disposition": `attachment; filename="${name}"` } : {}),
          "content-length": file.size,
          "cache-control": "private, max-age=300",
          "x-content-type-options": "nosniff",
        });
        file.stream.pipe(res);
      },
    },
  ];
}
