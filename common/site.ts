/** Build and serving facts that the app, the build config and the server must agree on. */

import { LANGUAGES, type Language } from "./i18n/languages";
import { localizedPath } from "./i18n/public-paths";

/** Where the not-found page is prerendered. No route owns this path, so the server answers it 404 too. */
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";

/** The not-found page of each language, prerendered under its prefix ("/es/__not-found") for unknown addresses under it. */
export const NOT_FOUND_PRERENDER_PATHS = Object.fromEntries(LANGUAGES.map((l) => [l, localizedPath(NOT_FOUND_PRERENDER_PATH, l)])) as Record<Language, string>;

/** localStorage keys for the visitor's display preferences. */
export const THEME_STORAGE_KEY = "theme";

/** localStorage key for the reading font ("dyslexic" or absent); remembered like the theme. */
export const READING_FONT_STORAGE_KEY = "reading-font";

/**
 * The path a request or an address names on this site: dot segments resolved, backslashes read as
 * slashes (as browsers read them) and a run of leading slashes collapsed to one. The result always
 * starts with exactly one "/", so neither a Location header nor a URL resolved against the site's
 * origin can ever be read as another host ("//evil.example", "/\evil.example"). The query string and
 * fragment are not part of it.
 */
export function sitePath(path: string): string {
  // The host is fixed before the path is parsed, so nothing in the path can become an authority.
  const { pathname } = new URL(`http://site.invalid${/^[/\\]/.test(path) ? "" : "/"}${path}`);
  return pathname.replace(/^\/+/, "/");
}

/** The absolute address of a path on the site published at `publicUrl` (canonical links, og:url). */
export function siteUrl(publicUrl: string, path: string): string {
  return new URL(sitePath(path), `${publicUrl}/`).toString();
}
