/**
 * An assignment's instructions translated a block at a time (server/learning/assignments/instructions-translation.ts):
 * each paragraph, item and heading is one text for the engine, bold words and all; links keep their
 * address and have their words translated on their own; nothing the sanitiser refuses comes out.
 */
import { describe, expect, it } from "vitest";
import { INSTRUCTIONS_MAX_RUNS, translateInstructions } from "../../server/learning/assignments/instructions-translation";

/** An engine that shouts: what it was given is plain to see in what comes back. */
const shout = async (text: string) => text.toUpperCase();

describe("instructions in another language", () => {
  it("sends each block's words whole, bold and all, and keeps the blocks and line breaks", async () => {
    const sent: string[] = [];
    const out = await translateInstructions("<p>Mark <strong>one half</strong> on the line.</p><p>Then show<br />a friend.</p>", async (text) => {
      sent.push(text);
      return text.toUpperCase();
    });
    expect(sent).toEqual(["Mark one half on the line.", "Then show\na friend."]);
    expect(out).toBe("<p>MARK ONE HALF ON THE LINE.</p><p>THEN SHOW<br />A FRIEND.</p>");
  });

  it("keeps lists, headings and a link's address, translating the link's words on their own", async () => {
    const html =
      '<h3>Steps</h3><ol><li>Read the story.</li><li>Watch <a href="https://example.org/video" target="_blank" rel="noopener noreferrer">this video</a> again.</li></ol>';
    expect(await translateInstructions(html, shout)).toBe(
      '<h3>STEPS</h3><ol><li>READ THE STORY.</li><li>WATCH <a href="https://example.org/video" target="_blank" rel="noopener noreferrer">THIS VIDEO</a> AGAIN.</li></ol>',
    );
  });

  it("reads entities as the characters they are and writes them back escaped", async () => {
    const sent: string[] = [];
    const out = await translateInstructions("<p>Tom &amp; Jerry: 3 &lt; 4</p>", async (text) => {
      sent.push(text);
      return `${text} <script>alert(1)</script>`;
    });
    expect(sent).toEqual(["Tom & Jerry: 3 < 4"]);
    expect(out).toBe("<p>Tom &amp; Jerry: 3 &lt; 4 &lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("leaves instructions of more runs than INSTRUCTIONS_MAX_RUNS as written, asking the engine nothing", async () => {
    let asked = 0;
    const count = async (text: string) => {
      asked += 1;
      return text;
    };
    const many = "<p>a</p>".repeat(INSTRUCTIONS_MAX_RUNS + 1);
    expect(await translateInstructions(many, count)).toBeNull();
    expect(asked).toBe(0);
    expect(await translateInstructions("<p>a</p>".repeat(INSTRUCTIONS_MAX_RUNS), count)).not.toBeNull();
    expect(asked).toBe(INSTRUCTIONS_MAX_RUNS);
  });

  it("gives nothing when any block could not be translated, and nothing to do for none", async () => {
    expect(await translateInstructions("<p>One.</p><p>Two.</p>", async (text) => (text === "Two." ? null : text))).toBeNull();
    expect(await translateInstructions("", shout)).toBe("");
  });
});
