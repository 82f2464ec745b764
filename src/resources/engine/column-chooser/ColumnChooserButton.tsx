// The 'Columnas' button of a list and its dialog: Aceptar closes it and applies the change locally first,
// then saves it per changed column (spec 1 §4.4, useTableColumns.applyChooser).
import { SettingOutlined } from "@ant-design/icons";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { useState } from "react";
import type { TableColumnsState } from "../use-table-columns";
import { ColumnChooser } from "./ColumnChooser";

export function ColumnChooserButton<R extends BaseRecord>({ columns }: { columns: TableColumnsState<R> }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        {t("table.columns")}
      </Button>
      <ColumnChooser
        open={open}
        columns={columns.all}
        onCancel={() => setOpen(false)}
        onAccept={(ordered, visible) => {
          setOpen(false);
          void columns.applyChooser(ordered, visible);
        }}
      />
    </>
  );
}
