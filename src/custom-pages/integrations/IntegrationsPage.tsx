// Configuración → Integraciones (/home/Integraciones): what other systems use to talk to the product — API keys
// for the REST API, webhooks and their deliveries. Role 3 only (the menu hides it; the server refuses others).
import { Tabs } from "antd";
import { useState } from "react";
import { PageHeader } from "@/components/layout";
import { ApiKeysTab } from "./ApiKeysTab";
import { DeliveriesTab } from "./DeliveriesTab";
import { INTEGRATION_TEXTS } from "@shared/i18n/integrations";
import { WebhooksTab } from "./WebhooksTab";

export function IntegrationsPage() {
  const [tab, setTab] = useState("keys");
  const [webhook, setWebhook] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={INTEGRATION_TEXTS.title} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: "keys", label: INTEGRATION_TEXTS.tabs.keys, children: <ApiKeysTab /> },
          {
            key: "webhooks",
            label: INTEGRATION_TEXTS.tabs.webhooks,
            children: <WebhooksTab onShowDeliveries={(id) => { setWebhook(id); setTab("deliveries"); }} />,
          },
          { key: "deliveries", label: INTEGRATION_TEXTS.tabs.deliveries, children: <DeliveriesTab webhook={webhook} onWebhookChange={setWebhook} /> },
        ]}
      />
    </>
  );
}
