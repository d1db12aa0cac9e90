/**
 * A child's stars and badges: on /student for the child ("My stars"), and per child on /parent for
 * their family. Only this child's own: stars per skill as pictures and words, the badges earned as
 * big pictures with names, the next ones with how far along they are. No ranking, no classmates.
 */
import { Star } from "lucide-react";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { formatDay } from "~/lib/dates";
import { starsInWords } from "#common/learning/badges";
import type { ChildRewards } from "#common/schemas/learning/rewards";
import { BadgeMedal, pictureOf } from "~/components/learning/reward-pictures";
import { ReadAloudButton } from "~/components/learning/listen-button";
import { useFamilyChildList, useFamilyRewards, useStudentRewards } from "./rewards-api";

/** /student: the child's "My stars" card and their badges. Nothing for an account without a child record. */
export function StudentRewards() {
  const rewards = useStudentRewards();
  return (
    <QueryState
      query={rewards}
      errorTitle="Your stars could not be loaded."
      errorText="Please ask a grown-up to reload the page."
      isEmpty={(d) => d.student === null}
      empty={null}
    >
      {(data) => <ChildStars data={data} />}
    </QueryState>
  );
}

function readAloudText(data: ChildRewards): string {
  const parts = [`You have ${starsInWords(data.total)}.`];
  for (const s of data.skills.filter((x) => x.points > 0)) parts.push(`${s.name}: ${starsInWords(s.points)}.`);
  if (data.badges.length) parts.push(`Your badges: ${data.badges.map((b) => b.name).join(", ")}.`);
  if (data.next[0]) parts.push(`Next badge: ${data.next[0].name}. ${data.next[0].progressWords}`);
  return parts.join(" ");
}

function ChildStars({ data }: { data: ChildRewards }) {
  return (
    <section aria-labelledby="my-stars-title" className="space-y-6" data-testid="my-stars">
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-warning/20" aria-hidden="true">
            <Star className="size-12 fill-warning text-warning" />
          </span>
          <div>
            <h2 id="my-stars-title" className="text-3xl font-bold">
              My stars
            </h2>
            <p className="text-2xl" data-testid="star-total">
              You have {starsInWords(data.total)}!
            </p>
          </div>
        </div>
        <ReadAloudButton text={readAloudText(data)} data-testid="rewards-read-aloud" />
      </Card>
      <SkillStars skills={data.skills} who="child" />
      <Badges data={data} who="child" />
    </section>
  );
}

function SkillStars({ skills, who }: { skills: ChildRewards["skills"]; who: "child" | "family" }) {
  const shown = who === "family" ? skills.filter((s) => s.points > 0) : skills;
  if (shown.length === 0) return who === "family" ? <p className="text-muted-foreground">No points yet this year.</p> : null;
  return (
    <div className="space-y-3">
      <h3 className={who === "child" ? "text-2xl font-bold" : "font-semibold"}>{who === "child" ? "Stars for my skills" : "Points by skill"}</h3>
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
              <span className={who === "child" ? "text-lg font-semibold" : "font-medium"}>{s.name}</span>
              <span className={who === "child" ? "text-xl font-bold" : "ml-auto text-sm font-semibold"}>{starsInWords(s.points)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Badges({ data, who }: { data: ChildRewards; who: "child" | "family" }) {
  const child = who === "child";
  return (
    <>
      <div className="space-y-3">
        <h3 className={child ? "text-2xl font-bold" : "font-semibold"}>{child ? "My badges" : "Badges"}</h3>
        {data.badges.length === 0 ? (
          <p className={child ? "text-xl" : "text-muted-foreground"}>{child ? "No badges yet. Your first one is coming!" : "No badges yet."}</p>
        ) : (
          <ul className={child ? "grid grid-cols-1 gap-4 sm:grid-cols-2" : "grid gap-2 sm:grid-cols-2"} data-testid="badges">
            {data.badges.map((b) => (
              <li key={b.code} className="flex items-center gap-4 rounded-2xl border-2 p-3">
                <BadgeMedal picture={b.picture} className={child ? undefined : "size-14 [&_svg]:size-7"} />
                <div>
                  <p className={child ? "text-xl font-bold" : "font-semibold"}>{b.name}</p>
                  <p className={child ? "text-lg" : "text-sm text-muted-foreground"}>{child ? b.childWords : `${b.rule} Earned ${formatDay(b.earnedAt)}.`}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.next.length > 0 ? (
        <div className="space-y-3">
          <h3 className={child ? "text-2xl font-bold" : "font-semibold"}>{child ? "Badges to earn next" : "Next badges"}</h3>
          <ul className={child ? "grid grid-cols-1 gap-4 sm:grid-cols-2" : "grid gap-2 sm:grid-cols-2"} data-testid="next-badges">
            {data.next.map((b) => (
              <li key={b.code} className="flex items-center gap-4 rounded-2xl border-2 border-dashed p-3">
                <BadgeMedal picture={b.picture} earned={false} className={child ? undefined : "size-14 [&_svg]:size-7"} />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className={child ? "text-xl font-bold" : "font-semibold"}>{b.name}</p>
                  <p className={child ? "text-lg" : "text-sm"}>{b.progressWords}</p>
                  <progress className="h-3 w-full accent-primary" max={b.target} value={b.current} aria-label={`${b.name}: ${b.current} of ${b.target}`} />
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
  return (
    <QueryState query={children} errorTitle="Your children's points could not be loaded." isEmpty={(d) => d.length === 0} empty={null}>
      {(list) => (
        <section aria-labelledby="family-rewards-title" className="space-y-4">
          <h2 id="family-rewards-title" className="text-2xl font-bold tracking-tight">
            Points and badges
          </h2>
          <p className="text-muted-foreground">
            Teachers give points for skills; they are only ever added. Only you and your child see them; there is no class ranking.
          </p>
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
  return (
    <Card className="space-y-4" data-testid="family-rewards">
      <QueryState query={rewards} errorTitle="This child's points could not be loaded.">
        {(data) => (
          <>
            <div className="flex items-center gap-3">
              <Star className="size-8 shrink-0 fill-warning text-warning" aria-hidden="true" />
              <h3 className="text-xl font-semibold">
                {data.student?.name}: {starsInWords(data.total)}
              </h3>
            </div>
            <SkillStars skills={data.skills} who="family" />
            <Badges data={data} who="family" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
