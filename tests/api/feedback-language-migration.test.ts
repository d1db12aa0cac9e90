/**
 * Migrations 0040 and 0041 (issue 32): a teacher's comment saved before comments had a language was
 * written for, and shown to, every reader as it was, in the school's English. A school migrated with
 * 0040's first backfill (the marker's language) has those comments relabelled English and the
 * translations that label made ("from Spanish" into English) dropped; a comment written since by a
 * teacher who writes Spanish keeps its language and its translation. On PGlite and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../server/db/client";
import { databases, migrationsUpTo, type Handle } from "../support/migrations";

const TEACHER = "6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11";
const OLD = "0b7a6f1c-2a57-4b43-9b51-2f6f0f1f7e21";
const SINCE = "0b7a6f1c-2a57-4b43-9b51-2f6f0f1f7e22";
const UNMARKED = "0b7a6f1c-2a57-4b43-9b51-2f6f0f1f7e23";

/** A teacher whose account reads Spanish, and comments of hers (the work's class and child are left out: only the comment's rows matter here). */
async function commentsOfASpanishTeacher(db: Handle, comments: { id: string; feedback: string | null; markedAt: string | null }[]) {
  await db.query(`insert into users (id, username, password_hash, role, language) values ('${TEACHER}', 'rosa', 'x', 'teacher', 'es')`);
  await db.query(`set session_replication_role = replica`);
  for (const c of comments) {
    await db.query(
      `insert into work (id, assignment_id, student_id, feedback, marked_by, marked_at)
       values ('${c.id}', gen_random_uuid(), gen_random_uuid(), ${c.feedback === null ? "null" : `'${c.feedback}'`}, '${TEACHER}', ${c.markedAt === null ? "null" : `'${c.markedAt}'`})`,
    );
  }
  await db.query(`set session_replication_role = origin`);
}

describe.each(databases)("a comment's language after migrations 0040 and 0041 on %s", (_kind, open) => {
  it("labels a comment saved before comments had a language English, whatever its marker reads", async () => {
    const db = await open();
    try {
      await db.migrate(migrationsUpTo("0039_live_check_evidence"));
      await commentsOfASpanishTeacher(db, [
        { id: OLD, feedback: "Lovely work!", markedAt: "2026-11-20T15:00:00Z" },
        { id: UNMARKED, feedback: null, markedAt: null },
      ]);
      await db.migrate(MIGRATIONS_DIR);
      expect(await db.query(`select id, feedback_language from work order by id`)).toEqual([
        { id: OLD, feedback_language: "en" },
        { id: UNMARKED, feedback_language: null },
      ]);
    } finally {
      await db.close();
    }
  }, 90_000);

  it("repairs a school migrated with the first backfill, and keeps a comment written in Spanish since", async () => {
    const db = await open();
    try {
      await db.migrate(migrationsUpTo("0040_feedback_translations"));
      await commentsOfASpanishTeacher(db, [
        { id: OLD, feedback: "Lovely work!", markedAt: "2026-11-20T15:00:00Z" },
        { id: SINCE, feedback: "¡Muy buen trabajo!", markedAt: "2026-12-02T15:00:00Z" },
      ]);
      // What the first backfill left: the English comment labelled with its marker's Spanish, and an
      // English "translation" made from it; the later comment, written in Spanish, and its real translation.
      await db.query(`update work set feedback_language = 'es'`);
      await db.query(
        `insert into feedback_translations (work_id, language, source_hash, body) values
         ('${OLD}', 'en', 'h1', 'Lovely work!'), ('${SINCE}', 'en', 'h2', 'Very good work!')`,
      );
      await db.migrate(MIGRATIONS_DIR);
      expect(await db.query(`select id, feedback_language from work order by id`)).toEqual([
        { id: OLD, feedback_language: "en" },
        { id: SINCE, feedback_language: "es" },
      ]);
      expect(await db.query(`select work_id, language, body from feedback_translations`)).toEqual([
        { work_id: SINCE, language: "en", body: "Very good work!" },
      ]);
    } finally {
      await db.close();
    }
  }, 90_000);
});
