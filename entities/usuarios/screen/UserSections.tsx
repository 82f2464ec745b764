// View-mode plug-ins of the users screen: the traffic controller's options menu (role 3 only,
// with the password reset) and the driver's photo and contacts ('name:phone' pairs).
import { usePermissions } from "@refinedev/core";
import { Card, Image, List, Typography } from "antd";
import { ADMIN_ROLE } from "@shared/config";
import { parseContacts } from "@shared/domain/contacts";
import { accessOf } from "@/resources/engine/ResourceListPage";
import type { EnginePermissions, ViewSectionProps } from "@/resources/engine/types";
import { ResetPasswordButton } from "@/components/reset-password/ResetPasswordButton";

export function ControllerOptions({ record }: ViewSectionProps) {
  const { data } = usePermissions<EnginePermissions>({});
  if (accessOf(data).role !== ADMIN_ROLE) return null;
  return (
    <Card size="small" title="Opciones" style={{ marginTop: 12 }} data-testid="opciones-usuario">
      <ResetPasswordButton userId={Number(record.idusuario ?? record.id)} />
    </Card>
  );
}

export function DriverPhotoAndContacts({ record }: ViewSectionProps) {
  const contacts = parseContacts(record.contactos as string | null | undefined);
  const photo = (record.foto ?? record.fotominiatura) as string | null | undefined;
  return (
    <div style={{ marginTop: 12 }}>
      {photo ? <Image width={120} src={photo} alt={String(record.nombre ?? "")} /> : null}
      <List
        size="small"
        header={<Typography.Text strong>Contactos</Typography.Text>}
        locale={{ emptyText: "NA" }}
        dataSource={contacts}
        renderItem={(c) => <List.Item>{c.name ? `${c.name}: ${c.phone}` : c.phone}</List.Item>}
      />
    </div>
  );
}
