// Shared state of the page frame: the pinned sidebar and the header slots pages fill (spec 1 §2.3).
import { createContext, useContext } from "react";

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

export const useLayout = () => useContext(LayoutContext);
