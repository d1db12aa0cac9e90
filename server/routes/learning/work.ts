/**
 * The child's work (issue 16, "Children"; docs/api/work.md): the child's list, the work screen (the
 * child's own, or a guardian's read-only view of their child's), the draft, files and voice answers,
 * and the hand-in. Every call asks server/learning/access.ts (requireOwnWork, requireWorkReader);
 * teachers and staff read children's work in the gradebook instead. A file is uploaded and added to
 * the work in one request (multipart), so a refused file never stays behind in the child's files.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as api from "#common/api/learning/work";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import { GUARDIAN_ROLES, type Role } from "#common/roles";
import { workFileSchema, type StudentWorkList, type WorkFileKind } from "#common/schemas/learning/work";
import { requireRole } from "../../http/guards";
import { parseInput } from "../../http/input";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { ASSIGNMENT_NOT_FOUND, FILE_NOT_FOUND, requireOwnWork, requireWorkReader, studentIdOfUser } from "../../learning/access";
import { childNames, childWorkList, readWorkScreen } from "../../learning/work/own-work-read";
import { addUploadedWorkFile, addWorkFile, removeWorkFile, saveDraft, StaleWorkError, submitWork } from "../../learning/work/own-work-write";
import { policyForFields } from "../../learning/files/store";
import { checkUploadRequest, closeUnreadBody, multipartLimits, receiveOneFile } from "../../http/multipart";

// Narrower than the contracts' role groups (no group is exactly these): the child's own work is the
// child's alone, and the work screen is the child's or a guardian's.
const CHILD: readonly Role[] = ["student"];
const READERS: readonly Role[] = ["student", ...GUARDIAN_ROLES];

const ADDED_MESSAGES: Record<WorkFileKind, string> = {
  file: "File added.",
  voice: "Recording added.",
  drawing: "Drawing added.",
  photo: "Photo added.",
};

export async function workRoutes(app: FastifyInstance) {
  // As POST /api/files: the largest policy bounds the parser; a voice answer's is enforced while reading.
  await app.register(multipart, { limits: multipartLimits(LEARNING_FILE_POLICY), throwFileSizeLimit: false });

  route(app, api.studentWork, async ({ request }) => {
    const viewer = requireRole(request, CHILD);
    const studentId = await studentIdOfUser(app.db, viewer.id);
    if (!studentId) {
      const data: StudentWorkList = { child: false, due: [], sent: [], returned: [] };
      return { success: true, data };
    }
    return {
      success: true,
      data: await childWorkList(app.db, studentId, app.config.now(), { language: viewer.language, translator: app.translator, log: app.log }),
    };
  });

  route(app, api.workScreen, async ({ params, query, request }) => {
    const viewer = requireRole(request, READERS);
    const id = uuidParam(params.id, ASSIGNMENT_NOT_FOUND);
    const now = app.config.now();
    const access = await requireWorkReader(app.db, viewer, id, query.studentId, now);
    const children = access.relation === "family" ? await childNames(app.db, access.studentIds) : [];
    const studentId = access.studentId ?? (access.relation === "family" ? children[0]!.id : access.studentIds[0]!);
    const data = await readWorkScreen(app.db, {
      assignment: access.assignment,
      studentId,
      children,
      mayEdit: access.relation === "learn" && !access.former,
      now,
      reader: { language: viewer.language, translator: app.translator },
    });
    return { success: true, data };
  });

  /** The child's own work, for a change: their student record and account. */
  const ownWork = async (request: FastifyRequest, assignmentParam: string) => {
    const viewer = requireRole(request, CHILD);
    const id = uuidParam(assignmentParam, ASSIGNMENT_NOT_FOUND);
    const own = await requireOwnWork(app.db, viewer, id, app.config.now());
    return { ...own, userId: viewer.id };
  };

  route(app, api.saveWorkDraft, async ({ params, body, request, reply }) => {
    const work = await ownWork(request, params.id);
    try {
      return { success: true, message: "Saved.", data: await saveDraft(app.db, work, body, app.config.now()) };
    } catch (err) {
      // The 409's body is the newer text (WorkConflict), not the contract's answer: sent as it is.
      if (err instanceof StaleWorkError) return reply.code(409).send(err.body) as never;
      throw err;
    }
  });

  // Multipart: a new file (with `kind=voice` and `durationSeconds` before it for a recording, `kind=drawing` or
  // `kind=photo` for a drawing or a photo); JSON: one of the child's files.
  route(
    app,
    api.addWorkFile,
    async ({ params, request }) => {
      const work = await ownWork(request, params.id);
      let added: { kind: WorkFileKind };
      if (request.isMultipart()) {
        checkUploadRequest(request, LEARNING_FILE_POLICY);
        const upload = await receiveOneFile(request, app.config.uploadsDir, policyForFields);
        added = await addUploadedWorkFile(app.db, app.config.uploadsDir, work, upload);
      } else {
        const { fileId } = parseInput(request.body, workFileSchema);
        added = await addWorkFile(app.db, work, fileId);
      }
      return { success: true, message: ADDED_MESSAGES[added.kind], data: added };
    },
    { onSend: closeUnreadBody },
  );

  route(app, api.removeWorkFile, async ({ params, request }) => {
    const work = await ownWork(request, params.id);
    const fileId = uuidParam(params.fileId, FILE_NOT_FOUND);
    await removeWorkFile(app.db, work, fileId);
    return { success: true, message: "Taken out of your work." };
  });

  route(app, api.submitWork, async ({ params, body, request, reply }) => {
    const work = await ownWork(request, params.id);
    try {
      return { success: true, message: "Sent in.", data: await submitWork(app.db, work, body.version, app.config.now()) };
    } catch (err) {
      if (err instanceof StaleWorkError) return reply.code(409).send(err.body) as never;
      throw err;
    }
  });
}
