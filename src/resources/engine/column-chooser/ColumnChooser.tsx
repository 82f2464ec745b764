// Column configuration dialog: search 'Buscar...', select-all toggle, drag to reorder,
// Cancelar / Aceptar. It only edits a draft; the caller applies and saves it on Aceptar.
// 'Buscar...' refuses the apostrophe and Aceptar ignores a repeated click within 500 ms.
import { HolderOutlined } from "@ant-design/icons";
import { Button, Checkbox, Input, Modal, Space, Tree } from "antd";
import { useMemo, useState } from "react";
import { useClickGuard } from "@/components/click-guard";
import { blockApostropheKey, withoutApostrophe } from "@/components/no-apostrophe";
import { matchesSearch, moveColumn, sortColumns, type ColumnSetting } from "@shared/domain/column-config";
import { RESOURCE_TEXTS, TABLE_TEXTS } from "@shared/i18n/table";

export interface ColumnChooserProps {
  open: boolean;
  columns: readonly ColumnSetting[];
  onCancel: () => void;
  onAccept: (orderedIds: number[], visibleIds: number[]) => void;
}

export function ColumnChooser({ open, columns, onCancel, onAccept }: ColumnChooserProps) {
  return (
    <Modal open={open} title={TABLE_TEXTS.columns} onCancel={onCancel} footer={null} destroyOnHidden width={420}>
      {open ? <ChooserBody columns={columns} onCancel={onCancel} onAccept={onAccept} /> : null}
    </Modal>
  );
}

function ChooserBody({ columns, onCancel, onAccept }: Omit<ColumnChooserProps, "open">) {
  const sorted = useMemo(() => sortColumns(columns), [columns]);
  const [order, setOrder] = useState(() => sorted.map((c) => c.id));
  const [checked, setChecked] = useState(() => sorted.filter((c) => !c.hidden).map((c) => c.id));
  const [search, setSearch] = useState("");
  const byId = new Map(columns.map((c) => [c.id, c]));
  const shown = order.filter((id) => matchesSearch(byId.get(id)?.label ?? "", search));
  const shownChecked = shown.filter((id) => checked.includes(id));
  const allChecked = shown.length > 0 && shownChecked.length === shown.length;

  const accept = useClickGuard(() => onAccept(order, checked));

  const toggleAll = (on: boolean) =>
    setChecked((prev) => (on ? Array.from(new Set([...prev, ...shown])) : prev.filter((id) => !shown.includes(id))));

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Input.Search
        placeholder={TABLE_TEXTS.search} allowClear value={search}
        onKeyDown={blockApostropheKey} onChange={(e) => setSearch(withoutApostrophe(e.target.value))}
      />
      <Checkbox
        checked={allChecked}
        indeterminate={shownChecked.length > 0 && !allChecked}
        onChange={(e) => toggleAll(e.target.checked)}
      >
        {TABLE_TEXTS.selectAll}
      </Checkbox>
      <div style={{ maxHeight: 360, overflowY: "auto" }}>
        <Tree
          checkable
          draggable={{ icon: <HolderOutlined /> }}
          blockNode
          selectable={false}
          treeData={shown.map((id) => ({ key: id, title: byId.get(id)?.label ?? String(id), isLeaf: true }))}
          checkedKeys={shownChecked}
          onCheck={(keys) => {
            const list = (Array.isArray(keys) ? keys : keys.checked).map(Number);
            // keys hidden by the search keep their state
            setChecked((prev) => [...prev.filter((id) => !shown.includes(id)), ...list]);
          }}
          allowDrop={({ dropPosition }) => dropPosition !== 0}
          onDrop={(info) => {
            const relative = info.dropPosition - Number(info.node.pos.split("-").pop());
            setOrder((prev) => moveColumn(prev, Number(info.dragNode.key), Number(info.node.key), relative > 0));
          }}
        />
      </div>
      <Space style={{ width: "100%", justifyContent: "flex-end" }}>
        <Button onClick={onCancel}>{RESOURCE_TEXTS.cancel}</Button>
        <Button type="primary" onClick={accept}>
          {RESOURCE_TEXTS.accept}
        </Button>
      </Space>
    </Space>
  );
}
