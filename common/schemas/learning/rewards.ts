/**
 * Points and badges (issue 16; docs/api/rewards.md): a teacher's award of points, the class's recent
 * awards, the child's and the family's rewards, and the staff's list of skills. The same schemas
 * validate the dialogs and the server. Answer types are at the end: none of them ranks or compares
 * children, and a family's or a child's answer holds only that child.
 */
import { z } from "zod";
import { BADGE_KINDS, MAX_POINTS, MIN_POINTS, SKILL_ICONS, type BadgePicture } from "../../learning/badges";
import { text } from "../fields";

export const REWARDS_MESSAGES = {
  classId: "Please choose a class.",
  studentId: "Please choose a child.",
  studentIds: "Please choose at least one child.",
  tooMany: "Please choose at most 60 children at once.",
  skillId: "Please choose a skill.",
  points: `Points must be a whole number from ${MIN_POINTS} to ${MAX_POINTS}.`,
  note: "Please keep the note under 200 characters.",
  name: "Please enter the skill's name.",
  nameLong: "Please keep the name under 40 characters.",
  icon: "Please choose a picture from the list.",
  nothing: "Please change something.",
} as const;

export const MAX_CHILDREN_PER_AWARD = 60;

export const awardPointsSchema = z.object({
  classId: z.uuid({ error: REWARDS_MESSAGES.classId }),
  studentIds: z
    .array(z.uuid({ error: REWARDS_MESSAGES.studentId }), { error: REWARDS_MESSAGES.studentIds })
    .min(1, REWARDS_MESSAGES.studentIds)
    .max(MAX_CHILDREN_PER_AWARD, REWARDS_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
  skillId: z.uuid({ error: REWARDS_MESSAGES.skillId }),
  points: z
    .number({ error: REWARDS_MESSAGES.points })
    .int(REWARDS_MESSAGES.points)
    .min(MIN_POINTS, REWARDS_MESSAGES.points)
    .max(MAX_POINTS, REWARDS_MESSAGES.points),
  note: text({ error: REWARDS_MESSAGES.note })
    .trim()
    .max(200, REWARDS_MESSAGES.note)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AwardPointsInput = z.input<typeof awardPointsSchema>;
export type AwardPoints = z.output<typeof awardPointsSchema>;

/** `?classId=` of the teacher's recent awards and of insights. */
export const classPointsQuerySchema = z.object({ classId: z.uuid({ error: REWARDS_MESSAGES.classId }) });

/** `?studentId=` of a family's child. */
export const familyRewardsQuerySchema = z.object({ studentId: z.uuid({ error: REWARDS_MESSAGES.studentId }) });

const skillName = () => text({ error: REWARDS_MESSAGES.name }).trim().min(1, REWARDS_MESSAGES.name).max(40, REWARDS_MESSAGES.nameLong);
const skillIcon = () => z.enum(SKILL_ICONS, { error: REWARDS_MESSAGES.icon });

export const skillCreateSchema = z.object({ name: skillName(), icon: skillIcon() });
export type SkillCreate = z.output<typeof skillCreateSchema>;

export const skillPatchSchema = z
  .object({ name: skillName().optional(), icon: skillIcon().optional(), archived: z.boolean({ error: "Must be true or false." }).optional() })
  .refine((v) => v.name !== undefined || v.icon !== undefined || v.archived !== undefined, { message: REWARDS_MESSAGES.nothing, path: ["name"] });
export type SkillPatch = z.output<typeof skillPatchSchema>;

// --- Answers (schemas of common/api/rewards.ts) ----------------------------------------------------

const instant = z.string();

export const skillSchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), archived: z.boolean() });
export type Skill = z.infer<typeof skillSchema>;

/** One award as its teacher sees it in the class's recent list. */
export const pointAwardSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  childName: z.string(),
  skillId: z.string(),
  skillName: z.string(),
  skillIcon: z.string(),
  points: z.number(),
  note: z.string().nullable(),
  awardedAt: instant,
  awardedBy: z.string().nullable(),
  /** The viewer gave it and the 10 minutes are not over: Undo is offered until `undoUntil`. */
  canUndo: z.boolean(),
  undoUntil: instant.nullable(),
});
export type PointAward = z.infer<typeof pointAwardSchema>;

/** GET /api/teacher/points?classId=: the class's children (to pick), the skills, recent awards. */
export const classPointsSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  children: z.array(z.object({ id: z.string(), name: z.string() })),
  skills: z.array(skillSchema),
  awards: z.array(pointAwardSchema),
});
export type ClassPoints = z.infer<typeof classPointsSchema>;

export const awardResultSchema = z.object({
  awards: z.array(pointAwardSchema),
  /** Badges the award earned, per child (the teacher's dialog may say so). */
  newBadges: z.array(z.object({ studentId: z.string(), codes: z.array(z.string()) })),
});
export type AwardResult = z.infer<typeof awardResultSchema>;

export const badgeViewSchema = z.object({
  code: z.string(),
  kind: z.enum(BADGE_KINDS),
  name: z.string(),
  picture: z.custom<BadgePicture>((value) => typeof value === "string"),
  childWords: z.string(),
  rule: z.string(),
});
export type BadgeView = z.infer<typeof badgeViewSchema>;

/** A child's rewards: their own stars per skill, their badges and the next ones. Nothing about classmates. */
export const childRewardsSchema = z.object({
  student: z.object({ id: z.string(), name: z.string() }).nullable(),
  total: z.number(),
  skills: z.array(z.object({ skillId: z.string(), name: z.string(), icon: z.string(), points: z.number() })),
  badges: z.array(badgeViewSchema.extend({ earnedAt: instant })),
  next: z.array(badgeViewSchema.extend({ current: z.number(), target: z.number(), progressWords: z.string() })),
  /** The last few awards (skill, points, note, when), the child's own. */
  recent: z.array(z.object({ skillName: z.string(), skillIcon: z.string(), points: z.number(), note: z.string().nullable(), awardedAt: instant })),
});
export type ChildRewards = z.infer<typeof childRewardsSchema>;
