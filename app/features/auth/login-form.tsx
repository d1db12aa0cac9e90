import { zodResolver } from "@hookform/resolvers/zod";
import { Images, KeyRound, LogIn } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { isMfaChallenge, useLoginMutation, type MfaChallenge } from "~/lib/auth";
import { useLanguage, useLocalize, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";
import { loginSchema } from "#common/schemas/auth";
import { PICTURE_PASSWORD_LENGTH, picturePasswordText } from "#common/learning/picture-password";
import { authToasts } from "./messages";
import { PasswordInput } from "~/components/forms/password-input";
import { PicturePasswordPad } from "~/components/forms/picture-password-pad";
import { Button } from "~/components/ui/button";

interface LoginValues {
  username: string;
  password: string;
}

/**
 * The Sign In tab (docs/product.md sections 2, 3 and 5): username or email and password. A correct password on
 * an account with two-factor authentication hands over to the code step (`onMfaRequired`); otherwise
 * the user is signed in and the screen sends them to their portal. Where children sign in (`pictures`),
 * a child whose password is pictures (issue 34) taps them instead of typing: the 4th picture sends
 * the sign-in with their canonical text as the password, so the answers and the throttle are the same.
 */
export function LoginForm({ onMfaRequired, pictures = false }: { onMfaRequired: (challenge: MfaChallenge) => void; pictures?: boolean }) {
  const t = useT();
  const localize = useLocalize();
  const language = useLanguage();
  const toasts = authToasts(t);
  const login = useLoginMutation();
  const [withPictures, setWithPictures] = useState(false);
  const [tapped, setTapped] = useState<string[]>([]);
  const promptId = useId();
  const {
    register,
    handleSubmit,
    resetField,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", password: "" },
  });

  async function signIn(values: LoginValues) {
    if (login.isPending) return;
    try {
      const result = await login.mutateAsync(values);
      if (isMfaChallenge(result)) onMfaRequired(result);
      else toast({ ...toasts.loggedIn, variant: "success" });
    } catch (error) {
      resetField("password");
      setTapped([]);
      toast({ variant: "destructive", title: toasts.loginFailed, description: localize(serverMessage(error) ?? toasts.loginFailedFallback) });
    }
  }
  const submit = handleSubmit(signIn);

  const tap = async (picture: string) => {
    if (login.isPending || tapped.length >= PICTURE_PASSWORD_LENGTH) return;
    const next = [...tapped, picture];
    setTapped(next);
    if (next.length < PICTURE_PASSWORD_LENGTH) return;
    // A missing username is said on its field, as for a typed password; the pictures start again.
    if (!(await trigger("username", { shouldFocus: true }))) {
      setTapped([]);
      return;
    }
    await signIn({ username: getValues("username"), password: picturePasswordText(next) });
  };

  const switchTo = (pictureMode: boolean) => {
    setWithPictures(pictureMode);
    setTapped([]);
    resetField("password");
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t("auth.login.form")}>
      <Field label={t("auth.login.username")} required error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register("username")} />}
      </Field>
      {withPictures ? (
        <div className="space-y-3" data-testid="picture-sign-in">
          <p id={promptId} className="text-lg font-semibold">
            {t("auth.pictures.prompt")}
          </p>
          <PicturePasswordPad
            chosen={tapped}
            onPick={(picture) => void tap(picture)}
            onRemoveLast={() => setTapped(tapped.slice(0, -1))}
            reveal={false}
            removeLabel={t("auth.pictures.undoLabel")}
            removeText={t("auth.pictures.undo")}
            disabled={login.isPending}
            describedBy={promptId}
          />
          {login.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("auth.login.pending")}
            </p>
          ) : null}
          <Button variant="link" className="min-h-11 px-0" onClick={() => switchTo(false)}>
            <KeyRound aria-hidden="true" />
            {t("auth.pictures.usePassword")}
          </Button>
        </div>
      ) : (
        <>
          <Field label={t("auth.field.password")} required error={errors.password?.message}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...register("password")} />}
          </Field>
          <div className="flex justify-end">
            <Link to={localizedPath("/forgot-password", language)} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
              {t("auth.login.forgot")}
            </Link>
          </div>
          <SubmitButton busy={login.isPending} busyLabel={t("auth.login.pending")} icon={LogIn} className="sm:w-full">
            {t("auth.signIn")}
          </SubmitButton>
          {pictures ? (
            <Button variant="outline" className="min-h-11 w-full" onClick={() => switchTo(true)} data-testid="picture-sign-in-start">
              <Images aria-hidden="true" />
              {t("auth.pictures.start")}
            </Button>
          ) : null}
        </>
      )}
    </form>
  );
}
