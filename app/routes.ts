import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { localizedPath, PREFIXED_LANGUAGES, type PrefixedLanguage } from "#common/i18n/public-paths";
import { routeModule } from "#common/route-modules";
import { ROUTES, type RouteKind } from "#common/routes";

const entries = (kind: RouteKind) =>
  ROUTES.filter((r) => r.kind === kind).map((r) => (r.path === "/" ? index(routeModule(r.path)) : route(r.path, routeModule(r.path), { id: r.path })));

/**
 * Each other language's public pages, under its prefix ("/es/tuition"): the same modules, which read the
 * language from the address, in that language's own layout route, which loads its texts
 * (public-layout-es.tsx), with a not-found page of its own for addresses under the prefix.
 */
const LANGUAGE_LAYOUTS: Record<PrefixedLanguage, string> = { es: "components/layout/public-layout-es.tsx" };

const translatedLayouts = PREFIXED_LANGUAGES.map((language) =>
  layout(LANGUAGE_LAYOUTS[language], [
    ...ROUTES.filter((r) => r.kind === "public").map((r) => {
      const path = localizedPath(r.path, language);
      return route(path, routeModule(r.path), { id: path });
    }),
    route(`${language}/*`, "routes/public/not-found.tsx", { id: `${language}/not-found` }),
  ]),
);

/**
 * Each other language's sign-in and recovery pages ("/es/auth"): the same modules, in a layout route
 * that loads that language's shell texts (app-layout-es.tsx). The root reads the language from the address.
 */
const APP_LANGUAGE_LAYOUTS: Record<PrefixedLanguage, string> = { es: "components/layout/app-layout-es.tsx" };

const translatedAppLayouts = PREFIXED_LANGUAGES.map((language) =>
  layout(
    APP_LANGUAGE_LAYOUTS[language],
    ROUTES.filter((r) => r.kind === "app").map((r) => {
      const path = localizedPath(r.path, language);
      return route(path, routeModule(r.path), { id: path });
    }),
  ),
);

export default [
  layout("components/layout/public-layout.tsx", [...entries("public"), route("*", "routes/public/not-found.tsx")]),
  ...translatedLayouts,
  ...entries("app"),
  ...translatedAppLayouts,
  layout("components/auth/guarded-layout.tsx", entries("guarded")),
] satisfies RouteConfig;
