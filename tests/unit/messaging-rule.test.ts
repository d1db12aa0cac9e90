/** THE rule of who may write to whom (common/learning/messaging-rule.ts), every pair of roles and links. */
import { describe, expect, it } from "vitest";
import {
  conversationRefusal,
  mayAnnounce,
  mayPost,
  mayShareConversation,
  mayWrite,
  reverseLink,
  type Member,
  type Relation,
  type TeachingLink,
} from "#common/learning/messaging-rule";
import { ROLES, type Role } from "#common/roles";

const LINKS: TeachingLink[] = ["teaches", "taught_by", "none"];
const p = (role: Role) => ({ role });

/** The expected answer, written out as the issue states it. */
function expected(from: Role, to: Role, link: TeachingLink): boolean {
  const office = (r: Role) => r === "admin" || r === "super_admin";
  const family = (r: Role) => r === "guardian" || r === "parent";
  if (office(from)) return true;
  if (from === "teacher") return office(to) || to === "teacher" || ((to === "student" || family(to)) && link === "teaches");
  if (family(from)) return office(to) || (to === "teacher" && link === "taught_by");
  return to === "teacher" && link === "taught_by";
}

describe("who may write to whom", () => {
  for (const from of ROLES)
    for (const to of ROLES)
      for (const link of LINKS)
        it(`${from} to ${to} (${link}): ${expected(from, to, link) ? "allowed" : "refused"}`, () => {
          expect(mayWrite(p(from), p(to), link)).toBe(expected(from, to, link));
        });

  it("a child never writes to another child, a guardian or the office, whatever the link", () => {
    for (const to of ["student", "guardian", "parent", "admin", "super_admin"] as const)
      for (const link of LINKS) expect(mayWrite(p("student"), p(to), link)).toBe(false);
  });

  it("a child writes to a teacher only while taught by them", () => {
    expect(mayWrite(p("student"), p("teacher"), "taught_by")).toBe(true);
    expect(mayWrite(p("student"), p("teacher"), "none")).toBe(false);
  });

  it("reverses a link", () => {
    expect(reverseLink("teaches")).toBe("taught_by");
    expect(reverseLink("taught_by")).toBe("teaches");
    expect(reverseLink("none")).toBe("none");
  });
});

/** Members who stand to each other as `relation` says (by default: no teaching link, not one family). */
const apart = (): Relation => ({ link: "none" });
const refusal = (starter: Role, members: Member[], between: (a: Member, b: Member) => Relation = apart) => conversationRefusal(p(starter), members, between);

describe("who may share a conversation (every pair of a group)", () => {
  it("exactly when one of the two may write to the other, or they are one family: every pair of roles and links", () => {
    for (const a of ROLES)
      for (const b of ROLES)
        for (const link of LINKS) {
          const direct = expected(a, b, link) || expected(b, a, reverseLink(link));
          expect(mayShareConversation(p(a), p(b), { link }), `${a} and ${b} (${link})`).toBe(direct);
          expect(mayShareConversation(p(a), p(b), { link, family: true }), `${a} and ${b} (${link}), one family`).toBe(true);
        }
  });

  it("never two families, nor a child with another family; a child with their own family, two guardians of one child", () => {
    expect(mayShareConversation(p("guardian"), p("parent"), { link: "none" })).toBe(false);
    expect(mayShareConversation(p("parent"), p("parent"), { link: "none" })).toBe(false);
    expect(mayShareConversation(p("student"), p("guardian"), { link: "none" })).toBe(false);
    expect(mayShareConversation(p("student"), p("guardian"), { link: "none", family: true })).toBe(true);
    expect(mayShareConversation(p("guardian"), p("parent"), { link: "none", family: true })).toBe(true);
  });

  it("a teacher and a child or family only while the teacher teaches the child; the office with anyone", () => {
    expect(mayShareConversation(p("teacher"), p("student"), { link: "teaches" })).toBe(true);
    expect(mayShareConversation(p("guardian"), p("teacher"), { link: "taught_by" })).toBe(true);
    expect(mayShareConversation(p("teacher"), p("guardian"), { link: "none" })).toBe(false);
    expect(mayShareConversation(p("student"), p("admin"), { link: "none" })).toBe(true);
    expect(mayShareConversation(p("teacher"), p("teacher"), { link: "none" })).toBe(true);
  });
});

describe("starting a conversation", () => {
  it("refuses nobody to write to", () => {
    expect(refusal("teacher", [])).toBe("no_one");
  });

  it("never holds two children, the starter included", () => {
    const child: Member = { role: "student", link: "teaches" };
    expect(refusal("teacher", [child])).toBeNull();
    expect(refusal("teacher", [child, child])).toBe("two_children");
    expect(refusal("admin", [child, child])).toBe("two_children");
    expect(refusal("student", [{ role: "teacher", link: "taught_by" }, child])).toBe("two_children");
  });

  it("never puts a child in a conversation with another family", () => {
    const child: Member = { role: "student", link: "teaches" };
    const ownGuardian: Member = { role: "guardian", link: "teaches" };
    const otherGuardian: Member = { role: "parent", link: "teaches" };
    const ownFamily = (a: Member, b: Member): Relation => ({ link: "none", family: [a, b].every((m) => m === child || m === ownGuardian) });
    expect(refusal("teacher", [child, ownGuardian], ownFamily)).toBeNull();
    expect(refusal("teacher", [child, ownGuardian, otherGuardian], ownFamily)).toBe("other_family");
    expect(refusal("admin", [child, otherGuardian], ownFamily)).toBe("other_family");
  });

  it("never puts two families in one group, whoever forms it; one family's guardians may be together", () => {
    const guardian: Member = { role: "guardian", link: "teaches" };
    const parent: Member = { role: "parent", link: "teaches" };
    expect(refusal("teacher", [guardian, parent])).toBe("families_apart");
    expect(
      refusal("admin", [
        { role: "guardian", link: "none" },
        { role: "parent", link: "none" },
      ]),
    ).toBe("families_apart");
    expect(refusal("teacher", [guardian, parent], () => ({ link: "none", family: true }))).toBeNull();
    // A family with the office, or with a colleague who teaches their child, is fine.
    expect(refusal("teacher", [guardian, { role: "admin", link: "none" }])).toBeNull();
    expect(refusal("teacher", [guardian, { role: "teacher", link: "none" }], () => ({ link: "taught_by" }))).toBeNull();
  });

  it("never puts a child or family with a teacher who does not teach the child", () => {
    expect(
      refusal("teacher", [
        { role: "student", link: "teaches" },
        { role: "teacher", link: "none" },
      ]),
    ).toBe("not_together");
    expect(
      refusal("admin", [
        { role: "guardian", link: "none" },
        { role: "teacher", link: "none" },
      ]),
    ).toBe("not_together");
    expect(
      refusal(
        "admin",
        [
          { role: "student", link: "none" },
          { role: "teacher", link: "none" },
        ],
        () => ({ link: "taught_by" }),
      ),
    ).toBeNull();
  });

  it("needs the starter to be allowed to write to every member", () => {
    expect(
      refusal("guardian", [
        { role: "teacher", link: "taught_by" },
        { role: "admin", link: "none" },
      ]),
    ).toBeNull();
    expect(
      refusal("guardian", [
        { role: "teacher", link: "taught_by" },
        { role: "guardian", link: "none" },
      ]),
    ).toBe("not_allowed");
    expect(refusal("teacher", [{ role: "guardian", link: "none" }])).toBe("not_allowed");
    expect(refusal("student", [{ role: "teacher", link: "none" }])).toBe("not_allowed");
  });

  it("lets only a teacher of the class or the office announce", () => {
    expect(mayAnnounce(p("teacher"), true)).toBe(true);
    expect(mayAnnounce(p("teacher"), false)).toBe(false);
    expect(mayAnnounce(p("admin"), false)).toBe(true);
    for (const role of ["guardian", "parent", "student"] as const) expect(mayAnnounce(p(role), true)).toBe(false);
  });
});

describe("posting in a conversation", () => {
  it("lets only the starter post in an announcement", () => {
    expect(mayPost(p("teacher"), { kind: "announcement" }, null, [{ role: "guardian", link: "none" }])).toBe(true);
    expect(mayPost(p("guardian"), { kind: "announcement" }, { role: "teacher", link: "taught_by" }, [])).toBe(false);
  });

  it("checks the starter against every other participant again", () => {
    expect(mayPost(p("teacher"), { kind: "direct" }, null, [{ role: "student", link: "teaches" }])).toBe(true);
    // The child left the class.
    expect(mayPost(p("teacher"), { kind: "direct" }, null, [{ role: "student", link: "none" }])).toBe(false);
  });

  it("lets the others answer the starter while either may write to the other", () => {
    // A child answers their teacher; no longer once they left the class.
    expect(mayPost(p("student"), { kind: "direct" }, { role: "teacher", link: "taught_by" }, [])).toBe(true);
    expect(mayPost(p("student"), { kind: "direct" }, { role: "teacher", link: "none" }, [])).toBe(false);
    // A child answers the office, which wrote first.
    expect(mayPost(p("student"), { kind: "direct" }, { role: "admin", link: "none" }, [])).toBe(true);
    // A parent answers in the group the teacher formed with both parents.
    const teacher: Member = { role: "teacher", link: "taught_by" };
    expect(mayPost(p("parent"), { kind: "group" }, teacher, [teacher, { role: "parent", link: "none", family: true }])).toBe(true);
  });

  it("lets the others post only while they may share the conversation with everyone who reads it", () => {
    const teacher: Member = { role: "teacher", link: "taught_by" };
    // Another family in the teacher's group (formed before groups were checked pair by pair).
    expect(mayPost(p("parent"), { kind: "group" }, teacher, [teacher, { role: "guardian", link: "none" }])).toBe(false);
    // The office formed a group with a family and their child's teacher; then the child left the class.
    const office: Member = { role: "admin", link: "none" };
    expect(mayPost(p("guardian"), { kind: "group" }, office, [office, teacher])).toBe(true);
    expect(mayPost(p("guardian"), { kind: "group" }, office, [office, { role: "teacher", link: "none" }])).toBe(false);
    expect(mayPost(p("teacher"), { kind: "group" }, office, [office, { role: "guardian", link: "none" }])).toBe(false);
    // The office itself still writes to everyone.
    expect(
      mayPost(p("admin"), { kind: "group" }, null, [
        { role: "teacher", link: "none" },
        { role: "guardian", link: "none" },
      ]),
    ).toBe(true);
  });
});
