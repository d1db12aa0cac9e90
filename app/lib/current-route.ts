import { useLocation } from "react-router";
import { findRoute, type RouteEntry } from "#common/routes";

/** The route-table entry of the page being shown (trailing slashes ignored). */
export function useCurrentRoute(): RouteEntry | undefined {
  const { pathname } = useLocation();
  return findRoute(pathname.replace(/\/+$/, "") || "/");
}
