/** Build and serving facts that the app, the build config and the server must agree on. */

/** Where the not-found page is prerendered. No route owns this path, so the server answers it 404 too. */
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";

/** localStorage keys for the visitor's display preferences. */
export const THEME_STORAGE_KEY = "theme";

/** localStorage key for the reading font ("dyslexic" or absent); remembered like the theme. */
export const READING_FONT_STORAGE_KEY = "reading-font";
