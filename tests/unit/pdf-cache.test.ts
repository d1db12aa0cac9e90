/**
 * Built PDFs are kept by a hash of their inputs (server/pdf/cache.ts, issue 30): the same inputs give
 * the kept bytes without building, any change builds anew, and the kept bytes are bounded.
 */
import { describe, expect, it, vi } from "vitest";
import { cachedBuild, cachedPdf, keepPdf, pdfCacheKey } from "../../server/pdf/cache";

describe("the PDF cache", () => {
  it("builds once for the same inputs and again when any input changes", async () => {
    const build = vi.fn(async () => new Uint8Array([1, 2, 3]));
    const inputs = { childName: "Ada Quill", items: [{ title: "Poem", picture: "/uploads/aaa" }] };
    expect(await cachedBuild(inputs, build)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await cachedBuild(structuredClone(inputs), build)).toEqual(new Uint8Array([1, 2, 3]));
    expect(build).toHaveBeenCalledTimes(1);
    await cachedBuild({ ...inputs, childName: "Łucja Quill" }, build);
    await cachedBuild({ ...inputs, items: [{ title: "Poem", picture: "/uploads/bbb" }] }, build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it("forgets the least recently used documents past its size", () => {
    const big = () => new Uint8Array(15 * 1024 * 1024);
    const keys = [1, 2, 3, 4, 5].map((n) => pdfCacheKey({ n }));
    keys.slice(0, 4).forEach((key) => keepPdf(key, big()));
    // Using the first makes the second the oldest.
    expect(cachedPdf(keys[0]!)).toBeDefined();
    keepPdf(keys[4]!, big());
    expect(cachedPdf(keys[1]!)).toBeUndefined();
    expect(cachedPdf(keys[0]!)).toBeDefined();
    expect(cachedPdf(keys[4]!)).toBeDefined();
  });
});
