// REST endpoints of the feature modules (export, uploads, routes, sendmail, import), mounted beside /api/login.
import type { AppServices } from "../context";
import type { Route } from "./http";
import { exportRoutes } from "./export/route";
import { uploadRoutes } from "./uploads/route";
import { routePolylineRoutes } from "./route-polyline/route";
import { sendmailRoutes } from "./sendmail/route";
import { importRoutes } from "./import/route";

export function featureRoutes(services: AppServices): Route[] {
  return [...exportRoutes(services), ...uploadRoutes(services), ...routePolylineRoutes(services), ...sendmailRoutes(services), ...importRoutes(services)];
}
