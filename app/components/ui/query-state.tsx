import type { ReactNode } from "react";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { Alert } from "./alert";
import { LoadingScreen } from "./spinner";

/** What QueryState needs of a TanStack query result. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The spinner's text and the size of the place it holds. */
  loadingLabel?: string;
  loadingClassName?: string;
  /**
   * The error alert's title, and its text: `errorMessage` of the error (the server's message), else `errorText` ("Please reload the
   * page to try again." when not given); null: a title alone.
   */
  errorTitle: string;
  errorText?: string | null;
  /** What of the error is shown; `() => undefined` shows `errorText` whatever the server said. */
  errorMessage?: (error: unknown) => string | undefined;
  /** The whole error alert, when the screen words it from the error (a 404, say); undefined: the usual alert. */
  renderError?: (error: unknown) => ReactNode;
  /** When the answer has nothing to show: `empty` is shown instead of the data. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a read, shown one way everywhere: a spinner with its text while loading, an
 * error alert (the server's message or the screen's own text), what to say when there is nothing,
 * and the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loadingClassName = "min-h-48",
  errorTitle,
  errorText,
  errorMessage = serverMessage,
  renderError,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<T>) {
  const t = useT();
  if (query.isPending) return <LoadingScreen className={loadingClassName} label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    const custom = renderError?.(query.error);
    if (custom !== undefined) return <>{custom}</>;
    const text = errorMessage(query.error) ?? (errorText === undefined ? t("ui.query.reloadPage") : errorText);
    return (
      <Alert kind="error" title={errorTitle}>
        {text === null ? null : <p>{text}</p>}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
