ALTER TABLE "submissions" RENAME TO "work";--> statement-breakpoint
ALTER TABLE "submission_files" RENAME TO "work_files";--> statement-breakpoint
ALTER TABLE "work_files" RENAME COLUMN "submission_id" TO "work_id";--> statement-breakpoint
ALTER TABLE "marks" RENAME COLUMN "submission_id" TO "work_id";--> statement-breakpoint
ALTER TABLE "portfolio_items" RENAME COLUMN "submission_id" TO "work_id";--> statement-breakpoint
ALTER INDEX "submissions_assignment_student_idx" RENAME TO "work_assignment_student_idx";--> statement-breakpoint
ALTER INDEX "submissions_student_idx" RENAME TO "work_student_idx";--> statement-breakpoint
ALTER INDEX "submission_files_submission_idx" RENAME TO "work_files_work_idx";--> statement-breakpoint
ALTER INDEX "submission_files_file_idx" RENAME TO "work_files_file_idx";--> statement-breakpoint
ALTER INDEX "marks_submission_criterion_idx" RENAME TO "marks_work_criterion_idx";--> statement-breakpoint
ALTER INDEX "marks_submission_standard_idx" RENAME TO "marks_work_standard_idx";--> statement-breakpoint
ALTER INDEX "marks_submission_idx" RENAME TO "marks_work_idx";--> statement-breakpoint
ALTER INDEX "portfolio_items_submission_idx" RENAME TO "portfolio_items_work_idx";--> statement-breakpoint
ALTER TABLE "work" RENAME CONSTRAINT "submissions_pkey" TO "work_pkey";--> statement-breakpoint
ALTER TABLE "work_files" RENAME CONSTRAINT "submission_files_pkey" TO "work_files_pkey";--> statement-breakpoint
ALTER TABLE "work" RENAME CONSTRAINT "submissions_assignment_id_assignments_id_fk" TO "work_assignment_id_assignments_id_fk";--> statement-breakpoint
ALTER TABLE "work" RENAME CONSTRAINT "submissions_student_id_students_id_fk" TO "work_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "work" RENAME CONSTRAINT "submissions_marked_by_users_id_fk" TO "work_marked_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "work_files" RENAME CONSTRAINT "submission_files_submission_id_submissions_id_fk" TO "work_files_work_id_work_id_fk";--> statement-breakpoint
ALTER TABLE "work_files" RENAME CONSTRAINT "submission_files_file_id_files_id_fk" TO "work_files_file_id_files_id_fk";--> statement-breakpoint
ALTER TABLE "marks" RENAME CONSTRAINT "marks_submission_id_submissions_id_fk" TO "marks_work_id_work_id_fk";--> statement-breakpoint
ALTER TABLE "portfolio_items" RENAME CONSTRAINT "portfolio_items_submission_id_submissions_id_fk" TO "portfolio_items_work_id_work_id_fk";
