import { Outlet, useLocation } from "react-router";
import { AppShell } from "~/components/layout/app-shell";
import { findRoute } from "../../../common/routes";
import { ProtectedRoute } from "./protected-route";

/** Wraps every guarded route of the route table in the guard with that route's roles. */
export default function GuardedLayout() {
  const { pathname } = useLocation();
  const entry = findRoute(pathname.replace(/\/+$/, "") || "/");
  return (
    <AppShell>
      <ProtectedRoute roles={entry?.roles}>
        <Outlet />
      </ProtectedRoute>
    </AppShell>
  );
}
