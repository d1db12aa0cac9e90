/** THE rule of who may write to whom (common/learning/messaging-rule.ts), every pair of roles and links. */
import { describe, expect, it } from "vitest";
import { conversationRefusal, mayAnnounce, mayPost, mayWrite, reverseLink, type TeachingLink } from "../../common/learning/messaging-rule";
import { ROLES, type Role } from "../../common/roles";

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

describe("starting a conversation", () => {
  it("refuses nobody to write to", () => {
    expect(conversationRefusal(p("teacher"), [])).toBe("no_one");
  });

  it("never holds two children, the starter included", () => {
    const child = { role: "student" as const, link: "teaches" as const };
    expect(conversationRefusal(p("teacher"), [child])).toBeNull();
    expect(conversationRefusal(p("teacher"), [child, child])).toBe("two_children");
    expect(conversationRefusal(p("admin"), [child, child])).toBe("two_children");
    expect(conversationRefusal(p("student"), [{ role: "teacher", link: "taught_by" }, child])).toBe("two_children");
  });

  it("never puts a child in a conversation with another family", () => {
    const child = { role: "student" as const, link: "teaches" as const };
    const ownGuardian = { role: "guardian" as const, link: "teaches" as const, guardianOfChild: true };
    const otherGuardian = { role: "parent" as const, link: "teaches" as const, guardianOfChild: false };
    expect(conversationRefusal(p("teacher"), [child, ownGuardian])).toBeNull();
    expect(conversationRefusal(p("teacher"), [child, ownGuardian, otherGuardian])).toBe("other_family");
    expect(conversationRefusal(p("admin"), [child, otherGuardian])).toBe("other_family");
    // Without a child, families of the class may be together (the office with two families).
    expect(conversationRefusal(p("admin"), [otherGuardian, ownGuardian])).toBeNull();
  });

  it("needs the starter to be allowed to write to every member", () => {
    expect(conversationRefusal(p("guardian"), [{ role: "teacher", link: "taught_by" }, { role: "admin", link: "none" }])).toBeNull();
    expect(conversationRefusal(p("guardian"), [{ role: "teacher", link: "taught_by" }, { role: "guardian", link: "none" }])).toBe("not_allowed");
    expect(conversationRefusal(p("teacher"), [{ role: "guardian", link: "none" }])).toBe("not_allowed");
    expect(conversationRefusal(p("student"), [{ role: "teacher", link: "none" }])).toBe("not_allowed");
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
    expect(mayPost(p("parent"), { kind: "group" }, { role: "teacher", link: "taught_by" }, [{ role: "parent", link: "none" }])).toBe(true);
  });
});
