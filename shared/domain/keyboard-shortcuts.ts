// Keyboard shortcuts of the trips list (issue "The controller's shift", item 4): on a focused row R opens the
// trip's report forms and Enter its detail; '?' shows the list of shortcuts. Pure: the key and where it was
// pressed come in, the action goes out.
import { SHORTCUT_TEXTS } from "../i18n/shell";

export type ShortcutAction = "report" | "open" | "help";

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** the pressed key's target is a text box (input, textarea, select or editable content) */
  inTextBox: boolean;
  /** the target is a row of the trips list itself (not a link or checkbox inside it) */
  onRow: boolean;
}

/**
 * The action of a key press, or null. A key typed into a text box is text, never a shortcut; with Ctrl, ⌘ or
 * Alt it belongs to the browser (or to Ctrl+K). R (either case) and Enter act on a focused row only; '?'
 * anywhere outside a text box.
 */
export function shortcutOf(press: KeyPress): ShortcutAction | null {
  if (press.inTextBox || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === "?") return "help";
  if (!press.onRow) return null;
  if (press.key === "r" || press.key === "R") return "report";
  if (press.key === "Enter") return "open";
  return null;
}

/** Whether an element takes typed text (shortcuts leave its keys alone). */
export function isTextBox(element: { tagName?: string; isContentEditable?: boolean } | null | undefined): boolean {
  if (!element) return false;
  return element.isContentEditable === true || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName ?? "");
}

/** The shortcuts the help dialog lists, in its order: the keys and what they do. */
export const SHORTCUTS: readonly { keys: string; text: string }[] = [
  { keys: "Ctrl+K", text: SHORTCUT_TEXTS.palette },
  { keys: "R", text: SHORTCUT_TEXTS.report },
  { keys: "Enter", text: SHORTCUT_TEXTS.open },
  { keys: "?", text: SHORTCUT_TEXTS.help },
  { keys: "Esc", text: SHORTCUT_TEXTS.close },
];
