// Blocks an inner route whose menu entry this user may not see (spec 3 §2: TrvlDelete for company 3)
// by sending it to /Home/network-error.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { usePermissions } from "@refinedev/core";
import { isPathAllowed, type MenuPermissions } from "@/domain/menu";
import { menuEntries, menuGroups, paths } from "@/resources/registry";

export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: permissions, isLoading } = usePermissions<MenuPermissions | null>({});
  if (isLoading) return null;
  if (permissions && !isPathAllowed(pathname, menuEntries, menuGroups, permissions)) {
    return <Navigate to={paths.networkError} replace />;
  }
  return <>{children}</>;
}
