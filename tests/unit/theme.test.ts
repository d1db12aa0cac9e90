/**
 * Theme preference (docs/product.md sections 3 and 4). The boot script is serialised into the document head,
 * so it is run here as text, against fake browser objects, exactly as the browser would run it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { school } from "#common/school";
import { THEME_STORAGE_KEY } from "#common/site";
import { applyTheme, DEFAULT_THEME, isThemePreference, readStoredTheme, storeTheme, THEME_CHOICE_ATTRIBUTE, themeBootScript } from "../../app/lib/theme";

interface FakeRoot {
  classes: Set<string>;
  classList: { add(name: string): void; toggle(name: string, force?: boolean): void };
  style: { colorScheme?: string };
  attributes: Map<string, string>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

function fakeRoot(): FakeRoot {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  return {
    classes,
    classList: {
      add: (name) => void classes.add(name),
      toggle: (name, force) => void ((force ?? !classes.has(name)) ? classes.add(name) : classes.delete(name)),
    },
    style: {},
    attributes,
    getAttribute: (name) => attributes.get(name) ?? null,
    setAttribute: (name, value) => void attributes.set(name, value),
  };
}

function fakeStorage(value: string | null) {
  return { getItem: vi.fn((_key: string) => value), setItem: vi.fn() };
}

function fakeMatchMedia(prefersDark: boolean) {
  return vi.fn((query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && prefersDark }));
}

/** Runs the boot script with its three browser globals replaced by fakes. */
function boot(storage: { getItem(key: string): string | null }, prefersDark: boolean) {
  const root = fakeRoot();
  const run = new Function("localStorage", "matchMedia", "document", themeBootScript);
  run(storage, fakeMatchMedia(prefersDark), { documentElement: root });
  return { dark: root.classes.has("dark"), colorScheme: root.style.colorScheme };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("isThemePreference", () => {
  it("accepts light, dark and system only", () => {
    for (const value of ["light", "dark", "system"]) expect(isThemePreference(value)).toBe(true);
    for (const value of ["Dark", "", "auto", null, undefined, 1, {}]) expect(isThemePreference(value)).toBe(false);
  });

  it("the default theme is the school's setting and a valid preference", () => {
    expect(DEFAULT_THEME).toBe(school.defaultTheme);
    expect(isThemePreference(DEFAULT_THEME)).toBe(true);
  });
});

describe("themeBootScript", () => {
  it("reads the preference from the shared storage key", () => {
    const storage = fakeStorage("dark");
    boot(storage, false);

    expect(storage.getItem).toHaveBeenCalledWith(THEME_STORAGE_KEY);
  });

  it("adds the dark class for a stored dark preference, whatever the system says", () => {
    expect(boot(fakeStorage("dark"), false)).toEqual({ dark: true, colorScheme: "dark" });
  });

  it("does not add the dark class for a stored light preference, whatever the system says", () => {
    expect(boot(fakeStorage("light"), true)).toEqual({ dark: false, colorScheme: "light" });
  });

  it("follows the system for a stored system preference", () => {
    expect(boot(fakeStorage("system"), true)).toEqual({ dark: true, colorScheme: "dark" });
    expect(boot(fakeStorage("system"), false)).toEqual({ dark: false, colorScheme: "light" });
  });

  it.each([null, "", "garbage", "DARK", '"dark"'])("uses the default theme for a stored %j", (stored) => {
    for (const prefersDark of [true, false]) {
      expect(boot(fakeStorage(stored), prefersDark)).toEqual(boot(fakeStorage(school.defaultTheme), prefersDark));
    }
  });

  it("never throws when storage is unavailable", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };

    expect(() => boot(blocked, true)).not.toThrow();
    expect(boot(blocked, true).dark).toBe(false);
  });

  it("names the theme button from the page's own words for the stored choice once the page is parsed", () => {
    const attributes = new Map([
      ["data-name-dark", "Tema: Oscuro. Cambiar el tema"],
      ["data-name-light", "Tema: Claro. Cambiar el tema"],
      ["aria-label", "Tema: Sistema. Cambiar el tema"],
    ]);
    const button = {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    };
    let parsed = () => {};
    const document = {
      documentElement: fakeRoot(),
      querySelector: (selector: string) => (selector === "[data-theme-button]" ? button : null),
      addEventListener: (event: string, listener: () => void) => {
        if (event === "DOMContentLoaded") parsed = listener;
      },
    };
    new Function("localStorage", "matchMedia", "document", themeBootScript)(fakeStorage("dark"), fakeMatchMedia(false), document);
    parsed();
    expect(attributes.get("aria-label")).toBe("Tema: Oscuro. Cambiar el tema");
  });

  it("can be inlined in a script element: one IIFE, no closing script tag", () => {
    expect(themeBootScript).not.toMatch(/<\/script/i);
    expect(themeBootScript).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\)$/);
  });
});

describe("browser helpers", () => {
  it("readStoredTheme returns a stored preference and the default otherwise", () => {
    vi.stubGlobal("window", { localStorage: fakeStorage("dark") });
    expect(readStoredTheme()).toBe("dark");

    vi.stubGlobal("window", { localStorage: fakeStorage("purple") });
    expect(readStoredTheme()).toBe(DEFAULT_THEME);

    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(readStoredTheme()).toBe(DEFAULT_THEME);
  });

  it("storeTheme writes under the shared key and survives blocked storage", () => {
    const storage = fakeStorage(null);
    vi.stubGlobal("window", { localStorage: storage });
    storeTheme("light");
    expect(storage.setItem).toHaveBeenCalledWith(THEME_STORAGE_KEY, "light");

    storage.setItem.mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => storeTheme("dark")).not.toThrow();
  });

  it("applyTheme toggles the dark class and color scheme the same way as the boot script", () => {
    const root = fakeRoot();
    vi.stubGlobal("document", { documentElement: root });
    vi.stubGlobal("window", { matchMedia: fakeMatchMedia(true) });

    applyTheme("dark");
    expect([root.classes.has("dark"), root.style.colorScheme]).toEqual([true, "dark"]);
    applyTheme("light");
    expect([root.classes.has("dark"), root.style.colorScheme]).toEqual([false, "light"]);
    applyTheme("system");
    expect([root.classes.has("dark"), root.style.colorScheme]).toEqual([true, "dark"]);
    // The choice itself, for the theme button's icon before the page hydrates (docs/decisions/0017).
    expect(root.attributes.get(THEME_CHOICE_ATTRIBUTE)).toBe("system");
  });
});
