// The saved-views control of a table's toolbar: pick a view (applies it), save the current one
// under a name, mark one as default (applied when the table opens) and delete it.
import { DeleteOutlined, SaveOutlined, StarFilled, StarOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm, Select, Space, Tooltip } from "antd";
import { useEffect, useRef, useState } from "react";
import { SaveViewModal } from "./SaveViewModal";
import { useSavedViews } from "./use-saved-views";
import { readViewState, type SavedViewState } from "./view-state";
import { SAVED_VIEW_TEXTS } from "@shared/i18n/saved-views";

export interface SavedViewsProps<F> {
  /** the table's key on the server, e.g. a resource name */
  tableKey: string;
  /** the table can take a view (its columns are loaded) */
  ready: boolean;
  /** false: the table opened with state of its own (its address, or as the user left it), which the default view must not replace; default true */
  applyDefault?: boolean;
  emptyFilters: F;
  getState: () => SavedViewState<F>;
  applyState: (state: SavedViewState<F>) => void;
}

export function SavedViews<F>(props: SavedViewsProps<F>) {
  const { message } = App.useApp();
  const { views, loaded, save, remove, setDefault } = useSavedViews(props.tableKey);
  const [selected, setSelected] = useState<number | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = useRef(props);
  latest.current = props;
  const current = views.find((v) => v.id === selected) ?? null;

  const apply = (id: number | null) => {
    setSelected(id);
    const view = views.find((v) => v.id === id);
    if (view) latest.current.applyState(readViewState(view.estado, latest.current.emptyFilters));
  };

  // the default view is applied once, when both the views and the table are ready, unless the table opened
  // with state of its own
  const defaultDone = useRef(props.applyDefault === false);
  useEffect(() => {
    if (defaultDone.current || !loaded || !props.ready) return;
    defaultDone.current = true;
    const view = views.find((v) => v.predeterminada);
    if (!view) return;
    setSelected(view.id);
    latest.current.applyState(readViewState(view.estado, latest.current.emptyFilters));
  }, [loaded, props.ready, views]);

  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      void message.success(done);
    } catch (error) {
      console.error("[vistas]", error);
      void message.error(error instanceof Error && error.message ? error.message : SAVED_VIEW_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space.Compact data-testid="saved-views">
      <Select
        allowClear placeholder={SAVED_VIEW_TEXTS.views} aria-label={SAVED_VIEW_TEXTS.views} style={{ minWidth: 190 }} value={selected ?? undefined}
        options={views.map((v) => ({ value: v.id, label: v.predeterminada ? `${v.nombre} ${SAVED_VIEW_TEXTS.defaultMark}` : v.nombre }))}
        // onSelect also fires for the current view: picking it again re-applies it
        onSelect={(id: number) => apply(id)} onClear={() => setSelected(null)}
      />
      <Tooltip title={SAVED_VIEW_TEXTS.save}>
        <Button icon={<SaveOutlined />} aria-label={SAVED_VIEW_TEXTS.save} onClick={() => setModalOpen(true)} />
      </Tooltip>
      {current ? (
        <Tooltip title={current.predeterminada ? SAVED_VIEW_TEXTS.unsetDefault : SAVED_VIEW_TEXTS.setDefault}>
          <Button
            icon={current.predeterminada ? <StarFilled /> : <StarOutlined />} loading={busy}
            aria-label={current.predeterminada ? SAVED_VIEW_TEXTS.unsetDefault : SAVED_VIEW_TEXTS.setDefault}
            onClick={() => void act(() => setDefault(current.id, !current.predeterminada), SAVED_VIEW_TEXTS.saved)}
          />
        </Tooltip>
      ) : null}
      {current ? (
        <Popconfirm
          title={SAVED_VIEW_TEXTS.deleteConfirm} okText={SAVED_VIEW_TEXTS.delete} cancelText={SAVED_VIEW_TEXTS.cancel}
          onConfirm={() => act(async () => {
            await remove(current.id);
            setSelected(null);
          }, SAVED_VIEW_TEXTS.deleted)}
        >
          <Button danger icon={<DeleteOutlined />} aria-label={SAVED_VIEW_TEXTS.delete} />
        </Popconfirm>
      ) : null}
      <SaveViewModal
        open={modalOpen} initialName={current?.nombre} saving={busy} onCancel={() => setModalOpen(false)}
        onSave={(nombre, predeterminada) => void act(async () => {
          const id = await save(nombre, latest.current.getState(), predeterminada);
          if (id) setSelected(id);
          setModalOpen(false);
        }, SAVED_VIEW_TEXTS.saved)}
      />
    </Space.Compact>
  );
}
