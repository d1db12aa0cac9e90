import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { useT } from "~/lib/i18n";
import type { Role } from "#common/roles";

/**
 * Protected-route behaviour of docs/product.md section 2: a spinner while the user loads, /auth when nobody
 * is signed in, an access-denied message for a role outside a non-empty list, else the page.
 */
export function ProtectedRoute({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const t = useT();
  const { data: user, isPending, isError } = useUser();

  if (isPending) return <LoadingScreen />;
  if (isError || !user) return <Navigate to="/auth" replace />;
  if (roles && roles.length > 0 && !roles.includes(user.role)) {
    return (
      <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-lg font-semibold">{t("auth.denied.text")}</p>
        <Link to="/portal" className="font-semibold text-primary underline underline-offset-4">
          {t("auth.goToPortal")}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
