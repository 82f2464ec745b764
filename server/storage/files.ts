// Local file storage of report images: `${DATA_DIR}/uploads` (UPLOADS_DIR overrides it; tests use a temp
// dir). Keys are 'companyId/name.ext' (the upload names); nothing outside the folder is reachable.
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync, type ReadStream } from "node:fs";
import { link, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Largest image accepted on upload. */
export const MAX_UPLOAD_BYTES = Number(process.env.UPLOADS_MAX_BYTES ?? 10 * 1024 * 1024);

export function uploadsDir(): string {
  return resolve(process.env.UPLOADS_DIR ?? join(process.env.DATA_DIR ?? "./data", "uploads"));
}

const KEY = /^\d+\/[A-Za-z0-9._-]{1,200}$/;

/** The company a key belongs to, or null for a malformed key. */
export function keyCompany(key: string): number | null {
  if (!KEY.test(key) || key.includes("..")) return null;
  return Number(key.slice(0, key.indexOf("/")));
}

export function filePath(key: string): string {
  if (keyCompany(key) === null) throw new Error(`invalid storage key ${key}`);
  const root = uploadsDir();
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`invalid storage key ${key}`);
  return path;
}

export class TooLarge extends Error {}
/** The key already holds a file: a signed upload URL works once. */
export class AlreadyUploaded extends Error {}

/**
 * What `saveFile` checks of the first `bytes` bytes (fewer when the body is shorter) before anything is
 * kept: `check` answers the error that refuses the file, or null.
 */
export interface HeadCheck {
  bytes: number;
  check(head: Buffer): Error | null;
}

/**
 * Writes the stream to the key's file, refusing more than `limit` bytes (TooLarge), a start `head.check`
 * refuses (its error, thrown once the body is read, so the answer goes out on an intact connection) or a key
 * that already holds a file (AlreadyUploaded); nothing is left behind then.
 */
export async function saveFile(key: string, body: Readable, limit = MAX_UPLOAD_BYTES, head?: HeadCheck): Promise<number> {
  const path = filePath(key);
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.part`;
  let size = 0;
  let refused: Error | null = null;
  try {
    await pipeline(
      body,
      async function* (source: AsyncIterable<Buffer>) {
        // the first chunks wait until the head is known and checked; after a refusal the body is drained
        let held: Buffer[] | null = head ? [] : null;
        for await (const chunk of source) {
          size += chunk.length;
          if (size > limit) throw new TooLarge();
          if (refused) continue;
          if (!held) {
            yield chunk;
            continue;
          }
          held.push(chunk);
          if (size < head!.bytes) continue;
          const start = Buffer.concat(held);
          held = null;
          refused = head!.check(start.subarray(0, head!.bytes));
          if (!refused) yield start;
        }
        if (held) {
          const start = Buffer.concat(held);
          refused = head!.check(start);
          if (!refused && start.length) yield start;
        }
      },
      createWriteStream(partial),
    );
    if (refused) throw refused;
    // link(2) fails when the name exists: of two uploads to one key only the first keeps its file, atomically
    try {
      await link(partial, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new AlreadyUploaded();
      throw error;
    }
    await rm(partial, { force: true });
    return size;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export function openFile(key: string): { stream: ReadStream; size: number } | null {
  const path = filePath(key);
  if (!existsSync(path)) return null;
  return { stream: createReadStream(path), size: statSync(path).size };
}
