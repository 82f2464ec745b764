// The demo's report photos as real image files: a handful of small PNG scenes (a truck on a road under a sky
// of the hour), drawn here so the demo needs no binary assets, and written into the uploads folder for every
// seeded document whose file is missing. The gallery, the photo modal and the zip then show real pictures.
import { sql } from "drizzle-orm";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { deflateSync } from "node:zlib";
import type { Database } from "../client";
import { filePath } from "../../storage/files";

export const DEMO_PHOTO_VARIANTS = 8;
const WIDTH = 320;
const HEIGHT = 240;

export type Rgb = [number, number, number];
const SKIES: Rgb[] = [[135, 190, 235], [250, 190, 120], [90, 120, 170], [200, 215, 230]];
const TRUCKS: Rgb[] = [[200, 40, 40], [240, 240, 240], [30, 90, 170], [240, 170, 30]];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => (buf.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** The colour of one pixel of scene `variant`: sky, hills, road with its centre line, and a truck. */
function pixel(variant: number, x: number, y: number): Rgb {
  const sky = SKIES[variant % SKIES.length];
  const truck = TRUCKS[Math.floor(variant / 2) % TRUCKS.length];
  const horizon = 150 + ((variant * 7) % 20);
  const truckX = 40 + ((variant * 37) % 140);
  if (y >= 118 && y < 182 && x >= truckX && x < truckX + 110) return truck; // trailer
  if (y >= 140 && y < 182 && x >= truckX + 110 && x < truckX + 145) return [60, 60, 70]; // cab
  if (y >= 182 && y < 198 && [truckX + 15, truckX + 90, truckX + 128].some((cx) => (x - cx) ** 2 + (y - 190) ** 2 < 90)) return [20, 20, 20];
  if (y < horizon - 20 * Math.sin((x + variant * 40) / 45) - 20) {
    const shade = y / horizon;
    return [Math.round(sky[0] * (1 - shade * 0.3)), Math.round(sky[1] * (1 - shade * 0.3)), Math.round(sky[2] * (1 - shade * 0.2))];
  }
  if (y < horizon) return [70 + (variant * 9) % 40, 130, 60]; // hills
  if (y >= 205 && y < 209 && Math.floor(x / 24) % 2 === 0) return [245, 220, 60]; // centre line
  return [95, 95, 100]; // road
}

/** An 8-bit RGB PNG file of `width`×`height` pixels coloured by `pixel` (no filter, one IDAT chunk). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0)),
  ]);
}

const cache = new Map<number, Buffer>();

/** Scene `variant` (0 … DEMO_PHOTO_VARIANTS-1) as a PNG file's bytes. */
export function demoPhoto(variant: number): Buffer {
  const v = ((variant % DEMO_PHOTO_VARIANTS) + DEMO_PHOTO_VARIANTS) % DEMO_PHOTO_VARIANTS;
  let png = cache.get(v);
  if (!png) {
    png = encodePng(WIDTH, HEIGHT, (x, y) => pixel(v, x, y));
    cache.set(v, png);
  }
  return png;
}

/**
 * A demo vehicle's photo as the contract stores it (a URL the browser shows): scene `variant` as a PNG data URL,
 * `width`×`height` pixels (the scene scaled), so the demo's vehicles have a picture and its thumbnail without files.
 */
export function demoPhotoDataUrl(variant: number, width = WIDTH, height = HEIGHT): string {
  const v = ((variant % DEMO_PHOTO_VARIANTS) + DEMO_PHOTO_VARIANTS) % DEMO_PHOTO_VARIANTS;
  const png = width === WIDTH && height === HEIGHT
    ? demoPhoto(v)
    : encodePng(width, height, (x, y) => pixel(v, Math.floor((x * WIDTH) / width), Math.floor((y * HEIGHT) / height)));
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The size of a demo vehicle's thumbnail (fotominiatura). */
export const THUMBNAIL = { width: 96, height: 72 } as const;

/**
 * Writes the photo of every seeded document whose file is missing. Called only right after the demo data
 * was seeded into an empty database (main.ts), so no real upload is ever replaced by a drawing. Returns how
 * many files were written.
 */
export async function writeDemoPhotos(database: Database): Promise<number> {
  const docs = await database.run<{ id: number; archivo: string }>(sql`SELECT "id", "archivo" FROM "documentosreporte" WHERE "subido" AND "contenttype" = 'image/png' ORDER BY "id"`);
  let written = 0;
  for (const doc of docs) {
    let path: string;
    try {
      path = filePath(doc.archivo);
    } catch {
      continue;
    }
    if (existsSync(path)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, demoPhoto(Number(doc.id)));
    written++;
  }
  return written;
}
