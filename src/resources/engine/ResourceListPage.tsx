// The generated list page of a resource: title and total, add, multi-delete, filters on/off and
// clear, column chooser, export, import (a spreadsheet, for roles that create and edit), the generic data table with
// the definition's row actions, and the view/edit/create modal.
// What the signed-in user may not do or read (the definition's access rules, the server's own) is not offered.
import { ClearOutlined, DeleteOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { usePermissions, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/layout/PageHeader";
import { ColumnChooserButton } from "./column-chooser/ColumnChooserButton";
import { DataTable } from "./data-table/DataTable";
import { FiltersToggleButton } from "./data-table/FiltersToggleButton";
import { ExportMenu } from "./export/ExportMenu";
import { ImportModal } from "./import/ImportModal";
import { ResourceModal } from "./ResourceModal";
import { SavedViews } from "./saved-views";
import { useCatalogOptions } from "./use-catalog-options";
import type { AccessContext, EnginePermissions, ResourceDefinition } from "./types";
import { useDeleteSelected } from "./use-delete-selected";
import { forCaller, opensRecord } from "./caller-access";
import { useResourceTable } from "./use-resource-table";
import { useRowActions } from "./row-actions";
import { IMPORT_MODAL_TEXTS } from "@shared/i18n/import";
import { TABLE_TEXTS } from "@shared/i18n/table";

const toNumber = (v: unknown): number | null => (v === undefined || v === null || v === "" || !Number.isFinite(Number(v)) ? null : Number(v));

export function accessOf(permissions: EnginePermissions | null | undefined): AccessContext {
  return { role: toNumber(permissions?.roll), company: toNumber(permissions?.idcompany), userId: toNumber(permissions?.iduser) };
}

export interface ResourceListPageProps<R extends BaseRecord> {
  definition: ResourceDefinition<R>;
  /** keep the list's state in the browser between visits (default true; tabs start clean) */
  remember?: boolean;
  /** put the definition's title in the header (default true; a tab's list leaves the header to its tabs page) */
  titled?: boolean;
}

export function ResourceListPage<R extends BaseRecord>({ definition: declared, remember = true, titled = true }: ResourceListPageProps<R>) {
  const withOptions = useCatalogOptions(declared);
  const { data: permissions } = usePermissions<EnginePermissions>({});
  const { role, company, userId } = accessOf(permissions);
  const access = useMemo(() => ({ role, company, userId }), [role, company, userId]);
  // the pages as this caller may use them: the definition's access rules hide what the server would refuse
  const definition = useMemo(() => forCaller(withOptions, access), [withOptions, access]);
  const list = useResourceTable(definition, { remember });
  const canCreate = definition.canCreate?.(access) ?? true;
  const canDelete = definition.canDelete?.(access) ?? true;
  // the import creates and edits records: only for roles allowed both
  const importPath = definition.importPath && (definition.canImport?.(access) ?? false) ? definition.importPath : null;
  const [importing, setImporting] = useState(false);
  const [modal, setModal] = useState<{ open: boolean; id?: BaseKey }>({ open: false });
  const { confirmDelete, deleting, contextHolder } = useDeleteSelected(definition, list.clearSelection);
  const selectedCount = list.selectedKeys.length;
  const rowActions = useRowActions(definition);

  return (
    <div>
      {contextHolder}
      <Space style={{ width: "100%", justifyContent: "space-between", marginBottom: 8 }} wrap>
        <Space align="baseline">
          {/* the table's title goes to the header (the menu's name of the screen stands in when a page gives none) */}
          {titled ? <PageHeader title={definition.labels.title} /> : null}
          <Typography.Text type="secondary">{TABLE_TEXTS.total(definition.labels.plural.toLowerCase(), list.total ?? 0)}</Typography.Text>
        </Space>
        <Space wrap>
          <SavedViews
            tableKey={definition.name} ready={!list.columns.loading} applyDefault={!list.openedWithState} emptyFilters={[]}
            getState={list.savedView.getState} applyState={list.savedView.apply}
          />
          {canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true })}>
              {TABLE_TEXTS.add}
            </Button>
          ) : null}
          {canDelete ? (
            <Button danger icon={<DeleteOutlined />} disabled={!selectedCount} loading={deleting} onClick={() => confirmDelete(list.selectedKeys)}>
              {selectedCount ? TABLE_TEXTS.deleteCount(selectedCount) : TABLE_TEXTS.delete}
            </Button>
          ) : null}
          <FiltersToggleButton shown={list.showFilters} onToggle={list.toggleFilters} />
          <Button icon={<ClearOutlined />} disabled={!list.hasFilters} onClick={list.clearFilters}>
            {TABLE_TEXTS.clearFilters}
          </Button>
          <ColumnChooserButton columns={list.columns} />
          {definition.exportQueryId !== undefined ? <ExportMenu getState={() => list.exportState(definition.exportQueryId as number)} /> : null}
          {importPath ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {IMPORT_MODAL_TEXTS.button}
            </Button>
          ) : null}
        </Space>
      </Space>
      <DataTable<R>
        {...list.tableProps}
        selection={canDelete ? list.tableProps.selection : undefined}
        rowActions={rowActions}
        onRowClick={
          definition.openOnRowClick === false
            ? undefined
            : (record) => record.id !== undefined && opensRecord(definition, access, record) && setModal({ open: true, id: record.id })
        }
      />
      <ResourceModal definition={definition} open={modal.open} id={modal.id} onClose={() => setModal({ open: false })} />
      {importPath ? (
        <ImportModal
          resource={definition.name} path={importPath} label={definition.labels.plural.toLowerCase()} open={importing} onClose={() => setImporting(false)}
        />
      ) : null}
    </div>
  );
}
