// A file field's form control: one document (pdf, doc, docx, xls, xlsx, odt, ods, txt or csv, at most 10 MB), uploaded
// as an image field uploads its image — the server signs a PUT URL of a new key in the company's folder keeping the
// file's name (firmarSubidaArchivo), the browser PUTs the bytes there, and the field's value becomes the key (what the
// record stores). A file of another type or too large is refused before anything is sent, with its Spanish message.
// The list shows the file's name, a link to its signed download URL (the new upload's, or the record's `<name>Url`
// kept beside the key in the form's values). Replacing uploads another file; removing clears the value.
import { Button, Form, Upload, type FormItemProps, type UploadFile } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { FILE_EXTENSIONS, fileNameOf, pickedFileProblem } from "@shared/domain/file-key";
import { imageUrlField } from "@shared/domain/image-key";
import { MESSAGES } from "@shared/i18n/messages";
import { API_BASE_URL } from "@/providers/session";
import { SIGN_FILE_UPLOAD } from "../files/queries";
import { absoluteUrl, useSignedUpload } from "./use-signed-upload";

/** The accepted documents, as the file picker's filter. */
const ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(",");

export interface FileFieldInputProps {
  /** the form's value: the stored key */
  value?: string | null;
  onChange?: (key: string | null) => void;
  /** the record's signed download URL of `value` */
  initialUrl?: string | null;
  id?: string;
  base?: string;
  doFetch?: typeof fetch;
}

export function FileFieldInput({ value, onChange, initialUrl, id, base = API_BASE_URL, doFetch = fetch }: FileFieldInputProps) {
  const { uploaded, busy, error, uploadProps } = useSignedUpload({
    problemOf: pickedFileProblem, document: SIGN_FILE_UPLOAD, variables: (file) => ({ nombre: file.name }), answer: "firmarSubidaArchivo",
    defaultType: "application/octet-stream", failed: MESSAGES.file.uploadFailed, onChange, base, doFetch,
  });
  // the URL of the file the value names: the upload's, else the record's
  const url = value ? (uploaded?.key === value ? uploaded.url : initialUrl) : null;
  const name = fileNameOf(value);
  const files: UploadFile[] = busy
    ? [busy]
    : value ? [{ uid: value, name: name ?? value, status: "done", ...(url ? { url: absoluteUrl(url, base) } : {}) }] : [];

  return (
    <>
      <Upload
        accept={ACCEPT}
        listType="text"
        {...uploadProps}
        fileList={files}
      >
        <Button id={id} icon={<UploadOutlined />}>{MESSAGES.file.upload}</Button>
      </Upload>
      {error ? <div role="alert" style={{ color: "#ff4d4f" }}>{error}</div> : null}
    </>
  );
}

/** The Form.Item of a file field: its value the key, its link the record's URL kept in the form's values. */
export function FileFormItem({ item }: { item: FormItemProps }) {
  const form = Form.useFormInstance();
  const name = String(item.name);
  const initialUrl = Form.useWatch(imageUrlField(name), { form, preserve: true }) as string | null | undefined;
  return (
    <Form.Item {...item}>
      <FileFieldInput initialUrl={initialUrl ?? null} />
    </Form.Item>
  );
}
