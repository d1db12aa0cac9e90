import { CreditCard, RefreshCw } from "lucide-react";
import { useState } from "react";
import { AvatarBadge } from "~/components/learning/pictures";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DialogActions, GuardedDialog } from "~/components/ui/dialog-kit";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { useLocalize, useT } from "~/lib/i18n";
import type { PrintableSignInCard, SignInCardStatus } from "#common/schemas/sign-in-cards";
import { CardMadeOn } from "./family-sign-in-cards";
import { PrintSheet } from "./print-sheet";
import { useClassSignInCards, useMakeClassSignInCards } from "./sign-in-cards-api";

/** Who hands out a class's sign-in cards: its lead and co-teachers, and the office (no role in the class). */
export function mayMakeClassCards(myRole: string | null): boolean {
  return myRole === null || myRole === "lead" || myRole === "co_teacher";
}

/**
 * "Sign-in cards" on /teacher/classes (issue 34): the class's children and whether each has a card;
 * the class sheet makes the missing cards, or after a confirmation replaces every card, and opens the
 * cards made to print at once (their codes are shown only then). Support staff do not see it.
 */
export function ClassSignInCardsButton({ classId, className }: { classId: string; className: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [printing, setPrinting] = useState<PrintableSignInCard[] | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CreditCard aria-hidden="true" />
        {t("signInCards.class.open")}
      </Button>
      {open ? (
        <ClassCardsDialog
          classId={classId}
          className={className}
          onClose={() => setOpen(false)}
          onMade={(cards) => {
            setOpen(false);
            setPrinting(cards);
          }}
        />
      ) : null}
      <PrintSheet cards={printing} onClose={() => setPrinting(null)} />
    </>
  );
}

function ClassCardsDialog({
  classId,
  className,
  onClose,
  onMade,
}: {
  classId: string;
  className: string;
  onClose: () => void;
  onMade: (cards: PrintableSignInCard[]) => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const children = useClassSignInCards(classId, true);
  const make = useMakeClassSignInCards(classId);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function makeCards(replaceExisting: boolean) {
    setError(null);
    try {
      onMade(await make.mutateAsync(replaceExisting));
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? localize(message) : t("signInCards.makeError"));
    }
  }

  return (
    <GuardedDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      busy={make.isPending}
      title={confirmingReplace ? t("signInCards.class.replaceConfirm.title", { className }) : t("signInCards.class.title", { className })}
      description={confirmingReplace ? undefined : t("signInCards.class.lead")}
      className="max-w-2xl"
      data-testid="class-sign-in-cards"
    >
      {confirmingReplace ? (
        <div className="space-y-4">
          <p>{t("signInCards.class.replaceConfirm.text")}</p>
          {error ? <Alert kind="error" title={error} /> : null}
          <DialogActions
            busy={make.isPending}
            submitLabel={t("signInCards.class.replaceAll")}
            destructive
            onConfirm={() => void makeCards(true)}
            onBack={() => setConfirmingReplace(false)}
          />
        </div>
      ) : (
        <QueryState
          query={children}
          errorTitle={t("signInCards.loadError")}
          isEmpty={(list: SignInCardStatus[]) => list.length === 0}
          empty={<p>{t("signInCards.class.noChildren")}</p>}
        >
          {(list) => {
            const missing = list.filter((c) => c.madeAt === null).length;
            return (
              <div className="space-y-4">
                <p className="font-semibold">{t("signInCards.class.status", { withCard: list.length - missing, children: list.length })}</p>
                <ul className="divide-y rounded-lg border">
                  {list.map((child) => (
                    <li key={child.studentId} className="flex items-center gap-3 px-3 py-2">
                      <AvatarBadge avatar={child.avatar} className="size-9" />
                      <span className="min-w-0 flex-1 font-medium">{child.name}</span>
                      <CardMadeOn madeAt={child.madeAt} />
                    </li>
                  ))}
                </ul>
                {missing === 0 ? <p className="text-muted-foreground">{t("signInCards.class.allHaveCards")}</p> : null}
                {error ? <Alert kind="error" title={error} /> : null}
                <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
                  <Button variant="outline" onClick={() => setConfirmingReplace(true)} aria-disabled={make.isPending || undefined}>
                    <RefreshCw aria-hidden="true" />
                    {t("signInCards.class.replaceAll")}
                  </Button>
                  {missing > 0 ? (
                    <Button onClick={() => void makeCards(false)} aria-disabled={make.isPending || undefined} aria-busy={make.isPending}>
                      <CreditCard aria-hidden="true" />
                      {t("signInCards.class.makeMissing", { count: missing })}
                    </Button>
                  ) : null}
                </div>
              </div>
            );
          }}
        </QueryState>
      )}
    </GuardedDialog>
  );
}
