// REST endpoints of the feature modules (export, uploads, routes, sendmail), mounted beside /api/login; the import
// of a spreadsheet is the /api/v1 router's (it takes an API key as well as a session).
import type { AppServices } from "../context";
import type { Route } from "./http";
import { exportRoutes } from "./export/route";
import { uploadRoutes } from "./uploads/route";
import { routePolylineRoutes } from "./route-polyline/route";
import { sendmailRoutes } from "./sendmail/route";

export function featureRoutes(services: AppServices): Route[] {
  return [...exportRoutes(services), ...uploadRoutes(services), ...routePolylineRoutes(services), ...sendmailRoutes(services)];
}
