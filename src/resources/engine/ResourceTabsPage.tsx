// A resource shown as tabs (e.g. the Users screen): each tab is a definition of its own with its
// generated list page. Changing tab unmounts the current list, drops the list state kept in the URL, and
// mounts the new tab's list only once the address has no query left, so filters, order and selection start
// empty (mounted earlier, the new list would read the previous tab's filters from the address). For the same
// reason the tabs keep no state in the browser between visits (changing tab clears them).
import type { BaseRecord } from "@refinedev/core";
import { Tabs } from "antd";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "@/components/layout/PageHeader";
import { ResourceListPage } from "./ResourceListPage";
import type { ResourceDefinition } from "./types";

export function ResourceTabsPage({ definition }: { definition: ResourceDefinition }) {
  const tabs = definition.tabs ?? [];
  const [active, setActive] = useState(tabs[0]?.key);
  const [pending, setPending] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = tabs.find((t) => t.key === active) ?? tabs[0];

  useEffect(() => {
    if (pending === null || search) return;
    setActive(pending);
    setPending(null);
  }, [pending, search]);

  const change = (key: string) => {
    if (key === (pending ?? active)) return;
    setPending(key);
    navigate(pathname, { replace: true });
  };

  return (
    <div>
      <PageHeader title={definition.labels.title} />
      <Tabs activeKey={pending ?? current?.key} onChange={change} items={tabs.map((t) => ({ key: t.key, label: t.label }))} />
      {current && pending === null ? <ResourceListPage<BaseRecord> key={current.key} definition={current.definition} remember={false} titled={false} /> : null}
    </div>
  );
}
