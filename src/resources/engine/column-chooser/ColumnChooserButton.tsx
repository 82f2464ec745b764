// The 'Columnas' button of a list and its dialog: Aceptar closes it and applies the change locally first,
// then saves it per changed column (useTableColumns.applyChooser). The dialog (antd's Tree) is
// its own chunk, loaded on the first click: a list's first render does not need it.
import { SettingOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { Suspense, useState } from "react";
import { lazyNamed } from "@/components/lazy-named";
import type { TableColumnsState } from "../use-table-columns";
import { TABLE_TEXTS } from "@shared/i18n/table";

const ColumnChooser = lazyNamed(() => import("./ColumnChooser"), (m) => m.ColumnChooser);

export function ColumnChooserButton<R extends BaseRecord>({ columns }: { columns: TableColumnsState<R> }) {
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing still animates
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<SettingOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {TABLE_TEXTS.columns}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ColumnChooser
            open={open}
            columns={columns.all}
            onCancel={() => setOpen(false)}
            onAccept={(ordered, visible) => {
              setOpen(false);
              void columns.applyChooser(ordered, visible);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
