// A zip written while its files arrive (memory bounded). Each file is stored as it is (photos and
// xlsx are compressed already) and its bytes go to the output as soon as it is added; every `flushBytes`
// of output become one Blob part and the arrays are let go. The browser keeps Blob data outside the page's
// heap (Chromium moves large blobs to disk), so the page holds the files being fetched plus at most
// `flushBytes` of output; the finished zip is one Blob made of those parts, nothing is concatenated.
// jszip cannot do this: it reads every file into memory when generating and collects the whole output
// before it answers (docs/adr/0022-download-manager-and-statistics.md).
import { strToU8, Zip, ZipPassThrough } from "fflate";

/** Output gathered before it becomes a Blob part. */
export const ZIP_FLUSH_BYTES = 4 * 1024 * 1024;

export class ZipWriter {
  private readonly zip: Zip;
  private readonly parts: Blob[] = [];
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private writtenBytes = 0;
  private failure: Error | null = null;
  private ended = false;
  private readonly names: string[] = [];

  constructor(private readonly flushBytes = ZIP_FLUSH_BYTES) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
      this.writtenBytes += chunk.length;
      if (final) this.ended = true;
      if (final || this.pendingBytes >= this.flushBytes) this.flush();
    });
  }

  /** Bytes of zip output so far (headers and data of every file added). */
  get written(): number {
    return this.writtenBytes;
  }

  /** Output not yet turned into a Blob part: below `flushBytes` after every add. */
  get buffered(): number {
    return this.pendingBytes;
  }

  /** The files added, in order. */
  get entries(): readonly string[] {
    return this.names;
  }

  /** Adds a whole file; when this returns its bytes are in the output and `data` is no longer referenced. */
  add(name: string, data: Uint8Array | string): void {
    if (this.ended) throw new Error("el zip ya se cerro");
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    // one synchronous push: the file is complete before any other is added, so files never interleave
    entry.push(typeof data === "string" ? strToU8(data) : data, true);
    this.names.push(name);
    this.throwIfFailed();
  }

  /** Adds a file received as a Blob (read once, added, released). */
  async addBlob(name: string, blob: Blob): Promise<void> {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    this.add(name, bytes);
  }

  /** Writes the central directory and answers the zip. */
  finish(): Blob {
    this.zip.end();
    this.throwIfFailed();
    if (!this.ended) throw new Error("el zip no se completo");
    return new Blob(this.parts, { type: "application/zip" });
  }

  private flush(): void {
    if (!this.pending.length) return;
    this.parts.push(new Blob(this.pending as BlobPart[]));
    this.pending = [];
    this.pendingBytes = 0;
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
