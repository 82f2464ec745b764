export { IntegrationsPage } from "./IntegrationsPage";
