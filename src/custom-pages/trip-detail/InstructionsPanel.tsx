// Commercial instructions panel, 'Instruciones comerciales': the latest first, one row a
// page; add and edit; 'Cargando...' toast for 2000 ms while loading.
import { useEffect, useState } from "react";
import { App, Button, Card, Space, Table } from "antd";
import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { FooterPagination } from "@/components/layout";
import { formatDateTime } from "./format";
import { CREATE_OBSERVATION, OBSERVATIONS, UPDATE_OBSERVATION, type Observation } from "./queries";
import { InstructionForm } from "./InstructionForm";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { useGqlMutation, useGqlQuery } from "./use-gql";

export const INSTRUCTION_LOADING_MS = 2000;

export interface InstructionsPanelProps {
  tripId: number;
}

export function InstructionsPanel({ tripId }: InstructionsPanelProps) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Observation | "new" | null>(null);
  const variables = {
    filters: [{ field: "idviaje", value: tripId }],
    orders: [{ field: "id", type: "DESC" }],
    pagination: { fields: 1, page },
  };
  const { data, query } = useGqlQuery<{ observacionesviaje: { totalreg: number; data: Observation[] } }>(OBSERVATIONS, variables);
  const create = useGqlMutation(CREATE_OBSERVATION);
  const update = useGqlMutation(UPDATE_OBSERVATION);
  const t = TRIP_DETAIL_TEXTS.instructions;
  const rows = data?.observacionesviaje.data ?? [];
  const total = data?.observacionesviaje.totalreg ?? 0;

  // the toast shows while loading, 2000 ms at most, and closes as soon as the instructions show
  useEffect(() => {
    if (query.isFetching) message.loading({ key: "instructions", content: t.loading, duration: INSTRUCTION_LOADING_MS / 1000 });
    else message.destroy("instructions");
  }, [query.isFetching, message, t.loading]);
  useEffect(() => () => message.destroy("instructions"), [message]);

  const submit = async (observacion: string) => {
    try {
      if (editing === "new") {
        await create.run({ observacionesviaje: { idviaje: tripId, observacion } });
        setPage(1);
      } else if (editing) {
        await update.run({ id: editing.id, observacionesviaje: { observacion } });
      }
      message.success(TRIP_DETAIL_TEXTS.success);
      setEditing(null);
      await query.refetch();
    } catch (error) {
      console.error("[instrucciones]", error);
      message.error(TRIP_DETAIL_TEXTS.error);
    }
  };

  return (
    <Card
      size="small"
      title={t.title}
      data-testid="instructions"
      extra={<Button size="small" icon={<PlusOutlined />} onClick={() => setEditing("new")}>{t.add}</Button>}
    >
      {/* always the table, 'No hay datos' in its one row when there is none: the panel is as tall either way */}
      <Table<Observation>
        rowKey="id"
        size="small"
        pagination={false}
        // as tall as a row with its edit button
        locale={{ emptyText: <div style={{ lineHeight: "24px", marginBlock: -8 }}>{t.none}</div> }}
        loading={query.isFetching}
        dataSource={rows}
        // a phone scrolls the table inside the panel rather than the whole page
        scroll={{ x: 480 }}
        columns={[
          { title: t.observation, dataIndex: "observacion" },
          // one line each, so a row is as tall as the empty one (a long observation still wraps)
          { title: t.user, dataIndex: "usuarionombre", width: 160, ellipsis: { showTitle: true } },
          { title: t.date, dataIndex: "fecha", width: 130, render: (v: string) => formatDateTime(v) },
          {
            key: "edit",
            width: 48,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label={t.edit} onClick={() => setEditing(row)} />
              </Space>
            ),
          },
        ]}
      />
      <FooterPagination current={page} pageSize={1} total={total} pageSizeOptions={[1]} onChange={(p) => setPage(p)} />
      <InstructionForm
        open={editing !== null}
        initial={editing === "new" || editing === null ? null : editing.observacion}
        saving={create.isPending || update.isPending}
        onSubmit={(text) => void submit(text)}
        onCancel={() => setEditing(null)}
      />
    </Card>
  );
}
