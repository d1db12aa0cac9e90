/** A form's validation downloaded on first use (app/lib/resolver-on-demand.ts). */
import type { Resolver, ResolverResult } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { resolverOnDemand } from "../../app/lib/resolver-on-demand";

type Values = { reason: string };
const required: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.reason) return { values, errors: {} as Record<string, never> };
  return { values: {}, errors: { reason: { type: "required", message: "Please say why your child will be absent." } } };
};
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("a resolver on demand", () => {
  it("downloads once, on the first sign of intent or the first validation, which waits for it", async () => {
    let downloads = 0;
    const validation = resolverOnDemand(async () => {
      downloads++;
      return required;
    });
    expect(downloads).toBe(0);
    validation.prefetch();
    validation.prefetch();
    expect((await validation.resolver({ reason: "" }, undefined, options)).errors.reason?.message).toBe("Please say why your child will be absent.");
    expect(await validation.resolver({ reason: "Dentist" }, undefined, options)).toEqual({ values: { reason: "Dentist" }, errors: {} });
    expect(downloads).toBe(1);
  });

  it("tries a failed download again at the next validation (offline for a moment)", async () => {
    let tries = 0;
    const validation = resolverOnDemand(async () => {
      if (++tries === 1) throw new Error("offline");
      return required;
    });
    validation.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await validation.resolver({ reason: "Dentist" }, undefined, options)).errors).toEqual({});
    expect(tries).toBe(2);
  });
});
