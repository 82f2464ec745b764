// The frame of the login and password screens: provider logo, the form, the current year.
// Drawn with theme tokens and plain flex boxes rather than antd's Card, Typography and Flex: those bring tabs,
// menus and tooltips that the login screen would otherwise download before it can show (docs/adr/0032-bundles-per-route.md, speed).
import type { ReactNode } from "react";
import { theme } from "antd";
import { LOGIN_TEXTS } from "@shared/i18n/login";
import { APP_TEXTS } from "@shared/i18n/shell";

export const PROVIDER_LOGO = "/logo-proveedor.svg";

export function AuthCard({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 16, minHeight: "100vh", padding: 16, background: token.colorBgLayout }}
    >
      <section
        style={{
          width: "100%",
          maxWidth: 380,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
        }}
      >
        {title ? (
          <div
            style={{
              padding: `0 ${token.paddingLG}px`,
              minHeight: 56,
              display: "flex",
              alignItems: "center",
              fontWeight: token.fontWeightStrong,
              fontSize: token.fontSizeLG,
              color: token.colorTextHeading,
              borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            }}
          >
            {title}
          </div>
        ) : null}
        <div style={{ padding: token.paddingLG }}>
          <div style={{ display: "flex", flexDirection: "column", alignItems: "center", marginBottom: 24 }}>
            <img src={PROVIDER_LOGO} alt={LOGIN_TEXTS.providerLogo} height={64} />
            <h4 style={{ margin: "12px 0 0", fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightHeading4, color: token.colorTextHeading }}>
              {APP_TEXTS.title}
            </h4>
          </div>
          {children}
        </div>
      </section>
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSize }} data-testid="current-year">
        © {new Date().getFullYear()}
      </span>
    </div>
  );
}
