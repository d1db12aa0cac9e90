/**
 * Enquiries: the messages families send with the General Contact form (POST /api/contact), and the
 * uploaded files that become their attachments.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/** An enquiry: a message sent with the General Contact form (table contact_messages until migration 0007). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    gradeLevel: text("grade_level"),
    message: text("message").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    readBy: uuid("read_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("enquiries_created_at_idx").on(t.createdAt)],
);

/**
 * An uploaded file. The bytes live in the uploads directory under `stored_name` (random, no
 * extension); a file becomes an enquiry's attachment when the enquiry that lists it is accepted, and
 * unattached uploads are deleted after two hours.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storedName: text("stored_name").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_enquiry_id_idx").on(t.enquiryId), index("uploads_created_at_idx").on(t.createdAt)],
);
