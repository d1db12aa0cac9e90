import { Outlet } from "react-router";
import { AppShell } from "~/components/layout/app-shell";
import { useCurrentRoute } from "~/lib/current-route";
import { ProtectedRoute } from "./protected-route";

/** Wraps every guarded route of the route table in the guard with that route's roles. */
export default function GuardedLayout() {
  const entry = useCurrentRoute();
  return (
    <AppShell>
      <ProtectedRoute roles={entry?.roles}>
        <Outlet />
      </ProtectedRoute>
    </AppShell>
  );
}
