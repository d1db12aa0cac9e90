/**
 * The admissions state machine (common/application-status.ts): every move from every status is
 * checked against the table written out here by hand, so a change to the machine is a deliberate
 * change to this test too.
 */
import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  canTransition,
  isApplicationStatus,
  STATUS_FOR_FAMILIES,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  statusLabel,
  type ApplicationStatus,
} from "#common/application-status";

const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ["under_review", "withdrawn"],
  under_review: ["offered", "waitlisted", "not_offered", "withdrawn"],
  waitlisted: ["offered", "not_offered", "withdrawn"],
  offered: ["enrolled", "withdrawn"],
  not_offered: ["under_review", "withdrawn"],
  enrolled: ["withdrawn"],
  withdrawn: [],
};

const allMoves = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe("application status machine", () => {
  it("has exactly the seven statuses of the issue", () => {
    expect([...APPLICATION_STATUSES]).toEqual(["submitted", "under_review", "offered", "waitlisted", "not_offered", "enrolled", "withdrawn"]);
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it.each(allMoves.filter(([from, to]) => ALLOWED[from].includes(to)))("allows %s -> %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(STATUS_TRANSITIONS[from]).toContain(to);
  });

  it.each(allMoves.filter(([from, to]) => !ALLOWED[from].includes(to)))("refuses %s -> %s", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(STATUS_TRANSITIONS[from]).not.toContain(to);
  });

  it("lists the allowed moves of each status exactly", () => {
    for (const status of APPLICATION_STATUSES) expect([...STATUS_TRANSITIONS[status]].sort(), status).toEqual([...ALLOWED[status]].sort());
  });

  it("never allows staying in the same status", () => {
    for (const status of APPLICATION_STATUSES) expect(canTransition(status, status), status).toBe(false);
  });

  it("reaches withdrawn from every status but withdrawn, which is final", () => {
    for (const status of APPLICATION_STATUSES) expect(canTransition(status, "withdrawn"), status).toBe(status !== "withdrawn");
    expect(STATUS_TRANSITIONS.withdrawn).toEqual([]);
  });

  it("refuses unknown statuses on either side", () => {
    for (const [from, to] of [
      ["submitted", "accepted"],
      ["accepted", "submitted"],
      ["", "under_review"],
      ["Submitted", "under_review"],
      ["submitted", "UNDER_REVIEW"],
      ["__proto__", "withdrawn"],
      ["constructor", "withdrawn"],
    ]) {
      expect(canTransition(from!, to!), `${from} -> ${to}`).toBe(false);
    }
    expect(isApplicationStatus("toString")).toBe(false);
    expect(isApplicationStatus(undefined)).toBe(false);
  });

  it("every status reachable from submitted, every status has a label and family words", () => {
    const seen = new Set<ApplicationStatus>(["submitted"]);
    const queue: ApplicationStatus[] = ["submitted"];
    while (queue.length)
      for (const next of STATUS_TRANSITIONS[queue.shift()!])
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
    expect([...seen].sort()).toEqual([...APPLICATION_STATUSES].sort());
    for (const status of APPLICATION_STATUSES) {
      expect(STATUS_LABELS[status]).toMatch(/^[A-Z]/);
      expect(statusLabel(status)).toBe(STATUS_LABELS[status]);
      expect(STATUS_FOR_FAMILIES[status].meaning).toMatch(/\.$/);
      expect(STATUS_FOR_FAMILIES[status].nextStep).toMatch(/\.$/);
    }
    expect(statusLabel("on_hold")).toBe("on hold");
  });
});
