import { Card } from "~/components/ui/card";
import { useLanguage, useT } from "~/lib/i18n";
import { formatUsd } from "#common/tuition";
import { describeLine, exampleTexts, lineLabel, PAYMENT_EXAMPLES, quoteExample } from "./describe-quote";

// Punctuation after a translated label, not a word.
const COLON = ":";

/** The worked examples: a family in words, then each child's figures and the payments, all computed. */
export function PaymentExamples() {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {PAYMENT_EXAMPLES.map((example) => {
        const quote = quoteExample(example);
        const later = quote.laterPayments[0] ?? 0;
        const { title, situation } = exampleTexts(example, language);
        return (
          <li key={example.id} className="flex">
            <Card className="flex w-full flex-col gap-4" data-testid={`example-${example.id}`}>
              <h3 className="text-lg font-semibold leading-snug">{title}</h3>
              <p className="text-muted-foreground">{situation}</p>
              <ul className="space-y-2 text-sm">
                {quote.lines.map((line) => (
                  <li key={line.index}>
                    <span className="font-semibold">{lineLabel(line, language) + COLON}</span> {describeLine(line, quote.plan, language)}
                  </li>
                ))}
              </ul>
              <dl className="mt-auto grid gap-x-4 gap-y-1 rounded-lg bg-muted p-4 text-sm sm:grid-cols-[1fr_auto]">
                <dt className="text-muted-foreground">{t(quote.plan === "full" ? "tuition.example.singlePayment" : "tuition.example.firstPayment")}</dt>
                <dd className="font-semibold tabular-nums sm:text-right">
                  {formatUsd(quote.firstPayment)}
                  {quote.fees > 0 ? (
                    <span className="font-normal text-muted-foreground">{t("tuition.example.withFees", { fees: formatUsd(quote.fees) })}</span>
                  ) : null}
                </dd>
                {quote.plan === "term" ? (
                  <>
                    <dt className="text-muted-foreground">{t("tuition.example.then")}</dt>
                    <dd className="font-semibold tabular-nums sm:text-right">
                      {t("tuition.example.termPayments", { count: quote.laterPayments.length, amount: formatUsd(later) })}
                    </dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">{t("tuition.example.yearTotal")}</dt>
                <dd className="font-semibold tabular-nums sm:text-right">{formatUsd(quote.total)}</dd>
                {quote.savings > 0 ? (
                  <>
                    <dt className="text-muted-foreground">{t("tuition.example.saved")}</dt>
                    <dd className="font-semibold tabular-nums sm:text-right">{formatUsd(quote.savings)}</dd>
                  </>
                ) : null}
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
