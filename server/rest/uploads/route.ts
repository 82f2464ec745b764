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

/** The upload's first bytes are not what its name says. */
class WrongContent extends Error {}

type Request = Parameters<Route["handler"]>[0];
type Response = Parameters<Route["handler"]>[1];

/** What a kind of upload keeps: its largest size, the bytes its check reads, the check, and its refusals' words. */
interface UploadKind {
  limit: number;
  headBytes: number;
  problem(head: Uint8Array, key: string): string | null;
  tooLarge: string;
  uploaded: string;
}

const IMAGE: UploadKind = {
  limit: MAX_UPLOAD_BYTES, headBytes: IMAGE_HEAD_BYTES, problem: uploadContentProblem, tooLarge: MESSAGES.imageTooLarge, uploaded: MESSAGES.imageUploaded,
};
const DOCUMENT: UploadKind = {
  limit: FILE_MAX_BYTES, headBytes: DOCUMENT_HEAD_BYTES, problem: documentContentProblem, tooLarge: MESSAGES.file.tooLarge, uploaded: MESSAGES.file.uploaded,
};

/** Keeps the body at its key (its size answered), or refuses it: too large (413), not what it says (415), a second upload (409). */
async function keepUpload(key: string, req: Request, res: Response, kind: UploadKind): Promise<number> {
  if (Number(req.headers["content-length"] ?? 0) > kind.limit) throw new HttpError(413, kind.tooLarge);
  try {
    return await saveFile(key, req, kind.limit, {
      bytes: kind.headBytes,
      check: (head) => {
        const problem = kind.problem(head, key);
        return problem ? new WrongContent(problem) : null;
      },
    });
  } catch (error) {
    if (error instanceof WrongContent) throw new HttpError(415, error.message);
    if (error instanceof AlreadyUploaded) throw new HttpError(409, kind.uploaded);
    if (error instanceof TooLarge) {
      res.setHeader("connection", "close");
      throw new HttpError(413, kind.tooLarge);
    }
    throw error;
  }
}

export function uploadRoutes(services: AppServices): Route[] {
  return [
    {
      method: "PUT",
      path: UPLOADS_PATH,
      handler: async (req, res, url) => {
        const key = verifySigned("PUT", url.searchParams);
        if (!key) throw new HttpError(403, MESSAGES.badSignedUrl);
        // a document (an entity's file field): any Content-Type, its bytes checked against its extension
        if (isDocumentKey(key)) {
          sendJson(res, 200, { key, size: await keepUpload(key, req, res, DOCUMENT) });
          return;
        }
        const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
        if (!type.startsWith("image/")) throw new HttpError(415, MESSAGES.onlyImages);
        const size = await keepUpload(key, req, res, IMAGE);
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
