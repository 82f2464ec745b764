// A copy-to-clipboard button; the confirmation ('Texto copiado') shows for COPY_CONFIRM_MS (0.8 s).
import { useEffect, useRef, useState } from "react";
import { Button, Tooltip } from "antd";
import { CheckOutlined, CopyOutlined } from "@ant-design/icons";
import { COPY_CONFIRM_MS } from "@shared/config";
import { copyToClipboard } from "./copy";

export interface CopyTextProps {
  text: string;
  /** the confirmation shown after copying */
  confirmation: string;
  /** accessible name of the button */
  label: string;
}

export function CopyText({ text, confirmation, label }: CopyTextProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    if (!(await copyToClipboard(text))) return;
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <Tooltip title={copied ? confirmation : undefined} open={copied}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
}
