import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { trackException } from "~/lib/analytics";
import { MAIN_CONTENT_ID } from "./skip-link";

export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "We apologize for the inconvenience. The application has encountered an unexpected error.";

/**
 * The generic error page of docs/product.md sections 2 and 8. The error is reported to analytics once; Try
 * Again re-enters the current page (a navigation clears React Router's error state).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    trackException(error);
  }, [error]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-screen items-center justify-center px-4 outline-none">
      <div className="max-w-lg space-y-6 text-center">
        <AlertTriangle className="mx-auto size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{ERROR_TITLE}</h1>
        <p className="text-muted-foreground">{ERROR_TEXT}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
          <Button variant="outline" onClick={() => navigate("/")}>
            Go Home
          </Button>
        </div>
      </div>
    </main>
  );
}
