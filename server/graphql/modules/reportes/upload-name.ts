// Names of uploaded report images: companyId/timestamp_userId_index.ext (spec 2 §5, spec 1 §9).
// The timestamp never repeats within the process, so two reports of the same user in the same
// millisecond cannot collide on the unique `archivo` column.
let lastStamp = 0;

export function uniqueStamp(now = Date.now()): number {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp;
}

export function uploadName(idempresa: number, stamp: number, idusuario: number, index: number, ext: string): string {
  return `${idempresa}/${stamp}_${idusuario}_${index}.${ext}`;
}
