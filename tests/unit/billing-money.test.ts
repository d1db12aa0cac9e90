/**
 * Dollars typed by the office (app/features/admin/billing/money.ts) become integer cents exactly, the way
 * a person writes them in the US: thousands with commas, cents after a point, an optional dollar sign.
 */
import { describe, expect, it } from "vitest";
import { dollarsToCents } from "../../app/features/admin/billing/money";

describe("dollars typed to cents", () => {
  it("reads the ways an amount is written, exactly", () => {
    expect(dollarsToCents("1,250.50")).toBe(125_050);
    expect(dollarsToCents("1250.5")).toBe(125_050);
    expect(dollarsToCents("$80")).toBe(8_000);
    expect(dollarsToCents(" $ 80.00 ")).toBe(8_000);
    expect(dollarsToCents(".5")).toBe(50);
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("1.")).toBe(100);
    expect(dollarsToCents("12,345,678.99")).toBe(1_234_567_899);
  });

  it("refuses what is not a plain amount", () => {
    for (const typed of ["", ".", "-5", "1e3", "1,25.00", "1.234", "1.250,50", "12a", "1,2345", "1234567890"])
      expect(dollarsToCents(typed), typed).toBeUndefined();
  });
});
