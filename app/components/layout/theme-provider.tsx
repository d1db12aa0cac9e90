import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { useBrowserValue } from "~/lib/use-browser-value";
import { applyTheme, DEFAULT_THEME, readStoredTheme, storeTheme, type ThemePreference } from "~/lib/theme";

interface ThemeContextValue {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue>({ preference: DEFAULT_THEME, setPreference: () => {} });

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The first render matches the prerendered HTML; the stored choice is read once mounted (the
  // boot script in the head has already applied it to the page).
  const stored = useBrowserValue(readStoredTheme, DEFAULT_THEME);
  const [chosen, setPreferenceState] = useState<ThemePreference | null>(null);
  const preference = chosen ?? stored;

  useEffect(() => {
    applyTheme(preference);
    if (preference !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [preference]);

  const setPreference = useCallback((next: ThemePreference) => {
    storeTheme(next);
    setPreferenceState(next);
  }, []);

  return <ThemeContext.Provider value={{ preference, setPreference }}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  return useContext(ThemeContext);
}
