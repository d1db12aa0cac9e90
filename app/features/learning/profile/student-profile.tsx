import { BookType, Captions, Check, Pause, type LucideIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";
import { AVATARS } from "#common/learning/avatars";
import type { LearnerPreferences, TextSize } from "#common/learning/preferences";
import type { StudentProfile, StudentProfilePatch } from "#common/schemas/learning/students";
import { AvatarIcon, AVATAR_ICONS } from "~/components/learning/pictures";
import { useSaveProfile, useStudentProfile } from "./profile-api";
import { ReadAloudButton } from "~/components/learning/listen-button";

const TEXT_SIZE_CHOICES: { id: TextSize; label: MessageId; sample: string }[] = [
  { id: "standard", label: "work.profile.size.standard", sample: "text-base" },
  { id: "large", label: "work.profile.size.large", sample: "text-xl" },
  { id: "extra-large", label: "work.profile.size.extraLarge", sample: "text-3xl" },
];

/** Each avatar's word by id (common/learning/avatars.ts holds the English). */
const AVATAR_WORDS: Record<string, MessageId> = {
  cat: "work.avatar.cat",
  dog: "work.avatar.dog",
  rabbit: "work.avatar.rabbit",
  bird: "work.avatar.bird",
  fish: "work.avatar.fish",
  turtle: "work.avatar.turtle",
  rocket: "work.avatar.rocket",
  star: "work.avatar.star",
  sun: "work.avatar.sun",
  flower: "work.avatar.flower",
  tree: "work.avatar.tree",
  music: "work.avatar.music",
};

/** "on" or "off", the select value of the helpers' messages. */
const onOff = (on: boolean) => (on ? "on" : "off");

/** A big picture button with its word: pressed when chosen. */
function ChoiceButton({
  pressed,
  onClick,
  icon: Icon,
  label,
  children,
  testId,
}: {
  pressed: boolean;
  onClick: () => void;
  icon?: LucideIcon;
  label: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        "relative flex min-h-28 min-w-0 flex-col items-center justify-center gap-2 rounded-2xl border-2 bg-card p-3 text-lg font-semibold text-card-foreground transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressed ? "border-primary bg-secondary text-secondary-foreground hover:bg-secondary" : "border-border",
      )}
    >
      {pressed ? (
        <span className="absolute right-2 top-2 grid size-7 place-items-center rounded-full bg-primary text-primary-foreground">
          <Check className="size-4" aria-hidden="true" />
        </span>
      ) : null}
      {Icon ? <Icon className="size-12" aria-hidden="true" /> : children}
      {/* With the largest text a long word must wrap inside its button rather than widen the page. */}
      <span className="max-w-full text-center [overflow-wrap:anywhere]">{label}</span>
    </button>
  );
}

function Section({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {hint ? <p className="mt-1 text-lg text-muted-foreground">{hint}</p> : null}
      </div>
      <div role="group" aria-labelledby={id}>
        {children}
      </div>
    </section>
  );
}

function ProfileBody({ profile }: { profile: StudentProfile }) {
  const t = useT();
  const save = useSaveProfile();
  const [status, setStatus] = useState("");
  const apply = (patch: StudentProfilePatch, said: string) => {
    setStatus("");
    save.mutate(patch, { onSuccess: () => setStatus(said) });
  };
  const prefs = profile.preferences;
  const setPref = <K extends keyof LearnerPreferences>(key: K, value: LearnerPreferences[K], said: string) => apply({ preferences: { [key]: value } }, said);
  const known = AVATARS.some((a) => a.id === profile.avatar);
  const avatarWord = (a: { id: string; label: string }) => (Object.hasOwn(AVATAR_WORDS, a.id) ? t(AVATAR_WORDS[a.id]!) : a.label);

  return (
    <div className="space-y-12">
      <div id="profile-main" className="space-y-12">
        <div className="flex flex-wrap items-center gap-6">
          <span
            className="grid size-28 place-items-center rounded-full border-4 border-primary bg-secondary text-secondary-foreground"
            data-testid="current-avatar"
          >
            <AvatarIcon avatar={profile.avatar} className="size-16" aria-hidden="true" />
          </span>
          <div>
            <p className="text-3xl font-bold">{t("work.profile.hi", { name: profile.displayName })}</p>
            <p className="mt-1 text-lg text-muted-foreground">
              {known ? t("work.profile.yourPicture", { avatar: t("work.avatar.the", { avatar: profile.avatar }) }) : t("work.profile.pickPicture")}
            </p>
          </div>
        </div>

        <Section title={t("work.profile.pictureTitle")} hint={t("work.profile.pictureHint")}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {AVATARS.map((a) => (
              <ChoiceButton
                key={a.id}
                testId={`avatar-${a.id}`}
                icon={AVATAR_ICONS[a.id]}
                label={avatarWord(a)}
                pressed={profile.avatar === a.id}
                onClick={() => apply({ avatar: a.id }, t("work.profile.pictureSaved", { avatar: t("work.avatar.the", { avatar: a.id }) }))}
              />
            ))}
          </div>
        </Section>

        <Section title={t("work.profile.sizeTitle")} hint={t("work.profile.sizeHint")}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {TEXT_SIZE_CHOICES.map((c) => (
              <ChoiceButton
                key={c.id}
                testId={`text-size-${c.id}`}
                label={t(c.label)}
                pressed={prefs.textSize === c.id}
                onClick={() => setPref("textSize", c.id, t("work.profile.sizeSaved", { size: c.id }))}
              >
                <span aria-hidden="true" className={cn("font-bold leading-none", c.sample)}>
                  {t("work.profile.sizeSample")}
                </span>
              </ChoiceButton>
            ))}
          </div>
        </Section>

        <Section title={t("work.profile.helpersTitle")} hint={t("work.profile.helpersHint")}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <ChoiceButton
              testId="pref-reading-font"
              icon={BookType}
              label={t("work.profile.readingFont", { state: onOff(prefs.readingFont) })}
              pressed={prefs.readingFont}
              onClick={() => setPref("readingFont", !prefs.readingFont, t("work.profile.readingFontSaved", { state: onOff(!prefs.readingFont) }))}
            />
            <ChoiceButton
              testId="pref-reduced-motion"
              icon={Pause}
              label={t("work.profile.reducedMotion", { state: onOff(prefs.reducedMotion) })}
              pressed={prefs.reducedMotion}
              onClick={() => setPref("reducedMotion", !prefs.reducedMotion, t("work.profile.reducedMotionSaved", { state: onOff(!prefs.reducedMotion) }))}
            />
            <ChoiceButton
              testId="pref-captions"
              icon={Captions}
              label={t("work.profile.captions", { state: onOff(prefs.captions) })}
              pressed={prefs.captions}
              onClick={() => setPref("captions", !prefs.captions, t("work.profile.captionsSaved", { state: onOff(!prefs.captions) }))}
            />
          </div>
        </Section>
      </div>

      <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold">
        {status}
      </p>
      {save.isError ? (
        <Alert kind="error" title={t("work.profile.notSaved")}>
          <p>{serverMessage(save.error) ?? t("work.tryAgain")}</p>
        </Alert>
      ) : null}
    </div>
  );
}

/** /student/profile: the child's name, picture and the helpers that follow them everywhere in the portal. */
export function StudentProfileScreen() {
  const { data: user } = useUser();
  const isStudent = user?.role === "student";
  const query = useStudentProfile(isStudent);
  const t = useT();
  if (user && !isStudent) {
    return (
      <Alert kind="info" title={t("work.profile.forStudents")}>
        <p>{t("work.profile.forStudentsText")}</p>
      </Alert>
    );
  }
  return (
    <div className="space-y-8">
      <ReadAloudButton targetId="profile-main" />
      <QueryState
        query={query}
        loadingLabel={t("work.profile.loading")}
        errorTitle={t("work.profile.loadError")}
        isEmpty={(profile) => profile === null}
        empty={
          <Alert kind="info" title={t("work.profile.notReady")}>
            <p>{t("work.profile.notReadyText")}</p>
          </Alert>
        }
      >
        {(profile) => (profile ? <ProfileBody profile={profile} /> : null)}
      </QueryState>
    </div>
  );
}
