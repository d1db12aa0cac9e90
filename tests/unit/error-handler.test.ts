/**
 * The one error handler (server/errors.ts) with errors whose `code` is not Fastify's string: a library's
 * error may carry a number (the media server's Janus codes are numbers). The handler must still answer
 * with its generic 500, not fail itself (`error.code?.startsWith is not a function`).
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "../../server/errors";

describe("the error handler", () => {
  it("answers an error with a numeric code with the generic 500, leaking nothing", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/numeric", async () => {
      throw Object.assign(new Error("No such room (7) secret=abc"), { code: 426 });
    });
    try {
      const res = await app.inject({ method: "GET", url: "/numeric" });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Internal server error" });
    } finally {
      await app.close();
    }
  });
});
