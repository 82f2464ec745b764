// The generic data table's button that shows or hides the per-column filters, shared by the
// generated lists and the trips tables.
import { FilterOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { TABLE_TEXTS } from "@shared/i18n/table";

export interface FiltersToggleButtonProps {
  shown: boolean;
  onToggle: () => void;
}

export function FiltersToggleButton({ shown, onToggle }: FiltersToggleButtonProps) {
  const text = shown ? TABLE_TEXTS.hideFilters : TABLE_TEXTS.showFilters;
  return (
    <Tooltip title={text}>
      <Button icon={<FilterOutlined />} type={shown ? "primary" : "default"} ghost={shown} onClick={onToggle} data-testid="toggle-filters">
        {text}
      </Button>
    </Tooltip>
  );
}
