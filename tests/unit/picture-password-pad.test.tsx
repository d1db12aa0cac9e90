/**
 * The picture password's pad (app/components/forms/picture-password-pad.tsx), as first drawn: every
 * avatar a button named by its word in the reader's language, the chosen pictures shown in order to
 * the grown-up who sets them and only as filled dots at sign-in, and the undo offered once a picture is chosen.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import { PASSWORD_PICTURES } from "#common/learning/picture-password";
import { PicturePasswordPad } from "../../app/components/forms/picture-password-pad";
import { LanguageProvider } from "../../app/lib/i18n";

const render = (chosen: string[], reveal: boolean, language: Language = "en") =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <PicturePasswordPad
        chosen={chosen}
        onPick={() => undefined}
        onRemoveLast={() => undefined}
        reveal={reveal}
        removeLabel="Undo the last picture"
        removeText="Undo"
      />
    </LanguageProvider>,
  );

const pictureButtons = (html: string) => [...html.matchAll(/data-testid="picture-([a-z]+)"[^>]*>.*?<span>([^<]+)<\/span><\/button>/g)].map((m) => [m[1], m[2]]);

describe("the picture password's pad", () => {
  it("draws every picture as a button with its word, in English and in Spanish", () => {
    expect(pictureButtons(render([], false)).map(([id]) => id)).toEqual(PASSWORD_PICTURES);
    expect(pictureButtons(render([], false))).toContainEqual(["turtle", "Turtle"]);
    expect(pictureButtons(render([], false, "es"))).toContainEqual(["turtle", "Tortuga"]);
    expect(render([], false)).toContain('role="group" aria-label="Pictures"');
  });

  it("shows only dots at sign-in, filled for the pictures tapped", () => {
    const html = render(["cat", "sun"], false);
    expect(html).toContain('role="img" aria-label="2 of 4 pictures chosen"');
    expect(html.match(/data-filled="true"/g)).toHaveLength(2);
    expect(html.match(/data-filled="false"/g)).toHaveLength(2);
    expect(html).not.toContain("picture-password-chosen");
    expect(render(["cat"], false, "es")).toContain('aria-label="1 de 4 imágenes elegidas"');
  });

  it("shows the grown-up the chosen pictures in order", () => {
    const html = render(["sun", "cat"], true);
    const chosen = /<ol aria-label="Chosen pictures"[^>]*>(.*?)<\/ol>/.exec(html)![1]!;
    expect([...chosen.matchAll(/<span class="sr-only">([^<]+)<\/span>/g)].map((m) => m[1])).toEqual(["Sun", "Cat"]);
    expect(html).not.toContain("picture-password-dots");
  });

  it("offers the undo only once a picture is chosen, and no more pictures once 4 are", () => {
    expect(render([], false)).toMatch(/aria-disabled="true"[^>]*aria-label="Undo the last picture"/);
    expect(render(["cat"], false)).toMatch(/aria-disabled="false"[^>]*aria-label="Undo the last picture"/);
    expect(render(["cat", "cat", "cat"], false)).toContain('aria-disabled="false" data-testid="picture-dog"');
    expect(render(["cat", "cat", "cat", "cat"], false)).toContain('aria-disabled="true" data-testid="picture-dog"');
  });
});
