import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { currentUser } from "#common/api/user";
import { users } from "../db/schema";
import { route } from "../http/route";
import { preferencesOfUser } from "../learning/students/profile";
import { unauthenticated } from "../domain-errors";
import { handedOverByAnswer } from "../auth/hand-over";

export async function userRoutes(app: FastifyInstance) {
  /**
   * The signed-in user, or 401 (which the client turns into null). Besides the fields sign-in
   * answers, the profile (fullName, phone) and whether the email address is verified.
   */
  route(app, currentUser, async ({ actor }) => {
    if (!actor) throw unauthenticated("Not authenticated");
    const { id, username, email, role, language, session, handedOverByUserId } = actor;
    const handedOverBy = await handedOverByAnswer(app.db, handedOverByUserId);
    const [profile] = await app.db
      .select({ fullName: users.fullName, phone: users.phone, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, id));
    return {
      id,
      username,
      email,
      role,
      session,
      fullName: profile?.fullName ?? null,
      phone: profile?.phone ?? null,
      emailVerified: Boolean(profile?.emailVerifiedAt && email),
      language,
      // Who handed the device to this child (issue 34), only then: their account bar offers the way back.
      ...(handedOverBy ? { handedOverBy } : {}),
      // A child's accessibility preferences follow them to every guarded page (issue 15).
      ...(role === "student" ? { learnerPreferences: await preferencesOfUser(app.db, id) } : {}),
    };
  });
}
