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
 * A group (a conversation of more than two) is formed only by people who may write to each member,
 * never holds two children, and a group with a child holds no family but the child's own; only a class announcement, started by a teacher of the class or the
 * office, reaches a whole class, and its replies go to the teacher alone.
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

export interface Member extends Party {
  /** How the starter (or the sender) stands to this member. */
  link: TeachingLink;
  /** For a family member of a conversation that holds a child: whether they are that child's guardian. */
  guardianOfChild?: boolean;
}

export type ConversationRefusal = "not_allowed" | "two_children" | "other_family" | "no_one" | "announcement_starter";

/**
 * Whether `starter` may start a conversation with `members` (everyone but the starter): the starter
 * may write to each member, a conversation holds at most one child (the starter included), and one
 * that holds a child holds no family member who is not that child's guardian (a child is never in a
 * conversation with another family). Answers null when allowed, else why not.
 */
export function conversationRefusal(starter: Party, members: readonly Member[]): ConversationRefusal | null {
  if (members.length === 0) return "no_one";
  const children = members.filter((m) => messagingGroup(m.role) === "child").length + (messagingGroup(starter.role) === "child" ? 1 : 0);
  if (children > 1) return "two_children";
  if (members.some((member) => !mayWrite(starter, member, member.link))) return "not_allowed";
  if (children === 1 && members.some((m) => messagingGroup(m.role) === "family" && !m.guardianOfChild)) return "other_family";
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
 * participant.
 *
 * - In an announcement only its starter posts (the others' replies go to the starter alone).
 * - The starter must still be allowed to write to every other participant.
 * - Anyone else answers the starter: they must be allowed to write to the starter, or the starter
 *   still to them (a child answers the office, which wrote first; a parent answers the teacher of
 *   their child in the group the teacher formed with both parents).
 */
export function mayPost(
  sender: Party,
  conversation: { kind: "direct" | "group" | "announcement" },
  starter: Member | null,
  others: readonly Member[],
): boolean {
  if (starter === null) return conversation.kind === "announcement" || others.every((o) => mayWrite(sender, o, o.link));
  if (conversation.kind === "announcement") return false;
  return mayWrite(sender, starter, starter.link) || mayWrite(starter, sender, reverseLink(starter.link));
}
