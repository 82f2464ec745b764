// Shared state of the page frame: the pinned sidebar and the header slots pages fill.
import { createContext } from "react";
import { useRequiredContext } from "../required-context";

export interface HeaderSlots {
  title: HTMLElement | null;
  center: HTMLElement | null;
  right: HTMLElement | null;
}

export interface LayoutState {
  /** The header button keeps the sidebar open (expanded) until pressed again. */
  sidebarPinned: boolean;
  toggleSidebar: () => void;
  slots: HeaderSlots;
}

export const LayoutContext = createContext<LayoutState | null>(null);

/** The frame's state; a page rendered outside the frame is a wiring error reported as 'No existe un contexto'. */
export const useLayout = () => useRequiredContext(LayoutContext);
