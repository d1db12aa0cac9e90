import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { trackException } from "~/lib/analytics";
import { useT } from "~/lib/i18n";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * The generic error page of docs/product.md sections 2 and 8. The error is reported to analytics once; Try
 * Again re-enters the current page (a navigation clears React Router's error state).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    trackException(error);
  }, [error]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-screen items-center justify-center px-4 outline-none">
      <div className="max-w-lg space-y-6 text-center">
        <AlertTriangle className="mx-auto size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{t("auth.error.title")}</h1>
        <p className="text-muted-foreground">{t("auth.error.text")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}>{t("auth.error.tryAgain")}</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t("auth.error.reload")}
          </Button>
          <Button variant="outline" onClick={() => navigate("/")}>
            {t("auth.error.home")}
          </Button>
        </div>
      </div>
    </main>
  );
}
