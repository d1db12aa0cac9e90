/**
 * Theme preference (docs/product.md sections 3 and 4): light, dark or system, stored in the browser; system
 * follows the operating system live. The inline script in the document head applies the stored
 * choice before the first paint, so the page never flashes the wrong theme.
 */
import { school } from "../../common/school";
import { THEME_STORAGE_KEY } from "../../common/site";

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

export function applyTheme(preference: ThemePreference) {
  const dark = preference === "dark" || (preference === "system" && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

/**
 * Runs in the head before anything paints. It must stay self-contained (it is serialised as text)
 * and its bytes are hashed into the content security policy by the server.
 */
export const themeBootScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(p!=="light"&&p!=="dark"&&p!=="system")p=${JSON.stringify(DEFAULT_THEME)};var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;if(d)r.classList.add("dark");r.style.colorScheme=d?"dark":"light"}catch(e){}})()`;
