/**
 * Children's sign-in cards (issue 34, docs/api/sign-in-cards.md): the guardian's list on
 * /parent/account, a class's list and class sheet on /teacher/classes, and making one child's card.
 * Who may see or make whose card is the access module's answer; another family's child or a class
 * the teacher does not teach reads as missing. Signing in with a card is POST /api/login/card
 * (routes/auth.ts).
 */
import type { FastifyInstance } from "fastify";
import { classSignInCards, familySignInCards, makeClassSignInCards, makeSignInCard } from "#common/api/learning/sign-in-cards";
import { isUuid } from "#common/ids";
import type { Actor } from "../../actor";
import { cardStatuses, childIdsOfClass, makeSignInCards } from "../../auth/sign-in-cards";
import { notFound } from "../../domain-errors";
import { route } from "../../http/route";
import { CLASS_NOT_FOUND, STUDENT_NOT_FOUND, childIdsOfGuardian, requireCardClass, requireCardMaker } from "../../learning/access";

export async function signInCardRoutes(app: FastifyInstance) {
  const action = (actor: Actor) => ({ db: app.db, actor, now: app.config.now() });
  const knownClass = (classId: string) => {
    if (!isUuid(classId)) throw notFound(CLASS_NOT_FOUND);
    return classId;
  };

  route(app, familySignInCards, async ({ actor }) => {
    return { success: true, data: await cardStatuses(app.db, await childIdsOfGuardian(app.db, actor.id)) };
  });

  route(app, classSignInCards, async ({ actor, params }) => {
    const classId = knownClass(params.classId);
    await requireCardClass(app.db, actor, classId);
    return { success: true, data: await cardStatuses(app.db, await childIdsOfClass(app.db, classId)) };
  });

  route(app, makeSignInCard, async ({ actor, params }) => {
    if (!isUuid(params.studentId)) throw notFound(STUDENT_NOT_FOUND);
    const by = await requireCardMaker(app.db, actor, params.studentId);
    const [card] = await makeSignInCards(action(actor), [params.studentId], by, app.config.publicUrl);
    return { success: true, data: card! };
  });

  route(app, makeClassSignInCards, async ({ actor, params, body }) => {
    const classId = knownClass(params.classId);
    await requireCardClass(app.db, actor, classId);
    const children = await cardStatuses(app.db, await childIdsOfClass(app.db, classId));
    const wanted = children.filter((c) => body.replaceExisting || c.madeAt === null).map((c) => c.studentId);
    const by = actor.role === "teacher" ? "teacher" : "staff";
    return { success: true, data: await makeSignInCards(action(actor), wanted, by, app.config.publicUrl) };
  });
}
