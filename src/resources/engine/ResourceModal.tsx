// The generated view / edit / create modal (spec 3 §4): a record opened by id starts in view mode, a new
// one directly in edit mode; Editar switches; Guardar creates or updates, then 'procesos exitoso', the
// modal closes and the list refreshes (Refine invalidates it); a failure shows the server's first message
// or the definition's. Options: a custom title, view-mode plug-ins, "create from" actions (a new record
// prefilled from the one shown) and extra mutation variables.
import { useCreate, useNotification, useOne, useTranslate, useUpdate, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Col, ConfigProvider, Descriptions, Form, Modal, Row, Skeleton } from "antd";
import { gql } from "@urql/core";
import { Suspense, useState } from "react";
import { CLICK_GUARD_MS } from "@/config";
import { formatValue } from "./format-value";
import { FieldInput } from "./form/FieldInput";
import { initialValues, labelFieldNames, toMutationInput } from "./form/form-values";
import { failureMessage, providerMeta, recordMeta } from "./resource-meta";
import type { ResourceDefinition } from "./types";

export interface ResourceModalProps<R extends BaseRecord> {
  definition: ResourceDefinition<R>;
  open: boolean;
  /** the record to show; none for a new one */
  id?: BaseKey;
  onClose: () => void;
}

export function ResourceModal<R extends BaseRecord>(props: ResourceModalProps<R>) {
  // a fresh body per opening: mode, form and guards start over
  return props.open ? <ModalBody key={String(props.id ?? "new")} {...props} /> : null;
}

function ModalBody<R extends BaseRecord>({ definition, id, onClose }: ResourceModalProps<R>) {
  // a "create from" action turns the modal into a new record's form with these values
  const [derived, setDerived] = useState<Record<string, unknown> | null>(null);
  const isNew = id === undefined || derived !== null;
  const [mode, setMode] = useState<"view" | "edit">(id === undefined ? "edit" : "view");
  const [form] = Form.useForm();
  const [lastSave, setLastSave] = useState(0);
  const meta = providerMeta(definition);
  const { open: notify } = useNotification();
  const t = useTranslate();
  const { result: record, query } = useOne<R>({
    resource: definition.name,
    id,
    meta: recordMeta(definition),
    queryOptions: { enabled: id !== undefined },
    errorNotification: false,
  });
  const create = useCreate();
  const update = useUpdate();
  const saving = create.mutation.isPending || update.mutation.isPending;
  const editable = isNew || (record !== undefined && definition.isRecordEditable?.(record) !== false);
  const loading = id !== undefined && query.isLoading;

  const save = async () => {
    const now = Date.now();
    if (saving || now - lastSave < CLICK_GUARD_MS) return; // spec 1 §5: repeated clicks ignored
    setLastSave(now);
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages; save is blocked while invalid
    }
    const all = { ...form.getFieldsValue(true), ...values };
    const input = toMutationInput(definition, all);
    const variables = definition.mutationVariables?.(all);
    const common = {
      resource: definition.name,
      values: input,
      meta: variables ? { ...meta, variables } : meta,
      successNotification: false as const,
      errorNotification: false as const,
    };
    const onSuccess = () => {
      notify?.({ type: "success", message: t("resource.saved") });
      onClose();
    };
    const onError = (error: unknown) => {
      notify?.({ type: "error", message: failureMessage(error, definition.saveErrorMessage, definition.preferSaveErrorMessage) });
    };
    if (isNew) create.mutate(common, { onSuccess, onError });
    else {
      const own = definition.updateMutation ? { meta: { ...common.meta, gqlMutation: gql(definition.updateMutation) } } : {};
      update.mutate({ ...common, ...own, id, mutationMode: "pessimistic" }, { onSuccess, onError });
    }
  };

  const footer =
    mode === "view"
      ? [
          <Button key="close" onClick={onClose}>{t("resource.cancel")}</Button>,
          ...(record && editable
            ? (definition.createFrom ?? []).map((action) => (
                <Button key={`from-${action.label}`} onClick={() => { setDerived(action.values(record) as Record<string, unknown>); setMode("edit"); }}>
                  {action.label}
                </Button>
              ))
            : []),
          editable ? <Button key="edit" type="primary" onClick={() => setMode("edit")}>{t("resource.edit")}</Button> : null,
        ]
      : [
          <Button key="cancel" onClick={onClose}>{t("resource.cancel")}</Button>,
          <Button key="save" type="primary" loading={saving} onClick={() => void save()}>{t("resource.save")}</Button>,
        ];

  return (
    <Modal open title={definition.modalTitle?.(record, mode) ?? definition.labels.singular} width={definition.modalWidth ?? 600} onCancel={onClose} footer={footer} destroyOnHidden>
      {loading ? (
        <Skeleton active />
      ) : mode === "view" && record ? (
        <>
        <Descriptions column={1} bordered size="small">
          {definition.fields
            .filter((f) => f.view === true || (f.view !== false && f.query !== false))
            .map((f) => (
              <Descriptions.Item key={f.name} label={f.label}>
                {f.format ? f.format(record[f.name], record) : formatValue(record[f.name], f.type, f.options)}
              </Descriptions.Item>
            ))}
        </Descriptions>
        {(definition.viewSections ?? []).map((Section, i) => (
          // a definition's plug-in section may load when first shown (lazyNamed): it appears under the fields
          <Suspense key={i} fallback={null}>
            <Section record={record} close={onClose} />
          </Suspense>
        ))}
        </>
      ) : (
        <Form
          key={derived ? "derived" : "record"}
          form={form}
          layout="vertical"
          initialValues={derived ?? initialValues(definition, record)}
          disabled={saving}
        >
          {labelFieldNames(definition).map((name) => (
            <Form.Item key={name} name={name} hidden>
              <input type="hidden" />
            </Form.Item>
          ))}
          <Row gutter={12}>
            {definition.fields.map((f) =>
              f.form ? (
                <Col key={f.name} span={f.form.span ?? 24}>
                  {f.form.readOnly?.(derived ? undefined : record) ? (
                    <ConfigProvider componentDisabled>
                      <FieldInput field={f} />
                    </ConfigProvider>
                  ) : (
                    <FieldInput field={f} />
                  )}
                </Col>
              ) : null,
            )}
          </Row>
          {(definition.formSections ?? []).map((Section, i) => (
            <Suspense key={i} fallback={null}>
              <Section mode={isNew ? "create" : "edit"} record={derived ? undefined : record} />
            </Suspense>
          ))}
        </Form>
      )}
    </Modal>
  );
}
