/**
 * A child's stars and badges: on /student for the child ("My stars"), and per child on /parent for
 * their family. Only this child's own: stars per skill as pictures and words, the badges earned as
 * big pictures with names, the next ones with how far along they are. No ranking, no classmates.
 */
import { Star } from "lucide-react";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { formatDay } from "~/lib/dates";
import { LOCALES } from "#common/i18n/languages";
import { useLanguage, useT } from "~/lib/i18n";
import type { ChildRewards } from "#common/schemas/learning/rewards";
import { BadgeMedal, pictureOf } from "~/components/learning/reward-pictures";
import { ReadAloudButton } from "~/components/learning/listen-button";
import { cn } from "~/lib/utils";
import { useFamilyChildList, useFamilyRewards, useStudentRewards } from "./rewards-api";

/** /student: the child's "My stars" card and their badges. Nothing for an account without a child record. */
export function StudentRewards() {
  const rewards = useStudentRewards();
  const t = useT();
  return (
    <QueryState query={rewards} errorTitle={t("child.stars.loadError")} errorText={t("child.askGrownUp")} isEmpty={(d) => d.student === null} empty={null}>
      {(data) => <ChildStars data={data} />}
    </QueryState>
  );
}

type Translate = ReturnType<typeof useT>;

/** "1 star", "12 stars", in the reader's language. */
function stars(t: Translate, count: number): string {
  return t("child.stars.count", { count });
}

function readAloudText(t: Translate, data: ChildRewards): string {
  const parts = [t("child.stars.read.total", { stars: stars(t, data.total) })];
  for (const s of data.skills.filter((x) => x.points > 0)) parts.push(t("child.stars.read.skill", { skill: s.name, stars: stars(t, s.points) }));
  if (data.badges.length) parts.push(t("child.stars.read.badges", { badges: data.badges.map((b) => b.name).join(", ") }));
  if (data.next[0]) parts.push(t("child.stars.read.next", { name: data.next[0].name, progress: data.next[0].progressWords }));
  return parts.join(" ");
}

function ChildStars({ data }: { data: ChildRewards }) {
  const t = useT();
  return (
    <section aria-labelledby="my-stars-title" className="space-y-6" data-testid="my-stars">
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-warning/20" aria-hidden="true">
            <Star className="size-12 fill-warning text-warning" />
          </span>
          <div className="min-w-0 break-words">
            <h2 id="my-stars-title" className="text-3xl font-bold">
              {t("child.stars.title")}
            </h2>
            <p className="text-2xl" data-testid="star-total">
              {t("child.stars.total", { stars: stars(t, data.total) })}
            </p>
          </div>
        </div>
        <ReadAloudButton text={readAloudText(t, data)} data-testid="rewards-read-aloud" />
      </Card>
      <SkillStars skills={data.skills} who="child" />
      <Badges data={data} who="child" />
    </section>
  );
}

function SkillStars({ skills, who }: { skills: ChildRewards["skills"]; who: "child" | "family" }) {
  const t = useT();
  const shown = who === "family" ? skills.filter((s) => s.points > 0) : skills;
  if (shown.length === 0) return who === "family" ? <p className="text-muted-foreground">{t("portal.rewards.noPoints")}</p> : null;
  return (
    <div className="space-y-3">
      <h3 className={who === "child" ? "text-2xl font-bold" : "font-semibold"}>
        {who === "child" ? t("child.stars.skillsTitle") : t("portal.rewards.bySkill")}
      </h3>
      <ul className={who === "child" ? "grid grid-cols-2 gap-3 sm:grid-cols-4" : "grid grid-cols-2 gap-2 sm:grid-cols-3"} data-testid="skill-stars">
        {shown.map((s) => {
          const Icon = pictureOf(s.icon);
          return (
            <li
              key={s.skillId}
              className={
                who === "child" ? "flex flex-col items-center gap-2 rounded-2xl border-2 p-4 text-center" : "flex items-center gap-2 rounded-md border p-2"
              }
            >
              <Icon className={who === "child" ? "size-10" : "size-6 shrink-0"} aria-hidden="true" />
              <span className={cn("min-w-0 max-w-full break-words", who === "child" ? "text-lg font-semibold" : "font-medium")}>{s.name}</span>
              <span className={who === "child" ? "text-xl font-bold" : "ml-auto text-sm font-semibold"}>{stars(t, s.points)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Badges({ data, who }: { data: ChildRewards; who: "child" | "family" }) {
  const t = useT();
  const locale = LOCALES[useLanguage()];
  const child = who === "child";
  return (
    <>
      <div className="space-y-3">
        <h3 className={child ? "text-2xl font-bold" : "font-semibold"}>{child ? t("child.stars.badgesTitle") : t("portal.rewards.badges")}</h3>
        {data.badges.length === 0 ? (
          <p className={child ? "text-xl" : "text-muted-foreground"}>{child ? t("child.stars.noBadges") : t("portal.rewards.noBadges")}</p>
        ) : (
          <ul className={child ? "grid grid-cols-1 gap-4 sm:grid-cols-2" : "grid gap-2 sm:grid-cols-2"} data-testid="badges">
            {data.badges.map((b) => (
              <li key={b.code} className="flex items-center gap-4 rounded-2xl border-2 p-3">
                <BadgeMedal picture={b.picture} className={child ? undefined : "size-14 [&_svg]:size-7"} />
                <div className="min-w-0 break-words">
                  <p className={child ? "text-xl font-bold" : "font-semibold"}>{b.name}</p>
                  <p className={child ? "text-lg" : "text-sm text-muted-foreground"}>
                    {child ? b.childWords : t("portal.rewards.earned", { rule: b.rule, date: formatDay(b.earnedAt, locale) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.next.length > 0 ? (
        <div className="space-y-3">
          <h3 className={child ? "text-2xl font-bold" : "font-semibold"}>{child ? t("child.stars.nextTitle") : t("portal.rewards.next")}</h3>
          <ul className={child ? "grid grid-cols-1 gap-4 sm:grid-cols-2" : "grid gap-2 sm:grid-cols-2"} data-testid="next-badges">
            {data.next.map((b) => (
              <li key={b.code} className="flex items-center gap-4 rounded-2xl border-2 border-dashed p-3">
                <BadgeMedal picture={b.picture} earned={false} className={child ? undefined : "size-14 [&_svg]:size-7"} />
                <div className="min-w-0 flex-1 space-y-1 break-words">
                  <p className={child ? "text-xl font-bold" : "font-semibold"}>{b.name}</p>
                  <p className={child ? "text-lg" : "text-sm"}>{b.progressWords}</p>
                  <progress
                    className="h-3 w-full accent-primary"
                    max={b.target}
                    value={b.current}
                    aria-label={t("child.stars.progress", { name: b.name, current: b.current, target: b.target })}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** /parent: a rewards card per child (their own children only). */
export function FamilyRewards() {
  const children = useFamilyChildList();
  const t = useT();
  return (
    <QueryState query={children} errorTitle={t("portal.rewards.loadError")} isEmpty={(d) => d.length === 0} empty={null}>
      {(list) => (
        <section aria-labelledby="family-rewards-title" className="space-y-4">
          <h2 id="family-rewards-title" className="text-2xl font-bold tracking-tight">
            {t("portal.rewards.title")}
          </h2>
          <p className="text-muted-foreground">{t("portal.rewards.lead")}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {list.map((child) => (
              <FamilyChildRewards key={child.id} studentId={child.id} />
            ))}
          </div>
        </section>
      )}
    </QueryState>
  );
}

function FamilyChildRewards({ studentId }: { studentId: string }) {
  const rewards = useFamilyRewards(studentId);
  const t = useT();
  return (
    <Card className="space-y-4" data-testid="family-rewards">
      <QueryState query={rewards} errorTitle={t("portal.rewards.childLoadError")}>
        {(data) => (
          <>
            <div className="flex items-center gap-3">
              <Star className="size-8 shrink-0 fill-warning text-warning" aria-hidden="true" />
              <h3 className="text-xl font-semibold">{t("portal.rewards.childTotal", { name: data.student?.name ?? "", stars: stars(t, data.total) })}</h3>
            </div>
            <SkillStars skills={data.skills} who="family" />
            <Badges data={data} who="family" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
