// The download button: four choices and, while a download runs, the counter of finished
// trips.
import { DownloadOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { DOWNLOAD_CHOICES, type DownloadChoice } from "@shared/domain/download-plan";
import type { DownloadProgress } from "./use-download";
import { DOWNLOAD_TEXTS as T } from "@shared/i18n/download-manager";

export interface DownloadButtonProps {
  progress: DownloadProgress;
  selectedCount: number;
  pageCount: number;
  onChoose: (choice: DownloadChoice) => void;
}

export function DownloadButton({ progress, selectedCount, pageCount, onChoose }: DownloadButtonProps) {
  const disabled = (key: DownloadChoice) => (key === "selected" ? selectedCount === 0 : key === "page" ? pageCount === 0 : false);
  return (
    <Dropdown
      trigger={["click"]}
      disabled={progress.running}
      menu={{
        items: DOWNLOAD_CHOICES.map((c) => ({
          key: c.key,
          label: c.key === "selected" && selectedCount ? `${c.label} (${selectedCount})` : c.label,
          disabled: disabled(c.key),
        })),
        onClick: ({ key }) => onChoose(key as DownloadChoice),
      }}
    >
      <Button type="primary" icon={<DownloadOutlined />} loading={progress.running} data-testid="download-button">
        {progress.running ? T.progress(progress.finished, progress.total) : T.download}
      </Button>
    </Dropdown>
  );
}
