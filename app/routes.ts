import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { routeModule } from "#common/route-modules";
import { ROUTES, type RouteKind } from "#common/routes";

const entries = (kind: RouteKind) =>
  ROUTES.filter((r) => r.kind === kind).map((r) => (r.path === "/" ? index(routeModule(r.path)) : route(r.path, routeModule(r.path), { id: r.path })));

export default [
  layout("components/layout/public-layout.tsx", [...entries("public"), route("*", "routes/public/not-found.tsx")]),
  ...entries("app"),
  layout("components/auth/guarded-layout.tsx", entries("guarded")),
] satisfies RouteConfig;
