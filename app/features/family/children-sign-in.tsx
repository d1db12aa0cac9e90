import { CreditCard, KeyRound, SlidersHorizontal, Smartphone } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { useUser } from "~/lib/auth";
import { onDemand, useOnDemand } from "~/lib/on-demand";
import { useRichT, useT } from "~/lib/i18n";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { ChildSignIn } from "#common/schemas/learning/students";
import { ChildHelpersDialog } from "./child-helpers-dialog";
import { ChildLanguage } from "./child-language";
import { HandOverDialog } from "./hand-over-dialog";
import { useChildrenSignIn, useSetChildPassword } from "./family-api";

/** The password form (its checks and its form library) downloads when a password button is reached for. */
const loadPasswordDialog = onDemand(() => import("~/components/forms/child-password-dialog"));

/**
 * On /parent: how each of the family's children signs in, and the button that sets or resets the
 * child's password (a young child has no email address to reset it with). Shown once a child is
 * linked to the account; nothing otherwise. Their sign-in cards are on /parent/account (issue 34).
 */
export function ChildrenSignIn() {
  const { data: user } = useUser();
  // Staff may open /parent too; only a family account has children here.
  const isFamily = inRoleGroup(user?.role, GUARDIAN_ROLES);
  const children = useChildrenSignIn(isFamily);
  const setPassword = useSetChildPassword();
  const [child, setChild] = useState<ChildSignIn | null>(null);
  const [passwordDialog, loadPassword] = useOnDemand(loadPasswordDialog);
  const [helpersFor, setHelpersFor] = useState<ChildSignIn | null>(null);
  const [handOverTo, setHandOverTo] = useState<ChildSignIn | null>(null);
  const t = useT();
  const rt = useRichT();
  if (!isFamily) return null;
  return (
    <QueryState query={children} errorTitle={t("family.signIn.loadError")} isEmpty={(list) => list.length === 0} loadingClassName="min-h-20">
      {(list) => (
        <Card className="space-y-4" role="region" aria-labelledby="children-sign-in-title" data-testid="children-sign-in">
          <h2 id="children-sign-in-title" className="text-xl font-semibold">
            {t("family.signIn.title")}
          </h2>
          <p className="text-muted-foreground">{t("family.signIn.lead")}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((c) => (
              <li key={c.studentId} className="space-y-2 rounded-lg border p-4">
                <p className="font-semibold">{c.name}</p>
                <p>
                  {rt("family.signIn.username", { username: c.username, strong: (chunks: ReactNode[]) => <strong className="font-mono">{chunks}</strong> })}
                </p>
                <p className="text-sm text-muted-foreground">{t(c.hasPassword ? "family.signIn.hasPassword" : "family.signIn.noPassword")}</p>
                <ChildLanguage child={c} />
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant={c.hasPassword ? "outline" : "default"}
                    onPointerEnter={() => void loadPassword()}
                    onFocus={() => void loadPassword()}
                    onClick={() => {
                      setChild(c);
                      void loadPassword();
                    }}
                  >
                    <KeyRound aria-hidden="true" />
                    {t(c.hasPassword ? "family.signIn.resetPassword" : "family.signIn.setPassword")}
                    <span className="sr-only">{t("family.signIn.forChild", { name: c.name })}</span>
                  </Button>
                  <Button variant="outline" onClick={() => setHelpersFor(c)}>
                    <SlidersHorizontal aria-hidden="true" />
                    {t("family.signIn.screenHelpers")}
                    <span className="sr-only">{t("family.signIn.forChild", { name: c.name })}</span>
                  </Button>
                  {/* Issue 34: the child uses this device signed in as themselves; coming back asks for the guardian's password. */}
                  {/* It names the child in full, so it may wrap rather than widen a phone's page. */}
                  <Button variant="outline" className="h-auto min-h-10 whitespace-normal text-left" onClick={() => setHandOverTo(c)}>
                    <Smartphone aria-hidden="true" />
                    {t("family.handOver.button", { name: c.name })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <p>
            <Link
              // The cards' section on the account page (its id in family-sign-in-cards.tsx).
              to="/parent/account#sign-in-cards"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <CreditCard className="size-5 shrink-0" aria-hidden="true" />
              {t("signInCards.family.link")}
            </Link>
          </p>
          {passwordDialog ? (
            <passwordDialog.ChildPasswordDialog
              open={child !== null}
              onOpenChange={(open) => (open ? undefined : setChild(null))}
              childName={child?.name ?? ""}
              username={child?.username ?? ""}
              language={child?.language}
              save={(password) => setPassword.mutateAsync({ studentId: child!.studentId, password })}
              onSaved={(message) => toast({ variant: "success", title: t("family.signIn.passwordSet"), description: message })}
            />
          ) : null}
          <ChildHelpersDialog child={helpersFor} onClose={() => setHelpersFor(null)} />
          <HandOverDialog child={handOverTo} onClose={() => setHandOverTo(null)} />
        </Card>
      )}
    </QueryState>
  );
}
