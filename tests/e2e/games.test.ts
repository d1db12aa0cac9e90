/**
 * A kindergartner plays a learning game on a phone (issue 34): Beatriz (5, Spanish) opens her games
 * at 375 px, starts "A contar" with one tap, has each question read to her in Spanish, misses once and
 * is asked kindly to try again (the wrong choice greyed, nothing lost), answers the rest by counting
 * the pictures, and ends with her stars and the first game's badge. No clock counts anywhere. Each
 * screen is axe clean in light and dark at 375 and 1280 px.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { t } from "#common/i18n/messages";
import { ROUND_ITEMS } from "#common/learning/games";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 740 };

describe("a learning game", () => {
  it("is played to the end by a five-year-old on a phone, read aloud in her language, one tap per answer", async () => {
    const visit = await openPage(browser, { sessionId: inject("spanishChildSession"), viewport: PHONE });
    const page = visit.page;
    // Speech is recorded, not played: what Read to me would say and in which language.
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
      if ("speechSynthesis" in window) window.speechSynthesis.speak = (utterance) => void spoken.push({ text: utterance.text, lang: utterance.lang });
    });
    const spoken = () => page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);
    const found: string[] = [];

    await visit.goto("/student/games");
    const counting = page.locator("[data-testid='game-card'][data-kind='counting']");
    await counting.waitFor();
    expect(await counting.textContent()).toContain(t("es", "games.kind.counting.name"));
    // Her grade's games come first, before the folded "more games".
    expect(await page.getByTestId("games-for-you").locator("[data-kind='counting']").count()).toBe(1);
    found.push(...(await axeEveryVariant(page, "games home")));

    let taps = 0;
    await counting.getByRole("button", { name: new RegExp(t("es", "games.kind.counting.name")) }).click();
    taps++;
    const prompt = page.getByTestId("game-prompt");
    await prompt.waitFor();

    // Read to me says the question in Spanish.
    await page.getByTestId("game-read-aloud").click();
    await expect.poll(async () => (await spoken()).length).toBe(1);
    const [utterance] = await spoken();
    expect(utterance!.lang).toBe("es-US");
    expect(utterance!.text).toMatch(/^¿Cuánt[oa]s .+ hay\?/);
    await page.getByTestId("game-read-aloud").click();

    const rightChoice = async () => {
      const count = await page.getByTestId("object").count();
      return page.getByTestId("game-choice").filter({ hasText: new RegExp(`^\\D*${count}\\D*$`) });
    };
    const progress = async () => Number(await page.getByTestId("progress-dots").locator("[data-done]").count());

    // A first miss: try again, the wrong choice greyed; then the right one.
    const right = await rightChoice();
    const choices = page.getByTestId("game-choice");
    const rightLabel = (await right.textContent())!;
    const wrongIndex = (await choices.allTextContents()).findIndex((label) => label !== rightLabel);
    await choices.nth(wrongIndex).click();
    taps++;
    await expect.poll(() => page.getByTestId("game-feedback").textContent()).toBe(t("es", "games.round.tryAgain"));
    expect(await choices.nth(wrongIndex).isDisabled()).toBe(true);
    expect(await progress()).toBe(0);
    found.push(...(await axeEveryVariant(page, "a round, try again")));
    await right.click();
    taps++;
    await expect.poll(progress).toBe(1);

    for (let answered = 1; answered < ROUND_ITEMS; answered++) {
      await page.getByTestId("game-choice").first().waitFor();
      await expect.poll(async () => (await page.getByTestId("game-choice").first().isEnabled()) && (await page.getByTestId("object").count()) > 0).toBe(true);
      await (await rightChoice()).click();
      taps++;
      await expect.poll(progress).toBe(answered + 1);
    }

    const finished = page.getByTestId("round-finished");
    await finished.waitFor();
    // 7 of 8 right the first time: 3 stars, and the first game's badge.
    expect(await page.getByTestId("finished-star").count()).toBe(3);
    expect(await page.getByTestId("new-badges").textContent()).toContain(t("es", "badges.firstGame.name"));
    // One tap to start, one per answer, one for the miss: nothing hidden.
    expect(taps).toBe(1 + ROUND_ITEMS + 1);
    // No clock anywhere in the round.
    expect(await page.locator("[role='timer'], time[data-countdown]").count()).toBe(0);
    found.push(...(await axeEveryVariant(page, "round finished")));

    // Back on the games page the stars are there.
    await finished.getByRole("button", { name: t("es", "games.round.back") }).click();
    await expect.poll(() => counting.textContent()).toContain("3");
    expect(found).toEqual([]);
    visit.expectClean();
    await visit.context.close();
  });
});
