import { Printer } from "lucide-react";
import { AvatarBadge } from "~/components/learning/pictures";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { useT } from "~/lib/i18n";
import type { PrintableSignInCard } from "#common/schemas/sign-in-cards";

/**
 * While the sheet is open, printing shows only the cards: everything else on the page (the dialog's
 * overlay, the page under it) is hidden, the dialog is laid out as paper, and its buttons stay off
 * the sheet. Each card keeps to one page; two cards a row fit A4 and Letter alike.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body > :not([data-sign-in-card-sheet]) { display: none !important; }
  [data-sign-in-card-sheet] {
    position: static !important; transform: none !important; width: auto !important; max-width: none !important;
    max-height: none !important; border: 0 !important; box-shadow: none !important; overflow: visible !important;
  }
  [data-sign-in-card-sheet] > div { overflow: visible !important; padding: 0 !important; }
  [data-sign-in-card-sheet] > div:first-child { display: none !important; }
}`;

/**
 * The cards just made, once, to print (issue 34): the codes are stored hashed, so this is the only
 * time they can be shown. Closing the sheet forgets them; to print a card again, it is replaced.
 */
export function PrintSheet({ cards, onClose }: { cards: PrintableSignInCard[] | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={cards !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {cards ? (
        <DialogContent
          title={t("signInCards.sheet.title", { count: cards.length })}
          description={t("signInCards.sheet.lead")}
          className="max-w-4xl"
          data-sign-in-card-sheet=""
        >
          <style>{PRINT_CSS}</style>
          <div className="mb-5 flex flex-wrap gap-3 print:hidden">
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t("signInCards.sheet.print")}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {t("signInCards.sheet.done")}
            </Button>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-3" data-testid="sign-in-card-sheet">
            {cards.map((card) => (
              <li key={card.studentId} className="break-inside-avoid">
                <SignInCard card={card} />
              </li>
            ))}
          </ul>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** One card: the child's avatar and name, the QR code, the text code, and a line for the grown-up. */
function SignInCard({ card }: { card: PrintableSignInCard }) {
  const t = useT();
  const address = `${window.location.origin}/auth`;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-xl border-2 border-dashed border-foreground/40 bg-white p-4 text-black print:rounded-none"
      aria-label={card.name}
      data-testid="sign-in-card"
    >
      <div className="flex items-center gap-3">
        <AvatarBadge avatar={card.avatar} className="size-14 bg-neutral-100 text-black" />
        <p className="text-3xl font-bold leading-tight">{card.name}</p>
      </div>
      <div className="flex items-center gap-4">
        <img src={card.qrCode} alt={t("signInCards.card.qrAlt", { name: card.name })} className="size-36 shrink-0 print:size-[34mm]" />
        <div className="space-y-2">
          <p className="text-lg font-semibold">{t("signInCards.card.scan")}</p>
          <p className="text-sm">{t("signInCards.card.orType")}</p>
          <p className="font-mono text-lg font-bold tracking-wider whitespace-nowrap" data-testid="sign-in-card-code">
            {card.code}
          </p>
        </div>
      </div>
      <p className="text-xs leading-snug">{t("signInCards.card.forGrownUps", { address })}</p>
    </article>
  );
}
