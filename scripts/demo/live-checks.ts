/**
 * The demo school's quick checks as evidence of a standard (issue 35, docs/api/live.md "Quick checks
 * as evidence of a standard"), in the math rooms scripts/demo/attendance.ts held: each math class's
 * latest ended room had one or two checks on a current math standard of its grade, with the right
 * answer (a choice or a number). The children in the room then answered, most of them right, some
 * not yet; a child absent, or gone before the check, or who did not answer gives nothing. Checks were
 * closed by the teacher, or the last one was still open when the room ended (it counts all the same).
 * One teacher changed one wrong answer's level afterwards. So /parent/progress shows "Live class
 * check" lines: giselle.nakamura's children each answered one in the latest room they were in.
 * Seeded: the same every time.
 */
import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Tx } from "../../server/db/client";
import { classSessions, liveCheckAnswers, liveChecks, liveParticipants, liveRooms, standards } from "../../server/db/schema";
import type { DemoPlan } from "./plan";
import { seededRandom } from "./random";
import { demoUuid } from "./learning";

const MIN = 60_000;
/** Her children each answer a check in the latest math room they were in (README, "Demo school"). */
const FEATURED_GUARDIAN = "giselle.nakamura";
const RIGHT_SHARE = 0.78;
/** A child in the room who lets a check go by. */
const NO_ANSWER_SHARE = 0.06;

/** A check as the teacher asks it: the right answer written as the server keeps it, a few answers children give when not there yet. */
interface BankCheck {
  code: string;
  question: string;
  kind: "choice" | "number";
  choices?: string[];
  right: string;
  wrong: string[];
}

/** The math checks the teachers ask, by grade (CCSS codes of common/learning/standards/ccss-math.ts). */
const BANK: Record<string, BankCheck[]> = {
  K: [
    { code: "K.CC.B.5", question: "How many apples are on the slide? Count them.", kind: "number", right: "7", wrong: ["6", "8"] },
    {
      code: "K.CC.C.6",
      question: "Which group has more: 5 ducks or 3 frogs?",
      kind: "choice",
      choices: ["5 ducks", "3 frogs", "The same"],
      right: "5 ducks",
      wrong: ["3 frogs", "The same"],
    },
    { code: "K.OA.A.2", question: "Lena has 3 crayons. She gets 2 more. How many crayons does she have now?", kind: "number", right: "5", wrong: ["4", "6"] },
  ],
  "1": [
    { code: "1.OA.C.6", question: "8 + 5 = ?", kind: "number", right: "13", wrong: ["12", "14"] },
    { code: "1.NBT.B.2", question: "How many tens are in 47?", kind: "choice", choices: ["4", "7", "47"], right: "4", wrong: ["7", "47"] },
    { code: "1.OA.D.8", question: "What number makes this true? 9 + ? = 15", kind: "number", right: "6", wrong: ["24", "5"] },
  ],
  "2": [
    { code: "2.NBT.B.5", question: "63 − 28 = ?", kind: "number", right: "35", wrong: ["45", "41"] },
    { code: "2.MD.C.8", question: "You have 2 quarters and 1 dime. How many cents is that?", kind: "number", right: "60", wrong: ["35", "3"] },
    { code: "2.NBT.A.1", question: "In 485, what is the 8 worth?", kind: "choice", choices: ["8", "80", "800"], right: "80", wrong: ["8", "800"] },
  ],
  "3": [
    { code: "3.OA.C.7", question: "7 × 8 = ?", kind: "number", right: "56", wrong: ["54", "48"] },
    {
      code: "3.NF.A.3",
      question: "Which fraction is equal to 1/2?",
      kind: "choice",
      choices: ["2/4", "2/3", "1/4", "2/1"],
      right: "2/4",
      wrong: ["2/3", "1/4"],
    },
    {
      code: "3.MD.C.7",
      question: "A rectangle is 6 cm long and 4 cm wide. What is its area in square centimeters?",
      kind: "number",
      right: "24",
      wrong: ["20", "10"],
    },
  ],
  "4": [
    { code: "4.NBT.B.5", question: "23 × 4 = ?", kind: "number", right: "92", wrong: ["82", "812"] },
    {
      code: "4.NF.A.2",
      question: "Which is greater?",
      kind: "choice",
      choices: ["3/8", "1/2", "They are equal"],
      right: "1/2",
      wrong: ["3/8", "They are equal"],
    },
    {
      code: "4.NF.C.6",
      question: "Which fraction is the same as 0.07?",
      kind: "choice",
      choices: ["7/10", "7/100", "1/7"],
      right: "7/100",
      wrong: ["7/10", "1/7"],
    },
  ],
  "5": [
    { code: "5.NBT.B.7", question: "2.5 + 1.75 = ?", kind: "number", right: "4.25", wrong: ["3.8", "4.3"] },
    { code: "5.NF.A.1", question: "1/2 + 1/3 = ?", kind: "choice", choices: ["5/6", "2/5", "2/6", "1/6"], right: "5/6", wrong: ["2/5", "2/6"] },
    {
      code: "5.MD.C.5",
      question: "A box is 3 units long, 4 units wide and 2 units high. How many unit cubes fill it?",
      kind: "number",
      right: "24",
      wrong: ["9", "12"],
    },
  ],
  "6": [
    {
      code: "6.RP.A.3",
      question: "A train goes 120 miles in 2 hours. How many miles does it go in 1 hour?",
      kind: "number",
      right: "60",
      wrong: ["240", "118"],
    },
    { code: "6.EE.A.1", question: "What is 2 to the power of 4?", kind: "number", right: "16", wrong: ["8", "6"] },
    {
      code: "6.NS.C.7",
      question: "Which temperature is colder?",
      kind: "choice",
      choices: ["-5 °F", "-2 °F", "0 °F"],
      right: "-5 °F",
      wrong: ["-2 °F", "0 °F"],
    },
  ],
};

interface Room {
  id: string;
  classId: string;
  openedBy: string | null;
  startsAt: Date;
  endedAt: Date;
}

interface Learner {
  roomId: string;
  userId: string;
  studentId: string;
  admittedAt: Date;
  leftAt: Date;
}

export interface LiveChecksDemoCounts {
  liveCheckSessions: number;
  liveChecks: number;
  liveCheckAnswers: number;
}

export async function writeLiveChecksDemo(
  tx: Tx,
  plan: DemoPlan,
  o: { now: Date; seed: number; idOf: (key: string) => string },
): Promise<LiveChecksDemoCounts> {
  const rng = seededRandom(o.seed + 35);
  const mathClasses = plan.classes.filter((c) => c.subjectCode === "math" && BANK[c.grade]);
  const classById = new Map(mathClasses.map((c) => [o.idOf(c.key), c]));
  if (classById.size === 0) return { liveCheckSessions: 0, liveChecks: 0, liveCheckAnswers: 0 };
  const rooms = await endedRoomsOf(tx, [...classById.keys()], o.now);
  const learners = await learnersOf(
    tx,
    rooms.map((r) => r.id),
  );
  const standardIds = await mathStandardIds(tx);
  const featured = featuredChildren(plan, o.idOf);

  const checks: (typeof liveChecks.$inferInsert)[] = [];
  const answers: (typeof liveCheckAnswers.$inferInsert)[] = [];
  let overridden = false;
  for (const [classId, planned] of classById) {
    const own = rooms.filter((r) => r.classId === classId);
    const room = roomFor(own, learners, featured);
    if (!room) continue;
    const asked = rng
      .shuffle(BANK[planned.grade]!)
      .filter((q) => standardIds.get(`${planned.grade}:${q.code}`))
      .slice(0, rng.chance(0.5) ? 2 : 1);
    const inRoom = learners.filter((l) => l.roomId === room.id);
    let minute = 12 + rng.int(8);
    for (const [i, q] of asked.entries()) {
      const openedAt = new Date(room.startsAt.getTime() + minute * MIN);
      const last = i === asked.length - 1;
      // The last check of a room was sometimes left open: it ended with the room, and counts as closed.
      const closedAt = last && rng.chance(0.3) ? null : new Date(openedAt.getTime() + (2 + rng.int(2)) * MIN);
      const checkId = demoUuid(rng);
      checks.push({
        id: checkId,
        roomId: room.id,
        kind: q.kind,
        question: q.question,
        choices: q.kind === "choice" ? q.choices! : [],
        openedAt,
        closedAt,
        totalsShown: closedAt !== null && rng.chance(0.7),
        createdBy: room.openedBy,
        standardId: standardIds.get(`${planned.grade}:${q.code}`)!,
        correctAnswer: q.right,
      });
      for (const child of inRoom) {
        const answeredAt = new Date(openedAt.getTime() + (10 + rng.int(80)) * 1000);
        // Not yet let in, or already gone: no answer.
        if (child.admittedAt >= openedAt || child.leftAt <= answeredAt) continue;
        const mustAnswer = i === 0 && featured.has(child.studentId);
        if (!mustAnswer && rng.chance(NO_ANSWER_SHARE)) continue;
        const right = rng.chance(RIGHT_SHARE);
        const answer = right ? q.right : rng.pick(q.wrong);
        // One teacher counted one "not yet" as met: the child explained the right way aloud right after.
        const teacherLevel: boolean = !right && !overridden && room.openedBy !== null;
        if (teacherLevel) overridden = true;
        answers.push({
          checkId,
          userId: child.userId,
          studentId: child.studentId,
          answer,
          answeredAt,
          evidenceLevel: teacherLevel ? 3 : null,
          evidenceSetBy: teacherLevel ? room.openedBy : null,
          evidenceSetAt: teacherLevel ? new Date(room.endedAt.getTime() + 20 * MIN) : null,
        });
      }
      minute += 10 + rng.int(8);
    }
  }
  if (checks.length) await tx.insert(liveChecks).values(checks);
  for (let i = 0; i < answers.length; i += 500) await tx.insert(liveCheckAnswers).values(answers.slice(i, i + 500));
  return { liveCheckSessions: new Set(checks.map((c) => c.roomId)).size, liveChecks: checks.length, liveCheckAnswers: answers.length };
}

/** The rooms of these classes that had ended by now, newest first. */
async function endedRoomsOf(tx: Tx, classIds: string[], now: Date): Promise<Room[]> {
  const rows = await tx
    .select({ id: liveRooms.id, classId: classSessions.classId, openedBy: liveRooms.openedBy, startsAt: classSessions.startsAt, endedAt: liveRooms.endedAt })
    .from(liveRooms)
    .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId))
    .where(and(inArray(classSessions.classId, classIds), lte(liveRooms.endedAt, now)))
    .orderBy(desc(classSessions.startsAt), classSessions.classId);
  return rows.map((r) => ({ ...r, endedAt: r.endedAt! }));
}

/** The children let into these rooms, with when they came in and left. */
async function learnersOf(tx: Tx, roomIds: string[]): Promise<Learner[]> {
  if (roomIds.length === 0) return [];
  const rows = await tx
    .select({
      roomId: liveParticipants.roomId,
      userId: liveParticipants.userId,
      studentId: liveParticipants.studentId,
      admittedAt: liveParticipants.admittedAt,
      leftAt: liveParticipants.updatedAt,
    })
    .from(liveParticipants)
    .where(and(inArray(liveParticipants.roomId, roomIds), eq(liveParticipants.role, "learner"), eq(liveParticipants.state, "admitted")))
    .orderBy(liveParticipants.displayName, liveParticipants.userId);
  return rows.flatMap((r) => (r.studentId && r.admittedAt ? [{ ...r, studentId: r.studentId, admittedAt: r.admittedAt }] : []));
}

/** Current math standards by `grade:code`: only what the server lets a teacher pick for a class of that grade. */
async function mathStandardIds(tx: Tx): Promise<Map<string, string>> {
  const codes = Object.values(BANK).flatMap((checks) => checks.map((q) => q.code));
  const rows = await tx
    .select({ id: standards.id, code: standards.code, grade: standards.grade })
    .from(standards)
    .where(and(eq(standards.subjectCode, "math"), inArray(standards.code, codes), isNull(standards.archivedAt)));
  return new Map(rows.map((s) => [`${s.grade}:${s.code}`, s.id]));
}

/** The student records of the featured guardian's children (none in a school of another size or seed). */
function featuredChildren(plan: DemoPlan, idOf: (key: string) => string): Set<string> {
  const guardian = plan.guardians.find((g) => g.username === FEATURED_GUARDIAN);
  if (!guardian) return new Set();
  return new Set(plan.links.filter((l) => l.guardianKey === guardian.key).map((l) => idOf(`record:${l.studentKey}`)));
}

/**
 * A class's latest ended room, or, for a featured child's class, the latest they were in from the
 * first minutes (before any check) to the end.
 */
function roomFor(own: readonly Room[], learners: readonly Learner[], featured: ReadonlySet<string>): Room | undefined {
  const attended = own.find((r) =>
    learners.some((l) => l.roomId === r.id && featured.has(l.studentId) && l.admittedAt.getTime() <= r.startsAt.getTime() + 10 * MIN && l.leftAt >= r.endedAt),
  );
  return attended ?? own[0];
}
