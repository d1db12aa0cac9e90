/**
 * THE badges of the points and badges wing (issue 16, "/student gains ... badges and points") and
 * the rule behind each, computed from facts (points given, work handed in, voice answers, portfolio
 * items). Pure: the server reads the facts (server/learning/rewards/) and calls `earnedBadges` and
 * `nextBadges`; the screens show the names, pictures and a child's words from here, written in the
 * reader's language from the catalogue area `badges` (common/i18n/{en,es}/badges.ts).
 *
 * Points are positive only and never taken away; badges once earned stay. Nothing here compares a
 * child with another: every rule reads one child's own facts, and no answer ranks children.
 */

import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { formatPhrase, type Phrase } from "#common/i18n/phrase";

/** The pictures a skill may have (lucide icon names; the screens map them). Staff pick from these. */
export const SKILL_ICONS = [
  "heart",
  "users",
  "dumbbell",
  "search",
  "ear",
  "hand-helping",
  "mountain",
  "palette",
  "star",
  "sun",
  "book-open",
  "lightbulb",
  "smile",
  "music",
  "leaf",
  "shield",
] as const;
export type SkillIcon = (typeof SKILL_ICONS)[number];

export function isSkillIcon(value: string): value is SkillIcon {
  return (SKILL_ICONS as readonly string[]).includes(value);
}

/** Points a teacher gives at once: 1 to 5, never fewer (positive only). */
export const MIN_POINTS = 1;
export const MAX_POINTS = 5;

/** A teacher may undo their own award for this long (a correction, not a minus). */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** The badges' pictures (lucide icon names, mapped in the rewards feature). */
export type BadgePicture =
  "star" | "sparkles" | "trophy" | "crown" | "medal" | "award" | "clock" | "calendar-check" | "mic" | "book-open" | "send" | "gamepad" | SkillIcon;

/** Overall stars (all skills together). */
export const TOTAL_THRESHOLDS = [10, 25, 50, 100] as const;
/** Stars in one skill. */
export const SKILL_THRESHOLDS = [10, 25, 50] as const;
/** Pieces of work in on time, one after another. */
export const ON_TIME_STREAKS = [5, 10] as const;
/** The "month without missing work" window and the least work due in it for the badge to mean something. */
export const MONTH_DAYS = 30;
export const MONTH_MIN_WORK = 3;
/** Rounds of the learning games finished (issue 34): the practice badges after the first one. */
export const GAME_ROUND_THRESHOLDS = [10, 25] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One skill's stars for a child. */
export interface SkillPoints {
  skillId: string;
  name: string;
  icon: string;
  points: number;
  /** An archived skill keeps its stars and badges; it offers no next badge. */
  archived?: boolean;
}

/** One piece of a child's work, as the badges read it. */
export interface WorkFact {
  /** The child's own due time (null: no due date). */
  dueAt: Date | null;
  /** The latest hand-in, or null when not handed in. */
  handedInAt: Date | null;
  excused: boolean;
}

export interface RewardFacts {
  skills: SkillPoints[];
  work: WorkFact[];
  /** Voice answers the child handed in. */
  voiceAnswers: number;
  /** Portfolio items a teacher approved. */
  portfolioItems: number;
  /** Rounds of the learning games finished (issue 34). */
  gameRounds: number;
}

export const BADGE_KINDS = ["total", "skill", "habit"] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** A badge's words, described (common/i18n/{en,es}/badges.ts): each reader reads them in their language. */
export interface BadgeWords {
  name: Phrase;
  /** What it is for, in a child's words (shown under the picture, read aloud). */
  childWords: Phrase;
  /** The rule in a grown-up's words (families, teachers). */
  rule: Phrase;
}

/** A badge, its words written in one language (`words` keeps them described, for a notification's recipients). */
export interface Badge {
  code: string;
  kind: BadgeKind;
  name: string;
  picture: BadgePicture;
  /** What it is for, in a child's words (shown under the picture, read aloud). */
  childWords: string;
  /** The rule in a grown-up's words (families, teachers). */
  rule: string;
  words: BadgeWords;
}

/** A badge not yet earned, with how far along the child is, in numbers and in words. */
export interface BadgeProgress extends Badge {
  current: number;
  target: number;
  /** "3 more stars to go!" */
  progressWords: string;
}

type BadgeDefinition = Omit<Badge, "name" | "childWords" | "rule">;

/** The words of the badges whose codes share a pattern ("stars-10", "stars-25": `stars`), with their values. */
function wordsOf(
  pattern: "firstWork" | "stars" | "onTime" | "monthNoMissing" | "firstVoice" | "firstPortfolio" | "firstGame" | "games" | "skill",
  values?: Phrase["values"],
): BadgeWords {
  return {
    name: { id: `badges.${pattern}.name`, values },
    childWords: { id: `badges.${pattern}.childWords`, values },
    rule: { id: `badges.${pattern}.rule`, values },
  };
}

/** A badge with its words written in `language`. */
function written(badge: BadgeDefinition, language: Language): Badge {
  const { words } = badge;
  return { ...badge, name: formatPhrase(language, words.name), childWords: formatPhrase(language, words.childWords), rule: formatPhrase(language, words.rule) };
}

/** The fixed badges (overall stars and habits), in the order a child meets them. */
const FIXED_DEFINITIONS: readonly BadgeDefinition[] = [
  { code: "first-work", kind: "habit", picture: "send", words: wordsOf("firstWork") },
  ...TOTAL_THRESHOLDS.map((n, i): BadgeDefinition => ({
    code: `stars-${n}`,
    kind: "total",
    picture: (["star", "sparkles", "trophy", "crown"] as const)[i]!,
    words: wordsOf("stars", { n }),
  })),
  ...ON_TIME_STREAKS.map((n): BadgeDefinition => ({ code: `on-time-${n}`, kind: "habit", picture: "clock", words: wordsOf("onTime", { n }) })),
  { code: "month-no-missing", kind: "habit", picture: "calendar-check", words: wordsOf("monthNoMissing", { work: MONTH_MIN_WORK, days: MONTH_DAYS }) },
  { code: "first-voice", kind: "habit", picture: "mic", words: wordsOf("firstVoice") },
  { code: "first-portfolio", kind: "habit", picture: "book-open", words: wordsOf("firstPortfolio") },
  { code: "first-game", kind: "habit", picture: "gamepad", words: wordsOf("firstGame") },
  ...GAME_ROUND_THRESHOLDS.map((n): BadgeDefinition => ({ code: `games-${n}`, kind: "habit", picture: "gamepad", words: wordsOf("games", { n }) })),
];

/** The fixed badges in `language`, in the order a child meets them. */
export function fixedBadges(language: Language = DEFAULT_LANGUAGE): Badge[] {
  return FIXED_DEFINITIONS.map((b) => written(b, language));
}

const SKILL_MEDALS = ["medal", "award", "trophy"] as const;

/**
 * The badge of `threshold` stars in one skill. Its code names the skill by id, so a renamed skill
 * keeps its badges; its words name the skill as the school wrote it.
 */
export function skillBadge(skill: Pick<SkillPoints, "skillId" | "name">, threshold: number, language: Language = DEFAULT_LANGUAGE): Badge {
  return written(skillDefinition(skill, threshold), language);
}

function skillDefinition(skill: Pick<SkillPoints, "skillId" | "name">, threshold: number): BadgeDefinition {
  const i = Math.max(0, (SKILL_THRESHOLDS as readonly number[]).indexOf(threshold));
  return {
    code: `skill-${skill.skillId}-${threshold}`,
    kind: "skill",
    picture: SKILL_MEDALS[i] ?? "medal",
    words: wordsOf("skill", { skill: skill.name, n: threshold }),
  };
}

/** Every badge a child could hold, its words not yet written. */
function allDefinitions(skills: readonly Pick<SkillPoints, "skillId" | "name">[]): BadgeDefinition[] {
  return [...FIXED_DEFINITIONS, ...skills.flatMap((s) => SKILL_THRESHOLDS.map((n) => skillDefinition(s, n)))];
}

/** Every badge a child could hold: the fixed ones and each skill's, in `language`. */
export function allBadges(skills: readonly Pick<SkillPoints, "skillId" | "name">[], language: Language = DEFAULT_LANGUAGE): Badge[] {
  return allDefinitions(skills).map((b) => written(b, language));
}

/** The badge of a stored code, for the skills known now, in `language` (null for a code no longer defined). */
export function badgeOfCode(code: string, skills: readonly Pick<SkillPoints, "skillId" | "name">[], language: Language = DEFAULT_LANGUAGE): Badge | null {
  const badge = allDefinitions(skills).find((b) => b.code === code);
  return badge ? written(badge, language) : null;
}

export function totalPoints(skills: readonly SkillPoints[]): number {
  return skills.reduce((sum, s) => sum + s.points, 0);
}

/** Whether a piece of work was handed in by its due time (no due date: any hand-in is on time). */
function onTime(w: WorkFact): boolean {
  return w.handedInAt !== null && (w.dueAt === null || w.handedInAt.getTime() <= w.dueAt.getTime());
}

/**
 * The on-time streaks: work in the order it was due (work without a due date in the order it was
 * handed in), skipping excused work and work not yet due and not handed in. Late or missing work
 * ends a streak. `longest` is the best ever (a badge once earned stays), `current` the one running now.
 */
export function onTimeStreaks(work: readonly WorkFact[], now: Date): { longest: number; current: number } {
  const counted = work
    .filter((w) => !w.excused)
    .filter((w) => w.handedInAt !== null || (w.dueAt !== null && w.dueAt.getTime() < now.getTime()))
    .map((w) => ({ w, at: (w.dueAt ?? w.handedInAt)!.getTime() }))
    .sort((a, b) => a.at - b.at);
  let longest = 0;
  let current = 0;
  for (const { w } of counted) {
    current = onTime(w) ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return { longest, current };
}

/** Work due in the last month: how many pieces, and how many are missing (not handed in, not excused). */
export function lastMonthWork(work: readonly WorkFact[], now: Date): { due: number; missing: number } {
  const from = now.getTime() - MONTH_DAYS * DAY_MS;
  const due = work.filter((w) => !w.excused && w.dueAt !== null && w.dueAt.getTime() > from && w.dueAt.getTime() <= now.getTime());
  return { due: due.length, missing: due.filter((w) => w.handedInAt === null).length };
}

/** How far along each badge's rule the child is now (target reached means earned). */
function measure(badge: Pick<Badge, "code">, facts: RewardFacts, now: Date): { current: number; target: number } {
  const total = totalPoints(facts.skills);
  const number = (prefix: string) => Number(badge.code.slice(prefix.length));
  if (badge.code === "first-work") return { current: Math.min(1, facts.work.filter((w) => w.handedInAt !== null).length), target: 1 };
  if (badge.code === "first-voice") return { current: Math.min(1, facts.voiceAnswers), target: 1 };
  if (badge.code === "first-portfolio") return { current: Math.min(1, facts.portfolioItems), target: 1 };
  if (badge.code === "first-game") return { current: Math.min(1, facts.gameRounds), target: 1 };
  if (badge.code.startsWith("games-")) return { current: Math.min(facts.gameRounds, number("games-")), target: number("games-") };
  if (badge.code.startsWith("stars-")) return { current: Math.min(total, number("stars-")), target: number("stars-") };
  if (badge.code.startsWith("on-time-")) {
    const { longest, current } = onTimeStreaks(facts.work, now);
    const target = number("on-time-");
    return { current: longest >= target ? target : current, target };
  }
  if (badge.code === "month-no-missing") {
    const { due, missing } = lastMonthWork(facts.work, now);
    return { current: missing === 0 ? Math.min(due, MONTH_MIN_WORK) : 0, target: MONTH_MIN_WORK };
  }
  if (badge.code.startsWith("skill-")) {
    const target = Number(badge.code.slice(badge.code.lastIndexOf("-") + 1));
    const skill = facts.skills.find((s) => badge.code === `skill-${s.skillId}-${target}`);
    return { current: Math.min(skill?.points ?? 0, target), target };
  }
  return { current: 0, target: 1 };
}

/** The codes of every badge the facts earn now (the caller keeps those already stored). */
export function earnedBadges(facts: RewardFacts, now: Date): string[] {
  return allDefinitions(facts.skills)
    .filter((b) => {
      const { current, target } = measure(b, facts, now);
      return current >= target;
    })
    .map((b) => b.code);
}

/** The words under a badge still to earn: what is left, for a child, in `language`. */
export function progressWords(badge: Pick<Badge, "code" | "kind">, current: number, target: number, language: Language = DEFAULT_LANGUAGE): string {
  const left = Math.max(0, target - current);
  if (badge.kind === "total" || badge.kind === "skill") return t(language, "badges.progress.stars", { left });
  if (badge.code.startsWith("on-time-"))
    return current === 0 ? t(language, "badges.progress.onTime.start", { target }) : t(language, "badges.progress.onTime.running", { current, left });
  if (badge.code === "month-no-missing") return t(language, "badges.progress.monthNoMissing", { days: MONTH_DAYS });
  if (badge.code === "first-voice") return t(language, "badges.progress.firstVoice");
  if (badge.code === "first-portfolio") return t(language, "badges.progress.firstPortfolio");
  if (badge.code === "first-game") return t(language, "badges.progress.firstGame");
  if (badge.code.startsWith("games-")) return t(language, "badges.progress.games", { left });
  return t(language, "badges.progress.firstWork");
}

/** How many next badges a child is offered at once. */
export const NEXT_BADGES_SHOWN = 4;

/**
 * The next badges to aim for (not held yet): the next overall stars, the next badge of each active
 * skill the child has stars in, and the habits. At most `limit`, closest first.
 */
export function nextBadges(
  facts: RewardFacts,
  held: ReadonlySet<string>,
  now: Date,
  limit = NEXT_BADGES_SHOWN,
  language: Language = DEFAULT_LANGUAGE,
): BadgeProgress[] {
  const fixed = fixedBadges(language);
  const candidates: Badge[] = [];
  const nextTotal = fixed.find((b) => b.kind === "total" && !held.has(b.code));
  if (nextTotal) candidates.push(nextTotal);
  for (const skill of facts.skills) {
    if (skill.archived || skill.points === 0) continue;
    const next = SKILL_THRESHOLDS.map((n) => skillBadge(skill, n, language)).find((b) => !held.has(b.code));
    if (next) candidates.push(next);
  }
  const nextStreak = fixed.find((b) => b.code.startsWith("on-time-") && !held.has(b.code));
  for (const b of fixed) if (b.kind === "habit" && !b.code.startsWith("on-time-") && !held.has(b.code)) candidates.push(b);
  if (nextStreak) candidates.push(nextStreak);
  return candidates
    .map((b) => {
      const { current, target } = measure(b, facts, now);
      return { ...b, current: Math.min(current, target), target, progressWords: progressWords(b, current, target, language) };
    })
    .filter((b) => b.current < b.target)
    .sort((a, b) => b.current / b.target - a.current / a.target)
    .slice(0, limit);
}
