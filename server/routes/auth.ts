import type { FastifyInstance } from "fastify";
import { revokeSession, sessionCookieName } from "../auth/sessions";

export async function authRoutes(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.config.isProduction);

  /** Ends the session server-side and clears the cookie; answers 200 even when already signed out. */
  app.post("/logout", async (request, reply) => {
    const sessionId = request.cookies[cookieName];
    if (sessionId) await revokeSession(app.db, sessionId);
    reply.clearCookie(cookieName, { path: "/" });
    return { success: true, message: "Signed out" };
  });
}
