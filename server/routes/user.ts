import type { FastifyInstance } from "fastify";

export async function userRoutes(app: FastifyInstance) {
  /** The signed-in user, or 401 (which the client turns into null). */
  app.get("/user", async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: "Not authenticated" });
    const { id, username, email, role, session } = request.user;
    return { id, username, email, role, session };
  });
}
