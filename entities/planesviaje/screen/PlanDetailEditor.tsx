// The trip plan's detail editor: add a control post, move it up or down, delete it;
// the order is renumbered 1..n on any change (shared/domain/plan-detail); each row needs its post, a distance
// ≥ 0 and whole hours and minutes ('Entero'); at least one post ('Debe tener minimo un puesto de control');
// the totals of duration (h:mm) and distance (km).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, InputNumber, Space, Switch, Table, Typography } from "antd";
import { SearchSelect } from "@/components/search-select/SearchSelect";
import { NOT_NEGATIVE, addRow, formatHoursMinutes, moveRow, planTotals, removeRow, toMinutes } from "@shared/domain/plan-detail";
import { formatDistance } from "@shared/domain/quantity-format";
import { antdRules } from "@/resources/engine/form/field-rules";
import { MIN_ONE_POST } from "@shared/i18n/plans";

export interface PlanDetailFormRow {
  idpuestocontrol?: number | null;
  puestocontrol?: string | null;
  orden: number;
  distancia?: number | null;
  horas?: number | null;
  minutos?: number | null;
  indicadorpernoctar?: boolean;
}

const notNegative = [{ validator: async (_r: unknown, v: unknown) => { if (v == null || v === "" || Number(v) < 0) throw new Error(NOT_NEGATIVE); } }];
const wholeNumber = antdRules({ required: true, integer: true });
const required = antdRules({ required: true });

export const planRowsTotals = (rows: readonly PlanDetailFormRow[]) =>
  planTotals(rows.map((r) => ({ orden: r.orden, distancia: r.distancia, duracion: toMinutes(Number(r.horas) || 0, Number(r.minutos) || 0) })));

export function PlanDetailEditor() {
  const form = Form.useFormInstance();
  const rows = (Form.useWatch("detalles", form) as PlanDetailFormRow[] | undefined) ?? [];
  const current = () => (form.getFieldValue("detalles") as PlanDetailFormRow[] | undefined) ?? [];
  const set = (next: PlanDetailFormRow[]) => {
    form.setFieldValue("detalles", next);
    void form.validateFields(["detalles"]);
  };
  const totals = planRowsTotals(rows);

  return (
    <Form.List
      name="detalles"
      rules={[{ validator: async (_r, value: unknown[] | undefined) => { if (!value?.length) throw new Error(MIN_ONE_POST); } }]}
    >
      {(fields, _ops, { errors }) => (
        <div data-testid="plan-detalles">
          <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }}>
            <Typography.Text strong>Puestos de control</Typography.Text>
            <Button icon={<PlusOutlined />} onClick={() => set(addRow(current(), { horas: 0, minutos: 0, distancia: 0, indicadorpernoctar: false }))}>
              Agregar puesto
            </Button>
          </Space>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields.map((f, i) => ({ key: f.key, name: f.name, index: i }))}
            columns={[
              { title: "Orden", width: 60, render: (_v, r) => r.index + 1 },
              {
                title: "Puesto de control",
                render: (_v, r) => (
                  <Form.Item name={[r.name, "idpuestocontrol"]} rules={required} style={{ margin: 0 }}>
                    <SearchSelect
                      operation="puestoscontrolInfo"
                      labelField="descripcion"
                      initialLabel={rows[r.index]?.puestocontrol}
                      onChange={(_v, label) => form.setFieldValue(["detalles", r.name, "puestocontrol"], label)}
                    />
                  </Form.Item>
                ),
              },
              { title: "Distancia (km)", width: 110, render: (_v, r) => <Form.Item name={[r.name, "distancia"]} rules={notNegative} style={{ margin: 0 }}><InputNumber min={0} style={{ width: "100%" }} /></Form.Item> },
              { title: "Horas", width: 80, render: (_v, r) => <Form.Item name={[r.name, "horas"]} rules={wholeNumber} style={{ margin: 0 }}><InputNumber min={0} style={{ width: "100%" }} /></Form.Item> },
              { title: "Minutos", width: 80, render: (_v, r) => <Form.Item name={[r.name, "minutos"]} rules={wholeNumber} style={{ margin: 0 }}><InputNumber min={0} max={59} style={{ width: "100%" }} /></Form.Item> },
              { title: "Pernoctar", width: 80, render: (_v, r) => <Form.Item name={[r.name, "indicadorpernoctar"]} valuePropName="checked" style={{ margin: 0 }}><Switch size="small" /></Form.Item> },
              {
                title: "",
                width: 110,
                render: (_v, r) => (
                  <Space size={2}>
                    <Button size="small" aria-label="Subir" icon={<ArrowUpOutlined />} disabled={r.index === 0} onClick={() => set(moveRow(current(), r.index, -1))} />
                    <Button size="small" aria-label="Bajar" icon={<ArrowDownOutlined />} disabled={r.index === fields.length - 1} onClick={() => set(moveRow(current(), r.index, 1))} />
                    <Button size="small" danger aria-label="Quitar" icon={<DeleteOutlined />} onClick={() => set(removeRow(current(), r.index))} />
                  </Space>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <Space style={{ marginTop: 8 }} size="large" data-testid="plan-totales">
            <Typography.Text>{`Duración total: ${formatHoursMinutes(totals.minutes)}`}</Typography.Text>
            <Typography.Text>{`Distancia total: ${formatDistance(totals.km)}`}</Typography.Text>
          </Space>
        </div>
      )}
    </Form.List>
  );
}
