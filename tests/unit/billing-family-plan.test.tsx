/**
 * A family's payment plan on the Billing tab's preview (issue 36, app/features/admin/billing/family-plan.tsx),
 * as first drawn: the two plans in clear words, the family's own chosen, a label naming the family; and,
 * once the server keeps the plan (an invoice this school year, or a family the preview made up), the
 * control disabled and described by the reason, in the reader's language.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import type { BillingRunFamily, PlanChange } from "#common/schemas/billing";
import { FamilyPlan } from "../../app/features/admin/billing/family-plan";
import { LanguageProvider } from "../../app/lib/i18n";

const family = (planChange: PlanChange, plan: BillingRunFamily["plan"] = "term"): BillingRunFamily => ({
  familyId: "f-nakamura",
  familyName: "Nakamura family",
  plan,
  outcome: "issue",
  number: null,
  lines: [],
  totalCents: 0,
  planChange,
});

const render = (shown: BillingRunFamily, language: Language = "en", hideLabel = false) =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <FamilyPlan family={shown} hideLabel={hideLabel} onChanged={async () => undefined} />
    </LanguageProvider>,
  );

/** The `<select …>` opening tag. */
const selectTag = (html: string) => /<select[^>]*>/.exec(html)![0];

describe("a family's payment plan on the preview", () => {
  it("offers both plans in clear words, the family's own chosen, under a label naming the family", () => {
    const html = render(family("allowed", "full"));
    expect(html).toContain(">Payment plan, Nakamura family</label>");
    expect(html).toContain('<option value="term">Three term payments</option>');
    expect(html).toContain('<option value="full" selected="">Pay in full (5% off)</option>');
    const select = selectTag(html);
    expect(select).not.toContain('disabled=""');
    expect(select).not.toContain("aria-describedby");
    const id = /id="([^"]+)"/.exec(select)![1];
    expect(html).toContain(`for="${id}"`);
  });

  it("keeps the label for screen readers only in a table whose column names the control", () => {
    expect(render(family("allowed"), "en", true)).toContain('class="block text-sm font-semibold sr-only"');
  });

  it("disables the control once the family has an invoice this year, described by the reason", () => {
    const html = render(family("invoiced"));
    const select = selectTag(html);
    expect(select).toContain('disabled=""');
    const describedBy = /aria-describedby="([^"]+)"/.exec(select)![1];
    expect(html).toContain(`id="${describedBy}" class="text-sm text-muted-foreground text-pretty">This family already has an invoice this school year`);
  });

  it("says a family the preview made up is saved by the first real run, and writes Spanish for Spanish readers", () => {
    expect(render(family("unsaved"))).toContain("New family: it is saved, on three term payments, when invoices are next issued.");
    const html = render(family("invoiced"), "es");
    expect(html).toContain(">Plan de pago, Familia Nakamura</label>");
    expect(html).toContain("Tres pagos, uno por período");
    expect(html).toContain("Pago del año completo (5 % de descuento)");
    expect(html).toContain("Esta familia ya tiene una factura de este año escolar");
  });
});
