// '?' anywhere under /Home (outside a text box) shows the keyboard shortcuts: Ctrl+K, R, Enter, ?, Esc.
import { useEffect, useState } from "react";
import { Modal, Table, Typography } from "antd";
import { SHORTCUTS, isTextBox, shortcutOf } from "@shared/domain/keyboard-shortcuts";
import { SHORTCUT_TEXTS } from "@shared/i18n/shell";

export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Esc closes the list even when the focus stayed on the page behind it
      if (e.key === "Escape") {
        setOpen(false);
        return;
      }
      const target = e.target as HTMLElement | null;
      if (shortcutOf({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, inTextBox: isTextBox(target), onRow: false }) !== "help") return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={SHORTCUT_TEXTS.title} width={560} destroyOnHidden
      className="shortcuts-help">
      <Table
        size="small"
        rowKey="keys"
        pagination={false}
        dataSource={SHORTCUTS.map((s) => ({ keys: s.keys, text: s.text }))}
        columns={[
          { title: SHORTCUT_TEXTS.keys, dataIndex: "keys", width: 110, render: (keys: string) => <Typography.Text keyboard>{keys}</Typography.Text> },
          { title: SHORTCUT_TEXTS.action, dataIndex: "text" },
        ]}
      />
    </Modal>
  );
}
