/**
 * Theme preference (docs/product.md sections 3 and 4): light, dark or system, stored in the browser; system
 * follows the operating system live. The inline script in the document head applies the stored
 * choice before the first paint, so the page never flashes the wrong theme.
 */
import { school } from "#common/school";
import { THEME_STORAGE_KEY } from "#common/site";

export type ThemePreference = "light" | "dark" | "system";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];
export const DEFAULT_THEME: ThemePreference = school.defaultTheme;

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === "string" && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function readStoredTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(preference: ThemePreference) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the choice then lasts for the page.
  }
}

export function systemPrefersDark() {
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/**
 * The chosen preference, on the html element: the theme button shows its icon from it with CSS
 * (app.css), so the right icon shows before any script file has loaded (public pages hydrate on
 * intent, docs/decisions/0017).
 */
export const THEME_CHOICE_ATTRIBUTE = "data-theme-choice";
/** Marks the theme button, whose name the boot script sets from the stored choice. */
export const THEME_BUTTON_ATTRIBUTE = "data-theme-button";

/**
 * The button's name for each preference, in the page's language, as attributes (`data-name-dark`...)
 * the boot script reads: the script itself holds no words, so it is the same for every language.
 */
const THEME_NAME_PREFIX = "data-name-";
export const themeButtonNameAttribute = (preference: ThemePreference) => `${THEME_NAME_PREFIX}${preference}`;

export function applyTheme(preference: ThemePreference) {
  const dark = preference === "dark" || (preference === "system" && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  // Written only when it changes: the browser restyles the page for an attribute set again to its value.
  if (root.getAttribute(THEME_CHOICE_ATTRIBUTE) !== preference) root.setAttribute(THEME_CHOICE_ATTRIBUTE, preference);
}

/**
 * Runs in the head before anything paints. It must stay self-contained (it is serialised as text)
 * and its bytes are hashed into the content security policy by the server.
 */
export const themeBootScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(p!=="light"&&p!=="dark"&&p!=="system")p=${JSON.stringify(DEFAULT_THEME)};var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;if(d)r.classList.add("dark");r.style.colorScheme=d?"dark":"light";if(r.setAttribute)r.setAttribute(${JSON.stringify(THEME_CHOICE_ATTRIBUTE)},p);if(document.addEventListener)document.addEventListener("DOMContentLoaded",function(){var b=document.querySelector("[${THEME_BUTTON_ATTRIBUTE}]");var n=b&&b.getAttribute(${JSON.stringify(THEME_NAME_PREFIX)}+p);if(n)b.setAttribute("aria-label",n)})}catch(e){}})()`;
