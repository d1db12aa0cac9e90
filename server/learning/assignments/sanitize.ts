/**
 * THE sanitiser of an assignment's instructions (formatted text from the editor on /teacher/content):
 * an allow-list of a few formatting tags, links to http, https and mailto only (opened in a new tab,
 * without the opener), nothing else: no style, no script, no event attributes, no images, no iframes.
 * Run on the server before storing, so whatever a client sends, children and families only ever get
 * what passes here.
 */
import sanitizeHtml from "sanitize-html";

/** An absolute http(s) address or a mail address, nothing hidden before the scheme. */
const SAFE_HREF = /^(https?:\/\/[^\s]|mailto:[^\s])/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Text inside a dropped tag stays (as text), except in these, dropped whole.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "iframe", "object", "embed", "svg", "math"],
  disallowedTagsMode: "discard",
  // Formatting the editor may produce under another name.
  transformTags: {
    b: "strong",
    i: "em",
    h1: "h3",
    h2: "h3",
    h5: "h4",
    h6: "h4",
    // A link only to http(s) or mailto, opened in a new tab without the opener; anything else is
    // its text alone (a span, which the allow-list then drops, keeping the words).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      if (!SAFE_HREF.test(href)) return { tagName: "span", attribs: {} };
      return { tagName, attribs: { href, target: "_blank", rel: "noopener noreferrer" } };
    },
  },
};

/** Instructions as they may be stored and shown: the allow-list applied; empty paragraphs of nothing become "". */
export function sanitizeInstructions(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return /^(<p>(\s|&nbsp;|<br \/>)*<\/p>)*$/.test(clean) ? "" : clean;
}

/** The words of stored instructions, without their formatting (to find the language they are in). */
export function instructionsText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
