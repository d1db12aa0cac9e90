import { useLocation } from "react-router";
import { findRoute, type RouteEntry } from "#common/routes";
import { useT } from "./i18n";

/** The route-table entry of the page being shown (trailing slashes ignored). */
export function useCurrentRoute(): RouteEntry | undefined {
  const { pathname } = useLocation();
  return findRoute(pathname.replace(/\/+$/, "") || "/");
}

/** The page's title in the person's language (a signed-in page's), or the route table's English. */
export function useRouteTitle(): string {
  const entry = useCurrentRoute();
  const t = useT();
  return entry?.titleId ? t(entry.titleId) : (entry?.title ?? "");
}
