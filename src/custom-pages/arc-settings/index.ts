export { ArcSettingsPage } from "./ArcSettingsPage";
export * from "./arc-form";
