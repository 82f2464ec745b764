// ARC settings (/home/Settings-ARC): ordering of the trips list and the delay
// alerts of the company. Role 3 (the menu hides it, the server refuses others).
import { useCustom, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, App, Button, Card, ColorPicker, Form, Input, Select, Spin } from "antd";
import { useEffect } from "react";
import { PageHeader } from "@/components/layout";
import { ARC_TIME_FIELDS, type ArcSettingsValues } from "@shared/domain/arc-settings";
import { readSession } from "@/providers/session";
import { ARC_ERROR_SECONDS, ORDENAR_POR_SELECT, colorValue, timeFieldError, toFormValues, toSettingsInput } from "./arc-form";
import { SETTINGS_QUERY, UPDATE_SETTINGS } from "./queries";
import { ARC_FIELD_LABELS, ARC_TEXTS } from "@shared/i18n/arc-settings";

const companyOf = (): number | null => {
  const id = Number(readSession()?.idcompany);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function ArcSettingsPage() {
  const idempresa = companyOf();
  return (
    <>
      <PageHeader title={ARC_TEXTS.title} />
      {idempresa === null ? <Alert type="error" showIcon message={ARC_TEXTS.noCompany} /> : <ArcSettingsForm idempresa={idempresa} />}
    </>
  );
}

function ArcSettingsForm({ idempresa }: { idempresa: number }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ArcSettingsValues>();
  const invalidate = useInvalidate();
  const { result, query } = useCustom<{ settings: Partial<ArcSettingsValues> | null }>({
    url: "",
    method: "post",
    config: { payload: { idempresa } },
    meta: { document: SETTINGS_QUERY },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation();
  const loaded = result.data?.settings;

  useEffect(() => {
    if (query.isError) message.error({ key: "arc-load", content: ARC_TEXTS.loadError, duration: ARC_ERROR_SECONDS });
  }, [query.isError, message]);
  useEffect(() => {
    if (loaded !== undefined) form.setFieldsValue(toFormValues(loaded));
  }, [loaded, form]);

  const save = async () => {
    let values: ArcSettingsValues;
    try {
      values = await form.validateFields();
    } catch {
      message.warning({ key: "arc-fix", content: ARC_TEXTS.fixErrors, duration: ARC_ERROR_SECONDS });
      return;
    }
    try {
      await mutateAsync({
        url: "",
        method: "post",
        values: { settings: toSettingsInput(values), idempresa },
        meta: { document: UPDATE_SETTINGS },
        successNotification: false,
        errorNotification: false,
      });
      message.success({ key: "arc-saved", content: ARC_TEXTS.updated });
      await Promise.all([query.refetch(), invalidate({ resource: "viajes", invalidates: ["list"] })]);
    } catch (error) {
      console.error("[updateSettings]", error);
      message.error({ key: "arc-save", content: ARC_TEXTS.updateError, duration: ARC_ERROR_SECONDS });
    }
  };

  if (query.isError) return <Alert type="error" showIcon message={ARC_TEXTS.loadErrorInline} />;
  return (
    <Spin spinning={query.isLoading}>
      <Card style={{ maxWidth: 560 }}>
        <Form form={form} layout="vertical" initialValues={toFormValues(null)} onFinish={() => void save()} onFinishFailed={() => void save()}>
          <Form.Item name="ordenar_por" label={ARC_FIELD_LABELS.ordenar_por}>
            <Select options={ORDENAR_POR_SELECT} />
          </Form.Item>
          {ARC_TIME_FIELDS.map((name) => (
            <Form.Item
              key={name} name={name} label={ARC_FIELD_LABELS[name]} validateTrigger="onBlur"
              rules={[{ validator: async (_rule, value) => { const error = timeFieldError(value); if (error) throw new Error(error); } }]}
            >
              <Input placeholder="HH:MM" maxLength={5} autoComplete="off" aria-label={ARC_FIELD_LABELS[name]} />
            </Form.Item>
          ))}
          {(["color_alerta_media", "color_alerta_alta"] as const).map((name) => (
            <Form.Item key={name} name={name} label={ARC_FIELD_LABELS[name]} getValueFromEvent={colorValue}>
              <ColorPicker format="hex" disabledAlpha showText />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {ARC_TEXTS.save}
          </Button>
        </Form>
      </Card>
    </Spin>
  );
}
