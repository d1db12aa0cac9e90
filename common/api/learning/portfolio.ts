/**
 * Portfolios (docs/api/portfolio.md): the contracts of the child's own portfolio and its PDF, the
 * teacher's approvals, and the family's view of approved work and its PDF. The child's routes are the
 * child's alone: they keep that narrower check (server/routes/learning/portfolio.ts).
 */
import { FAMILY_ROLES, STUDENT_ROLES, TEACHER_ROLES } from "../../roles";
import {
  addPortfolioItemSchema,
  familyPortfolioPdfQuerySchema,
  familyPortfolioQuerySchema,
  portfolioItemSchema,
  portfolioItemsSchema,
  studentPortfolioPdfQuerySchema,
  studentPortfolioSchema,
  teacherPortfolioQuerySchema,
} from "../../schemas/learning/portfolio";
import { defineContract, done, FILE, ok } from "../contract";

/** The child's items and the handed-in work they may still add. */
export const studentPortfolio = defineContract({
  method: "GET",
  path: "/api/student/portfolio",
  roles: STUDENT_ROLES,
  output: ok(studentPortfolioSchema),
});

/** The child adds a piece of their handed-in work, for a teacher to approve. */
export const addToPortfolio = defineContract({
  method: "POST",
  path: "/api/student/portfolio",
  roles: STUDENT_ROLES,
  body: addPortfolioItemSchema,
  output: ok(portfolioItemSchema),
  status: 201,
});

/** The child removes one of their own items. */
export const removeFromPortfolio = defineContract({
  method: "DELETE",
  path: "/api/student/portfolio/:itemId",
  roles: STUDENT_ROLES,
  output: done,
});

/** The child's approved items of a term as one PDF (rate limited). */
export const studentPortfolioPdf = defineContract({
  method: "GET",
  path: "/api/student/portfolio.pdf",
  roles: STUDENT_ROLES,
  query: studentPortfolioPdfQuerySchema,
  output: FILE,
});

/** A taught class's items (by status) for its teacher to approve. */
export const teacherPortfolio = defineContract({
  method: "GET",
  path: "/api/teacher/portfolio",
  roles: TEACHER_ROLES,
  query: teacherPortfolioQuerySchema,
  output: ok(portfolioItemsSchema),
});

/** A teacher of the work's class approves an item: the family sees it. */
export const approvePortfolioItem = defineContract({
  method: "POST",
  path: "/api/teacher/portfolio/:itemId/approve",
  roles: TEACHER_ROLES,
  output: ok(portfolioItemSchema),
});

/** A teacher of the work's class sends an item back. */
export const declinePortfolioItem = defineContract({
  method: "POST",
  path: "/api/teacher/portfolio/:itemId/decline",
  roles: TEACHER_ROLES,
  output: ok(portfolioItemSchema),
});

/** A family's child's approved items. */
export const familyPortfolio = defineContract({
  method: "GET",
  path: "/api/family/portfolio",
  roles: FAMILY_ROLES,
  query: familyPortfolioQuerySchema,
  output: ok(portfolioItemsSchema),
});

/** A family's child's approved items of a term as one PDF (rate limited). */
export const familyPortfolioPdf = defineContract({
  method: "GET",
  path: "/api/family/portfolio.pdf",
  roles: FAMILY_ROLES,
  query: familyPortfolioPdfQuerySchema,
  output: FILE,
});
