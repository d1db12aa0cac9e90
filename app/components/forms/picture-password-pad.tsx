/**
 * The pictures of a child's picture password (common/learning/picture-password.ts), one pad for the
 * grown-up who sets it (the child-password dialog) and the child who signs in with it (/auth): the
 * avatar set as big buttons, each a picture and its word, the pictures chosen so far and a way to take
 * back the last one. Who sets it sees the pictures chosen, in order; at sign-in only dots fill, as a
 * password field shows no letters.
 */
import { Undo2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { AvatarIcon } from "~/components/learning/pictures";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { PASSWORD_PICTURES, PICTURE_PASSWORD_LENGTH } from "#common/learning/picture-password";

type Say = ReturnType<typeof useT>;

/** The picture's word in the reader's language ("Picture" for an avatar the catalogue does not name yet). */
export function pictureWord(t: Say, id: string): string {
  return t("forms.picturePassword.word", { picture: id });
}

/** The chosen pictures' words, in order ("Cat, Sun, Tree, Fish"): what a grown-up passes on. */
export function pictureWords(t: Say, pictures: readonly string[]): string {
  return pictures.map((id) => pictureWord(t, id)).join(", ");
}

export function PicturePasswordPad({
  chosen,
  onPick,
  onRemoveLast,
  reveal,
  removeLabel,
  removeText = removeLabel,
  disabled = false,
  describedBy,
}: {
  chosen: readonly string[];
  onPick: (picture: string) => void;
  onRemoveLast: () => void;
  /** Show the chosen pictures (setting it) rather than dots (signing in). */
  reveal: boolean;
  /** The undo button's name, and its visible words when they are shorter. */
  removeLabel: string;
  removeText?: string;
  disabled?: boolean;
  /** The id of the words saying what to do (a hint, an error). */
  describedBy?: string;
}) {
  const t = useT();
  const full = chosen.length >= PICTURE_PASSWORD_LENGTH;
  // aria-disabled rather than disabled: the button just pressed keeps the keyboard's focus.
  const canPick = !disabled && !full;
  const canRemove = !disabled && chosen.length > 0;
  const count = t("forms.picturePassword.count", { count: chosen.length, total: PICTURE_PASSWORD_LENGTH });

  return (
    <div className="space-y-3" data-testid="picture-password-pad">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {reveal ? <ChosenPictures chosen={chosen} label={t("forms.picturePassword.chosen")} /> : <ChosenDots filled={chosen.length} label={count} />}
        <Button
          variant="outline"
          onClick={() => canRemove && onRemoveLast()}
          aria-disabled={!canRemove}
          aria-label={removeText === removeLabel ? undefined : removeLabel}
          className="min-h-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          data-testid="picture-password-undo"
        >
          <Undo2 aria-hidden="true" />
          {removeText}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {count}
      </p>
      <div role="group" aria-label={t("forms.picturePassword.pictures")} aria-describedby={describedBy} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {PASSWORD_PICTURES.map((id) => (
          <button
            key={id}
            type="button"
            onClick={() => canPick && onPick(id)}
            aria-disabled={!canPick}
            data-testid={`picture-${id}`}
            className={cn(
              "flex min-h-20 min-w-16 flex-col items-center justify-center gap-1 rounded-lg border-2 bg-card p-2 text-sm font-semibold text-card-foreground",
              "hover:border-primary hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
              "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-border aria-disabled:hover:bg-card",
            )}
          >
            <AvatarIcon avatar={id} className="size-8 text-primary" aria-hidden="true" />
            <span>{pictureWord(t, id)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** The pictures chosen so far, in order, with an empty place for each one still to choose. */
function ChosenPictures({ chosen, label }: { chosen: readonly string[]; label: string }) {
  const t = useT();
  return (
    <ol aria-label={label} className="flex gap-2" data-testid="picture-password-chosen">
      {Array.from({ length: PICTURE_PASSWORD_LENGTH }, (_, i) => {
        const id = chosen[i];
        return id ? (
          <li key={i} className="grid size-14 place-items-center rounded-lg border-2 border-primary bg-primary/10 text-primary" title={pictureWord(t, id)}>
            <AvatarIcon avatar={id} className="size-7" aria-hidden="true" />
            <span className="sr-only">{pictureWord(t, id)}</span>
          </li>
        ) : (
          <li key={i} aria-hidden="true" className="size-14 rounded-lg border-2 border-dashed border-muted-foreground/50" />
        );
      })}
    </ol>
  );
}

/** As many dots filled as pictures tapped, the pictures themselves not shown. */
function ChosenDots({ filled, label }: { filled: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-3" data-testid="picture-password-dots">
      {Array.from({ length: PICTURE_PASSWORD_LENGTH }, (_, i) => (
        <span key={i} data-filled={i < filled} className={cn("size-5 rounded-full border-2 border-primary", i < filled ? "bg-primary" : "bg-transparent")} />
      ))}
    </span>
  );
}
