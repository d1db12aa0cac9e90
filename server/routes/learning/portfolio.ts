/**
 * Portfolios (docs/api/portfolio.md): the child's own (GET, POST, DELETE /api/student/portfolio,
 * GET /api/student/portfolio.pdf), the teacher's approvals (GET /api/teacher/portfolio,
 * POST /api/teacher/portfolio/:itemId/approve|decline) and the family's view of approved work
 * (GET /api/family/portfolio, GET /api/family/portfolio.pdf). Relationships are asked of
 * server/learning/access.ts.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { eq } from "drizzle-orm";
import { FAMILY_ROLES, TEACHER_ROLES, type Role } from "../../../common/roles";
import {
  addPortfolioItemSchema,
  familyPortfolioPdfQuerySchema,
  familyPortfolioQuerySchema,
  studentPortfolioPdfQuerySchema,
  teacherPortfolioQuerySchema,
} from "../../../common/schemas/learning/portfolio";
import { requireRole } from "../../auth/guards";
import { portfolioItems, students } from "../../db/schema";
import { parseForm } from "../../forms";
import { attachmentDisposition } from "../../http/content-disposition";
import { uuidParam } from "../../http/staff-request";
import { STUDENT_NOT_FOUND, requireStudentRelation, requireTaughtClass, studentIdOfUser } from "../../learning/access";
import { ITEM_NOT_FOUND, addItem, approvedItems, candidates, classItems, decideItem, readItems, removeOwnItem } from "../../learning/portfolio/items";
import { portfolioPdfFor } from "../../learning/portfolio/pdf";
import { pdfRateLimit } from "../../pdf/rate-limit";
import { HttpError } from "../../errors";

export async function portfolioRoutes(app: FastifyInstance) {
  async function ownStudentId(userId: string) {
    const id = await studentIdOfUser(app.db, userId);
    if (!id) throw new HttpError(404, STUDENT_NOT_FOUND);
    return id;
  }

  async function sendPdf(reply: FastifyReply, studentId: string, termId: string | undefined) {
    const { name, bytes } = await portfolioPdfFor(app.db, app.config.uploadsDir, studentId, termId);
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", attachmentDisposition(name))
      .header("Cache-Control", "private, no-store")
      .send(bytes);
  }

  app.get("/student/portfolio", async (request) => {
    const viewer = requireRole(request, ["student"]);
    const studentId = await ownStudentId(viewer.id);
    const [items, offer] = await Promise.all([readItems(app.db, eq(portfolioItems.studentId, studentId)), candidates(app.db, studentId, app.config.now())]);
    return { success: true, data: { items, candidates: offer } };
  });

  app.post("/student/portfolio", async (request, reply) => {
    const viewer = requireRole(request, ["student"]);
    const input = parseForm(request.body, addPortfolioItemSchema);
    const item = await addItem(app.db, viewer, input, app.config.now());
    return reply.code(201).send({ success: true, data: item });
  });

  app.delete<{ Params: { itemId: string } }>("/student/portfolio/:itemId", async (request) => {
    const viewer = requireRole(request, ["student"]);
    const itemId = uuidParam(request.params.itemId, ITEM_NOT_FOUND);
    await removeOwnItem(app.db, await ownStudentId(viewer.id), itemId);
    return { success: true, message: "Removed from your portfolio." };
  });

  app.get("/student/portfolio.pdf", { config: pdfRateLimit }, async (request, reply) => {
    const viewer = requireRole(request, ["student"]);
    const { termId } = parseForm(request.query, studentPortfolioPdfQuerySchema);
    return sendPdf(reply, await ownStudentId(viewer.id), termId);
  });

  app.get("/teacher/portfolio", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, teacherPortfolioQuerySchema);
    await requireTaughtClass(app.db, viewer, query.classId);
    return { success: true, data: { items: await classItems(app.db, query.classId, query.status) } };
  });

  for (const [verb, decision] of [
    ["approve", "approved"],
    ["decline", "declined"],
  ] as const) {
    app.post<{ Params: { itemId: string } }>(`/teacher/portfolio/:itemId/${verb}`, async (request) => {
      const viewer = requireRole(request, TEACHER_ROLES);
      const itemId = uuidParam(request.params.itemId, ITEM_NOT_FOUND);
      return { success: true, data: await decideItem(app.db, viewer, itemId, decision, app.config.now()) };
    });
  }

  async function requireFamilyChild(viewer: { id: string; role: Role }, studentId: string) {
    const relation = await requireStudentRelation(app.db, viewer, studentId);
    if (relation !== "guardian" && relation !== "staff") throw new HttpError(404, STUDENT_NOT_FOUND);
    const [row] = await app.db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
    if (!row) throw new HttpError(404, STUDENT_NOT_FOUND);
  }

  app.get("/family/portfolio", async (request) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const { studentId } = parseForm(request.query, familyPortfolioQuerySchema);
    await requireFamilyChild(viewer, studentId);
    return { success: true, data: { items: await approvedItems(app.db, studentId) } };
  });

  app.get("/family/portfolio.pdf", { config: pdfRateLimit }, async (request, reply) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const { studentId, termId } = parseForm(request.query, familyPortfolioPdfQuerySchema);
    await requireFamilyChild(viewer, studentId);
    return sendPdf(reply, studentId, termId);
  });
}
