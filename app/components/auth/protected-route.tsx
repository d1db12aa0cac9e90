import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import type { Role } from "#common/roles";

export const ACCESS_DENIED_TEXT = "Access denied. You don't have permission to view this page.";

/**
 * Protected-route behaviour of docs/product.md section 2: a spinner while the user loads, /auth when nobody
 * is signed in, an access-denied message for a role outside a non-empty list, else the page.
 */
export function ProtectedRoute({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { data: user, isPending, isError } = useUser();

  if (isPending) return <LoadingScreen />;
  if (isError || !user) return <Navigate to="/auth" replace />;
  if (roles && roles.length > 0 && !roles.includes(user.role)) {
    return (
      <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-lg font-semibold">{ACCESS_DENIED_TEXT}</p>
        <Link to="/portal" className="font-semibold text-primary underline underline-offset-4">
          Go to your portal
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
