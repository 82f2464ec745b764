// An image field's form control: one image, uploaded as the report forms upload theirs — the server signs a PUT URL
// of a new key in the company's folder (firmarSubidaImagen), the browser PUTs the bytes there, and the field's value
// becomes the key (what the record stores). The preview reads the signed GET URL: the new upload's, or the record's
// `<name>Url` kept beside the key in the form's values. Replacing uploads another image; removing clears the value.
import { Form, Image, Upload, type UploadFile } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useState } from "react";
import { extensionOf, imageUrlField, isImageExtension, IMAGE_EXTENSIONS } from "@shared/domain/image-key";
import { MESSAGES } from "@shared/i18n/messages";
import { API_BASE_URL } from "@/providers/session";
import type { FieldTypeFormItemProps } from "../field-types/browser-field-type";
import { SIGN_IMAGE_UPLOAD } from "../images/queries";
import { absoluteUrl as absolute, useSignedUpload } from "./use-signed-upload";

/** The accepted images, as the file picker's filter. */
const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(",");
/** The uploads' largest image (server/storage/files.ts, its default). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why a picked file is refused before it is sent, or null. */
export function imageFileProblem(file: { name: string; size: number }): string | null {
  if (!isImageExtension(extensionOf(file.name))) return MESSAGES.image.extension;
  return file.size > MAX_IMAGE_BYTES ? MESSAGES.imageTooLarge : null;
}

export interface ImageFieldInputProps {
  /** the form's value: the stored key */
  value?: string | null;
  onChange?: (key: string | null) => void;
  /** the record's signed read URL of `value` */
  initialUrl?: string | null;
  label: string;
  id?: string;
  base?: string;
  doFetch?: typeof fetch;
}

export function ImageFieldInput({ value, onChange, initialUrl, label, id, base = API_BASE_URL, doFetch = fetch }: ImageFieldInputProps) {
  const { uploaded, busy, error, uploadProps } = useSignedUpload({
    problemOf: imageFileProblem, document: SIGN_IMAGE_UPLOAD, variables: (file) => ({ extension: file.name }), answer: "firmarSubidaImagen",
    defaultType: "image/jpeg", failed: MESSAGES.image.uploadFailed, onChange, base, doFetch,
  });
  const [preview, setPreview] = useState(false);
  // the URL of the image the value names: the upload's, else the record's
  const url = value ? (uploaded?.key === value ? uploaded.url : initialUrl) : null;
  const files: UploadFile[] = busy
    ? [busy]
    : value ? [{ uid: value, name: value.slice(value.indexOf("/") + 1), status: "done", ...(url ? { url: absolute(url, base), thumbUrl: absolute(url, base) } : {}) }] : [];

  return (
    <>
      <Upload
        id={id}
        accept={ACCEPT}
        listType="picture-card"
        {...uploadProps}
        fileList={files}
        onPreview={() => setPreview(true)}
      >
        <button type="button" style={{ border: 0, background: "none" }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{MESSAGES.image.upload}</div>
        </button>
      </Upload>
      {url ? (
        <Image src={absolute(url, base)} alt={label} style={{ display: "none" }} preview={{ visible: preview, onVisibleChange: setPreview }} />
      ) : null}
      {error ? <div role="alert" style={{ color: "#ff4d4f" }}>{error}</div> : null}
    </>
  );
}

/** The Form.Item of an image field: its value the key, its preview the record's URL kept in the form's values. */
export function ImageFormItem({ field, item }: FieldTypeFormItemProps) {
  const form = Form.useFormInstance();
  const initialUrl = Form.useWatch(imageUrlField(field.name), { form, preserve: true }) as string | null | undefined;
  return (
    <Form.Item {...item}>
      <ImageFieldInput label={field.label} initialUrl={initialUrl ?? null} />
    </Form.Item>
  );
}
