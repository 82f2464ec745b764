// The virtual control post's address and geolocation: the address (required) with a search
// button converting a typed 'lat,lng', the coordinates (required: 'Falta geolocalizacion', zero allowed) and
// the map, whose click sets the coordinates and writes them in the address.
import { SearchOutlined } from "@ant-design/icons";
import { Button, Form, Input, InputNumber, Space, Spin } from "antd";
import { lazy, Suspense } from "react";
import { entityTextLimits, NUMBER_LIMITS, numberLimitError, textLimitError } from "@shared/domain/field-limits";
import { REQUIRED, sanitizeText } from "@shared/domain/validators";
import { formatLatLng, parseLatLng, type LatLng } from "./geo-text";
import { puestosControlEntity } from "../definition";
import { MESSAGES } from "@shared/i18n/messages";

const PuestoMap = lazy(() => import("./PuestoMap"));

export const MISSING_GEOLOCATION = MESSAGES.missingGeolocation;

const isNumber = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const ADDRESS = entityTextLimits(puestosControlEntity).direccion;
const GEO = NUMBER_LIMITS.GeolocalizacionInput;

/** Why the coordinates cannot be saved (missing, or outside ±90 / ±180), or null. */
function coordinatesError(latitud: unknown, longitud: unknown): string | null {
  if (!isNumber(latitud) || !isNumber(longitud)) return MISSING_GEOLOCATION;
  const lat = numberLimitError(latitud, GEO.latitud);
  if (lat) return `Latitud: ${lat}`;
  const lng = numberLimitError(longitud, GEO.longitud);
  return lng ? `Longitud: ${lng}` : null;
}

export function PuestoGeoSection() {
  const form = Form.useFormInstance();
  const latitud = Form.useWatch("latitud", form) as number | null | undefined;
  const longitud = Form.useWatch("longitud", form) as number | null | undefined;
  const point = isNumber(latitud) && isNumber(longitud) ? { latitud: latitud as number, longitud: longitud as number } : null;

  const setPoint = (p: LatLng, writeAddress: boolean) => {
    form.setFieldsValue({ latitud: p.latitud, longitud: p.longitud, ...(writeAddress ? { direccion: formatLatLng(p) } : {}) });
    void form.validateFields(["latitud"]);
  };
  const search = () => {
    const parsed = parseLatLng(form.getFieldValue("direccion") as string | undefined);
    if (parsed) setPoint(parsed, false);
  };

  return (
    <>
      <Form.Item label="Dirección" required>
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item
            name="direccion"
            noStyle
            rules={[
              {
                validator: async (_r, v) => {
                  if (!String(v ?? "").trim()) throw new Error(REQUIRED);
                  const tooLong = textLimitError(v, ADDRESS);
                  if (tooLong) throw new Error(tooLong);
                },
              },
            ]}
            normalize={(v: unknown) => (typeof v === "string" ? sanitizeText(v) : v)}
          >
            <Input placeholder="Dirección o lat,lng" data-testid="puesto-direccion" onPressEnter={search} />
          </Form.Item>
          <Button icon={<SearchOutlined />} onClick={search} aria-label="Buscar" data-testid="puesto-buscar" />
        </Space.Compact>
      </Form.Item>
      <Form.Item label="Geolocalización" required>
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item
            name="latitud"
            noStyle
            rules={[
              {
                validator: async () => {
                  const error = coordinatesError(form.getFieldValue("latitud"), form.getFieldValue("longitud"));
                  if (error) throw new Error(error);
                },
              },
            ]}
          >
            <InputNumber style={{ width: "50%" }} placeholder="Latitud" data-testid="puesto-latitud" onChange={() => void form.validateFields(["latitud"])} />
          </Form.Item>
          <Form.Item name="longitud" noStyle>
            <InputNumber style={{ width: "50%" }} placeholder="Longitud" data-testid="puesto-longitud" onChange={() => void form.validateFields(["latitud"])} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Suspense fallback={<Spin />}>
        <PuestoMap value={point} onPick={(p) => setPoint(p, true)} />
      </Suspense>
    </>
  );
}
