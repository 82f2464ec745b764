// An image field's picture from its signed read URL: a small thumbnail that opens antd's preview; NA without one.
import { Image } from "antd";
import { NA } from "../format-value";

export const THUMBNAIL_SIZE = 40;

export function ImageThumbnail({ url, alt, size = THUMBNAIL_SIZE }: { url: unknown; alt: string; size?: number }) {
  if (typeof url !== "string" || url === "") return <>{NA}</>;
  return <Image src={url} alt={alt} width={size} height={size} style={{ objectFit: "cover", borderRadius: 4 }} />;
}
