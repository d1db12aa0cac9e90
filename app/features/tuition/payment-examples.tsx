import { Card } from "~/components/ui/card";
import { formatUsd } from "#common/tuition";
import { describeLine, lineLabel, PAYMENT_EXAMPLES, quoteExample } from "./describe-quote";

/** The worked examples: a family in words, then each child's figures and the payments, all computed. */
export function PaymentExamples() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {PAYMENT_EXAMPLES.map((example) => {
        const quote = quoteExample(example);
        const later = quote.laterPayments[0] ?? 0;
        return (
          <li key={example.id} className="flex">
            <Card className="flex w-full flex-col gap-4" data-testid={`example-${example.id}`}>
              <h3 className="text-lg font-semibold leading-snug">{example.title}</h3>
              <p className="text-muted-foreground">{example.situation}</p>
              <ul className="space-y-2 text-sm">
                {quote.lines.map((line) => (
                  <li key={line.index}>
                    <span className="font-semibold">{lineLabel(line)}:</span> {describeLine(line, quote.plan)}
                  </li>
                ))}
              </ul>
              <dl className="mt-auto grid gap-x-4 gap-y-1 rounded-lg bg-muted p-4 text-sm sm:grid-cols-[1fr_auto]">
                <dt className="text-muted-foreground">{quote.plan === "full" ? "Single payment" : "First payment"}</dt>
                <dd className="font-semibold tabular-nums sm:text-right">
                  {formatUsd(quote.firstPayment)}
                  {quote.fees > 0 ? <span className="font-normal text-muted-foreground"> (with {formatUsd(quote.fees)} in fees)</span> : null}
                </dd>
                {quote.plan === "term" ? (
                  <>
                    <dt className="text-muted-foreground">Then</dt>
                    <dd className="font-semibold tabular-nums sm:text-right">
                      {quote.laterPayments.length} term payments of {formatUsd(later)}
                    </dd>
                  </>
                ) : null}
                <dt className="text-muted-foreground">Total for the year</dt>
                <dd className="font-semibold tabular-nums sm:text-right">{formatUsd(quote.total)}</dd>
                {quote.savings > 0 ? (
                  <>
                    <dt className="text-muted-foreground">Saved with discounts</dt>
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
