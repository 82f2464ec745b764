// Uploads a report's images to the signed PUT urls createReporteV2 returned: body = the file,
// content-type = its type. A failed upload is counted, never thrown: the report itself is already recorded.
import { API_BASE_URL } from "@/providers/session";

export interface UploadFile {
  name: string;
  type: string;
  body: Blob;
}

export async function uploadImages(
  files: readonly UploadFile[], links: readonly { key: string; url: string }[], doFetch: typeof fetch = fetch, base = API_BASE_URL,
): Promise<{ uploaded: number; failed: number }> {
  const results = await Promise.all(files.map(async (file, i) => {
    const link = links[i];
    if (!link) return false;
    try {
      const url = /^https?:\/\//.test(link.url) ? link.url : `${base}${link.url}`;
      const res = await doFetch(url, { method: "PUT", headers: { "content-type": file.type || "image/jpeg" }, body: file.body });
      // 409: the image is there already (a retried report gets its first links again)
      return res.ok || res.status === 409;
    } catch (error) {
      console.error("[upload]", error);
      return false;
    }
  }));
  const uploaded = results.filter(Boolean).length;
  return { uploaded, failed: results.length - uploaded };
}
