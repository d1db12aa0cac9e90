import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { localizedPath, PREFIXED_LANGUAGES } from "#common/i18n/public-paths";
import { routeModule } from "#common/route-modules";
import { ROUTES, type RouteKind } from "#common/routes";

const entries = (kind: RouteKind) =>
  ROUTES.filter((r) => r.kind === kind).map((r) => (r.path === "/" ? index(routeModule(r.path)) : route(r.path, routeModule(r.path), { id: r.path })));

/** Each public page again under each other language's prefix ("/es/tuition"): the same module, which reads the language from the address. */
const translatedEntries = PREFIXED_LANGUAGES.flatMap((language) =>
  ROUTES.filter((r) => r.kind === "public").map((r) => {
    const path = localizedPath(r.path, language);
    return route(path, routeModule(r.path), { id: path });
  }),
);

export default [
  layout("components/layout/public-layout.tsx", [...entries("public"), ...translatedEntries, route("*", "routes/public/not-found.tsx")]),
  ...entries("app"),
  layout("components/auth/guarded-layout.tsx", entries("guarded")),
] satisfies RouteConfig;
