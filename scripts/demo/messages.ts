/**
 * The demo school's messages (issue 17): families writing to their child's homeroom teacher and the
 * teacher answering, a child asking their teacher a question, class announcements to families and to
 * children, one message its sender withdrew, and one report waiting in the office's safeguarding
 * queue. Every conversation obeys THE rule of who may write to whom (common/learning/messaging-rule.ts):
 * guardians and children write only to their own child's or their own teachers.
 */
import type { Tx } from "../../server/db/client";
import { conversationParticipants, conversations, messageReports, messages } from "../../server/db/schema";
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "#common/calendar-date";
import { zonedDateTime, zonedInstant } from "#common/time-zone";
import type { Language } from "#common/i18n/languages";
import type { DemoPlan, PlannedClass } from "./plan";
import { knownAs } from "#common/learning/child-name";

/**
 * When a message was written: school days before the demo's last school day and the wall-clock time at the
 * school. Teachers write in school hours, families before and after them.
 */
type WrittenAt = [daysBefore: number, time: string];

/** A Spanish-speaking family's exchange with the teacher, each in their own language (issue 32). */
const SPANISH_FAMILY_THREAD: { from: "guardian" | "teacher"; language: Language; text: (child: string) => string; at: WrittenAt }[] = [
  {
    from: "teacher",
    language: "en",
    text: (c) => `${c} did a wonderful job in reading group today. Please keep reading together at home for ten minutes each evening.`,
    at: [2, "12:30"],
  },
  { from: "guardian", language: "es", text: () => "¡Muchas gracias, maestra! Leemos todas las noches. ¿Nos puede recomendar algún libro?", at: [1, "19:45"] },
  {
    from: "teacher",
    language: "en",
    text: (c) => `Of course! The class library has new picture books this week. Please ask ${c} to choose one on Friday.`,
    at: [0, "10:15"],
  },
];

/** A family's exchange with the teacher: who writes (guardian or teacher) and what, oldest first. */
const FAMILY_THREADS: { from: "guardian" | "teacher"; text: (child: string) => string; at: WrittenAt }[][] = [
  [
    {
      from: "guardian",
      text: (c) => `Hello! ${c} was unwell this morning and missed the first half of maths. Is there anything we should catch up on at home?`,
      at: [2, "07:40"],
    },
    {
      from: "teacher",
      text: (c) => `Thank you for letting me know. I hope ${c} feels better. The fractions practice is on the assignments page; ten minutes on it is plenty.`,
      at: [2, "12:15"],
    },
    { from: "guardian", text: () => "Perfect, we did it after dinner. Thank you!", at: [1, "19:30"] },
  ],
  [
    {
      from: "teacher",
      text: (c) => `Just a quick note: ${c} read aloud to the class today and did beautifully. Please tell them I said so!`,
      at: [1, "11:05"],
    },
    { from: "guardian", text: () => "That made our day. Thank you for telling us.", at: [1, "13:20"] },
  ],
  [
    { from: "guardian", text: (c) => `Could we find a time to talk about ${c}'s reading? We are not sure which books to choose at home.`, at: [0, "08:10"] },
    {
      from: "teacher",
      text: () =>
        "Of course. I have conference times next week on the calendar; pick any that suits you.\nUntil then, anything from the reading list at their level is a good choice.",
      at: [0, "10:45"],
    },
  ],
  [{ from: "guardian", text: (c) => `${c} will be picked up early on Friday for a dentist appointment, after the live maths class.`, at: [0, "16:50"] }],
];

const CHILD_QUESTION: { from: "child" | "teacher"; text: string; at: WrittenAt }[] = [
  { from: "child", text: "Do we need to draw a picture for the science work too?", at: [0, "09:35"] },
  { from: "teacher", text: "Yes please! One picture of your plant, with labels. You can take a photo of it.", at: [0, "11:50"] },
];

/**
 * The demo's last school day is today once the evening's messages are written (after 20:00 at the
 * school), otherwise the weekday before, so every message is in the past, at a time people write.
 */
function writtenAt(now: Date) {
  const today = zonedDateTime(now).date;
  const late = zonedDateTime(now).time >= "20:00";
  let anchor = parseCalendarDate(today)!;
  if (!late) anchor = addDays(anchor, -1);
  while (weekday(anchor) === 0 || weekday(anchor) === 6) anchor = addDays(anchor, -1);
  const schoolDaysBefore = (days: number) => {
    let day = anchor;
    for (let n = 0; n < days; n += 1) {
      day = addDays(day, -1);
      while (weekday(day) === 0 || weekday(day) === 6) day = addDays(day, -1);
    }
    return day;
  };
  return ([daysBefore, time]: WrittenAt) => new Date(zonedInstant(formatCalendarDate(schoolDaysBefore(daysBefore)), time));
}

function knownAsIn(plan: DemoPlan, studentKey: string) {
  return knownAs(plan.students.find((x) => x.key === studentKey)!);
}

function leadOf(cls: PlannedClass) {
  return (cls.staff.find((s) => s.role === "lead") ?? cls.staff[0])?.userKey;
}

export async function writeMessages(
  tx: Tx,
  plan: DemoPlan,
  o: { now: Date; idOf: (key: string) => string },
): Promise<{ conversations: number; messages: number }> {
  const at = writtenAt(o.now);
  let conversationCount = 0;
  let messageCount = 0;

  /** A conversation with its people and messages; `unreadBy` has not read the last message. */
  const write = async (
    convo: typeof conversations.$inferInsert,
    people: string[],
    lines: { sender: string; body: string; at: Date; withdrawn?: boolean; language?: Language }[],
    unreadBy: string[] = [],
  ) => {
    const [row] = await tx
      .insert(conversations)
      .values({ ...convo, lastMessageAt: lines.at(-1)!.at, createdAt: lines[0]!.at })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!row) return [];
    conversationCount += 1;
    const written: { id: string; seq: number; sender: string }[] = [];
    for (const line of lines) {
      const [m] = await tx
        .insert(messages)
        .values({
          conversationId: row.id,
          senderId: line.sender,
          body: line.body,
          language: line.language ?? "en",
          createdAt: line.at,
          withdrawnAt: line.withdrawn ? new Date(line.at.getTime() + 4 * 60_000) : null,
        })
        .returning({ id: messages.id, seq: messages.seq });
      written.push({ ...m!, sender: line.sender });
      messageCount += 1;
    }
    const last = written.at(-1)!.seq;
    const beforeLast = written.length > 1 ? written.at(-2)!.seq : 0;
    await tx
      .insert(conversationParticipants)
      .values(people.map((userId) => ({ conversationId: row.id, userId, joinedAt: lines[0]!.at, lastReadSeq: unreadBy.includes(userId) ? beforeLast : last })));
    return written;
  };

  const homerooms = plan.classes.filter((c) => c.subjectCode === "homeroom" && c.studentKeys.length > 0 && leadOf(c));
  // Families and their child's homeroom teacher.
  for (const [i, cls] of homerooms.slice(0, 6).entries()) {
    const teacher = o.idOf(leadOf(cls)!);
    const studentKey = cls.studentKeys[i % cls.studentKeys.length]!;
    const link = plan.links.find((l) => l.studentKey === studentKey);
    if (!link) continue;
    const guardian = o.idOf(link.guardianKey);
    const thread = FAMILY_THREADS[i % FAMILY_THREADS.length]!;
    const lines = thread.map((t) => ({ sender: t.from === "guardian" ? guardian : teacher, body: t.text(knownAsIn(plan, studentKey)), at: at(t.at) }));
    const lastFrom = lines.at(-1)!.sender;
    await write({ kind: "direct", startedBy: lines[0]!.sender, directKey: [guardian, teacher].sort().join(":") }, [guardian, teacher], lines, [
      lastFrom === guardian ? teacher : guardian,
    ]);
  }

  // A Spanish-speaking family and their child's homeroom teacher, each writing in their own language:
  // the family reads the teacher in Spanish and the teacher the family in English (translated when read).
  const spanish = homerooms
    .flatMap((cls) => cls.studentKeys.map((studentKey) => ({ cls, studentKey, link: plan.links.find((l) => l.studentKey === studentKey) })))
    .find(({ link }) => link && plan.guardians.find((g) => g.key === link.guardianKey)?.language === "es");
  if (spanish?.link) {
    const teacher = o.idOf(leadOf(spanish.cls)!);
    const guardian = o.idOf(spanish.link.guardianKey);
    const child = knownAsIn(plan, spanish.studentKey);
    await write(
      { kind: "direct", startedBy: teacher, directKey: [guardian, teacher].sort().join(":") },
      [guardian, teacher],
      SPANISH_FAMILY_THREAD.map((t) => ({ sender: t.from === "guardian" ? guardian : teacher, body: t.text(child), at: at(t.at), language: t.language })),
      [guardian],
    );
  }

  // A child asks their homeroom teacher a question about the work.
  const childClass = homerooms[1] ?? homerooms[0];
  if (childClass) {
    const teacher = o.idOf(leadOf(childClass)!);
    const child = plan.students.find((s) => s.key === childClass.studentKeys[0])!;
    const childUser = o.idOf(child.user.key);
    await write(
      { kind: "direct", startedBy: childUser, directKey: [childUser, teacher].sort().join(":") },
      [childUser, teacher],
      CHILD_QUESTION.map((q) => ({ sender: q.from === "child" ? childUser : teacher, body: q.text, at: at(q.at) })),
      [childUser],
    );
  }

  // Class announcements: to the first class's families, and to the second class's children.
  for (const [i, cls] of homerooms.slice(0, 2).entries()) {
    const teacher = o.idOf(leadOf(cls)!);
    const audience = i === 0 ? "families" : "children";
    const readers =
      audience === "families"
        ? [...new Set(plan.links.filter((l) => cls.studentKeys.includes(l.studentKey)).map((l) => o.idOf(l.guardianKey)))]
        : cls.studentKeys.map((k) => o.idOf(plan.students.find((s) => s.key === k)!.user.key));
    const body =
      audience === "families"
        ? "Dear families,\nOur class celebration is on Friday during the last live session. Children may wear something in their favourite colour. Thank you for all your help at home this term!"
        : "Hello everyone! Tomorrow we start our new story. Bring your reading book to the live class, and your best listening ears.";
    await write(
      {
        kind: "announcement",
        startedBy: teacher,
        classId: o.idOf(cls.key),
        audience,
        subject: audience === "families" ? "Class celebration on Friday" : "Our new story",
      },
      [teacher, ...readers],
      [{ sender: teacher, body, at: at(i === 0 ? [2, "08:30"] : [0, "15:40"]) }],
      readers.filter((_, k) => k % 2 === 0),
    );
  }

  // A message its sender withdrew, and a report the office has not handled yet.
  const reportClass = homerooms[2];
  if (reportClass) {
    const teacher = o.idOf(leadOf(reportClass)!);
    // Another family than the one that wrote above (a direct conversation is one per pair of people).
    const link = plan.links.find(
      (l) => reportClass.studentKeys.includes(l.studentKey) && l.studentKey !== reportClass.studentKeys[2 % reportClass.studentKeys.length],
    );
    if (link) {
      const guardian = o.idOf(link.guardianKey);
      const child = knownAsIn(plan, link.studentKey);
      const written = await write(
        { kind: "direct", startedBy: guardian, directKey: [guardian, teacher].sort().join(":") },
        [guardian, teacher],
        [
          { sender: guardian, body: `Sorry, wrong chat - please ignore.`, at: at([0, "15:12"]), withdrawn: true },
          {
            sender: guardian,
            body: `I am very unhappy that ${child} was told off in front of the whole class today. This is not acceptable and I expect an answer tonight.`,
            at: at([0, "15:15"]),
          },
          {
            sender: teacher,
            body: `I am sorry ${child} was upset. I did not mean to embarrass anyone. Could we talk tomorrow morning? I have asked our office to join us.`,
            at: at([0, "16:30"]),
          },
        ],
        [guardian],
      );
      const reported = written[1];
      if (reported)
        await tx.insert(messageReports).values({
          messageId: reported.id,
          reporterId: teacher,
          reason: "The tone worries me; I would like the office to see this conversation before I answer again.",
          createdAt: at([0, "16:35"]),
        });
    }
  }
  return { conversations: conversationCount, messages: messageCount };
}
