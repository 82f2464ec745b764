// The generated view / edit / create modal on @refinedev/antd's useForm: a record opened by id starts in view mode, a new
// one directly in edit mode; Editar switches; Guardar creates or updates, then 'procesos exitoso', the
// modal closes and the list refreshes (Refine invalidates it); a failure shows the server's first message
// or the definition's. Options: a custom title, view-mode plug-ins, "create from" actions (a new record
// prefilled from the one shown) and extra mutation variables.
import { useForm } from "@refinedev/antd";
import { type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Col, ConfigProvider, Descriptions, Form, Modal, Row, Skeleton, type FormInstance } from "antd";
import { gql } from "@urql/core";
import { Suspense, useState } from "react";
import { useClickGuard } from "@/components/click-guard";
import { formatValue } from "./format-value";
import { FieldInput } from "./form/FieldInput";
import { FormOperation } from "./form/form-operation";
import { initialValues, labelFieldNames, toMutationInput } from "./form/form-values";
import { failureMessage, providerMeta, recordMeta } from "./resource-meta";
import type { ResourceDefinition } from "./types";
import { RESOURCE_TEXTS } from "@shared/i18n/table";

export interface ResourceModalProps<R extends BaseRecord> {
  definition: ResourceDefinition<R>;
  open: boolean;
  /** the record to show; none for a new one */
  id?: BaseKey;
  onClose: () => void;
}

/**
 * What a save adds to the provider's meta: for an update, the definition's own mutation text; and the
 * definition's extra mutation variables, computed from every form value when the save reads the meta.
 */
function mutationMetaOf(definition: ResourceDefinition, update: boolean, values: () => Record<string, unknown>): Record<string, unknown> {
  const meta: Record<string, unknown> = update && definition.updateMutation ? { gqlMutation: gql(definition.updateMutation) } : {};
  const variables = definition.mutationVariables;
  if (variables) Object.defineProperty(meta, "variables", { enumerable: true, get: () => variables(values()) });
  return meta;
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
  const { form, formProps, saveButtonProps, query, mutation } = useForm<R>({
    resource: definition.name,
    // a record made from the one shown is Refine's clone: the shown record is read, a new one created
    action: derived ? "clone" : id === undefined ? "create" : "edit",
    id,
    redirect: false,
    mutationMode: "pessimistic",
    meta: providerMeta(definition),
    queryMeta: recordMeta(definition),
    mutationMeta: mutationMetaOf(definition as ResourceDefinition, !isNew, (): Record<string, unknown> => (form as FormInstance).getFieldsValue(true)),
    successNotification: () => ({ type: "success", message: RESOURCE_TEXTS.saved }),
    errorNotification: (error) => ({
      type: "error", message: failureMessage(error, definition.saveErrorMessage, definition.preferSaveErrorMessage),
    }),
    onMutationSuccess: onClose,
  });
  const record = query?.data?.data;
  const saving = mutation.isPending;
  const editable = isNew || (record !== undefined && definition.isRecordEditable?.(record) !== false);
  const loading = id !== undefined && Boolean(query?.isLoading);

  // repeated clicks ignored; the form validates, then saves (invalid fields show their messages)
  const save = useClickGuard(() => {
    if (!saving) saveButtonProps.onClick();
  });

  const footer =
    mode === "view"
      ? [
          <Button key="close" onClick={onClose}>{RESOURCE_TEXTS.cancel}</Button>,
          ...(record && editable
            ? (definition.createFrom ?? []).map((action) => (
                <Button key={`from-${action.label}`} onClick={() => { setDerived(action.values(record) as Record<string, unknown>); setMode("edit"); }}>
                  {action.label}
                </Button>
              ))
            : []),
          editable ? <Button key="edit" type="primary" onClick={() => setMode("edit")}>{RESOURCE_TEXTS.edit}</Button> : null,
        ]
      : [
          <Button key="cancel" onClick={onClose}>{RESOURCE_TEXTS.cancel}</Button>,
          <Button key="save" type="primary" loading={saving} onClick={save}>{RESOURCE_TEXTS.save}</Button>,
        ];

  return (
    <Modal open title={definition.modalTitle?.(record, mode) ?? definition.labels.singular} width={definition.modalWidth ?? 600} onCancel={onClose} footer={footer} destroyOnHidden>
      {loading ? (
        <Skeleton active />
      ) : mode === "view" && record ? (
        <>
        <Descriptions column={1} bordered size="small">
          {definition.fields
            .filter((f) => (f.view === true || (f.view !== false && f.query !== false)) && f.readableIn?.(record) !== false)
            .map((f) => (
              <Descriptions.Item key={f.name} label={f.label}>
                {f.show ? f.show(record[f.name], record) : f.format ? f.format(record[f.name], record) : formatValue(record[f.name], f.type, f.options)}
              </Descriptions.Item>
            ))}
        </Descriptions>
        {(definition.viewSections ?? []).map((Section, i) => (
          // a definition's plug-in section may load when first shown (lazyNamed): it appears under the fields,
          // a skeleton standing in for it meanwhile
          <Suspense key={i} fallback={<Skeleton active />}>
            <Section record={record} close={onClose} />
          </Suspense>
        ))}
        </>
      ) : (
        <Form
          {...formProps}
          key={derived ? "derived" : "record"}
          layout="vertical"
          initialValues={derived ?? initialValues(definition, record)}
          // the mutation takes the definition's input from every kept value (hidden relation labels too)
          onFinish={(values) => formProps.onFinish?.(toMutationInput(definition, { ...form.getFieldsValue(true), ...values }) as R)}
          disabled={saving}
        >
          {labelFieldNames(definition).map((name) => (
            <Form.Item key={name} name={name} hidden>
              <input type="hidden" />
            </Form.Item>
          ))}
          <FormOperation.Provider value={isNew ? "create" : "update"}>
          <Row gutter={12}>
            {definition.fields.map((f) =>
              // a field the caller may not read of this record is not edited blind
              f.form && (isNew || !record || f.readableIn?.(record) !== false) ? (
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
          </FormOperation.Provider>
          {(definition.formSections ?? []).map((Section, i) => (
            // until a section has loaded, its rules are not the form's yet: a skeleton shows that it is still coming
            <Suspense key={i} fallback={<Skeleton active />}>
              <Section mode={isNew ? "create" : "edit"} record={derived ? undefined : record} />
            </Suspense>
          ))}
        </Form>
      )}
    </Modal>
  );
}
