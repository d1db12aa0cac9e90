import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Check, Copy, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { DialogActions, GuardedDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { LoadingScreen } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { PasswordInput } from "~/components/forms/password-input";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { mfaEnableSchema } from "#common/schemas/auth";
import { school } from "#common/school";
import { CodeInput } from "./code-input";
import { enableMfa, refreshMfaStatus, setupMfa, type MfaSetup } from "./mfa-api";
import { useCopy } from "~/lib/use-copy";

type Step = { kind: "loading" } | { kind: "scan"; setup: MfaSetup; message?: string } | { kind: "verify"; setup: MfaSetup; message?: string };

/** `name` is the button's accessible name ("Copy setup key"). */
function CopyButton({ name, copied, onCopy }: { name: string; copied: boolean; onCopy: () => void }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onCopy} aria-label={name} data-copied={copied || undefined}>
      {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
      {copied ? t("auth.enableMfa.copied") : t("auth.enableMfa.copy")}
    </Button>
  );
}

interface VerifyValues {
  password: string;
  verificationToken: string;
}

/**
 * Step 2: the account's password and a current code turn the pending setup on. The password is not
 * in the spec's call: it keeps a borrowed or stolen session from turning 2FA on and locking the owner
 * out (docs/decisions/0012-mfa-enable-needs-password.md). It comes first, so the code is fresh when sent.
 */
function VerifyStep({ busy, setBusy, onBack, onEnabled }: { busy: boolean; setBusy: (busy: boolean) => void; onBack: () => void; onEnabled: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const client = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<VerifyValues>({
    resolver: zodResolver(mfaEnableSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { password: "", verificationToken: "" },
  });

  useEffect(() => setFocus("password"), [setFocus]);

  const submit = handleSubmit(async ({ password, verificationToken }) => {
    if (busy) return;
    setBusy(true);
    try {
      await enableMfa(password, verificationToken);
      toast({ title: t("auth.mfa.toast.enabled"), variant: "success" });
      await refreshMfaStatus(client);
      onEnabled();
    } catch (failure) {
      const message = serverMessage(failure) ?? t("auth.mfa.toast.enableFailed");
      // A refused password goes on its field and the code stays; any other failure is the code's.
      if (showFieldErrors(failure, ["password", "verificationToken"], setError) === 0) {
        resetField("verificationToken");
        setError("verificationToken", { type: "server", message }, { shouldFocus: true });
      }
      toast({ variant: "destructive", title: t("auth.errorTitle"), description: localize(message) });
      // Status is read again whatever happened (docs/product.md section 4).
      void refreshMfaStatus(client);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.enableMfa.verify.form")}>
      <Field label={t("auth.enableMfa.verify.password")} required error={errors.password?.message} description={t("auth.enableMfa.verify.passwordHelp")}>
        {(c) => <PasswordInput {...c} toggleLabel={t("auth.enableMfa.verify.passwordToggle")} autoComplete="current-password" {...register("password")} />}
      </Field>
      <Field label={t("auth.field.code")} required error={errors.verificationToken?.message} description={t("auth.enableMfa.verify.codeHelp")}>
        {(controlProps) => (
          <Controller
            control={control}
            name="verificationToken"
            render={({ field }) => (
              <CodeInput {...controlProps} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value} onValueChange={field.onChange} />
            )}
          />
        )}
      </Field>
      <DialogActions
        busy={busy}
        onBack={onBack}
        spread
        cancelLabel={
          <>
            <ArrowLeft aria-hidden="true" />
            {t("auth.enableMfa.verify.back")}
          </>
        }
        submitLabel={t("auth.enableMfa.verify.submit")}
        busyLabel={t("auth.mfaLogin.verifying")}
        icon={<ShieldCheck aria-hidden="true" />}
      />
    </form>
  );
}

/**
 * Turning two-factor authentication on, in two steps (docs/product.md sections 2 and 4): scan the QR code (or
 * type the setup key) and keep the backup codes, then prove it works with a code. The secret only
 * becomes active on the server after that code (docs/api/accounts.md).
 */
export function EnableMfaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const { copied, copy } = useCopy();
  // What the copy toast names, and which block shows it was copied.
  const keyLabel = t("auth.enableMfa.key.label");
  const codesLabel = t("auth.enableMfa.codes.label");

  // Each opening asks for a fresh setup (a new one replaces one left pending), showing none until then.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setStep({ kind: "loading" });
  }
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setupMfa().then(
      ({ data, message }) => {
        if (!cancelled) setStep({ kind: "scan", setup: data, message });
      },
      (failure: unknown) => {
        if (cancelled) return;
        toast({ variant: "destructive", title: t("auth.errorTitle"), description: serverMessage(failure) ?? t("auth.mfa.toast.setupFailed") });
        onOpenChange(false);
      },
    );
    return () => {
      cancelled = true;
    };
    // Not again when the language changes: that would replace the setup being scanned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onOpenChange]);

  const description = step.kind === "verify" ? t("auth.enableMfa.step2") : t("auth.enableMfa.step1");

  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("auth.enableMfa.title")}
      description={description}
      className="max-w-xl"
      data-testid="enable-mfa-dialog"
    >
      {step.kind === "loading" ? (
        <LoadingScreen className="min-h-48" />
      ) : step.kind === "scan" ? (
        <div className="space-y-6">
          <section aria-labelledby="mfa-scan" className="space-y-3">
            <h3 id="mfa-scan" className="font-semibold">
              {t("auth.enableMfa.scan.title")}
            </h3>
            <p className="text-sm text-muted-foreground">{t("auth.enableMfa.scan.text")}</p>
            <img
              src={step.setup.qrCodeUrl}
              width={200}
              height={200}
              alt={t("auth.enableMfa.scan.alt", { school: school.name })}
              className="mx-auto size-[200px] rounded-lg border bg-white p-2"
            />
          </section>
          <section
            aria-labelledby="mfa-key"
            className={cn("space-y-2 rounded-lg border p-4 transition-colors", copied === keyLabel && "border-success bg-success/10")}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id="mfa-key" className="font-semibold">
                {t("auth.enableMfa.key.title")}
              </h3>
              <CopyButton
                name={t("auth.enableMfa.key.copy")}
                copied={copied === keyLabel}
                onCopy={() => void copy(keyLabel, step.setup.manualEntryKey.replace(/\s+/g, ""))}
              />
            </div>
            <p className="text-sm text-muted-foreground">{t("auth.enableMfa.key.text")}</p>
            <p className="break-all font-mono text-base font-semibold tracking-wider" data-testid="manual-entry-key">
              {step.setup.manualEntryKey}
            </p>
          </section>
          <section
            aria-labelledby="mfa-codes"
            className={cn("space-y-2 rounded-lg border p-4 transition-colors", copied === codesLabel && "border-success bg-success/10")}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id="mfa-codes" className="font-semibold">
                {t("auth.enableMfa.codes.title")}
              </h3>
              <CopyButton
                name={t("auth.enableMfa.codes.copy")}
                copied={copied === codesLabel}
                onCopy={() => void copy(codesLabel, step.setup.backupCodes.join("\n"))}
              />
            </div>
            <p className="text-sm text-muted-foreground">{t("auth.enableMfa.codes.text")}</p>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm" data-testid="backup-codes">
              {step.setup.backupCodes.map((backupCode) => (
                <li key={backupCode}>{backupCode}</li>
              ))}
            </ul>
          </section>
          <div className="flex justify-end">
            <Button onClick={() => setStep({ kind: "verify", setup: step.setup, message: step.message })}>
              {t("auth.enableMfa.continue")}
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <VerifyStep
          busy={busy}
          setBusy={setBusy}
          onBack={() => setStep({ kind: "scan", setup: step.setup, message: step.message })}
          onEnabled={() => onOpenChange(false)}
        />
      )}
    </GuardedDialog>
  );
}
