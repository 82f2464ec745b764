// Documents report (sysevento 16): fecha, hora, novedad and at least one image; multiple image files only
//. The images are uploaded after the report to its signed links.
import { Button, Form, Upload } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { REPORT_EVENTS } from "@shared/domain/report-rules";
import type { FormProps } from "./form-props";
import { ReportForm } from "./ReportForm";
import { REPORT_TEXTS } from "@shared/i18n/reports";

export function ImagesField({ required }: { required: boolean }) {
  return (
    <Form.Item name="imagenes" label={REPORT_TEXTS.fields.imagenes} valuePropName="fileList"
      getValueFromEvent={(e: { fileList?: unknown[] } | unknown[]) => (Array.isArray(e) ? e : e?.fileList)}
      rules={required ? [{ required: true, type: "array", min: 1, message: REPORT_TEXTS.required }] : []}>
      <Upload accept="image/*" multiple listType="picture" beforeUpload={() => false} data-testid="report-imagenes">
        <Button icon={<UploadOutlined />}>{REPORT_TEXTS.fields.imagenes}</Button>
      </Upload>
    </Form.Item>
  );
}

export function DocumentsForm({ shipments: _s, idsysevento: _e, title, ...props }: FormProps) {
  return (
    <ReportForm {...props} kind="documents" idsysevento={REPORT_EVENTS.documents} title={title ?? REPORT_TEXTS.titles.documents}>
      <ImagesField required />
    </ReportForm>
  );
}
