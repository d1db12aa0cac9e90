import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { suggestChildPassphrase } from "#common/child-passphrase-words";
import { isCompletePicturePassword, PICTURE_PASSWORD_LENGTH, picturePasswordText, suggestPicturePassword } from "#common/learning/picture-password";
import type { Language } from "#common/i18n/languages";
import { childPasswordSchema } from "#common/schemas/learning/students";
import { PasswordInput } from "./password-input";
import { PicturePasswordPad, pictureWords } from "./picture-password-pad";

interface Values {
  password: string;
}
const resolver = zodResolver(childPasswordSchema) as unknown as Resolver<Values>;

/** The two forms of a child's password (common/schemas/child-password.ts): one password either way. */
type Kind = "words" | "pictures";

/**
 * Sets a child's password (a child has no email address to reset it with): used by staff on the
 * student record and by a guardian on the family portal, each with their own call (`save`). The
 * password is words the child types or 4 pictures the child taps; pictures are sent in their
 * canonical text (common/learning/picture-password.ts), so the server checks and stores them as any.
 */
export function ChildPasswordDialog({
  open,
  onOpenChange,
  childName,
  username,
  language,
  save,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  childName: string;
  username: string;
  /** The language of the child's screens, for the words "Make one for me" suggests (the page's language when not given). */
  language?: Language;
  save: (password: string) => Promise<{ message: string }>;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const richT = useRichT();
  const pageLanguage = useLanguage();
  const [busy, setBusy] = useState(false);
  const [suggested, setSuggested] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>("words");
  const [pictures, setPictures] = useState<string[]>([]);
  const [picturesSuggested, setPicturesSuggested] = useState(false);
  const [picturesError, setPicturesError] = useState<string | null>(null);
  const picturesHintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues: { password: "" } });
  useEffect(() => {
    if (open) reset({ password: "" });
  }, [open, reset]);
  // Each opening starts without the last attempt's failure.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setFailure(null);
      setSuggested(null);
      setKind("words");
      setPictures([]);
      setPicturesSuggested(false);
      setPicturesError(null);
    }
  }

  // The field hides what it holds, so the words are also written out for the adult to pass on.
  const suggest = () => {
    const words = suggestChildPassphrase(language ?? pageLanguage, (values) => crypto.getRandomValues(values));
    setSuggested(words);
    setValue("password", words, { shouldValidate: true });
  };

  /** The pictures so far, by hand or suggested; a change clears the last complaint. */
  function choosePictures(next: string[], bySuggestion = false) {
    setPictures(next);
    setPicturesSuggested(bySuggestion);
    setPicturesError(null);
    clearErrors("password");
  }
  /** Words or pictures: the other kind's complaint is not about this one. */
  const chooseKind = (next: Kind) => {
    setKind(next);
    setFailure(null);
    setPicturesError(null);
    clearErrors("password");
  };
  const pickPicture = (picture: string) => {
    if (pictures.length < PICTURE_PASSWORD_LENGTH) choosePictures([...pictures, picture]);
  };
  const suggestPictures = () =>
    choosePictures(
      suggestPicturePassword((values) => crypto.getRandomValues(values)),
      true,
    );

  async function send(password: string) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await save(password);
      onSaved(answer.message);
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, ["password"], setError) === 0) setFailure(serverMessage(error) ?? "The password could not be set. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const submitWords = handleSubmit(({ password }) => send(password));
  const submitPictures = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCompletePicturePassword(pictures)) setPicturesError(t("forms.childPassword.picturesRequired"));
    else void send(picturePasswordText(pictures));
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("forms.childPassword.title", { name: childName })}
      description={t("forms.childPassword.description", { name: childName, username })}
      data-testid="child-password-dialog"
      label={t("forms.childPassword.title", { name: childName })}
      formClassName="space-y-4"
      onSubmit={kind === "words" ? submitWords : submitPictures}
      error={failure}
      submitLabel={t("forms.childPassword.submit")}
      busyLabel={t("forms.childPassword.saving")}
      icon={<KeyRound aria-hidden="true" />}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("forms.childPassword.kind")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["words", "pictures"] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 px-3 font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="child-password-kind"
                value={value}
                checked={kind === value}
                onChange={() => chooseKind(value)}
                disabled={busy}
                className="size-4 accent-primary"
              />
              {t(value === "words" ? "forms.childPassword.kindWords" : "forms.childPassword.kindPictures")}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "words" ? (
        <>
          {/* The children's rule (common/schemas/child-password.ts), not the adult checklist: a child types it. */}
          <Field label={t("forms.childPassword.newPassword")} required description={t("validation.childPassword.hint")} error={errors.password?.message}>
            {(control) => <PasswordInput {...control} toggleLabel={t("forms.childPassword.toggle")} autoComplete="new-password" {...register("password")} />}
          </Field>
          <div className="space-y-2">
            <Button variant="outline" onClick={suggest} disabled={busy}>
              {t("forms.childPassword.suggest")}
            </Button>
            <p aria-live="polite" className="text-sm" data-testid="child-password-suggestion">
              {suggested
                ? richT("forms.childPassword.suggested", { words: suggested, name: childName, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> })
                : null}
            </p>
          </div>
        </>
      ) : (
        <div className="space-y-3" data-testid="child-password-pictures">
          <p id={picturesHintId} className="text-sm text-muted-foreground">
            {t("forms.childPassword.picturesHint")}
          </p>
          <PicturePasswordPad
            chosen={pictures}
            onPick={pickPicture}
            onRemoveLast={() => choosePictures(pictures.slice(0, -1))}
            reveal
            removeLabel={t("forms.picturePassword.removeLast")}
            disabled={busy}
            describedBy={picturesHintId}
          />
          {/* A refusal from the server (a field error) shows here too: the words' field is not on screen. */}
          {picturesError || errors.password?.message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {picturesError ?? errors.password?.message}
            </p>
          ) : null}
          <div className="space-y-2">
            <Button variant="outline" onClick={suggestPictures} disabled={busy}>
              {t("forms.childPassword.suggest")}
            </Button>
            <p aria-live="polite" className="text-sm" data-testid="child-password-pictures-suggestion">
              {picturesSuggested
                ? richT("forms.childPassword.picturesSuggested", {
                    pictures: pictureWords(t, pictures),
                    name: childName,
                    b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                  })
                : null}
            </p>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
