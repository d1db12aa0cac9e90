/**
 * Every refusal and answer the server words in English is a catalogue text, so a signed-in person reads
 * it in their language (server/errors.ts and server/http/route.ts localize by the English text) and a
 * browser can word a shared schema's message the same way (issue 32). Read from the source: a domain
 * error's message (a literal or a constant), the message objects (`*_MESSAGES`, `*_ERRORS`, `*_NOTES`), every `message: "..."`
 * the server writes and the messages of the shared schemas. Words with values (a name, a count) cannot
 * be found by their English text: the server describes them as a Phrase (common/i18n/phrase.ts), never
 * as a template literal.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "#common/i18n/en/index";
import { es } from "#common/i18n/es/index";
import { localize } from "#common/i18n/messages";

const sources = execFileSync("git", ["ls-files", "server", "common"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file.endsWith(".ts") && !file.startsWith("common/i18n/"));

/**
 * Template-literal messages in files other engineers are moving to Phrases now (issue 32): each entry
 * must still hold one, so an entry whose file is done fails until it is taken off this list.
 */
const PENDING_TEMPLATES: readonly string[] = [];

/** A message written as a template literal: `{ message: `...` }` or a domain error's `conflict(`...`)`. */
const TEMPLATE_MESSAGE = /\bmessage: `|\b(?:invalid|unauthenticated|forbidden|notFound|conflict|tooLarge|tooMany|unavailable)\(\s*`/;

function filesWithTemplateMessages(): string[] {
  return sources.filter((file) => file.startsWith("server/") && TEMPLATE_MESSAGE.test(readFileSync(file, "utf8")));
}

function refusalTexts(): Map<string, string> {
  const constants = new Map<string, string>();
  const named = new Set<string>();
  const found = new Map<string, string>();
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    for (const [, name = "", value = ""] of text.matchAll(/const ([A-Z][A-Z0-9_]+) =\s*"([^"]+)"/g)) constants.set(name, value);
    for (const [, , body = ""] of text.matchAll(/const ([A-Z][A-Z0-9_]*(?:MESSAGES|ERRORS|NOTES)[A-Z_]*|MESSAGES_TEXT) = \{([\s\S]*?)\n\}/g))
      for (const [, value = ""] of body.matchAll(/\w+:\s*"([^"]+)"/g)) found.set(value, file);
    for (const [, literal, name = ""] of text.matchAll(
      /\b(?:invalid|unauthenticated|forbidden|notFound|conflict|tooLarge|tooMany|unavailable)\(\s*(?:"([^"]+)"|([A-Z][A-Z0-9_]+)\b)/g,
    )) {
      if (literal) found.set(literal, file);
      else named.add(name);
    }
    // What the server answers or refuses with a message of its own ({ message }, a field's message);
    // its configuration's messages are for whoever runs the server.
    if (file.startsWith("server/") && file !== "server/config.ts")
      for (const [, message = ""] of text.matchAll(/\bmessage: "([^"]+)"/g)) found.set(message, file);
    if (file.startsWith("common/schemas/"))
      for (const [, message, argument] of text.matchAll(
        /(?:message|error):\s*"([^"]+)"|\.(?:min|max|email|regex|length|refine|url|uuid|nonempty)\([^)]*?"([^"]+)"\)/g,
      ))
        found.set(message ?? argument ?? "", file);
  }
  for (const name of named) {
    const text = constants.get(name);
    if (text) found.set(text, "a constant");
  }
  return found;
}

describe("the server's refusals in the catalogues", () => {
  const refusals = refusalTexts();
  const english = new Set<string>(Object.values(en));

  it("finds the refusals it reads (the reading works)", () => {
    expect(refusals.size).toBeGreaterThan(300);
    expect(refusals.has("We could not find that message.")).toBe(true);
  });

  it("has every refusal's English text in the catalogue, so it is translated", () => {
    const missing = [...refusals].filter(([text]) => !english.has(text)).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("has no refusal or answer written as a template literal in server/ (words with values are a Phrase)", () => {
    const found = filesWithTemplateMessages();
    expect(found.filter((file) => !PENDING_TEMPLATES.includes(file))).toEqual([]);
    expect(PENDING_TEMPLATES.filter((file) => !found.includes(file))).toEqual([]);
  });

  it("words a refusal in Spanish by its English text", () => {
    expect(localize("es", "We could not find that message.")).toBe(es["refusals.access.messageNotFound"]);
    expect(localize("es", "Please choose a class.")).not.toBe("Please choose a class.");
    expect(localize("en", "We could not find that message.")).toBe("We could not find that message.");
  });
});
