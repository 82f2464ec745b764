// Fetching, saving and zipping the trip's images (the gallery). Signed urls are relative to the API.
import JSZip from "jszip";
import { API_BASE_URL } from "@/providers/session";

export interface GalleryImage {
  id: number;
  key: string;
  url: string;
  idreporte: number;
}

/** The signed images in the order of the reports on screen (newest first), each report's by id. */
export function galleryImages(reportIds: readonly number[], files: readonly GalleryImage[]): GalleryImage[] {
  const byReport = new Map<number, GalleryImage[]>();
  for (const file of files) byReport.set(file.idreporte, [...(byReport.get(file.idreporte) ?? []), file]);
  return reportIds.flatMap((id) => [...(byReport.get(id) ?? [])].sort((a, b) => a.id - b.id));
}

export const absoluteUrl = (url: string): string => (url.startsWith("/") ? `${API_BASE_URL}${url}` : url);

/** The file name of a storage key ('1/1700000000_5_0.jpg' → '1700000000_5_0.jpg'). */
export const fileName = (key: string): string => key.slice(key.lastIndexOf("/") + 1) || key;

export async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(absoluteUrl(url));
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return res.blob();
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A zip of every image that could be fetched, one folder per report; failures are logged and skipped. */
export async function zipImages(images: readonly GalleryImage[], fetcher: (url: string) => Promise<Blob> = fetchBlob): Promise<{ zip: Blob; count: number }> {
  const zip = new JSZip();
  let count = 0;
  for (const image of images) {
    try {
      zip.file(`reporte_${image.idreporte}/${fileName(image.key)}`, await fetcher(image.url));
      count += 1;
    } catch (error) {
      console.error("[galeria]", error);
    }
  }
  return { zip: await zip.generateAsync({ type: "blob" }), count };
}
