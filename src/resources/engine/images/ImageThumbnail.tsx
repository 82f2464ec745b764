// An image field's picture from its signed read URL: a small thumbnail that opens antd's preview; NA without one.
import { Image } from "antd";
import { API_BASE_URL } from "@/providers/session";
import { NA } from "../format-value";

export const THUMBNAIL_SIZE = 40;

export function ImageThumbnail({ url, alt, size = THUMBNAIL_SIZE }: { url: unknown; alt: string; size?: number }) {
  if (typeof url !== "string" || url === "") return <>{NA}</>;
  // a signed URL is relative to the API's origin
  const src = url.startsWith("/") ? `${API_BASE_URL}${url}` : url;
  return <Image src={src} alt={alt} width={size} height={size} style={{ objectFit: "cover", borderRadius: 4 }} />;
}
