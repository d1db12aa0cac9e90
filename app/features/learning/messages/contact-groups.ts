/**
 * The composer's contacts grouped by child and searched (issue 33): pure, so the screen only draws.
 * A child's group holds the child (when a contact) and each guardian, or, for a family, the teachers
 * who teach that child; everyone else (colleagues, the office) is in the staff group. The groups only
 * rearrange the contacts the server offered: nobody is added.
 */
import { messagingGroup } from "#common/learning/messaging-rule";
import type { Contact } from "#common/schemas/learning/messages";

export interface GroupMember {
  contact: Contact;
  /** A guardian's relationship to this group's child as the family gave it, else null. */
  relationship: string | null;
}

export interface ContactGroup {
  /** `child:<studentId>`, `staff`, or `others`. */
  key: string;
  /** The group's child, or null for the staff group. */
  child: { studentId: string; name: string } | null;
  classNames: string[];
  members: GroupMember[];
}

export interface ClassFold {
  /** The class's name, or null for the children in none of them (the office's). */
  className: string | null;
  groups: ContactGroup[];
}

export const STAFF_GROUP = "staff";
/** The office's contacts of a family with no child linked (a guardian not yet linked). */
export const OTHERS_GROUP = "others";

/** Text as search compares it: without accents (NFD, marks removed), lower case, spaces collapsed. */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

const byName = (a: GroupMember, b: GroupMember) => a.contact.name.localeCompare(b.contact.name) || a.contact.id.localeCompare(b.contact.id);

/** The child first, then the others by name. */
const childFirst = (a: GroupMember, b: GroupMember) => Number(b.contact.role === "student") - Number(a.contact.role === "student") || byName(a, b);

/** Contacts in groups: each child's, by the child's name, then the staff group and the others' (when anyone is in them). */
export function groupContacts(contacts: readonly Contact[]): ContactGroup[] {
  const byChild = new Map<string, ContactGroup>();
  const staff: GroupMember[] = [];
  const others: GroupMember[] = [];
  for (const contact of contacts) {
    if (!contact.children?.length) (isStaff(contact) ? staff : others).push({ contact, relationship: null });
    for (const child of contact.children ?? []) {
      const group = byChild.get(child.studentId) ?? {
        key: `child:${child.studentId}`,
        child: { studentId: child.studentId, name: child.name },
        classNames: [],
        members: [],
      };
      for (const name of child.classNames) if (!group.classNames.includes(name)) group.classNames.push(name);
      group.members.push({ contact, relationship: child.relationship });
      byChild.set(child.studentId, group);
    }
  }
  const children = [...byChild.values()]
    .map((g) => ({ ...g, members: g.members.sort(childFirst), classNames: g.classNames.sort((a, b) => a.localeCompare(b)) }))
    .sort((a, b) => a.child!.name.localeCompare(b.child!.name) || a.key.localeCompare(b.key));
  const ungrouped = (key: string, members: GroupMember[]): ContactGroup[] =>
    members.length ? [{ key, child: null, classNames: [], members: members.sort(byName) }] : [];
  return [...children, ...ungrouped(STAFF_GROUP, staff), ...ungrouped(OTHERS_GROUP, others)];
}

const isStaff = (contact: Contact) => ["teacher", "office"].includes(messagingGroup(contact.role));

/**
 * The groups a search finds. Every word must appear (without accents or case): a child's group is
 * found whole by the child's name, a guardian's or teacher's name in it, or a class's name, so typing
 * a parent's name shows their child's family; the staff and others' groups keep only the people whose
 * name matches. An empty search finds everything.
 */
export function searchGroups(groups: readonly ContactGroup[], query: string): ContactGroup[] {
  const words = searchable(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...groups];
  const matches = (...texts: string[]) => {
    const haystack = texts.map(searchable).join("\n");
    return words.every((w) => haystack.includes(w));
  };
  return groups.flatMap((group) => {
    if (group.child) return matches(group.child.name, ...group.classNames, ...group.members.map((m) => m.contact.name)) ? [group] : [];
    const members = group.members.filter((m) => matches(m.contact.name));
    return members.length ? [{ ...group, members }] : [];
  });
}

/** The children's groups folded by class (a child in two classes is in both), by class name; those in no class last. */
export function foldByClass(groups: readonly ContactGroup[]): ClassFold[] {
  const folds = new Map<string | null, ContactGroup[]>();
  for (const group of groups) {
    if (!group.child) continue;
    for (const className of group.classNames.length ? group.classNames : [null]) folds.set(className, [...(folds.get(className) ?? []), group]);
  }
  return [...folds]
    .map(([className, inClass]) => ({ className, groups: inClass }))
    .sort((a, b) => (a.className === null ? 1 : b.className === null ? -1 : a.className.localeCompare(b.className)));
}

/**
 * The ids "Whole family" picks: the group's child and guardians among the contacts (so the child only
 * when the sender may write to children). Empty for a family's group of teachers and the staff group.
 */
export function wholeFamily(group: ContactGroup): string[] {
  if (!group.child) return [];
  const family = group.members.filter((m) => ["child", "family"].includes(messagingGroup(m.contact.role)));
  return family.length > 1 ? [...new Set(family.map((m) => m.contact.id))] : [];
}
