import { CreditCard, RefreshCw } from "lucide-react";
import { useState } from "react";
import { AvatarBadge } from "~/components/learning/pictures";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { formatDay } from "~/lib/dates";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { LOCALES } from "#common/i18n/languages";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { PrintableSignInCard, SignInCardStatus } from "#common/schemas/sign-in-cards";
import { PrintSheet } from "./print-sheet";
import { useFamilySignInCards, useMakeSignInCard } from "./sign-in-cards-api";

/** The section's id: children-sign-in.tsx on /parent links to it. */
const FAMILY_SIGN_IN_CARDS_ANCHOR = "sign-in-cards";

/**
 * On /parent/account (issue 34): each of the family's children with their sign-in card, made or not.
 * "Make a card" makes one and opens it to print at once (its code is shown only then); "Replace card"
 * asks first, because the card the child has stops working. Nothing for an account without children.
 */
export function FamilySignInCards() {
  const { data: user } = useUser();
  // Staff may open /parent/account too; only a family account has children here.
  const isFamily = inRoleGroup(user?.role, GUARDIAN_ROLES);
  const children = useFamilySignInCards(isFamily);
  const make = useMakeSignInCard();
  const [replacing, setReplacing] = useState<SignInCardStatus | null>(null);
  const [printing, setPrinting] = useState<PrintableSignInCard[] | null>(null);
  const t = useT();
  const localize = useLocalize();
  if (!isFamily) return null;

  async function makeCard(child: SignInCardStatus) {
    try {
      const card = await make.mutateAsync(child.studentId);
      setReplacing(null);
      setPrinting([card]);
    } catch (error) {
      const message = serverMessage(error);
      toast({ variant: "destructive", title: t("signInCards.makeError"), description: message ? localize(message) : undefined });
    }
  }

  return (
    <QueryState query={children} errorTitle={t("signInCards.loadError")} isEmpty={(list) => list.length === 0} loadingClassName="min-h-20">
      {(list) => (
        <Card
          className="space-y-4 scroll-mt-24"
          role="region"
          aria-labelledby="sign-in-cards-title"
          id={FAMILY_SIGN_IN_CARDS_ANCHOR}
          data-testid="family-sign-in-cards"
        >
          <h2 id="sign-in-cards-title" className="flex items-center gap-2 text-xl font-semibold">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            {t("signInCards.title")}
          </h2>
          <p className="text-muted-foreground">{t("signInCards.family.lead")}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((child) => (
              <li key={child.studentId} className="flex flex-wrap items-center gap-3 rounded-lg border p-4">
                <AvatarBadge avatar={child.avatar} className="size-12" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{child.name}</p>
                  <CardMadeOn madeAt={child.madeAt} />
                </div>
                {child.madeAt ? (
                  <Button variant="outline" onClick={() => setReplacing(child)}>
                    <RefreshCw aria-hidden="true" />
                    {t("signInCards.replace")}
                    <span className="sr-only">{t("signInCards.forChild", { name: child.name })}</span>
                  </Button>
                ) : (
                  <Button onClick={() => void makeCard(child)} aria-disabled={make.isPending || undefined}>
                    <CreditCard aria-hidden="true" />
                    {t("signInCards.make")}
                    <span className="sr-only">{t("signInCards.forChild", { name: child.name })}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <ConfirmDialog
            open={replacing !== null}
            onOpenChange={(open) => (open ? undefined : setReplacing(null))}
            busy={make.isPending}
            title={t("signInCards.replaceConfirm.title", { name: replacing?.name ?? "" })}
            confirmLabel={t("signInCards.replace")}
            onConfirm={() => (replacing ? void makeCard(replacing) : undefined)}
            destructive
          >
            <p>{t("signInCards.replaceConfirm.text", { name: replacing?.name ?? "" })}</p>
          </ConfirmDialog>
          <PrintSheet cards={printing} onClose={() => setPrinting(null)} />
        </Card>
      )}
    </QueryState>
  );
}

/** "Card made on Mar 1, 2026", or that the child has none yet. */
export function CardMadeOn({ madeAt }: { madeAt: string | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <p className="text-sm text-muted-foreground">{madeAt ? t("signInCards.madeOn", { date: formatDay(madeAt, LOCALES[language]) }) : t("signInCards.none")}</p>
  );
}
