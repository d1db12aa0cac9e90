/**
 * The device check (issue 33) in Chromium with its fake camera and microphone
 * (--use-fake-device-for-media-stream, allowed without asking): the teacher opens "Check camera and
 * microphone" from their home; the dialog's camera preview plays, the microphone bar moves with the
 * fake device's sound, the test sound plays and ends; Escape closes the dialog, gives focus back to
 * the button and every camera and microphone track the check opened has stopped. A browser that
 * refuses the camera gets the words saying how to allow it.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ fakeMedia: true });
});
afterAll(async () => {
  await browser?.close();
});

const sessions = inject("sessions");

/** Keeps every stream getUserMedia hands the page, so the test can see that each track was stopped. */
function recordStreams() {
  const page = window as unknown as { checkStreams: MediaStream[] };
  page.checkStreams = [];
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    page.checkStreams.push(stream);
    return stream;
  };
}

/** A browser that refuses the camera and microphone, as after the person chose "Block". */
function refuseMedia() {
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Check your camera, microphone and speakers" });

describe("the device check", () => {
  it("opens from the teacher's home with the camera playing, the microphone bar moving and a test sound, and stops everything on Escape", async () => {
    const t = await openPage(browser, { sessionId: sessions.teacher });
    await t.context.addInitScript(recordStreams);
    await t.goto("/teacher");
    const open = t.page.getByRole("button", { name: "Check camera and microphone" });
    await open.click();
    await dialog(t.page).waitFor();
    expect(await dialog(t.page).textContent()).toContain("Nothing is recorded and nothing leaves this device");

    // The preview plays: frames arrive and its time moves on.
    const video = dialog(t.page).getByTestId("device-check-video");
    await video.waitFor();
    await t.page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="device-check-video"]');
      return !!v && !v.paused && v.readyState >= 2 && v.videoWidth > 0;
    });
    const playedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(playedAt);

    // The bar follows the fake microphone's sound: it leaves zero and shows more than one level.
    const meter = dialog(t.page).getByRole("meter", { name: "Microphone sound level" });
    await meter.waitFor();
    await t.page.waitForFunction(
      () => {
        const value = Number(document.querySelector('[data-testid="device-check-meter"]')?.getAttribute("aria-valuenow"));
        const seen = ((window as unknown as { levels?: Set<number> }).levels ??= new Set<number>());
        seen.add(value);
        return seen.size >= 2 && Math.max(...seen) > 0;
      },
      undefined,
      { polling: 50, timeout: 15_000 },
    );

    // The test sound plays for about a second, then the button is ready again.
    const sound = dialog(t.page).getByTestId("device-check-sound");
    expect(await sound.textContent()).toBe("Play a test sound");
    await sound.click();
    await expect.poll(() => sound.textContent()).toBe("Playing...");
    await expect.poll(() => sound.textContent(), { timeout: 5_000 }).toBe("Play a test sound");

    await t.page.keyboard.press("Escape");
    await dialog(t.page).waitFor({ state: "detached" });
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("device-check-open");
    const tracks = await t.page.evaluate(() =>
      (window as unknown as { checkStreams: MediaStream[] }).checkStreams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
    );
    expect(tracks.length).toBeGreaterThanOrEqual(2);
    expect(tracks.every((state) => state === "ended")).toBe(true);
    t.expectClean();
  });

  it("says how to allow the camera and microphone when the browser refuses them", async () => {
    const t = await openPage(browser, { sessionId: sessions.teacher });
    await t.context.addInitScript(refuseMedia);
    await t.goto("/teacher");
    await t.page.getByRole("button", { name: "Check camera and microphone" }).click();
    const problem = dialog(t.page).getByTestId("device-check-problem");
    await problem.waitFor();
    expect(await problem.textContent()).toContain("The browser is not allowed to use the camera and microphone.");
    expect(await dialog(t.page).getByTestId("device-check-video").count()).toBe(0);
    // The speakers need no permission: their check is still there.
    expect(await dialog(t.page).getByTestId("device-check-sound").isVisible()).toBe(true);
    t.expectClean();
  });
});
