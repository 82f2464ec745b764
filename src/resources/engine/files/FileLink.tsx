// A file field's download link: the file's name (as its key keeps it) opening the record's signed download URL, or
// NA without a file. The URL is signed for a quarter of an hour and read with the record.
import { PaperClipOutlined } from "@ant-design/icons";
import { fileNameOf } from "@shared/domain/file-key";
import { API_BASE_URL } from "@/providers/session";
import { NA } from "../format-value";
import { absoluteUrl } from "../form/use-signed-upload";

export function FileLink({ fileKey, url }: { fileKey: unknown; url: unknown }) {
  const name = fileNameOf(fileKey);
  if (!name) return <>{NA}</>;
  // the key without its URL (e.g. a row read without it): the name alone
  if (typeof url !== "string" || url === "") return <>{name}</>;
  return (
    <a href={absoluteUrl(url, API_BASE_URL)} download={name} target="_blank" rel="noreferrer">
      <PaperClipOutlined /> {name}
    </a>
  );
}
