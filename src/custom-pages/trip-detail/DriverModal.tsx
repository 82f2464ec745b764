// The driver modal: photo, name, document, phones and contacts; empty values read NA, except a
// driver with no phone at all, whose phones read 'No posee telefono'.
import { Avatar, Descriptions, Modal, Spin } from "antd";
import { UserOutlined } from "@ant-design/icons";
import { allPhones, NO_PHONE } from "@shared/domain/phone";
import { DRIVER, type DriverInfo } from "./queries";
import { TRIP_DETAIL_TEXTS } from "@shared/i18n/trip-detail";
import { orNA } from "./trip-state";
import { useGqlQuery } from "./use-gql";

export function DriverModal({ id, open, onClose }: { id: number | null | undefined; open: boolean; onClose: () => void }) {
  const { data, query } = useGqlQuery<{ conductorInfo: DriverInfo | null }>(DRIVER, { id }, open && id != null);
  const driver = data?.conductorInfo;
  const phones = allPhones(driver?.telefono);
  const contacts = (driver?.contactos ?? []).map((c) => `${c.nombre}: ${orNA(c.telefono)}`);
  const t = TRIP_DETAIL_TEXTS.driverModal;
  return (
    <Modal open={open} title={t.title} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={query.isFetching}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t.photo}>
            {driver?.foto ? <Avatar size={96} src={driver.foto} /> : <Avatar size={96} icon={<UserOutlined />} />}
          </Descriptions.Item>
          <Descriptions.Item label={t.name}>{orNA(driver?.nombre)}</Descriptions.Item>
          <Descriptions.Item label={t.document}>{orNA(driver?.numerodocumento)}</Descriptions.Item>
          <Descriptions.Item label={t.phones}>{phones.length ? phones.join(", ") : NO_PHONE}</Descriptions.Item>
          <Descriptions.Item label={t.contacts}>
            {contacts.length ? contacts.map((c) => <div key={c}>{c}</div>) : TRIP_DETAIL_TEXTS.empty}
          </Descriptions.Item>
        </Descriptions>
      </Spin>
    </Modal>
  );
}
