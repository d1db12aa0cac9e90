/**
 * The dyslexia-friendly font option: remembered in the browser and applied by a head script before
 * the first paint. The boot script is run here as text, the way the browser runs it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { READING_FONT_STORAGE_KEY } from "#common/site";
import { applyReadingFont, READING_FONT_ATTRIBUTE, readingFontBootScript, readStoredReadingFont, storeReadingFont } from "../../app/lib/reading-font";

function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
}

function boot(storage: { getItem(key: string): string | null }) {
  const root = fakeRoot();
  new Function("localStorage", "document", readingFontBootScript)(storage, { documentElement: root });
  return root.attributes.get(READING_FONT_ATTRIBUTE);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("readingFontBootScript", () => {
  it("applies the dyslexic font only when it was chosen", () => {
    expect(boot(fakeStorage({ [READING_FONT_STORAGE_KEY]: "dyslexic" }))).toBe("dyslexic");
    expect(boot(fakeStorage())).toBeUndefined();
    expect(boot(fakeStorage({ [READING_FONT_STORAGE_KEY]: "comic-sans" }))).toBeUndefined();
  });

  it("survives storage that throws (private mode, blocked storage)", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => boot(throwing)).not.toThrow();
  });

  it("is a self-contained expression that cannot close the script element", () => {
    expect(readingFontBootScript).not.toMatch(/<\/script/i);
    expect(readingFontBootScript).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\)$/);
  });
});

describe("stored choice", () => {
  it("round-trips through localStorage and clears the key when turned off", () => {
    const storage = fakeStorage();
    vi.stubGlobal("window", { localStorage: storage });
    expect(readStoredReadingFont()).toBe("default");
    storeReadingFont("dyslexic");
    expect(storage.data.get(READING_FONT_STORAGE_KEY)).toBe("dyslexic");
    expect(readStoredReadingFont()).toBe("dyslexic");
    storeReadingFont("default");
    expect(storage.data.has(READING_FONT_STORAGE_KEY)).toBe(false);
    expect(readStoredReadingFont()).toBe("default");
  });

  it("falls back to the default font when storage is unavailable", () => {
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("blocked");
        },
        setItem: () => {
          throw new Error("blocked");
        },
        removeItem: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(readStoredReadingFont()).toBe("default");
    expect(() => storeReadingFont("dyslexic")).not.toThrow();
  });

  it("sets and removes the attribute on the document element", () => {
    const root = fakeRoot();
    vi.stubGlobal("document", { documentElement: root });
    applyReadingFont("dyslexic");
    expect(root.attributes.get(READING_FONT_ATTRIBUTE)).toBe("dyslexic");
    applyReadingFont("default");
    expect(root.attributes.has(READING_FONT_ATTRIBUTE)).toBe(false);
  });
});
