/**
 * A child's progress in plain words (issue 33): one line per subject above the standards, on the
 * family's progress page and at the top of the report card, the same sentences in the reader's
 * language ("Ada is meeting most Math standards (2 of 3). Ada is still working on “Tell time to the
 * minute”."). Words are described as Phrases; the child's name, the subject's name and the standards'
 * descriptions are the school's data and go in as values.
 *
 * The thresholds, over the standards with a current mastery (Not yet assessed ones do not count):
 * - exceeding: at least two thirds of them at Exceeds (4); "all" when every one is;
 * - meeting all: every one at Meets (3) or above;
 * - meeting most: at least two thirds at Meets or above;
 * - meeting some: at least a third;
 * - not yet meeting most: fewer than a third.
 * Then at most two standards still below Meets are named, the lowest level first ("still working
 * on"), with how many more there are. A subject without any assessed standard is said plainly ("No
 * Math standards have been assessed yet this term.") rather than left out, so the summary accounts
 * for every subject the child studies, as the standards below it do.
 */
import type { Phrase } from "#common/i18n/phrase";
import type { MasteryLevel } from "./mastery";

/** How a subject stands overall: the screen shows each with its own icon, never colour alone. */
export type SubjectStanding = "exceedingAll" | "exceedingMost" | "meetingAll" | "meetingMost" | "meetingSome" | "meetingFew" | "notAssessed";

export interface SummaryStandard {
  /** The standard as the school describes it (data: printed as written, or as translated for the reader). */
  description: string;
  mastery: MasteryLevel | null;
}

export interface SummarySubject {
  name: string;
  standards: readonly SummaryStandard[];
}

export interface SubjectSummary {
  subject: string;
  standing: SubjectStanding;
  /** The subject's sentences, in order: how it stands, then what is still below Meets (when anything is). */
  sentences: Phrase[];
}

/** The share of assessed standards that counts as "most", and as "some". */
const MOST = 2 / 3;
const SOME = 1 / 3;
/** The most standards still below Meets named in a subject's line. */
const NAMED_AT_MOST = 2;
const MEETS: MasteryLevel = 3;
const EXCEEDS: MasteryLevel = 4;

function standingOf(assessed: number, meeting: number, exceeding: number): SubjectStanding {
  if (assessed === 0) return "notAssessed";
  if (exceeding === assessed) return "exceedingAll";
  if (exceeding >= MOST * assessed) return "exceedingMost";
  if (meeting === assessed) return "meetingAll";
  if (meeting >= MOST * assessed) return "meetingMost";
  if (meeting >= SOME * assessed) return "meetingSome";
  return "meetingFew";
}

/** "Ada is still working on “A” and “B” and 1 other standard.": the lowest levels first, in the school's order within a level. */
function stillWorkingOn(name: string, below: readonly { description: string; mastery: MasteryLevel }[]): Phrase | null {
  if (below.length === 0) return null;
  const named = [...below].sort((a, b) => a.mastery - b.mastery).slice(0, NAMED_AT_MOST);
  return {
    id: "progress.summary.workingOn",
    values: { name, count: named.length, first: named[0]!.description, second: named[1]?.description ?? "", more: below.length - named.length },
  };
}

/** The summary of one subject of the child's, who is called `name` (the name they go by). */
export function subjectSummary(name: string, subject: SummarySubject): SubjectSummary {
  const assessed = subject.standards.filter((s): s is { description: string; mastery: MasteryLevel } => s.mastery !== null);
  const meeting = assessed.filter((s) => s.mastery >= MEETS).length;
  const exceeding = assessed.filter((s) => s.mastery === EXCEEDS).length;
  const standing = standingOf(assessed.length, meeting, exceeding);
  if (standing === "notAssessed")
    return { subject: subject.name, standing, sentences: [{ id: "progress.summary.notAssessed", values: { subject: subject.name } }] };
  const overall: Phrase = {
    id: `progress.summary.${standing}` as const,
    values: { name, subject: subject.name, assessed: assessed.length, meeting, exceeding },
  };
  const workingOn = stillWorkingOn(
    name,
    assessed.filter((s) => s.mastery < MEETS),
  );
  return { subject: subject.name, standing, sentences: workingOn ? [overall, workingOn] : [overall] };
}

/** The child's summary, one entry per subject in the order given; nothing when the child has no subjects. */
export function progressSummary(name: string, subjects: readonly SummarySubject[]): SubjectSummary[] {
  return subjects.map((subject) => subjectSummary(name, subject));
}
