/**
 * THE sanitiser of instructions (server/learning/assignments/sanitize.ts): each payload alone leaves
 * no script, event attribute, style, image, frame or unsafe link; the editor's formatting stays.
 */
import { describe, expect, it } from "vitest";
import { sanitizeInstructions } from "../../server/learning/assignments/sanitize";
import { UNSAFE_MARKUP, XSS_PAYLOADS } from "../support/xss-payloads";

describe("sanitizeInstructions", () => {
  it.each(XSS_PAYLOADS)("leaves nothing unsafe of %s", (payload) => {
    const clean = sanitizeInstructions(payload);
    for (const bad of UNSAFE_MARKUP) expect(clean, String(bad)).not.toMatch(bad);
    // Sanitising twice changes nothing more (what is stored is stable).
    expect(sanitizeInstructions(clean)).toBe(clean);
  });

  it("keeps the editor's formatting and makes links safe", () => {
    expect(
      sanitizeInstructions(
        `<h3>Steps</h3><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote><p>q</p></blockquote><h4>t</h4>`,
      ),
    ).toBe(
      `<h3>Steps</h3><p><strong>a</strong> <em>b</em> <u>c</u><br /></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote><p>q</p></blockquote><h4>t</h4>`,
    );
    expect(sanitizeInstructions(`<a href="https://example.org" onclick="alert(1)" target="_self">ok</a>`)).toBe(
      `<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>`,
    );
    expect(sanitizeInstructions(`<a href="mailto:ms.lee@example.org">mail</a>`)).toBe(
      `<a href="mailto:ms.lee@example.org" target="_blank" rel="noopener noreferrer">mail</a>`,
    );
    expect(sanitizeInstructions(`<a href="javascript:alert(1)">click</a>`)).toBe("click");
    expect(sanitizeInstructions(`<b>bold</b> <i>it</i> <h1>Big</h1>`)).toBe(`<strong>bold</strong> <em>it</em> <h3>Big</h3>`);
  });

  it("keeps escaped text as text, and empty paragraphs as nothing", () => {
    expect(sanitizeInstructions(`&lt;script&gt;alert(1)&lt;/script&gt;`)).toBe(`&lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(sanitizeInstructions(`<script>alert(1)</script>`)).toBe("");
    expect(sanitizeInstructions(`<p></p><p><br></p>`)).toBe("");
  });
});
