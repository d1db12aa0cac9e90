/**
 * Portfolios (docs/api/portfolio.md): the child's own (GET, POST, DELETE /api/student/portfolio,
 * GET /api/student/portfolio.pdf), the teacher's approvals (GET /api/teacher/portfolio,
 * POST /api/teacher/portfolio/:itemId/approve|decline) and the family's view of approved work
 * (GET /api/family/portfolio, GET /api/family/portfolio.pdf). Relationships are asked of
 * server/learning/access.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import {
  addToPortfolio,
  approvePortfolioItem,
  declinePortfolioItem,
  familyPortfolio,
  familyPortfolioPdf,
  removeFromPortfolio,
  studentPortfolio,
  studentPortfolioPdf,
  teacherPortfolio,
} from "#common/api/learning/portfolio";
import type { Role } from "#common/roles";
import type { Language } from "#common/i18n/languages";
import { requireRole } from "../../http/guards";
import { portfolioItems, students } from "../../db/schema";
import { attachmentDisposition } from "../../http/content-disposition";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { STUDENT_NOT_FOUND, requireStudentRelation, requireTaughtClass, studentIdOfUser } from "../../learning/access";
import { ITEM_NOT_FOUND, addItem, approvedItems, candidates, classItems, decideItem, readItems, removeOwnItem } from "../../learning/portfolio/items";
import { portfolioPdfFor } from "../../learning/portfolio/pdf";
import { pdfRateLimit } from "../../http/pdf-rate-limit";
import { notFound } from "../../domain-errors";

/** The child's own portfolio only (not the office's): refused before the input is read, as always. */
const childOnly = async (request: FastifyRequest) => void requireRole(request, ["student"]);

export async function portfolioRoutes(app: FastifyInstance) {
  async function ownStudentId(userId: string) {
    const id = await studentIdOfUser(app.db, userId);
    if (!id) throw notFound(STUDENT_NOT_FOUND);
    return id;
  }

  /** The portfolio in the language of whoever asks for it: the child or a guardian. */
  async function sendPdf(reply: FastifyReply, reader: { language: Language }, studentId: string, termId: string | undefined) {
    const { name, bytes } = await portfolioPdfFor(app.db, app.config.uploadsDir, studentId, termId, reader.language);
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", attachmentDisposition(name))
      .header("Cache-Control", "private, no-store")
      .send(bytes);
  }

  route(
    app,
    studentPortfolio,
    async ({ actor }) => {
      const studentId = await ownStudentId(actor.id);
      const [items, offer] = await Promise.all([readItems(app.db, eq(portfolioItems.studentId, studentId)), candidates(app.db, studentId, app.config.now())]);
      return { success: true, data: { items, candidates: offer } };
    },
    { preHandler: childOnly },
  );

  route(
    app,
    addToPortfolio,
    async ({ actor, body }) => {
      const item = await addItem(app.db, actor, body, app.config.now());
      return { success: true, data: item };
    },
    { preHandler: childOnly },
  );

  route(
    app,
    removeFromPortfolio,
    async ({ actor, params }) => {
      const itemId = uuidParam(params.itemId, ITEM_NOT_FOUND);
      await removeOwnItem(app.db, await ownStudentId(actor.id), itemId);
      return { success: true, message: "Removed from your portfolio." };
    },
    { preHandler: childOnly },
  );

  route(app, studentPortfolioPdf, async ({ actor, query, reply }) => sendPdf(reply, actor, await ownStudentId(actor.id), query.termId), {
    config: pdfRateLimit,
    preHandler: childOnly,
  });

  route(app, teacherPortfolio, async ({ actor, query }) => {
    await requireTaughtClass(app.db, actor, query.classId);
    return { success: true, data: { items: await classItems(app.db, query.classId, query.status) } };
  });

  for (const [contract, decision] of [
    [approvePortfolioItem, "approved"],
    [declinePortfolioItem, "declined"],
  ] as const) {
    route(app, contract, async ({ actor, params }) => {
      const itemId = uuidParam(params.itemId, ITEM_NOT_FOUND);
      return { success: true, data: await decideItem(app.db, actor, itemId, decision, app.config.now()) };
    });
  }

  async function requireFamilyChild(viewer: { id: string; role: Role }, studentId: string) {
    const relation = await requireStudentRelation(app.db, viewer, studentId);
    if (relation !== "guardian" && relation !== "staff") throw notFound(STUDENT_NOT_FOUND);
    const [row] = await app.db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
    if (!row) throw notFound(STUDENT_NOT_FOUND);
  }

  route(app, familyPortfolio, async ({ actor, query }) => {
    await requireFamilyChild(actor, query.studentId);
    return { success: true, data: { items: await approvedItems(app.db, query.studentId) } };
  });

  route(
    app,
    familyPortfolioPdf,
    async ({ actor, query, reply }) => {
      await requireFamilyChild(actor, query.studentId);
      return sendPdf(reply, actor, query.studentId, query.termId);
    },
    { config: pdfRateLimit },
  );
}
