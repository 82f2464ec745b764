// What the screens read of the signed-in shell once it has loaded (src/resources/shell.ts): the menu entries and
// the app's master entities. Empty until then (the login screen has no menu).
import { createContext, useContext } from "react";
import type { EntityDefinition } from "@shared/entities/types";
import type { MenuEntry } from "@/resources/registry";

export interface ShellState {
  menuEntries: readonly MenuEntry[];
  entities: readonly EntityDefinition[];
}

export const EMPTY_SHELL: ShellState = { menuEntries: [], entities: [] };

export const ShellContext = createContext<ShellState>(EMPTY_SHELL);

/** The shell's menu entries and entities. */
export const useShell = (): ShellState => useContext(ShellContext);
