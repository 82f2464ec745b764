// The generic data table's button that shows or hides the per-column filters, shared by the
// generated lists and the trips tables.
import { FilterOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Tooltip } from "antd";

export interface FiltersToggleButtonProps {
  shown: boolean;
  onToggle: () => void;
}

export function FiltersToggleButton({ shown, onToggle }: FiltersToggleButtonProps) {
  const t = useTranslate();
  const text = shown ? t("table.hideFilters") : t("table.showFilters");
  return (
    <Tooltip title={text}>
      <Button icon={<FilterOutlined />} type={shown ? "primary" : "default"} ghost={shown} onClick={onToggle} data-testid="toggle-filters">
        {text}
      </Button>
    </Tooltip>
  );
}
