/**
 * The admissions state machine: the statuses an application moves through, the moves staff may
 * make, and how each status reads to staff and to the family. Server and client share it, so a
 * button is offered only for a move the server accepts.
 */

export const APPLICATION_STATUSES = ["submitted", "under_review", "offered", "waitlisted", "not_offered", "enrolled", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * Allowed moves. Withdrawn can be reached from every other status (a family may withdraw at any
 * point, an enrolled child may leave); enrolled, not offered and withdrawn are otherwise final,
 * except that a decision not to offer may be reconsidered.
 */
export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ["under_review", "withdrawn"],
  under_review: ["offered", "waitlisted", "not_offered", "withdrawn"],
  waitlisted: ["offered", "not_offered", "withdrawn"],
  offered: ["enrolled", "withdrawn"],
  not_offered: ["under_review", "withdrawn"],
  enrolled: ["withdrawn"],
  withdrawn: [],
};

export function canTransition(from: string, to: string): boolean {
  return isApplicationStatus(from) && isApplicationStatus(to) && STATUS_TRANSITIONS[from].includes(to);
}

/** Staff-facing name of a status ("Under review"). */
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  submitted: "Submitted",
  under_review: "Under review",
  offered: "Offered a place",
  waitlisted: "Waitlisted",
  not_offered: "Not offered",
  enrolled: "Enrolled",
  withdrawn: "Withdrawn",
};

export function statusLabel(status: string): string {
  return isApplicationStatus(status) ? STATUS_LABELS[status] : status.replace(/_/g, " ");
}

/** What the status means for the family and what happens next, in plain words. */
export const STATUS_FOR_FAMILIES: Readonly<Record<ApplicationStatus, { meaning: string; nextStep: string }>> = {
  submitted: {
    meaning: "We have received your application.",
    nextStep: "Our admissions team will start reviewing it within 2-3 business days.",
  },
  under_review: {
    meaning: "Our admissions team is reviewing your application.",
    nextStep: "We may contact you for records or a short placement conversation. You will get an email as soon as we decide.",
  },
  offered: {
    meaning: "Your child has been offered a place.",
    nextStep: "Reply to the offer email or call admissions to accept the place and choose a start date.",
  },
  waitlisted: {
    meaning: "Your child is on the waiting list for the requested grade.",
    nextStep: "We will email you as soon as a place opens. You do not need to apply again.",
  },
  not_offered: {
    meaning: "We are not able to offer a place at this time.",
    nextStep: "Contact admissions if you would like to talk about the decision or apply for a later start.",
  },
  enrolled: {
    meaning: "Your child is enrolled.",
    nextStep: "Watch for the welcome email with the start date, class schedule and student sign-in details.",
  },
  withdrawn: {
    meaning: "This application has been withdrawn.",
    nextStep: "Nothing more is needed. You are welcome to apply again at any time.",
  },
};

/** Staff decisions on a possible duplicate (applications.duplicate_decision). */
export const DUPLICATE_DECISIONS = ["merged", "dismissed"] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];
