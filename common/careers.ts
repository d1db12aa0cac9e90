/**
 * The job openings of docs/product.md section 3 ("Job opening", hard-coded): four positions, all remote and
 * full-time, with the salary ranges of docs/product.md section 9 in this order. The careers page lists them and
 * the job-application dialog pre-fills its read-only position field with the opening's title. The English
 * texts stay here (tests and any server-side use read them); the page shows them by their catalogue ids
 * (common/i18n/<language>/careers.ts).
 */
import type { MessageId } from "./i18n/messages";

export interface JobOpening {
  /** Stable slug, used for element ids and test hooks. */
  id: string;
  title: string;
  department: string;
  location: "Remote";
  type: "Full-time";
  /** Annual salary range in U.S. dollars, written as shown to candidates. */
  salary: string;
  description: string;
}

/** The catalogue ids of an opening's title, department and description, to show them in the page's language. */
export interface JobOpeningIds {
  title: MessageId;
  department: MessageId;
  description: MessageId;
}

/** The catalogue ids of the location and type every opening shares. */
export const JOB_LOCATION_ID: MessageId = "careers.opening.location.remote";
export const JOB_TYPE_ID: MessageId = "careers.opening.type.fullTime";

function idsOf(key: "k2" | "mathScience" | "learningSupport" | "familySupport"): JobOpeningIds {
  return {
    title: `careers.opening.${key}.title` as const,
    department: `careers.opening.${key}.department` as const,
    description: `careers.opening.${key}.description` as const,
  };
}

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: "k-2-classroom-teacher",
    title: "Kindergarten-Grade 2 Classroom Teacher",
    department: "Lower Elementary (K-2)",
    location: "Remote",
    type: "Full-time",
    salary: "$18,000-$26,000",
    description:
      "Lead live, small online classes for our youngest learners: early reading and phonics, first mathematics, and social-emotional learning, taught through short, playful blocks. You keep families informed of each child's progress and work with the learning-support team when a child needs more help. A U.S. state teaching license for the early grades is required.",
  },
  {
    id: "grades-3-6-math-science-teacher",
    title: "Grades 3-6 Math & Science Teacher",
    department: "Upper Elementary (3-6)",
    location: "Remote",
    type: "Full-time",
    salary: "$20,000-$28,000",
    description:
      "Teach Common Core mathematics and NGSS-aligned science to small live classes in grades 3 to 6, with hands-on investigations students can run at the kitchen table. You plan tiered small-group work and enrichment so every child is challenged at the right level. A U.S. state teaching license covering elementary mathematics or science is required.",
  },
  {
    id: "learning-support-teacher",
    title: "Learning Support Teacher (SEN)",
    department: "Learning Support",
    location: "Remote",
    type: "Full-time",
    salary: "$22,000-$30,000",
    description:
      "Support K-6 students with special educational needs in tiered small groups and one-to-one sessions, and help classroom teachers adapt lessons, captions and materials. You coordinate with families and outside professionals on IEP and 504 plans and keep clear, confidential records. A U.S. state teaching license and experience in special education are required.",
  },
  {
    id: "family-support-admissions-coordinator",
    title: "Family Support & Admissions Coordinator",
    department: "Admissions & Family Support",
    location: "Remote",
    type: "Full-time",
    salary: "$16,000-$22,000",
    description:
      "Be the first friendly voice families meet: answer calls and emails during office hours, host live virtual tours, and guide each family through application, readiness conversation, placement and orientation. You keep admissions records accurate and make sure every inquiry gets a timely, helpful answer. Excellent written English and a calm, organized manner matter more than a specific degree.",
  },
];

const IDS_BY_OPENING: Record<string, JobOpeningIds> = {
  "k-2-classroom-teacher": idsOf("k2"),
  "grades-3-6-math-science-teacher": idsOf("mathScience"),
  "learning-support-teacher": idsOf("learningSupport"),
  "family-support-admissions-coordinator": idsOf("familySupport"),
};

export function jobOpeningIds(opening: JobOpening): JobOpeningIds {
  return IDS_BY_OPENING[opening.id]!;
}
