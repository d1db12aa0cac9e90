/**
 * The badges' rules (common/learning/badges.ts) and the attention rules of insights
 * (common/learning/attention.ts), from facts.
 */
import { describe, expect, it } from "vitest";
import { attentionFlags, ATTENTION_RULES, type AttentionWork } from "#common/learning/attention";
import {
  allBadges,
  badgeOfCode,
  earnedBadges,
  lastMonthWork,
  nextBadges,
  onTimeStreaks,
  skillBadge,
  type RewardFacts,
  type WorkFact,
} from "#common/learning/badges";

const NOW = new Date("2026-11-24T15:00:00Z");
const days = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const kindness = { skillId: "k1", name: "Kindness", icon: "heart" };
const facts = (over: Partial<RewardFacts> = {}): RewardFacts => ({ skills: [], work: [], voiceAnswers: 0, portfolioItems: 0, gameRounds: 0, ...over });
const onTimeWork = (n: number, startDaysAgo = 40): WorkFact[] =>
  Array.from({ length: n }, (_, i) => ({ dueAt: days(startDaysAgo - i), handedInAt: days(startDaysAgo - i + 0.5), excused: false }));

describe("badges", () => {
  it("earns overall stars at each threshold exactly, not before", () => {
    expect(earnedBadges(facts({ skills: [{ ...kindness, points: 9 }] }), NOW)).not.toContain("stars-10");
    expect(earnedBadges(facts({ skills: [{ ...kindness, points: 10 }] }), NOW)).toEqual(expect.arrayContaining(["stars-10", "skill-k1-10"]));
    const two = facts({
      skills: [
        { ...kindness, points: 20 },
        { skillId: "t", name: "Teamwork", icon: "users", points: 5 },
      ],
    });
    expect(earnedBadges(two, NOW)).toEqual(expect.arrayContaining(["stars-10", "stars-25", "skill-k1-10"]));
    expect(earnedBadges(two, NOW)).not.toContain("skill-k1-25");
    expect(earnedBadges(two, NOW)).not.toContain("skill-t-10");
  });

  it("counts 5 pieces of work in on time in a row; a late or missing piece starts again; excused is skipped", () => {
    expect(onTimeStreaks(onTimeWork(5), NOW)).toEqual({ longest: 5, current: 5 });
    expect(earnedBadges(facts({ work: onTimeWork(5) }), NOW)).toContain("on-time-5");
    const broken = onTimeWork(4);
    broken.push({ dueAt: days(30), handedInAt: days(29), excused: false }); // late
    broken.push(...onTimeWork(3, 20));
    expect(onTimeStreaks(broken, NOW)).toEqual({ longest: 4, current: 3 });
    expect(earnedBadges(facts({ work: broken }), NOW)).not.toContain("on-time-5");
    const missing = [...onTimeWork(2), { dueAt: days(20), handedInAt: null, excused: false }, ...onTimeWork(2, 10)];
    expect(onTimeStreaks(missing, NOW).longest).toBe(2);
    const excused = [...onTimeWork(3), { dueAt: days(20), handedInAt: null, excused: true }, ...onTimeWork(2, 10)];
    expect(onTimeStreaks(excused, NOW).longest).toBe(5);
    // Work not yet due and not handed in does not break a streak.
    expect(onTimeStreaks([...onTimeWork(5), { dueAt: new Date(NOW.getTime() + 86_400_000), handedInAt: null, excused: false }], NOW).current).toBe(5);
  });

  it("gives a month without missing work only with enough work due and none missing", () => {
    const month = [0, 1, 2].map((i): WorkFact => ({ dueAt: days(5 + i * 7), handedInAt: days(5 + i * 7 + 1), excused: false }));
    expect(lastMonthWork(month, NOW)).toEqual({ due: 3, missing: 0 });
    expect(earnedBadges(facts({ work: month }), NOW)).toContain("month-no-missing");
    expect(earnedBadges(facts({ work: month.slice(0, 2) }), NOW)).not.toContain("month-no-missing");
    expect(earnedBadges(facts({ work: [...month, { dueAt: days(3), handedInAt: null, excused: false }] }), NOW)).not.toContain("month-no-missing");
  });

  it("earns the firsts from facts", () => {
    expect(earnedBadges(facts(), NOW)).toEqual([]);
    expect(earnedBadges(facts({ voiceAnswers: 1, portfolioItems: 2, work: onTimeWork(1) }), NOW)).toEqual(
      expect.arrayContaining(["first-voice", "first-portfolio", "first-work"]),
    );
  });

  it("earns the games' badges from finished rounds: the first, then 10 and 25, with what is left in words", () => {
    expect(earnedBadges(facts({ gameRounds: 1 }), NOW)).toEqual(["first-game"]);
    expect(earnedBadges(facts({ gameRounds: 9 }), NOW)).not.toContain("games-10");
    expect(earnedBadges(facts({ gameRounds: 10 }), NOW)).toEqual(["first-game", "games-10"]);
    const next = nextBadges(facts({ gameRounds: 7 }), new Set(["first-game"]), NOW, 10);
    expect(next.find((b) => b.code === "games-10")).toMatchObject({ current: 7, target: 10, progressWords: "3 more games to go!" });
    expect(nextBadges(facts(), new Set(), NOW, 10).find((b) => b.code === "first-game")?.progressWords).toBe("Play a learning game to the end.");
  });

  it("offers the next badges with progress in words, never a held one", () => {
    const f = facts({ skills: [{ ...kindness, points: 7 }] });
    const next = nextBadges(f, new Set(), NOW, 10);
    const stars = next.find((b) => b.code === "stars-10")!;
    expect(stars).toMatchObject({ current: 7, target: 10, progressWords: "3 more stars to go!" });
    expect(next.find((b) => b.code === "skill-k1-10")?.progressWords).toBe("3 more stars to go!");
    const held = nextBadges(facts({ skills: [{ ...kindness, points: 12 }] }), new Set(["stars-10", "skill-k1-10"]), NOW, 10);
    expect(held.map((b) => b.code)).toEqual(expect.arrayContaining(["stars-25", "skill-k1-25"]));
    expect(held.map((b) => b.code)).not.toContain("stars-10");
    expect(nextBadges(f, new Set(), NOW, 2)).toHaveLength(2);
  });

  it("names every badge once, with a picture and a child's words; a skill's badge keeps its code when renamed", () => {
    const list = allBadges([kindness]);
    expect(new Set(list.map((b) => b.code)).size).toBe(list.length);
    for (const b of list) expect(b.childWords.length).toBeGreaterThan(5);
    expect(skillBadge({ skillId: "k1", name: "Being kind" }, 25).code).toBe("skill-k1-25");
    expect(badgeOfCode("skill-k1-25", [{ skillId: "k1", name: "Being kind" }])?.name).toBe("Being kind: 25 stars");
    expect(badgeOfCode("nope", [])).toBeNull();
  });
});

describe("attention rules", () => {
  const w = (dueDaysAgo: number, status: AttentionWork["status"], handedInDaysAgo: number | null = null): AttentionWork => ({
    dueAt: days(dueDaysAgo),
    handedInAt: handedInDaysAgo === null ? null : days(handedInDaysAgo),
    status,
  });

  it("flags 3 or more missing in the last 14 days, not 2, not older ones", () => {
    const two = [w(1, "missing"), w(5, "missing"), w(20, "missing"), w(2, "submitted", 3)];
    expect(attentionFlags({ work: two, mastery: [] }, NOW).map((f) => f.code)).not.toContain("missing");
    const three = [...two, w(13, "missing")];
    const flag = attentionFlags({ work: three, mastery: [] }, NOW).find((f) => f.code === "missing")!;
    expect(flag).toMatchObject({ detail: "3 missing", numbers: { count: 3 }, rule: ATTENTION_RULES.missing.rule });
  });

  it("flags Beginning on 2 or more standards", () => {
    expect(attentionFlags({ work: [], mastery: [1, 2, null] }, NOW)).toEqual([]);
    expect(attentionFlags({ work: [], mastery: [1, 1, 3] }, NOW).map((f) => f.code)).toEqual(["beginning"]);
  });

  it("flags nothing handed in for 7 days while work was due, and late work", () => {
    expect(attentionFlags({ work: [w(2, "missing"), w(9, "submitted", 9)], mastery: [] }, NOW).map((f) => f.code)).toEqual(["quiet"]);
    expect(attentionFlags({ work: [w(2, "submitted", 1)], mastery: [] }, NOW)).toEqual([]);
    const late = [w(3, "late", 2), w(6, "late", 5), w(10, "returned", 9)];
    expect(attentionFlags({ work: late, mastery: [] }, NOW).map((f) => f.code)).toEqual(["late"]);
  });
});
