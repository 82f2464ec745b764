// Guards an inner route whose menu entry this user may not see: a screen of another role shows the 403
// page in place; TrvlDelete for company 3 redirects to /Home/network-error instead.
import { Suspense, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { usePermissions } from "@refinedev/core";
import { lazyNamed } from "@/components/lazy-named";
import { PageLoading } from "@/components/page-loading";
import { pathAccess, type MenuPermissions } from "@shared/domain/menu";
import { menuGroups, paths } from "@/resources/registry";
import { useShell } from "@/resources/shell-context";

// the 403 page (antd's Result and its picture) loads when shown
const ForbiddenPage = lazyNamed(() => import("@/custom-pages/not-found"), (m) => m.ForbiddenPage);

export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: permissions, isLoading } = usePermissions<MenuPermissions | null>({});
  const { menuEntries } = useShell();
  if (isLoading) return null;
  const access = permissions ? pathAccess(pathname, menuEntries, menuGroups, permissions) : "allowed";
  if (access === "unavailable") return <Navigate to={paths.networkError} replace />;
  if (access === "forbidden") {
    return (
      <Suspense fallback={<PageLoading />}>
        <ForbiddenPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}
