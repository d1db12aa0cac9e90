import { useId, useState, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { useLanguage, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import {
  formatPercent,
  formatUsd,
  MAX_CHILDREN_PER_QUOTE,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  quoteFamily,
  SIBLING_DISCOUNT_PERCENT,
  TERM_COUNT,
  TUITION_GRADES,
  tuitionGradeLabel,
  type PaymentPlan,
  type TuitionGradeId,
} from "#common/tuition";
import { describePayments } from "./describe-quote";

interface ChildState {
  grade: TuitionGradeId;
  isNew: boolean;
}

/** The state the page is prerendered with: one new child in Grade 1, paying by term. */
export const INITIAL_CHILD: ChildState = { grade: "grade-1", isNew: true };
export const INITIAL_PLAN: PaymentPlan = "term";

const CHILD_COUNTS = Array.from({ length: MAX_CHILDREN_PER_QUOTE }, (_, i) => i + 1);

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
  hint?: ReactNode;
}

/** A native radio button inside a bordered, fully clickable label. */
function Choice({ name, value, checked, onChange, label, hint }: ChoiceProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm transition-colors hover:bg-muted",
        checked && "border-primary",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="mt-0.5 size-4 shrink-0 accent-primary" />
      <span>
        <span className="block font-semibold">{label}</span>
        {hint ? <span className="block text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

function Row({ term, children, strong }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4 py-1.5", strong && "border-t pt-2.5 font-semibold")}>
      <dt className={cn(!strong && "text-muted-foreground")}>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** A key figure: label and value side by side on phones, stacked in a tile from the small breakpoint up. */
function Tile({ label, value, note }: { label: ReactNode; value: ReactNode; note: ReactNode }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 rounded-lg border bg-background p-4 sm:block">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-right text-xl font-bold tabular-nums sm:mt-1 sm:text-left sm:text-2xl">{value}</dd>
      <dd className="col-span-2 mt-1 text-sm text-muted-foreground">{note}</dd>
    </div>
  );
}

const minus = (cents: number) => formatUsd(-cents);

/**
 * The tuition calculator: number of children, each child's grade and new or returning, the payment
 * plan; the estimate (per child, totals, first and later payments) updates as the family changes it.
 * Everything is computed by common/tuition.ts. The result area keeps the same rows whatever the
 * choices, so switching plan or status never moves the page.
 */
export function TuitionCalculator() {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [count, setCount] = useState(1);
  // State for every possible child, so lowering then raising the count keeps what was entered.
  const [children, setChildren] = useState<ChildState[]>(() => CHILD_COUNTS.map(() => INITIAL_CHILD));
  const [plan, setPlan] = useState<PaymentPlan>(INITIAL_PLAN);

  const active = children.slice(0, count);
  const quote = quoteFamily({ children: active, plan });
  const later = quote.laterPayments[0] ?? 0;
  const update = (index: number, change: Partial<ChildState>) => setChildren((all) => all.map((child, i) => (i === index ? { ...child, ...change } : child)));

  const fee = formatUsd(NEW_STUDENT_FEE);
  const headingId = `${id}-estimate`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <Card className="space-y-6" data-testid="tuition-calculator-form">
        <h3 className="text-lg font-semibold">{t("tuition.calculator.family")}</h3>
        <Field label={t("tuition.calculator.children")} description={t("tuition.calculator.childrenHint", { max: MAX_CHILDREN_PER_QUOTE })}>
          {(control) => (
            <Select {...control} value={count} onChange={(e) => setCount(Number(e.target.value))} className="sm:max-w-40">
              {CHILD_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <ol className="space-y-4">
          {active.map((child, index) => (
            <li key={index}>
              <fieldset className="space-y-4 rounded-lg border p-4">
                <legend className="px-1 font-semibold">{t("tuition.calculator.child", { number: index + 1 })}</legend>
                <Field label={t("tuition.calculator.grade")}>
                  {(control) => (
                    <Select {...control} value={child.grade} onChange={(e) => update(index, { grade: e.target.value as TuitionGradeId })}>
                      {TUITION_GRADES.map((g) => (
                        <option key={g.id} value={g.id}>
                          {tuitionGradeLabel(g.id, language)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <fieldset>
                  <legend className="mb-1.5 text-sm font-semibold">{t("tuition.calculator.enrollment")}</legend>
                  <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                    <Choice
                      name={`${id}-child-${index}-status`}
                      value="new"
                      checked={child.isNew}
                      onChange={() => update(index, { isNew: true })}
                      label={t("tuition.calculator.new")}
                      hint={t("tuition.calculator.newHint", { fee })}
                    />
                    <Choice
                      name={`${id}-child-${index}-status`}
                      value="returning"
                      checked={!child.isNew}
                      onChange={() => update(index, { isNew: false })}
                      label={t("tuition.calculator.returning")}
                      hint={t("tuition.calculator.returningHint")}
                    />
                  </div>
                </fieldset>
              </fieldset>
            </li>
          ))}
        </ol>

        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t("tuition.calculator.plan")}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Choice
              name={`${id}-plan`}
              value="term"
              checked={plan === "term"}
              onChange={() => setPlan("term")}
              label={t("tuition.calculator.byTerm")}
              hint={t("tuition.calculator.byTermHint", { terms: TERM_COUNT })}
            />
            <Choice
              name={`${id}-plan`}
              value="full"
              checked={plan === "full"}
              onChange={() => setPlan("full")}
              label={t("tuition.calculator.inFull")}
              hint={t("tuition.calculator.inFullHint", { off: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT) })}
            />
          </div>
        </fieldset>
      </Card>

      <Card className="space-y-6" data-testid="tuition-estimate">
        <section aria-labelledby={headingId} className="space-y-6">
          <h3 id={headingId} className="text-lg font-semibold">
            {t("tuition.calculator.estimate")}
          </h3>
          <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="tuition-summary">
            {describePayments(quote, language)}
          </p>

          <dl className="grid gap-3 sm:grid-cols-3">
            <Tile
              label={t("tuition.calculator.firstPayment")}
              value={<span data-testid="first-payment">{formatUsd(quote.firstPayment)}</span>}
              note={quote.fees > 0 ? t("tuition.calculator.includesFees", { fees: formatUsd(quote.fees) }) : t("tuition.calculator.noFees")}
            />
            <Tile
              label={t("tuition.calculator.laterPayments")}
              value={
                <span data-testid="later-payments">
                  {plan === "term"
                    ? t("tuition.calculator.laterValue", { count: quote.laterPayments.length, amount: formatUsd(later) })
                    : t("tuition.calculator.none")}
                </span>
              }
              note={t(plan === "term" ? "tuition.calculator.oneEachTerm" : "tuition.calculator.paidInFull")}
            />
            <Tile
              label={t("tuition.calculator.yearTotal")}
              value={<span data-testid="year-total">{formatUsd(quote.total)}</span>}
              note={quote.savings > 0 ? t("tuition.calculator.youSave", { amount: formatUsd(quote.savings) }) : t("tuition.calculator.noDiscounts")}
            />
          </dl>

          <div>
            <h4 className="mb-2 font-semibold">{t("tuition.calculator.perChild")}</h4>
            <ol className="grid gap-3 sm:grid-cols-2">
              {quote.lines.map((line) => (
                <li key={line.index} className="rounded-lg border p-4 text-sm" data-testid="child-estimate">
                  <p className="font-semibold">
                    {t("tuition.calculator.childLine", {
                      number: line.index + 1,
                      grade: tuitionGradeLabel(line.grade, language),
                      status: line.isNew ? "new" : "returning",
                    })}
                  </p>
                  <p className="text-muted-foreground">
                    {line.fullPrice ? t("tuition.calculator.highest") : t("tuition.calculator.siblingOff", { off: formatPercent(SIBLING_DISCOUNT_PERCENT) })}
                  </p>
                  <dl className="mt-2">
                    <Row term={t("tuition.calculator.tuition")}>{formatUsd(line.annual)}</Row>
                    <Row term={t("tuition.calculator.siblingDiscount")}>{minus(line.siblingDiscount)}</Row>
                    <Row term={t("tuition.calculator.payInFullDiscount")}>{minus(line.payInFullDiscount)}</Row>
                    <Row term={t("tuition.calculator.fee")}>{formatUsd(line.fee)}</Row>
                    <Row term={t("tuition.calculator.childTotal")} strong>
                      {formatUsd(line.total)}
                    </Row>
                  </dl>
                </li>
              ))}
            </ol>
          </div>

          <div>
            <h4 className="mb-2 font-semibold">{t("tuition.calculator.familyTotals")}</h4>
            <dl className="text-sm" data-testid="family-totals">
              <Row term={t("tuition.calculator.beforeDiscounts")}>{formatUsd(quote.annual)}</Row>
              <Row term={t("tuition.calculator.siblingDiscounts", { off: formatPercent(SIBLING_DISCOUNT_PERCENT) })}>{minus(quote.siblingDiscount)}</Row>
              <Row term={t("tuition.calculator.payInFullDiscountOff", { off: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT) })}>
                {minus(quote.payInFullDiscount)}
              </Row>
              <Row term={t("tuition.calculator.afterDiscounts")}>{formatUsd(quote.tuition)}</Row>
              <Row term={t("tuition.calculator.fees")}>{formatUsd(quote.fees)}</Row>
              <Row term={t("tuition.calculator.yearTotal")} strong>
                {formatUsd(quote.total)}
              </Row>
            </dl>
          </div>
        </section>
      </Card>
    </div>
  );
}
