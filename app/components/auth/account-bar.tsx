import { LogOut, Undo2, UserRound } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { useLogoutMutation, useUser } from "~/lib/auth";
import { useT } from "~/lib/i18n";
import { HandBackDialog } from "./hand-back-dialog";

/** Who is signed in and Sign out, above every guarded page (Security is in the portal navigation under it). */
export function AccountBar() {
  const t = useT();
  const { data: user } = useUser();
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const [handingBack, setHandingBack] = useState(false);
  if (!user) return null;
  // A device a guardian handed to their child (issue 34): the way back, read by the grown-up.
  const guardian = user.handedOverBy ?? null;

  const signOut = async () => {
    if (logout.isPending) return;
    try {
      await logout.mutateAsync();
      navigate("/auth", { replace: true });
      toast({ title: t("portal.account.signedOut.title"), description: t("portal.account.signedOut.description") });
    } catch (error) {
      toast({ variant: "destructive", title: t("portal.account.signOutFailed"), description: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="border-b bg-muted/50" data-testid="account-bar">
      {/* One row at every width (issue 33): the name shrinks and is cut, Sign out stays beside it. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-4 px-4 py-1.5 sm:px-6 lg:px-8">
        <p className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {/* A block, so a long name (or the largest text) is cut with an ellipsis instead of widening the page. */}
          <span className="block min-w-0 truncate">
            {/* On phones the name alone is shown, so it is not the part cut; screen readers still hear "Signed in as". */}
            <span className="text-muted-foreground max-sm:sr-only">{t("portal.account.signedInAs")} </span>
            {/* The person's name, as people know each other; the username where the school has no name. */}
            <span className="font-semibold" data-testid="signed-in-name">
              {user.fullName?.trim() || user.username}
            </span>
          </span>
        </p>
        <div className="flex shrink-0 items-center gap-1">
          {guardian ? (
            <Button variant="outline" size="sm" className="max-sm:min-h-11" onClick={() => setHandingBack(true)}>
              <Undo2 aria-hidden="true" />
              {t("portal.account.handBack.button", { name: guardian.firstName })}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="max-sm:min-h-11" onClick={() => void signOut()} aria-disabled={logout.isPending || undefined}>
            <LogOut aria-hidden="true" />
            {logout.isPending ? t("portal.account.signingOut") : t("portal.account.signOut")}
          </Button>
        </div>
      </div>
      {guardian ? <HandBackDialog open={handingBack} onOpenChange={setHandingBack} guardianName={guardian.firstName} /> : null}
    </div>
  );
}
