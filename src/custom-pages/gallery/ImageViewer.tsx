// The photo viewer (a modal): next and previous arrows, download, close, and a broken-image
// icon when an image fails to load.
import { useEffect, useState } from "react";
import { Button, Empty, Flex, Modal, Typography } from "antd";
import { CloseOutlined, DownloadOutlined, FileExclamationOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { absoluteUrl, fileName, type GalleryImage } from "./files";
import { GALLERY_TEXTS } from "@shared/i18n/gallery";

export interface ImageViewerProps {
  images: GalleryImage[];
  index: number | null;
  onIndex: (index: number | null) => void;
  onDownload: (image: GalleryImage) => void;
}

export function ImageViewer({ images, index, onIndex, onDownload }: ImageViewerProps) {
  const [broken, setBroken] = useState(false);
  const image = index === null ? undefined : images[index];
  useEffect(() => setBroken(false), [image?.id]);
  if (index === null || !image) return null;
  const last = images.length - 1;
  return (
    <Modal open width={860} footer={null} closable={false} onCancel={() => onIndex(null)} data-testid="image-viewer">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text>{`${fileName(image.key)} (${index + 1} / ${images.length})`}</Typography.Text>
        <Flex gap={8}>
          <Button icon={<DownloadOutlined />} aria-label={GALLERY_TEXTS.download} onClick={() => onDownload(image)} />
          <Button icon={<CloseOutlined />} aria-label={GALLERY_TEXTS.close} onClick={() => onIndex(null)} />
        </Flex>
      </Flex>
      <Flex align="center" gap={8}>
        <Button shape="circle" icon={<LeftOutlined />} aria-label={GALLERY_TEXTS.previous} disabled={index <= 0} onClick={() => onIndex(index - 1)} />
        <Flex flex={1} justify="center" align="center" style={{ minHeight: 420, background: "#fafafa" }}>
          {broken ? (
            <Empty
              image={<FileExclamationOutlined style={{ fontSize: 72, color: "#bfbfbf" }} data-testid="broken-image" />}
              description={GALLERY_TEXTS.broken}
            />
          ) : (
            <img
              src={absoluteUrl(image.url)}
              alt={fileName(image.key)}
              style={{ maxWidth: "100%", maxHeight: 560, objectFit: "contain" }}
              onError={() => setBroken(true)}
            />
          )}
        </Flex>
        <Button shape="circle" icon={<RightOutlined />} aria-label={GALLERY_TEXTS.next} disabled={index >= last} onClick={() => onIndex(index + 1)} />
      </Flex>
    </Modal>
  );
}
