/** The device check's microphone bar (app/components/learning/mic-level.ts), from an analyser's bytes. */
import { describe, expect, it } from "vitest";
import { micLevel } from "../../app/components/learning/mic-level";

/** A sine wave of `peak` (0 to 1 of full scale) as getByteTimeDomainData writes it. */
function sine(peak: number, length = 1024): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => Math.round(128 + 127 * peak * Math.sin((2 * Math.PI * i) / 64)));
}

describe("micLevel", () => {
  it("is empty for silence and for no samples", () => {
    expect(micLevel(new Uint8Array(1024).fill(128))).toBe(0);
    expect(micLevel(new Uint8Array(0))).toBe(0);
  });

  it("is full for a square wave at full scale", () => {
    expect(micLevel(Uint8Array.from({ length: 1024 }, (_, i) => (i % 2 ? 0 : 255)))).toBe(100);
  });

  it("follows decibels: a tenth of full scale (-23 dBFS) fills about 62%, a hundredth (-43 dBFS) about 29%", () => {
    expect(micLevel(sine(0.1))).toBeGreaterThanOrEqual(59);
    expect(micLevel(sine(0.1))).toBeLessThanOrEqual(63);
    expect(micLevel(sine(0.01))).toBeGreaterThanOrEqual(22);
    expect(micLevel(sine(0.01))).toBeLessThanOrEqual(32);
  });

  it("grows with loudness and stays between 0 and 100", () => {
    const levels = [0.005, 0.02, 0.1, 0.5, 1].map((peak) => micLevel(sine(peak)));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(levels.length);
    for (const level of levels) expect(level).toBeGreaterThanOrEqual(0);
    for (const level of levels) expect(level).toBeLessThanOrEqual(100);
  });
});
