// A file field's download link: the file's name (as its key keeps it) opening the record's signed download URL, or
// NA without a file. The URL is signed for a quarter of an hour and read with the record.
import { PaperClipOutlined } from "@ant-design/icons";
import { fileNameOf } from "@shared/domain/file-key";
import { API_BASE_URL } from "@/providers/session";
import { NA } from "../format-value";

/** A signed URL as the browser opens it: relative ones against the API's origin. */
export const absoluteUrl = (url: string, base = API_BASE_URL): string => (/^https?:\/\//.test(url) || !url.startsWith("/") ? url : `${base}${url}`);

export function FileLink({ fileKey, url }: { fileKey: unknown; url: unknown }) {
  const name = fileNameOf(fileKey);
  if (!name) return <>{NA}</>;
  // the key without its URL (e.g. a row read without it): the name alone
  if (typeof url !== "string" || url === "") return <>{name}</>;
  return (
    <a href={absoluteUrl(url)} download={name} target="_blank" rel="noreferrer">
      <PaperClipOutlined /> {name}
    </a>
  );
}
