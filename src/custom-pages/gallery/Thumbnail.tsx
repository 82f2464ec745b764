// One image of the gallery's list; a broken-image icon when it fails to load.
import { useState } from "react";
import { FileExclamationOutlined } from "@ant-design/icons";
import { absoluteUrl, fileName, type GalleryImage } from "./files";

const BOX = { width: 120, height: 90, border: "1px solid #f0f0f0", borderRadius: 4, cursor: "pointer", background: "#fafafa" };

export function Thumbnail({ image, onOpen }: { image: GalleryImage; onOpen: () => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <button type="button" onClick={onOpen} aria-label={fileName(image.key)} style={{ ...BOX, padding: 0, display: "grid", placeItems: "center" }}>
      {broken ? (
        <FileExclamationOutlined style={{ fontSize: 32, color: "#bfbfbf" }} data-testid="broken-thumbnail" />
      ) : (
        <img src={absoluteUrl(image.url)} alt={fileName(image.key)} style={{ maxWidth: "100%", maxHeight: "100%", objectFit: "cover" }}
          onError={() => setBroken(true)} />
      )}
    </button>
  );
}
