import { useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { serverMessage } from "~/lib/api";
import { useHandOverMutation } from "~/lib/auth";
import { useLocalize, useT } from "~/lib/i18n";
import { homePathForRole } from "#common/roles";

/**
 * "Hand this device to <name>?" (issue 34): says what happens before the guardian's session on this
 * device ends and the child's starts; on success the child lands on their home page.
 */
export function HandOverDialog({ child, onClose }: { child: { studentId: string; name: string } | null; onClose: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const handOver = useHandOverMutation();
  const name = child?.name ?? "";
  const failure = handOver.error ? (serverMessage(handOver.error) ?? t("family.handOver.failed")) : null;

  const confirm = async () => {
    if (!child || handOver.isPending) return;
    try {
      const user = await handOver.mutateAsync(child.studentId);
      navigate(homePathForRole(user.role), { replace: true });
    } catch {
      // Shown in the dialog (failure); the guardian stays signed in.
    }
  };

  return (
    <ConfirmDialog
      open={child !== null}
      onOpenChange={(open) => {
        if (open) return;
        handOver.reset();
        onClose();
      }}
      busy={handOver.isPending}
      title={t("family.handOver.title", { name })}
      confirmLabel={t("family.handOver.confirm")}
      busyLabel={t("family.handOver.busy")}
      onConfirm={() => void confirm()}
      error={failure ? localize(failure) : null}
      data-testid="hand-over-dialog"
    >
      <p>{t("family.handOver.body", { name })}</p>
    </ConfirmDialog>
  );
}
