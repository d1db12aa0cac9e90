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
import { cn } from "~/lib/utils";
import { mfaEnableSchema } from "#common/schemas/auth";
import { school } from "#common/school";
import { CodeInput } from "./code-input";
import { enableMfa, refreshMfaStatus, MFA_TOASTS, setupMfa, type MfaSetup } from "./mfa-api";
import { useCopy } from "~/lib/use-copy";

const KEY_LABEL = "Setup key";
const CODES_LABEL = "Backup codes";

type Step = { kind: "loading" } | { kind: "scan"; setup: MfaSetup; message?: string } | { kind: "verify"; setup: MfaSetup; message?: string };

function CopyButton({ label, copied, onCopy }: { label: string; copied: boolean; onCopy: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy ${label.toLowerCase()}`} data-copied={copied || undefined}>
      {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : "Copy"}
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
      toast({ title: MFA_TOASTS.enabled, variant: "success" });
      await refreshMfaStatus(client);
      onEnabled();
    } catch (failure) {
      const message = serverMessage(failure) ?? MFA_TOASTS.enableFailed;
      // A refused password goes on its field and the code stays; any other failure is the code's.
      if (showFieldErrors(failure, ["password", "verificationToken"], setError) === 0) {
        resetField("verificationToken");
        setError("verificationToken", { type: "server", message }, { shouldFocus: true });
      }
      toast({ variant: "destructive", title: MFA_TOASTS.errorTitle, description: message });
      // Status is read again whatever happened (docs/product.md section 4).
      void refreshMfaStatus(client);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Verify and enable two-factor authentication">
      <Field label="Current password" required error={errors.password?.message} description="Confirms it is you turning two-factor authentication on.">
        {(c) => <PasswordInput {...c} toggleLabel="current password" autoComplete="current-password" {...register("password")} />}
      </Field>
      <Field label="6-digit code" required error={errors.verificationToken?.message} description="The code changes every 30 seconds; enter the one shown now.">
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
            Back
          </>
        }
        submitLabel="Verify & Enable"
        busyLabel="Verifying..."
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
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const { copied, copy } = useCopy();

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
        toast({ variant: "destructive", title: MFA_TOASTS.errorTitle, description: serverMessage(failure) ?? MFA_TOASTS.setupFailed });
        onOpenChange(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, onOpenChange]);

  const description =
    step.kind === "verify"
      ? "Step 2 of 2: enter your password and the 6-digit code your authenticator app now shows for this account."
      : "Step 1 of 2: add your account to an authenticator app and keep your backup codes somewhere safe.";

  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Enable Two-Factor Authentication"
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
              1. Scan the QR code
            </h3>
            <p className="text-sm text-muted-foreground">
              Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account and point the camera
              at this code.
            </p>
            <img
              src={step.setup.qrCodeUrl}
              width={200}
              height={200}
              alt={`QR code to add your ${school.name} account to an authenticator app`}
              className="mx-auto size-[200px] rounded-lg border bg-white p-2"
            />
          </section>
          <section
            aria-labelledby="mfa-key"
            className={cn("space-y-2 rounded-lg border p-4 transition-colors", copied === KEY_LABEL && "border-success bg-success/10")}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id="mfa-key" className="font-semibold">
                Manual setup key
              </h3>
              <CopyButton label={KEY_LABEL} copied={copied === KEY_LABEL} onCopy={() => void copy(KEY_LABEL, step.setup.manualEntryKey.replace(/\s+/g, ""))} />
            </div>
            <p className="text-sm text-muted-foreground">Can't scan? Type this key into the app instead (time-based).</p>
            <p className="break-all font-mono text-base font-semibold tracking-wider" data-testid="manual-entry-key">
              {step.setup.manualEntryKey}
            </p>
          </section>
          <section
            aria-labelledby="mfa-codes"
            className={cn("space-y-2 rounded-lg border p-4 transition-colors", copied === CODES_LABEL && "border-success bg-success/10")}
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id="mfa-codes" className="font-semibold">
                Backup codes
              </h3>
              <CopyButton label={CODES_LABEL} copied={copied === CODES_LABEL} onCopy={() => void copy(CODES_LABEL, step.setup.backupCodes.join("\n"))} />
            </div>
            <p className="text-sm text-muted-foreground">
              If you lose your phone, each of these codes signs you in once. Save them in a password manager or print them, and keep them private. They are
              shown only now.
            </p>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm" data-testid="backup-codes">
              {step.setup.backupCodes.map((backupCode) => (
                <li key={backupCode}>{backupCode}</li>
              ))}
            </ul>
          </section>
          <div className="flex justify-end">
            <Button onClick={() => setStep({ kind: "verify", setup: step.setup, message: step.message })}>
              Continue
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
