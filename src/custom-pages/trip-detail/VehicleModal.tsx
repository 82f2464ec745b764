// The vehicle modal: plate, type, brand, model, color, owner and owner phone; empty values read NA.
import { Descriptions, Modal, Spin } from "antd";
import type { VehicleInfo } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { orNA } from "./trip-state";

export interface VehicleModalProps {
  vehicle: VehicleInfo | null | undefined;
  loading: boolean;
  open: boolean;
  onClose: () => void;
}

export function VehicleModal({ vehicle, loading, open, onClose }: VehicleModalProps) {
  const t = TRIP_DETAIL_TEXTS.vehicleModal;
  const rows: [string, unknown][] = [
    [t.plate, vehicle?.placa],
    [t.type, vehicle?.tipo],
    [t.brand, vehicle?.marca],
    [t.model, vehicle?.modelo],
    [t.color, vehicle?.color],
    [t.owner, vehicle?.nombrepropietario],
    [t.ownerPhone, vehicle?.telefonopropietario],
  ];
  return (
    <Modal open={open} title={t.title} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={loading}>
        <Descriptions column={1} bordered size="small">
          {rows.map(([label, value]) => (
            <Descriptions.Item key={label} label={label}>
              {orNA(value)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Spin>
    </Modal>
  );
}
