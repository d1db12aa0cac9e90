/**
 * Reading font preference: the site's default sans-serif or OpenDyslexic (the spec promises
 * dyslexic-friendly fonts). Stored in the browser like the theme and applied by a head script before
 * the first paint; the font file is only downloaded once a visitor turns the option on.
 */
import { READING_FONT_STORAGE_KEY } from "#common/site";

export type ReadingFont = "default" | "dyslexic";
export const READING_FONT_ATTRIBUTE = "data-font";

export function readStoredReadingFont(): ReadingFont {
  try {
    return window.localStorage.getItem(READING_FONT_STORAGE_KEY) === "dyslexic" ? "dyslexic" : "default";
  } catch {
    return "default";
  }
}

export function storeReadingFont(font: ReadingFont) {
  try {
    if (font === "dyslexic") window.localStorage.setItem(READING_FONT_STORAGE_KEY, font);
    else window.localStorage.removeItem(READING_FONT_STORAGE_KEY);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

export function applyReadingFont(font: ReadingFont) {
  const root = document.documentElement;
  if (font === "dyslexic") root.setAttribute(READING_FONT_ATTRIBUTE, "dyslexic");
  else root.removeAttribute(READING_FONT_ATTRIBUTE);
}

/** Serialised into the head (and hashed into the CSP); it must stay self-contained. */
/** Marks the reading-font button, whose pressed state the boot script sets from the stored choice. */
export const READING_FONT_BUTTON_ATTRIBUTE = "data-reading-font-button";

export const readingFontBootScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(READING_FONT_STORAGE_KEY)})==="dyslexic"){document.documentElement.setAttribute(${JSON.stringify(READING_FONT_ATTRIBUTE)},"dyslexic");if(document.addEventListener)document.addEventListener("DOMContentLoaded",function(){var b=document.querySelector("[${READING_FONT_BUTTON_ATTRIBUTE}]");if(b)b.setAttribute("aria-pressed","true")})}}catch(e){}})()`;
