/**
 * Points and badges (issue 16; docs/api/rewards.md): a teacher's award of points, the class's recent
 * awards, the child's and the family's rewards, and the staff's list of skills. The same schemas
 * validate the dialogs and the server. Answer types are at the end: none of them ranks or compares
 * children, and a family's or a child's answer holds only that child.
 */
import { z } from "zod";
import { MAX_POINTS, MIN_POINTS, SKILL_ICONS, type BadgePicture, type BadgeKind } from "../../learning/badges";
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
  points: z.number({ error: REWARDS_MESSAGES.points }).int(REWARDS_MESSAGES.points).min(MIN_POINTS, REWARDS_MESSAGES.points).max(MAX_POINTS, REWARDS_MESSAGES.points),
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

// --- Answers ---------------------------------------------------------------------------------------

export interface Skill {
  id: string;
  name: string;
  icon: string;
  archived: boolean;
}

/** One award as its teacher sees it in the class's recent list. */
export interface PointAward {
  id: string;
  studentId: string;
  childName: string;
  skillId: string;
  skillName: string;
  skillIcon: string;
  points: number;
  note: string | null;
  awardedAt: string;
  awardedBy: string | null;
  /** The viewer gave it and the 10 minutes are not over: Undo is offered until `undoUntil`. */
  canUndo: boolean;
  undoUntil: string | null;
}

/** GET /api/teacher/points?classId=: the class's children (to pick), the skills, recent awards. */
export interface ClassPoints {
  class: { id: string; name: string };
  children: { id: string; name: string }[];
  skills: Skill[];
  awards: PointAward[];
}

export interface AwardResult {
  awards: PointAward[];
  /** Badges the award earned, per child (the teacher's dialog may say so). */
  newBadges: { studentId: string; codes: string[] }[];
}

export interface BadgeView {
  code: string;
  kind: BadgeKind;
  name: string;
  picture: BadgePicture;
  childWords: string;
  rule: string;
}

/** A child's rewards: their own stars per skill, their badges and the next ones. Nothing about classmates. */
export interface ChildRewards {
  student: { id: string; name: string } | null;
  total: number;
  skills: { skillId: string; name: string; icon: string; points: number }[];
  badges: (BadgeView & { earnedAt: string })[];
  next: (BadgeView & { current: number; target: number; progressWords: string })[];
  /** The last few awards (skill, points, note, when), the child's own. */
  recent: { skillName: string; skillIcon: string; points: number; note: string | null; awardedAt: string }[];
}
