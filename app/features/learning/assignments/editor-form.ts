/**
 * The editor's form values and how they become the body of POST/PUT /api/teacher/assignments:
 * the due date's two inputs (empty: no due date), a criterion's standard ("" for none), and the
 * attachments' names kept only for the screen. The same zod schema as the server checks the body,
 * and its field paths ("rubric.0.levels.4") are the form's, so a message lands under its field.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import {
  assignmentContentSchema,
  type AnswerKind,
  type AssignmentContentInput,
  type AssignmentDetail,
  type AssignmentKind,
} from "#common/schemas/learning/assignments";

export interface CriterionValues {
  id?: string;
  title: string;
  standardId: string;
  levels: { "4": string; "3": string; "2": string; "1": string };
}

export interface AttachmentValues {
  kind: "file" | "resource";
  id: string;
  name: string;
}

export interface EditorValues {
  title: string;
  instructions: string;
  due: { date: string; time: string };
  answerKinds: AnswerKind[];
  standardIds: string[];
  rubric: CriterionValues[];
  attachments: AttachmentValues[];
}

export const emptyCriterion = (): CriterionValues => ({ title: "", standardId: "", levels: { "4": "", "3": "", "2": "", "1": "" } });

export function valuesOf(detail: AssignmentDetail | null): EditorValues {
  if (!detail) return { title: "", instructions: "", due: { date: "", time: "15:00" }, answerKinds: ["text"], standardIds: [], rubric: [], attachments: [] };
  return {
    title: detail.assignment.title,
    instructions: detail.assignment.instructions,
    due: detail.assignment.due ?? { date: "", time: "15:00" },
    answerKinds: detail.assignment.answerKinds,
    standardIds: detail.standards.map((s) => s.id),
    rubric: detail.rubric.map((c) => ({ id: c.id, title: c.title, standardId: c.standardId ?? "", levels: c.levels })),
    attachments: detail.attachments.map((a) => ({ kind: a.kind, id: a.id, name: a.name })),
  };
}

export function payloadOf(values: EditorValues, kind: AssignmentKind): AssignmentContentInput {
  const date = values.due.date.trim();
  return {
    title: values.title,
    instructions: values.instructions,
    due: kind === "lesson" || !date ? null : { date, time: values.due.time },
    answerKinds: values.answerKinds,
    standardIds: values.standardIds,
    rubric: values.rubric.map((c) => ({ ...(c.id ? { id: c.id } : {}), title: c.title, standardId: c.standardId || null, levels: c.levels })),
    attachments: values.attachments.map((a) => ({ kind: a.kind, id: a.id })),
  };
}

/** Checks the body the values make with the server's schema; the form keeps its own values. */
export function editorResolver(kind: AssignmentKind): Resolver<EditorValues> {
  const check = zodResolver(z.preprocess((v) => payloadOf(v as EditorValues, kind), assignmentContentSchema) as never) as unknown as Resolver<EditorValues>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
}
