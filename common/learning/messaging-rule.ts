/**
 * Who may write to whom (issue 17, "Messaging"; docs/api/messages.md): THE rule, as a pure function
 * of roles and relations. The server alone applies it (server/learning/access.ts works out the
 * relations from the tables and asks this); the client only shows what the server offers.
 *
 * - A child writes only to their current teachers: never to another child, a guardian or the office.
 * - A guardian writes to their children's current teachers and to the office (admins).
 * - A teacher writes to the children of their classes and those children's guardians, and to
 *   colleagues (teachers and the office).
 * - The office (admin, super_admin) writes to anyone.
 *
 * A group (a conversation of more than two) is formed only by people who may write to each member
 * and never holds two children. Everyone in a group reads everyone else's posts, so every PAIR of its
 * members must be allowed to share a conversation: one of the two may write to the other directly, or
 * they are one family (a child and their guardian, two guardians of one child). Two unrelated families,
 * or a child and another family, are never in one group, whoever formed it; this is checked when the
 * group is formed and again for the sender on every post (relationships change). Only a class
 * announcement, started by a teacher of the class or the office, reaches a whole class: its readers
 * do not see each other and its replies go to the starter alone.
 */
import { ADMIN_ROLES, type Role } from "../roles";

/**
 * How the writer stands to the person written to, as far as teaching goes:
 * - `teaches`: the writer teaches the person now (a child enrolled in one of the writer's classes) or
 *   one of the person's children (a guardian);
 * - `taught_by`: the person teaches the writer now, or one of the writer's children;
 * - `none`: neither.
 */
export type TeachingLink = "teaches" | "taught_by" | "none";

export interface Party {
  role: Role;
}

export type MessagingGroup = "office" | "teacher" | "family" | "child";

export function messagingGroup(role: Role): MessagingGroup {
  if ((ADMIN_ROLES as readonly string[]).includes(role)) return "office";
  if (role === "teacher") return "teacher";
  if (role === "student") return "child";
  return "family";
}

/** Whether `writer` may write to `reader`, given how the writer stands to the reader. */
export function mayWrite(writer: Party, reader: Party, link: TeachingLink): boolean {
  const from = messagingGroup(writer.role);
  const to = messagingGroup(reader.role);
  switch (from) {
    case "office":
      return true;
    case "teacher":
      return to === "office" || to === "teacher" || ((to === "child" || to === "family") && link === "teaches");
    case "family":
      return to === "office" || (to === "teacher" && link === "taught_by");
    case "child":
      return to === "teacher" && link === "taught_by";
  }
}

/** The link seen from the other side: if I teach you, you are taught by me. */
export function reverseLink(link: TeachingLink): TeachingLink {
  return link === "teaches" ? "taught_by" : link === "taught_by" ? "teaches" : "none";
}

/** How one person stands to another: the teaching link (from the first to the second) and whether they are one family. */
export interface Relation {
  link: TeachingLink;
  /** One family: a child and one of their guardians, or two guardians of the same child. */
  family?: boolean;
}

export interface Member extends Party, Relation {}

/**
 * Whether two people may be in one conversation, reading each other's posts: one of them may write to
 * the other directly (a child answers the office, which may write to them), or they are one family.
 * `relation` is how `a` stands to `b`.
 */
export function mayShareConversation(a: Party, b: Party, relation: Relation): boolean {
  return relation.family === true || mayWrite(a, b, relation.link) || mayWrite(b, a, reverseLink(relation.link));
}

export type ConversationRefusal = "not_allowed" | "two_children" | "other_family" | "families_apart" | "not_together" | "no_one" | "announcement_starter";

/** Why two members may not share a conversation, by who they are. */
function pairRefusal(a: Party, b: Party): ConversationRefusal {
  const groups = [messagingGroup(a.role), messagingGroup(b.role)];
  if (groups.includes("child") && groups.includes("family")) return "other_family";
  if (groups[0] === "family" && groups[1] === "family") return "families_apart";
  return "not_together";
}

/**
 * Whether `starter` may start a conversation with `members` (everyone but the starter): the starter
 * may write to each member, a conversation holds at most one child (the starter included), and every
 * two members may share a conversation (`between(a, b)`: how `a` stands to `b`), so a child is never
 * with another family and two families are never together. Answers null when allowed, else why not.
 */
export function conversationRefusal<M extends Member>(starter: Party, members: readonly M[], between: (a: M, b: M) => Relation): ConversationRefusal | null {
  if (members.length === 0) return "no_one";
  const children = members.filter((m) => messagingGroup(m.role) === "child").length + (messagingGroup(starter.role) === "child" ? 1 : 0);
  if (children > 1) return "two_children";
  if (members.some((member) => !mayWrite(starter, member, member.link))) return "not_allowed";
  for (const [i, a] of members.entries()) for (const b of members.slice(i + 1)) if (!mayShareConversation(a, b, between(a, b))) return pairRefusal(a, b);
  return null;
}

/** Who may start a class announcement: a teacher of the class (`teachesClass`) or the office. */
export function mayAnnounce(starter: Party, teachesClass: boolean): boolean {
  const group = messagingGroup(starter.role);
  return group === "office" || (group === "teacher" && teachesClass);
}

/**
 * Whether a participant may post in a conversation (every send is checked again: a child who left
 * the class no longer writes to its teacher). `starter` is how the sender stands to the one who
 * started it (null when the sender started it); `others` how the sender stands to every other
 * participant (the starter included), that is to everyone who will read the post.
 *
 * - In an announcement only its starter posts (the others' replies go to the starter alone).
 * - The starter must still be allowed to write to every other participant.
 * - Anyone else answers the starter: they must be allowed to write to the starter, or the starter
 *   still to them (a child answers the office, which wrote first; a parent answers the teacher of
 *   their child in the group the teacher formed with both parents); and they must still be allowed
 *   to share the conversation with every other participant (a family whose child left the class no
 *   longer writes into a group with its teacher, even one the office formed).
 */
export function mayPost(
  sender: Party,
  conversation: { kind: "direct" | "group" | "announcement" },
  starter: Member | null,
  others: readonly Member[],
): boolean {
  if (starter === null) return conversation.kind === "announcement" || others.every((o) => mayWrite(sender, o, o.link));
  if (conversation.kind === "announcement") return false;
  const answersStarter = mayWrite(sender, starter, starter.link) || mayWrite(starter, sender, reverseLink(starter.link));
  return answersStarter && others.every((o) => mayShareConversation(sender, o, o));
}
