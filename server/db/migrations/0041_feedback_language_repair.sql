-- Migration 0040 first labelled comments saved before it with their marker's language, so an English
-- comment by a teacher whose account reads Spanish was "translated" from Spanish. They were written
-- before comments had a language, when the school wrote in English: relabel those (marked before the
-- change landed) and drop the translations into a comment's own language that the wrong label made.
UPDATE "work" SET "feedback_language" = 'en'
WHERE "feedback" IS NOT NULL AND "feedback_language" IS DISTINCT FROM 'en'
  AND ("marked_at" IS NULL OR "marked_at" < '2026-12-01T12:00:00Z');--> statement-breakpoint
DELETE FROM "feedback_translations" USING "work"
WHERE "feedback_translations"."work_id" = "work"."id" AND "feedback_translations"."language" = "work"."feedback_language";
