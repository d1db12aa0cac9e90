import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import type { AdminUser } from "#common/schemas/admin-people";
import { accountAction, afterAccountChange, type AccountAction } from "./people-api";

const COPY: Record<AccountAction, { title: string; confirm: string; busy: string; done: string; destructive: boolean; body: (user: AdminUser) => string }> = {
  "resend-invite": {
    title: "Resend set-password email?",
    confirm: "Send new link",
    busy: "Sending...",
    done: "Set-password email sent",
    destructive: false,
    body: (u) =>
      `We email ${u.email ?? "the person"} a new link to choose the password of ${u.username}. It works for 7 days; earlier links, and any password reset link, stop working.`,
  },
  deactivate: {
    title: "Deactivate this account?",
    confirm: "Deactivate",
    busy: "Deactivating...",
    done: "Account deactivated",
    destructive: true,
    body: (u) =>
      `${u.username} is signed out everywhere at once and can no longer sign in. Their set-password and reset links stop working. We email them that the account was deactivated. You can reactivate it later.`,
  },
  reactivate: {
    title: "Reactivate this account?",
    confirm: "Reactivate",
    busy: "Reactivating...",
    done: "Account reactivated",
    destructive: false,
    body: (u) =>
      `${u.username} can sign in again with their password. We email them that the account is active again, with a link to choose a new password if they need one.`,
  },
  "reset-mfa": {
    title: "Reset two-factor authentication?",
    confirm: "Reset two-factor",
    busy: "Resetting...",
    done: "Two-factor authentication reset",
    destructive: true,
    body: (u) =>
      `Two-factor authentication and the backup codes of ${u.username} are removed, and they are signed out everywhere at once. Signing in then needs their password only, until they turn it on again. We email them a security notice. Do this only after confirming who is asking, for example by phone.`,
  },
};

export const ACTION_LABELS: Record<AccountAction, string> = {
  "resend-invite": "Resend set-password email",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  "reset-mfa": "Reset two-factor",
};

/** The confirmation every account action goes through: what happens, then the call, a toast and a refresh. */
export function AccountActionDialog({ pending, onDone }: { pending: { user: AdminUser; action: AccountAction } | null; onDone: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = pending ? COPY[pending.action] : null;

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
      toast({ variant: "success", title: COPY[pending.action].done, description: result.message });
      await afterAccountChange(client);
      setBusy(false);
      onDone();
    } catch (error) {
      setFailure(serverMessage(error) ?? "That did not work. Please try again.");
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
      title={copy?.title ?? ""}
      description={pending ? (pending.user.fullName ? `${pending.user.fullName} (${pending.user.username})` : pending.user.username) : undefined}
      data-testid="account-action-dialog"
      confirmLabel={copy?.confirm ?? ""}
      busyLabel={copy?.busy}
      destructive={copy?.destructive}
      onConfirm={() => void run()}
      error={failure}
      bodyClassName=""
    >
      {pending && copy ? <p>{copy.body(pending.user)}</p> : null}
    </ConfirmDialog>
  );
}
