/**
 * The top of /parent (issue 33, "Parent"): what a parent opens it for. "Today" gives each child's
 * next class (with the way into it while it is live), their work due today or tomorrow and what came
 * back this week with the teacher's comment first; "Recent work" is the children's latest work and
 * badges, newest first; the week's timetable and the rest of the page wait folded below (FamilyMore).
 */
import { Award, ChevronDown, Inbox, Send, Sun } from "lucide-react";
import { useState, type ReactNode } from "react";
import { commentAsText, TranslatedText, WorkTitle } from "~/components/learning/translated-text";
import { Link } from "react-router";
import { AvatarBadge, SubjectIcon } from "~/components/learning/pictures";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { MarkerBadge } from "./day-notes";
import { useChildDay, useFamilyChildren, useFamilyHome } from "./homes-api";
import { LiveClassLink } from "./live-class-link";
import { sessionSpan } from "./time";
import { formatWhen, useSchoolToday, useViewerZone } from "~/lib/dates";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import { formatCalendarWeekday, parseCalendarDate } from "#common/calendar-date";
import { knownAs } from "#common/learning/child-name";
import { dueWords } from "#common/learning/due-words";
import { isMasteryLevel, MASTERY_IDS } from "#common/learning/mastery";
import type { FamilyChild, FamilyDueWork, FamilyFeedItem, HomeSession } from "#common/schemas/learning/homes";
import { dateInZone } from "#common/time-zone";
import { useBrowserValue } from "~/lib/use-browser-value";
import { useNow } from "~/lib/use-now";
import { cn } from "~/lib/utils";

/** Work returned within this many days is "this week's" on the child's Today card. */
const RETURNED_DAYS = 7;
/** Returned pieces per child on Today, so both children fit a phone's first screens (the feed has the rest). */
const RETURNED_MOST = 1;
/** Feed items shown under Today (the server gives FAMILY_FEED_MOST, some of them already on Today). */
const FEED_SHOWN = 6;
const DAY_MS = 86_400_000;
// Between a feed item's child, what happened and when: punctuation, the same in every language.
const DOT = " · ";
/** The width from which the folded part of the page opens by itself (Tailwind's `lg`). */
const WIDE = "(min-width: 1024px)";

function hasChildren(list: FamilyChild[] | undefined): boolean {
  return (list?.length ?? 0) > 0;
}

type ReturnedItem = Extract<FamilyFeedItem, { kind: "returned" }>;

/** Each child's work returned this week, newest first: what their Today card shows of it. */
function returnedThisWeek(recent: readonly FamilyFeedItem[], now: number): Map<string, ReturnedItem[]> {
  const byChild = new Map<string, ReturnedItem[]>();
  for (const item of recent) {
    if (item.kind !== "returned" || now - new Date(item.at).getTime() > RETURNED_DAYS * DAY_MS) continue;
    byChild.set(item.studentId, [...(byChild.get(item.studentId) ?? []), item]);
  }
  return byChild;
}

/** "Today" and "Recent work" for the family's children; nothing for an account with none (the children section says why). */
export function FamilyHomeTop() {
  const children = useFamilyChildren();
  const home = useFamilyHome(hasChildren(children.data));
  const now = useNow();
  const t = useT();
  if (children.data?.length === 0) return null;
  const returned = returnedThisWeek(home.data?.recent ?? [], now);
  // What a Today card shows with its comment is not repeated in the feed under it.
  const onToday = new Set([...returned.values()].flatMap((list) => list.slice(0, RETURNED_MOST)));
  return (
    <>
      <section aria-labelledby="today-title" className="space-y-4" data-testid="family-today">
        <h2 id="today-title" className="flex items-center gap-2 text-2xl font-semibold">
          <Sun className="size-6 text-primary" aria-hidden="true" />
          {t("family.home.today.title")}
        </h2>
        <QueryState query={children} loadingClassName="min-h-24" errorTitle={t("family.children.loadError")}>
          {(list) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((child) => (
                <li key={child.id}>
                  <ChildToday
                    child={child}
                    due={home.data?.due.filter((d) => d.studentId === child.id)}
                    returned={returned.get(child.id) ?? []}
                    failed={home.isError}
                    now={now}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="feed-title" className="space-y-4" data-testid="family-feed">
        <PanelHeader id="feed-title" title={t("family.home.feed.title")} description={t("family.home.feed.description")} />
        <QueryState query={home} loadingClassName="min-h-24" errorTitle={t("family.home.loadError")}>
          {(data) => <Feed items={data.recent} shownAbove={onToday} family={children.data ?? []} />}
        </QueryState>
      </section>
    </>
  );
}

interface ChildTodayProps {
  child: FamilyChild;
  /** Undefined while the family's home loads. */
  due: FamilyDueWork[] | undefined;
  returned: ReturnedItem[];
  failed: boolean;
  now: number;
}

function ChildToday({ child, due, returned, failed, now }: ChildTodayProps) {
  const t = useT();
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="today-child" data-child-id={child.id}>
      <h3 className="flex items-center gap-3 text-xl font-bold">
        <AvatarBadge decorative avatar={child.avatar} className="size-10" />
        {knownAs(child)}
      </h3>
      <NextClass child={child} />
      <div>
        {/* The due words say when ("Due tomorrow"): the heading is for those who listen. */}
        <h4 className="sr-only">{t("family.home.today.due")}</h4>
        {failed ? (
          <p className="text-sm">{t("family.home.loadError")}</p>
        ) : due === undefined ? null : due.length === 0 ? (
          <p>{t("family.home.today.nothingDue")}</p>
        ) : (
          <ul className="mt-1 space-y-1" data-testid="due-today">
            {due.map((d) => (
              <DueLine key={d.assignmentId} work={d} now={now} />
            ))}
          </ul>
        )}
      </div>
      {returned.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-muted-foreground">{t("family.home.today.returned")}</h4>
          <ul className="mt-1 space-y-3">
            {returned.slice(0, RETURNED_MOST).map((item) => (
              <li key={item.assignmentId} data-testid="returned-work">
                <Returned item={item} />
              </li>
            ))}
          </ul>
          {returned.length > RETURNED_MOST ? (
            <p className="mt-2 text-sm">
              <a href="#feed-title" className="font-semibold text-primary underline underline-offset-4">
                {t("family.home.today.moreReturned", { count: returned.length - RETURNED_MOST })}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/** The class under way or the next one to start: today's, or the next school day's when today has none left. */
function NextClass({ child }: { child: FamilyChild }) {
  const day = useChildDay(child.id);
  const t = useT();
  const session = day.data ? [...day.data.day.sessions, ...(day.data.nextDay?.sessions ?? [])].find((s) => s.marker !== null) : undefined;
  return (
    <div>
      {/* The class's Now or Next badge says it on screen. */}
      <h4 className="sr-only">{t("family.home.today.nextClass")}</h4>
      {day.isError ? (
        <p className="text-sm">{t("family.children.dayLoadError", { name: knownAs(child) })}</p>
      ) : !day.data ? null : session ? (
        <SessionLine session={session} />
      ) : (
        <p>{t("family.home.today.noClass")}</p>
      )}
    </div>
  );
}

function SessionLine({ session }: { session: HomeSession }) {
  const zone = useViewerZone();
  const language = useLanguage();
  const locale = useLocale();
  const t = useT();
  const today = useSchoolToday();
  const time = sessionSpan(session.startsAt, session.endsAt, zone, language);
  const date = dateInZone(new Date(session.startsAt).getTime());
  const when = date === today ? time : t("family.home.today.classOn", { day: formatCalendarWeekday(parseCalendarDate(date)!, locale), time });
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="next-class">
      <SubjectIcon code={session.subjectCode} className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.className}
          <MarkerBadge session={session} />
        </p>
        <p className="text-sm text-muted-foreground">{when}</p>
      </div>
      <LiveClassLink session={session} who="teacher" />
    </div>
  );
}

function DueLine({ work, now }: { work: FamilyDueWork; now: number }) {
  const language = useLanguage();
  return (
    <li className="flex items-start gap-2">
      <SubjectIcon code={work.subjectCode} className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <WorkTitle item={work} className="font-semibold break-words" />
        <span className="block text-sm text-muted-foreground">{dueWords(new Date(work.dueAt), new Date(now), language)}</span>
      </span>
    </li>
  );
}

/**
 * Returned work, the teacher's comment first, then the work's title and its marks. In the feed the
 * comment keeps to two lines and the class is named; on a Today card the comment is whole.
 */
function Returned({ item, inFeed = false }: { item: ReturnedItem; inFeed?: boolean }) {
  const t = useT();
  return (
    <div className="space-y-1">
      {item.feedback ? (
        <blockquote className="rounded-lg border-l-4 border-primary bg-muted px-3 py-2">
          {/* Clamped inside the padding, so no part of a third line shows under the second. */}
          <TranslatedText
            message={commentAsText(item)}
            className={cn("whitespace-pre-line", inFeed && "line-clamp-2")}
            label={t("family.home.comment")}
            testId="home-comment"
          />
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">{t("family.home.noComment")}</p>
      )}
      <p className="break-words">
        <WorkTitle item={item} className="font-semibold" />
        {inFeed ? (
          <span className="text-sm text-muted-foreground">
            {DOT}
            {item.className}
          </span>
        ) : null}
      </p>
      <MarkLevels levels={item.levels} />
    </div>
  );
}

/** The marks as the progress page words them ("Level: Meeting (3 of 4)"), one line for each level given. */
function MarkLevels({ levels }: { levels: number[] }) {
  const t = useT();
  const rt = useRichT();
  const distinct = [...new Set(levels)].filter(isMasteryLevel);
  if (distinct.length === 0) return null;
  const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;
  return (
    <ul className="text-sm">
      {distinct.map((level) => (
        <li key={level}>{rt("progress.evidence.level", { label: t(MASTERY_IDS[level].label), level, b: bold })}</li>
      ))}
    </ul>
  );
}

function Feed({ items: all, shownAbove, family }: { items: FamilyFeedItem[]; shownAbove: ReadonlySet<FamilyFeedItem>; family: FamilyChild[] }) {
  const t = useT();
  const nameOf = new Map(family.map((c) => [c.id, knownAs(c)]));
  const items = all.filter((item) => !shownAbove.has(item)).slice(0, FEED_SHOWN);
  return (
    <>
      {all.length === 0 ? (
        <Card className="p-4 sm:p-5" data-testid="feed-empty">
          <p>{t("family.home.feed.none")}</p>
        </Card>
      ) : items.length === 0 ? null : (
        <ol className="divide-y rounded-xl border bg-card text-card-foreground">
          {items.map((item) => (
            <li key={`${item.kind}-${item.studentId}-${item.kind === "badge" ? item.badgeCode : item.assignmentId}`} className="p-4" data-testid="feed-item">
              <FeedItem item={item} name={nameOf.get(item.studentId) ?? ""} />
            </li>
          ))}
        </ol>
      )}
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {family.map((child) => (
          <li key={child.id}>
            <Link
              to={`/parent/progress?child=${encodeURIComponent(child.id)}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {t("family.home.feed.more", { name: knownAs(child) })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const FEED_WORDS = {
  handed_in: { id: "family.home.feed.handedIn", Icon: Send },
  returned: { id: "family.home.feed.returned", Icon: Inbox },
  badge: { id: "family.home.feed.badge", Icon: Award },
} as const;

function FeedItem({ item, name }: { item: FamilyFeedItem; name: string }) {
  const t = useT();
  const locale = useLocale();
  const { id, Icon } = FEED_WORDS[item.kind];
  return (
    <div className="flex items-start gap-3">
      <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{name}</span>
          {DOT}
          {t(id)}
          {DOT}
          <time dateTime={item.at}>{formatWhen(item.at, locale)}</time>
        </p>
        {item.kind === "badge" ? (
          <Badge className="border-primary/40 bg-primary/10">{item.name}</Badge>
        ) : item.kind === "returned" ? (
          <Returned item={item} inFeed />
        ) : (
          <p className="break-words">
            <WorkTitle item={item} className="font-semibold" />
            <span className="text-sm text-muted-foreground">
              {DOT}
              {item.className}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The rest of the page (the week's timetable, attendance, badges, sign-in, applications), one tap
 * away: folded on phones and tablets, open from 1024 px where there is room. Chosen once when the page
 * opens; the parent's own tap wins after that.
 */
export function FamilyMore({ children }: { children: ReactNode }) {
  const t = useT();
  const family = useFamilyChildren();
  // Folded until the browser says the screen is wide (the server cannot know): a family's own choice, once made, stays.
  const wide = useBrowserValue(() => window.matchMedia(WIDE).matches, false);
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? wide;
  // A family with no children linked yet comes for its applications and tours: nothing to fold them under.
  if (family.data?.length === 0) return <div className="space-y-12">{children}</div>;
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-xl border" data-testid="family-more">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-4 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-xl font-semibold">{t("family.home.more.title")}</span>
          <span className="block text-sm text-muted-foreground">{t("family.home.more.description")}</span>
        </span>
        <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-12 border-t p-4 sm:p-6">{children}</div>
    </details>
  );
}
