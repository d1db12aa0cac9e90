/**
 * THE way a route is registered (issue 31): `route(app, contract, handler)` puts the contract's
 * method and path (common/api/) in the scope, refuses callers outside its role group (401 signed
 * out, 403 another role), parses the query and body with the contract's schemas (400 with every
 * field's message, server/http/input.ts), and, outside production, checks the answer against the
 * contract's output schema, so a route whose answer drifts from what the app reads fails its tests.
 * An answer's `message` goes out in the reader's language (issue 32, `inLanguage` below).
 * Not a route module: route modules import helpers from outside server/routes/ (docs/architecture.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { ZodType } from "zod";
import { FILE, MULTIPART, PUBLIC, type Contract, type Output, type PathParams } from "#common/api/contract";
import type { Role } from "#common/roles";
import type { Language } from "#common/i18n/languages";
import { wordsIn, type Words } from "#common/i18n/phrase";
import { requireRole } from "./guards";
import type { SessionUser } from "../auth/sessions";
import type { Actor } from "../actor";
import { parseInput } from "./input";
import { contentLanguage } from "./negotiation";

type Parsed<S> = S extends ZodType ? import("zod").output<S> : undefined;

/** The person calling: their session and what domain code takes as the actor (server/actor.ts). */
export type SignedInActor = SessionUser & Actor;

/** The actor of a request from its signed-in user (for the few handlers outside route(), such as sockets). */
export function actorOf(request: FastifyRequest, user: SessionUser): SignedInActor {
  return { ...user, ip: request.ip, log: request.log };
}

export interface RouteContext<C extends Contract> {
  /** The person calling: always there when the contract names roles, null when PUBLIC and signed out. */
  actor: C["roles"] extends readonly Role[] ? SignedInActor : SignedInActor | null;
  params: PathParams<C["path"]>;
  query: Parsed<C["query"]>;
  body: C["body"] extends typeof MULTIPART ? undefined : Parsed<C["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer as the handler gives it: its `message` may be a Phrase (words with values), which route()
 * writes in the reader's language, so what goes out is the contract's string.
 */
type Worded<A> = A extends { message: string } ? Omit<A, "message"> & { message: Words } : A;

/** The answer: the contract's output, or the reply itself once a FILE contract's handler has sent it. */
type Answer<C extends Contract> = C["output"] extends typeof FILE ? FastifyReply : Worded<Output<C>>;

/** Route config key that marks a route as registered through a contract (read by the /api scope's check). */
export const CONTRACT_CONFIG = "contract";

export class AnswerMismatchError extends Error {
  override name = "AnswerMismatchError";
}

export function route<const C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: NoInfer<(context: RouteContext<C>) => Promise<Answer<C>>>,
  /** Fastify's own route options: rate-limit config, body limit, hooks such as onSend. */
  options: Omit<RouteShorthandOptions, "schema" | "handler"> = {},
): void {
  const prefix = app.prefix;
  if (!contract.path.startsWith(`${prefix}/`)) throw new Error(`${contract.method} ${contract.path} registered in the ${prefix} scope`);
  const checkAnswer = !app.config.isProduction && contract.output !== FILE;
  app.route({
    method: contract.method,
    url: contract.path.slice(prefix.length),
    ...options,
    config: { ...(options.config ?? {}), [CONTRACT_CONFIG]: contract } as RouteShorthandOptions["config"],
    handler: async (request, reply) => {
      const user = contract.roles === PUBLIC ? request.user : requireRole(request, contract.roles);
      const actor = user ? actorOf(request, user) : null;
      const query = contract.query ? parseInput(request.query, contract.query) : undefined;
      const body = contract.body instanceof ZodType ? parseInput(request.body, contract.body) : undefined;
      const context = { actor, params: request.params, query, body, request, reply } as RouteContext<C>;
      const worded = await handler(context);
      if (worded === reply) return reply;
      const answer = inLanguage(worded, user?.language ?? contentLanguage(request));
      if (checkAnswer) {
        const checked = (contract.output as ZodType).safeParse(answer);
        if (!checked.success) {
          const where = checked.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`).join("; ");
          throw new AnswerMismatchError(`${contract.method} ${contract.path} answered outside its contract: ${where}`);
        }
      }
      if (contract.status) reply.code(contract.status);
      return answer;
    },
  });
}

/**
 * An answer's `message` (what was done: "Draft saved.", "Added Thanksgiving.") in the reader's language,
 * as server/errors.ts words refusals (issue 32): the signed-in person's, else the page's that wrote.
 */
function inLanguage(answer: unknown, language: Language): unknown {
  if (typeof answer !== "object" || answer === null || !("message" in answer) || !isWords(answer.message)) return answer;
  return { ...answer, message: wordsIn(language, answer.message) };
}

function isWords(message: unknown): message is Words {
  return typeof message === "string" || (typeof message === "object" && message !== null && "id" in message);
}
