// Names of uploaded report images: companyId/timestamp_userId_index_origin.ext. The spec fixes the prefix
// (company id, timestamp, user id and index); the short suffix after the index keeps
// the unique `archivo` column free of collisions across server replicas (docs/adr/0021-uploads-and-photos.md).
// Within one generator the timestamp never repeats, so two reports of the same user in the same millisecond
// differ by it; two generators (two processes) differ by their random origin, whatever their clocks say.
import { randomBytes } from "node:crypto";

export interface UploadNamer {
  /** this generator's origin: random, drawn once */
  readonly origin: string;
  /** a timestamp for one report's images: the clock's milliseconds, moved past the last one when equal or behind */
  stamp(now?: number): number;
  /** one image's name */
  name(idempresa: number, stamp: number, idusuario: number, index: number, ext: string): string;
}

/** 5 random bytes as 8 base-32 characters: two replicas share an origin once in 2^40 draws. */
export function newOrigin(): string {
  return randomBytes(5).readUIntBE(0, 5).toString(32).padStart(8, "0");
}

export function createUploadNamer(origin: string = newOrigin()): UploadNamer {
  if (!/^[0-9a-z]+$/.test(origin)) throw new Error(`upload names: invalid origin ${origin}`);
  let lastStamp = 0;
  return {
    origin,
    stamp(now = Date.now()) {
      lastStamp = Math.max(now, lastStamp + 1);
      return lastStamp;
    },
    name: (idempresa, stamp, idusuario, index, ext) => `${idempresa}/${stamp}_${idusuario}_${index}_${origin}.${ext}`,
  };
}

/** The server process's generator. */
export const uploadNamer = createUploadNamer();
