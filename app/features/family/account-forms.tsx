import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, BadgeCheck, KeyRound, MailWarning, Save, ShieldCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { QueryState } from "~/components/ui/query-state";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { PasswordInput } from "~/components/forms/password-input";
import { NewPasswordInput } from "~/components/forms/password-rules";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { accountProfileSchema, changePasswordFormSchema, type Account, type AccountProfileInput, type AccountProfileUpdate } from "#common/schemas/account";
import { PASSWORD_MESSAGES } from "#common/schemas/auth";
import { useResendVerification } from "~/lib/email-verification";
import { useRichT, useT } from "~/lib/i18n";
import { useAccount, useChangePassword, useUpdateProfile } from "./family-api";

/** /parent/account: the profile, the password and a way to the security settings. */
export function AccountScreen() {
  const account = useAccount();
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <QueryState query={account} errorTitle={t("family.account.loadError")}>
        {(data) => <ProfileCard account={data} />}
      </QueryState>
      <div className="flex flex-col gap-6">
        <PasswordCard />
        <Card className="flex flex-col gap-3" role="region" aria-labelledby="security-title">
          <h2 id="security-title" className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            {t("family.account.security.title")}
          </h2>
          <p className="text-muted-foreground">{t("family.account.security.text")}</p>
          <div>
            <Button asChild variant="outline">
              <Link to="/settings/security">
                {t("family.account.security.link")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Card>
      </div>
    </div>
  );
}

function ProfileCard({ account }: { account: Account }) {
  const update = useUpdateProfile();
  const resend = useResendVerification();
  const t = useT();
  const rt = useRichT();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control: formControl,
    formState: { errors },
  } = useForm<AccountProfileInput, unknown, AccountProfileUpdate>({
    resolver: zodResolver(accountProfileSchema),
    shouldFocusError: true,
    defaultValues: { fullName: account.fullName ?? "", email: account.email ?? "", phone: account.phone ?? "", currentPassword: "" },
  });
  // Moving the address password resets go to needs the password, as the server insists.
  const typedEmail = useWatch({ control: formControl, name: "email" }) ?? "";
  const emailChanging = typedEmail.trim().toLowerCase() !== (account.email ?? "");

  const submit = handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      const answer = await update.mutateAsync({
        fullName: values.fullName ?? "",
        email: values.email,
        phone: values.phone ?? "",
        ...(emailChanging ? { currentPassword: values.currentPassword ?? "" } : {}),
      });
      reset({ fullName: answer.data.fullName ?? "", email: answer.data.email ?? "", phone: answer.data.phone ?? "", currentPassword: "" });
      toast({
        variant: "success",
        title: t("family.account.profile.saved"),
        description: emailChanging ? t("family.account.profile.linkSent", { email: answer.data.email ?? "" }) : undefined,
      });
    } catch (error) {
      showFieldErrors(error, ["fullName", "email", "phone", "currentPassword"], setError);
      toast({ variant: "destructive", title: t("family.account.profile.saveFailed"), description: serverMessage(error) ?? t("family.account.tryAgain") });
    }
  });

  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby="profile-title" data-testid="profile-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-title" className="text-xl font-semibold">
          {t("family.account.profile.title")}
        </h2>
        {account.emailVerified ? (
          <Badge className="border-success/50 bg-success/10" data-testid="email-state">
            <BadgeCheck aria-hidden="true" />
            {t("family.account.profile.verified")}
          </Badge>
        ) : (
          <Badge className="border-warning/60 bg-warning/10" data-testid="email-state">
            <MailWarning aria-hidden="true" />
            {t("family.account.profile.notVerified")}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {rt("family.account.profile.signedInAs", {
          username: account.username,
          b: (chunks: ReactNode[]) => <span className="font-semibold text-foreground">{chunks}</span>,
        })}
      </p>
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="profile-title">
        <Field label={t("family.account.profile.fullName")} error={errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register("fullName")} />}
        </Field>
        <Field label={t("family.account.profile.email")} required error={errors.email?.message} description={t("family.account.profile.emailHint")}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...register("email")} />}
        </Field>
        {emailChanging ? (
          <Field
            label={t("family.account.password.current")}
            required
            error={errors.currentPassword?.message}
            description={t("family.account.profile.currentPasswordHint")}
          >
            {(c) => (
              <PasswordInput {...c} toggleLabel={t("family.account.password.currentToggle")} autoComplete="current-password" {...register("currentPassword")} />
            )}
          </Field>
        ) : null}
        <Field label={t("family.account.profile.phone")} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...register("phone")} />}
        </Field>
        <SubmitButton busy={update.isPending} busyLabel={t("family.account.profile.saving")} icon={Save}>
          {t("family.account.profile.save")}
        </SubmitButton>
      </form>
      {!account.emailVerified && account.email ? (
        <div className="space-y-2 border-t pt-4">
          <p className="text-sm">
            {rt("family.account.profile.unverified", {
              email: account.email,
              strong: (chunks: ReactNode[]) => <strong className="break-all">{chunks}</strong>,
            })}
          </p>
          <Button variant="outline" onClick={resend.send} aria-disabled={resend.isPending || undefined}>
            {t(resend.isPending ? "family.verify.sending" : "family.verify.resend")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function PasswordCard() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const t = useT();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";
  const confirmPassword = useWatch({ control, name: "confirmPassword" }) ?? "";
  const mismatch = confirmPassword.length > 0 && confirmPassword.length >= newPassword.length && confirmPassword !== newPassword;
  const confirmError = errors.confirmPassword?.message ?? (mismatch ? PASSWORD_MESSAGES.mismatch : undefined);

  const submit = handleSubmit(async (values) => {
    if (change.isPending) return;
    setDone(null);
    try {
      const answer = await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      reset();
      setDone(answer.message);
      toast({ variant: "success", title: t("family.account.password.changed"), description: answer.message });
    } catch (error) {
      showFieldErrors(error, ["currentPassword", "newPassword"], setError);
      toast({ variant: "destructive", title: t("family.account.password.changeFailed"), description: serverMessage(error) ?? t("family.account.tryAgain") });
    }
  });

  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby="password-title" data-testid="password-card">
      <h2 id="password-title" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound className="size-5 text-primary" aria-hidden="true" />
        {t("family.account.password.title")}
      </h2>
      {done ? (
        <p role="status" className="font-semibold text-success">
          {done}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="password-title">
        <Field label={t("family.account.password.current")} required error={errors.currentPassword?.message}>
          {(c) => (
            <PasswordInput {...c} toggleLabel={t("family.account.password.currentToggle")} autoComplete="current-password" {...register("currentPassword")} />
          )}
        </Field>
        <Field label={t("family.account.password.new")} required error={errors.newPassword?.message}>
          {(c) => <NewPasswordInput {...c} toggleLabel={t("family.account.password.newToggle")} password={newPassword} {...register("newPassword")} />}
        </Field>
        <Field label={t("family.account.password.confirm")} required error={confirmError}>
          {(c) => (
            <PasswordInput {...c} toggleLabel={t("family.account.password.confirmToggle")} autoComplete="new-password" {...register("confirmPassword")} />
          )}
        </Field>
        <p className="text-sm text-muted-foreground">{t("family.account.password.signsOut")}</p>
        <SubmitButton busy={change.isPending} busyLabel={t("family.account.password.changing")} icon={KeyRound}>
          {t("family.account.password.change")}
        </SubmitButton>
      </form>
    </Card>
  );
}
