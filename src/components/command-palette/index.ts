export { CommandPalette } from "./CommandPalette";
