// The command palette: Ctrl+K (⌘K) anywhere under /Home opens a search box that goes to a screen the user may
// see, or finds a trip by manifest number or plate (the trips list's contract, 300 ms debounce) and opens it.
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useList, usePermissions, type CrudFilter } from "@refinedev/core";
import { AutoComplete, Input, Modal, Typography, type InputRef } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { SEARCH_DEBOUNCE_MS } from "@shared/config";
import { isPaletteShortcut, matchingScreens, tripSearchFilters } from "@shared/domain/command-palette";
import { visibleMenu, type MenuPermissions } from "@shared/domain/menu";
import { menuGroups, paths } from "@/resources/registry";
import { useShell } from "@/resources/shell-context";
import { useDebouncedValue } from "@/components/search-select/use-debounced-value";
import { PALETTE_TEXTS } from "@shared/i18n/shell";
import { TABLE_TEXTS } from "@shared/i18n/table";

/** how many frames the palette waits for its box to take the focus (about a second) */
const FOCUS_FRAMES = 60;

interface TripHit {
  id: number;
  numero: string | null;
  placa: string | null;
  ruta: string | null;
}

export function CommandPalette() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { data: permissions } = usePermissions<MenuPermissions | null>({});
  const { menuEntries } = useShell();
  const input = useRef<InputRef>(null);
  // the box takes the keyboard as soon as the palette shows: what the user types right after Ctrl+K is the search
  // (the dialog's content reaches the page a few frames after `open`: the focus is tried each frame until it holds)
  const focusInput = () => input.current?.focus({ preventScroll: true });
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      focusInput();
      const box = input.current?.input;
      if ((!box || document.activeElement !== box) && ++tries < FOCUS_FRAMES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setTyped("");
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const screens = useMemo(() => {
    if (!permissions) return [];
    const menu = visibleMenu(menuEntries, menuGroups, permissions);
    return [...menu.items, ...menu.groups.flatMap((g) => g.entries)].map((e) => ({ route: e.route, title: e.label }));
  }, [permissions, menuEntries]);

  const filters = tripSearchFilters(debounced);
  const { result, query } = useList<TripHit>({
    resource: "viajes",
    pagination: { currentPage: 1, pageSize: 8, mode: "server" },
    filters: (filters ?? []) as CrudFilter[],
    sorters: [{ field: "id", order: "desc" }],
    meta: { operations: { list: "viajes", one: "viaje" }, fields: ["id", "numero", "placa", "ruta"] },
    queryOptions: { enabled: open && filters !== null },
  });
  const trips = filters ? result.data : [];

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const options = [
    {
      label: PALETTE_TEXTS.screens,
      options: matchingScreens(screens, typed).map((s) => ({ value: `screen:${s.route}`, label: s.title })),
    },
    ...(filters ? [{
      label: PALETTE_TEXTS.trips,
      options: trips.map((trip) => ({
        value: `trip:${trip.id}`,
        label: (
          <span data-testid="palette-trip">
            {PALETTE_TEXTS.trip(String(trip.numero ?? "NA"), String(trip.placa ?? "NA"))}
            {trip.ruta ? <Typography.Text type="secondary"> · {trip.ruta}</Typography.Text> : null}
          </span>
        ),
      })),
    }] : []),
  ].filter((g) => g.options.length > 0);

  return (
    <Modal open={open} onCancel={() => setOpen(false)} footer={null} closable={false} destroyOnHidden width={560}
      title={PALETTE_TEXTS.title} className="command-palette" afterOpenChange={(shown) => shown && focusInput()}>
      <AutoComplete
        autoFocus
        defaultActiveFirstOption
        open
        value={typed}
        options={options}
        style={{ width: "100%" }}
        onSearch={setTyped}
        onSelect={(value: string) => go(value.startsWith("trip:") ? `${paths.home}/Viaje/${value.slice(5)}` : value.slice(7))}
        notFoundContent={query.isFetching ? TABLE_TEXTS.loading : TABLE_TEXTS.empty}
        getPopupContainer={(node) => node.parentElement ?? document.body}
      >
        <Input
          ref={input}
          // the list is always open: Escape closes the palette itself
          onKeyDown={(e) => {
            if (e.key === "Escape") setOpen(false);
          }}
          prefix={<SearchOutlined />} placeholder={PALETTE_TEXTS.placeholder} aria-label={PALETTE_TEXTS.title} data-testid="palette-input" />
      </AutoComplete>
    </Modal>
  );
}
