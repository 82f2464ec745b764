// The frame of the login and password screens: provider logo, the form, the current year (spec 1 §2.4).
import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Card, Flex, Typography, theme } from "antd";

export const PROVIDER_LOGO = "/logo-proveedor.svg";

export function AuthCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const t = useTranslate();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: "100vh", padding: 16, background: token.colorBgLayout }}>
      <Card style={{ width: "100%", maxWidth: 380 }} title={title}>
        <Flex vertical align="center" style={{ marginBottom: 24 }}>
          <img src={PROVIDER_LOGO} alt={t("login.providerLogo")} height={64} />
          <Typography.Title level={4} style={{ margin: "12px 0 0" }}>
            {t("app.title")}
          </Typography.Title>
        </Flex>
        {children}
      </Card>
      <Typography.Text type="secondary" data-testid="current-year">
        © {new Date().getFullYear()}
      </Typography.Text>
    </Flex>
  );
}
