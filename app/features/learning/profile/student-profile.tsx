import { BookType, Captions, Check, Pause, type LucideIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { cn } from "~/lib/utils";
import { AVATARS } from "#common/learning/avatars";
import type { LearnerPreferences, TextSize } from "#common/learning/preferences";
import type { StudentProfile, StudentProfilePatch } from "#common/schemas/learning/students";
import { AvatarIcon, AVATAR_ICONS } from "~/components/learning/pictures";
import { useSaveProfile, useStudentProfile } from "./profile-api";
import { ReadAloudButton } from "~/components/learning/listen-button";

const TEXT_SIZE_CHOICES: { id: TextSize; label: string; sample: string }[] = [
  { id: "standard", label: "Normal", sample: "text-base" },
  { id: "large", label: "Big", sample: "text-xl" },
  { id: "extra-large", label: "Bigger", sample: "text-3xl" },
];

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
  const save = useSaveProfile();
  const [status, setStatus] = useState("");
  const apply = (patch: StudentProfilePatch, said: string) => {
    setStatus("");
    save.mutate(patch, { onSuccess: () => setStatus(said) });
  };
  const prefs = profile.preferences;
  const setPref = <K extends keyof LearnerPreferences>(key: K, value: LearnerPreferences[K], said: string) => apply({ preferences: { [key]: value } }, said);
  const avatarLabel = AVATARS.find((a) => a.id === profile.avatar)?.label;

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
            <p className="text-3xl font-bold">Hi, {profile.displayName}!</p>
            <p className="mt-1 text-lg text-muted-foreground">
              {avatarLabel ? `Your picture is the ${avatarLabel.toLowerCase()}.` : "Pick a picture for yourself below."}
            </p>
          </div>
        </div>

        <Section title="My picture" hint="Tap the picture you like.">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {AVATARS.map((a) => (
              <ChoiceButton
                key={a.id}
                testId={`avatar-${a.id}`}
                icon={AVATAR_ICONS[a.id]}
                label={a.label}
                pressed={profile.avatar === a.id}
                onClick={() => apply({ avatar: a.id }, `Saved: your picture is the ${a.label.toLowerCase()}.`)}
              />
            ))}
          </div>
        </Section>

        <Section title="Text size" hint="How big the words are on every page.">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {TEXT_SIZE_CHOICES.map((c) => (
              <ChoiceButton
                key={c.id}
                testId={`text-size-${c.id}`}
                label={c.label}
                pressed={prefs.textSize === c.id}
                onClick={() => setPref("textSize", c.id, `Saved: ${c.label.toLowerCase()} words.`)}
              >
                <span aria-hidden="true" className={cn("font-bold leading-none", c.sample)}>
                  Aa
                </span>
              </ChoiceButton>
            ))}
          </div>
        </Section>

        <Section title="Helpers" hint="Turn a helper on or off. It works on every page.">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <ChoiceButton
              testId="pref-reading-font"
              icon={BookType}
              label={`Easy-read letters: ${prefs.readingFont ? "on" : "off"}`}
              pressed={prefs.readingFont}
              onClick={() => setPref("readingFont", !prefs.readingFont, `Saved: easy-read letters ${prefs.readingFont ? "off" : "on"}.`)}
            />
            <ChoiceButton
              testId="pref-reduced-motion"
              icon={Pause}
              label={`Less moving: ${prefs.reducedMotion ? "on" : "off"}`}
              pressed={prefs.reducedMotion}
              onClick={() => setPref("reducedMotion", !prefs.reducedMotion, `Saved: less moving ${prefs.reducedMotion ? "off" : "on"}.`)}
            />
            <ChoiceButton
              testId="pref-captions"
              icon={Captions}
              label={`Captions in live class: ${prefs.captions ? "on" : "off"}`}
              pressed={prefs.captions}
              onClick={() => setPref("captions", !prefs.captions, `Saved: captions ${prefs.captions ? "off" : "on"}.`)}
            />
          </div>
        </Section>
      </div>

      <p role="status" aria-live="polite" className="min-h-7 text-lg font-semibold">
        {status}
      </p>
      {save.isError ? (
        <Alert kind="error" title="That did not save">
          <p>{serverMessage(save.error) ?? "Please try again."}</p>
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
  if (user && !isStudent) {
    return (
      <Alert kind="info" title="This page is for students">
        <p>A student's profile shows here when a student signs in. Staff find each student's record under People, Students.</p>
      </Alert>
    );
  }
  return (
    <div className="space-y-8">
      <ReadAloudButton targetId="profile-main" />
      <QueryState
        query={query}
        loadingLabel="Loading your profile"
        errorTitle="We could not load your profile"
        isEmpty={(profile) => profile === null}
        empty={
          <Alert kind="info" title="Your profile is not ready yet">
            <p>The school is still linking your account to your class. Ask your grown-up or your teacher.</p>
          </Alert>
        }
      >
        {(profile) => (profile ? <ProfileBody profile={profile} /> : null)}
      </QueryState>
    </div>
  );
}
