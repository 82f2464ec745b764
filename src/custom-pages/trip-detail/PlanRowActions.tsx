// The actions of one plan row: edit, save, cancel, delete, move up and move down.
import type { ComponentProps } from "react";
import { Button, Popconfirm, Space, Tooltip } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, DeleteOutlined, EditOutlined, SaveOutlined } from "@ant-design/icons";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";

export interface PlanRowActionsProps {
  editing: boolean;
  busy: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
  onMove: (direction: "SUBIR" | "BAJAR") => void;
}

const Action = ({ title, ...props }: { title: string } & ComponentProps<typeof Button>) => (
  <Tooltip title={title}>
    <Button size="small" aria-label={title} {...props} />
  </Tooltip>
);

export function PlanRowActions({ editing, busy, first, last, onEdit, onSave, onCancel, onDelete, onMove }: PlanRowActionsProps) {
  const t = TRIP_DETAIL_TEXTS.plan;
  if (editing) {
    return (
      <Space size={4}>
        <Action title={t.save} type="primary" icon={<SaveOutlined />} loading={busy} onClick={onSave} />
        <Action title={t.cancel} icon={<CloseOutlined />} disabled={busy} onClick={onCancel} />
      </Space>
    );
  }
  return (
    <Space size={4}>
      <Action title={t.edit} icon={<EditOutlined />} disabled={busy} onClick={onEdit} />
      <Popconfirm title={t.deleteConfirm} onConfirm={onDelete} okText={t.delete} cancelText={t.cancel}>
        <Action title={t.delete} danger icon={<DeleteOutlined />} disabled={busy} />
      </Popconfirm>
      <Action title={t.up} icon={<ArrowUpOutlined />} disabled={busy || first} onClick={() => onMove("SUBIR")} />
      <Action title={t.down} icon={<ArrowDownOutlined />} disabled={busy || last} onClick={() => onMove("BAJAR")} />
    </Space>
  );
}
