export { ShortcutsHelp } from "./ShortcutsHelp";
