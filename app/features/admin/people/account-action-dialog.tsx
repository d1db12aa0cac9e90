import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import type { AdminUser } from "#common/schemas/admin-people";
import { accountAction, afterAccountChange, type AccountAction } from "./people-api";

/** Whether an action takes something away (a red confirm button); its words are `people.action.<action>.*`. */
const DESTRUCTIVE: Record<AccountAction, boolean> = {
  "resend-invite": false,
  deactivate: true,
  reactivate: false,
  "reset-mfa": true,
};

/** The confirmation every account action goes through: what happens, then the call, a toast and a refresh. */
export function AccountActionDialog({ pending, onDone }: { pending: { user: AdminUser; action: AccountAction } | null; onDone: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const action = pending?.action;

  const close = (open: boolean) => {
    if (open || busy) return;
    setFailure(null);
    onDone();
  };

  const run = async () => {
    if (!pending || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await accountAction(pending.user.id, pending.action);
      toast({ variant: "success", title: t(`people.action.${pending.action}.done`), description: result.message });
      await afterAccountChange(client);
      setBusy(false);
      onDone();
    } catch (error) {
      setFailure(serverMessage(error) ?? t("people.tryAgain"));
      setBusy(false);
      void afterAccountChange(client);
    }
  };

  // The content is mounted only while open (Radix), so the copy is always that of the pending action.
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={close}
      busy={busy}
      title={action ? t(`people.action.${action}.title`) : ""}
      description={
        pending
          ? pending.user.fullName
            ? t("people.action.who", { fullName: pending.user.fullName, username: pending.user.username })
            : pending.user.username
          : undefined
      }
      data-testid="account-action-dialog"
      confirmLabel={action ? t(`people.action.${action}.confirm`) : ""}
      busyLabel={action ? t(`people.action.${action}.busy`) : undefined}
      destructive={action ? DESTRUCTIVE[action] : undefined}
      onConfirm={() => void run()}
      error={failure}
      bodyClassName=""
    >
      {pending ? (
        <p>
          {t(`people.action.${pending.action}.body`, {
            username: pending.user.username,
            email: pending.user.email ?? t("people.action.resend-invite.thePerson"),
          })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
