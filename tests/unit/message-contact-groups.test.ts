/**
 * The composer's contacts grouped by child and searched (issue 33,
 * app/features/learning/messages/contact-groups.ts): a child's group holds the child and each
 * guardian with their relationship; a search ignores accents and case, and a guardian's name finds
 * their child's whole group; an empty search finds everything; "Whole family" picks the child's own
 * people only; long lists fold by class; staff and unlinked families are apart.
 */
import { describe, expect, it } from "vitest";
import { foldByClass, groupContacts, searchable, searchGroups, wholeFamily } from "../../app/features/learning/messages/contact-groups";
import type { Contact } from "#common/schemas/learning/messages";

const jonah = { studentId: "s-jonah", name: "Jonah Vandermeer", classNames: ["Otters"] };
const zoe = { studentId: "s-zoe", name: "Zoë Núñez", classNames: ["Otters", "Art 3"] };

const teacherContacts: Contact[] = [
  { id: "u-jonah", name: "Jonah Vandermeer", role: "student", children: [{ ...jonah, relationship: null }] },
  { id: "u-rashid", name: "Rashid Vandermeer", role: "guardian", children: [{ ...jonah, relationship: "father" }] },
  { id: "u-ines", name: "Inés Vandermeer", role: "parent", children: [{ ...jonah, relationship: "mother" }] },
  { id: "u-zoe", name: "Zoë Núñez", role: "student", children: [{ ...zoe, relationship: null }] },
  { id: "u-maria", name: "María Núñez", role: "guardian", children: [{ ...zoe, relationship: null }] },
  { id: "u-ruth", name: "Ruth Okafor", role: "teacher" },
  { id: "u-office", name: "School Office", role: "admin" },
];

const names = (groups: { members: { contact: Contact }[] }[]) => groups.map((g) => g.members.map((m) => m.contact.name));

describe("grouping the composer's contacts by child", () => {
  it("puts each child first in their group, then the guardians by name with their relationship, and the staff last", () => {
    const groups = groupContacts(teacherContacts);
    expect(groups.map((g) => g.child?.name ?? g.key)).toEqual(["Jonah Vandermeer", "Zoë Núñez", "staff"]);
    expect(names(groups)).toEqual([
      ["Jonah Vandermeer", "Inés Vandermeer", "Rashid Vandermeer"],
      ["Zoë Núñez", "María Núñez"],
      ["Ruth Okafor", "School Office"],
    ]);
    expect(groups[0]!.members.map((m) => m.relationship)).toEqual([null, "mother", "father"]);
    expect(groups[1]!.classNames).toEqual(["Art 3", "Otters"]);
  });

  it("puts a guardian of two children of the class in both groups", () => {
    const both: Contact = {
      id: "u-sam",
      name: "Sam Lee",
      role: "guardian",
      children: [
        { ...jonah, relationship: "uncle" },
        { ...zoe, relationship: "grandfather" },
      ],
    };
    const groups = groupContacts([...teacherContacts, both]);
    expect(groups[0]!.members.find((m) => m.contact.id === "u-sam")?.relationship).toBe("uncle");
    expect(groups[1]!.members.find((m) => m.contact.id === "u-sam")?.relationship).toBe("grandfather");
  });

  it("keeps a guardian with no child linked (the office's contact) out of the staff group", () => {
    const groups = groupContacts([...teacherContacts, { id: "u-new", name: "New Parent", role: "parent" }]);
    expect(groups.map((g) => g.key)).toEqual(["child:s-jonah", "child:s-zoe", "staff", "others"]);
    expect(names(groups.slice(2))).toEqual([["Ruth Okafor", "School Office"], ["New Parent"]]);
  });

  it("groups a family's teachers under each of their children", () => {
    const groups = groupContacts([
      { id: "u-ruth", name: "Ruth Okafor", role: "teacher", children: [{ ...jonah, relationship: null }] },
      { id: "u-office", name: "School Office", role: "admin" },
    ]);
    expect(groups.map((g) => g.key)).toEqual(["child:s-jonah", "staff"]);
    expect(wholeFamily(groups[0]!)).toEqual([]);
  });
});

describe("searching the groups", () => {
  const groups = groupContacts(teacherContacts);

  it("ignores accents and case, both ways", () => {
    expect(searchable("  Zoë   NÚÑEZ ")).toBe("zoe nunez");
    expect(searchGroups(groups, "zoe").map((g) => g.key)).toEqual(["child:s-zoe"]);
    expect(searchGroups(groups, "NÚÑ").map((g) => g.key)).toEqual(["child:s-zoe"]);
    expect(searchGroups(groups, "ines").map((g) => g.key)).toEqual(["child:s-jonah"]);
  });

  it("shows the child's whole group when a guardian's name matches", () => {
    const [found, ...rest] = searchGroups(groups, "rashid");
    expect(rest).toEqual([]);
    expect(found!.child?.name).toBe("Jonah Vandermeer");
    expect(found!.members.map((m) => m.contact.name)).toEqual(["Jonah Vandermeer", "Inés Vandermeer", "Rashid Vandermeer"]);
  });

  it("finds by class name, and every word must match", () => {
    expect(searchGroups(groups, "art").map((g) => g.key)).toEqual(["child:s-zoe"]);
    expect(searchGroups(groups, "otters").map((g) => g.key)).toEqual(["child:s-jonah", "child:s-zoe"]);
    expect(searchGroups(groups, "otters rashid").map((g) => g.key)).toEqual(["child:s-jonah"]);
    expect(searchGroups(groups, "rashid maria")).toEqual([]);
  });

  it("keeps in the staff group only the people whose name matches", () => {
    expect(names(searchGroups(groups, "okafor"))).toEqual([["Ruth Okafor"]]);
  });

  it("finds everything for an empty search", () => {
    expect(searchGroups(groups, "")).toEqual(groups);
    expect(searchGroups(groups, "   ")).toEqual(groups);
  });
});

describe("whole family and class folds", () => {
  const groups = groupContacts(teacherContacts);

  it("picks the child and the guardians of the group, never the staff", () => {
    expect(wholeFamily(groups[0]!).sort()).toEqual(["u-ines", "u-jonah", "u-rashid"]);
    expect(wholeFamily(groups[2]!)).toEqual([]);
  });

  it("picks only the guardians when the child is not a contact", () => {
    const withoutChild = groupContacts(teacherContacts.filter((c) => c.role !== "student"));
    expect(wholeFamily(withoutChild[0]!).sort()).toEqual(["u-ines", "u-rashid"]);
  });

  it("folds the children by class (a child in two classes is in both), the children in no class last", () => {
    const loose: Contact = {
      id: "u-kim",
      name: "Kim Ito",
      role: "guardian",
      children: [{ studentId: "s-kai", name: "Kai Ito", classNames: [], relationship: null }],
    };
    const folds = foldByClass(groupContacts([...teacherContacts, loose]));
    expect(folds.map((f) => [f.className, f.groups.map((g) => g.child?.name)])).toEqual([
      ["Art 3", ["Zoë Núñez"]],
      ["Otters", ["Jonah Vandermeer", "Zoë Núñez"]],
      [null, ["Kai Ito"]],
    ]);
  });
});
