/**
 * THE sanitiser of an assignment's instructions (formatted text from the editor on /teacher/content):
 * an allow-list of a few formatting tags, links to http, https and mailto only (opened in a new tab,
 * without the opener), nothing else: no style, no script, no event attributes, no images, no iframes.
 * Run on the server before storing, so whatever a client sends, children and families only ever get
 * what passes here.
 */
import sanitizeHtml from "sanitize-html";

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
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      const safe: sanitizeHtml.Attributes = href ? { href, target: "_blank", rel: "noopener noreferrer" } : {};
      return { tagName, attribs: safe };
    },
  },
};

/** Instructions as they may be stored and shown: the allow-list applied; empty paragraphs of nothing become "". */
export function sanitizeInstructions(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return /^(<p>(\s|&nbsp;|<br \/>)*<\/p>)*$/.test(clean) ? "" : clean;
}
