/**
 * Security headers of DIRECTION.md section 4. The default content security policy allows scripts
 * from this origin only; prerendered pages extend it with the hashes of their own inline scripts
 * (see site.ts), so no page needs 'unsafe-inline' for scripts.
 */
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

export function cspDirectives(isProduction: boolean, scriptHashes: readonly string[] = []) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    // React and Radix set style attributes at run time; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    // A voice answer is played back from the recording in memory (a blob: URL) before it is sent.
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    ...(isProduction ? { "upgrade-insecure-requests": [] } : {}),
  } as Record<string, string[]>;
}

export function serializeCsp(directives: Record<string, string[]>) {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(" ")}` : name))
    .join("; ");
}

function helmetOptions(isProduction: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(isProduction) },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // For browsers that predate frame-ancestors; the same rule as the CSP.
    xFrameOptions: { action: "deny" },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets with these options, in its order. They are the same for every answer (no
 * nonces, no directive computed per request), yet @fastify/helmet builds helmet's middleware again on
 * every request, parsing and serialising the policy each time, then sets them one by one on the raw
 * response: a large share of a prerendered page's answer (issue 37). So helmet, still their one
 * source, answers a single request of its own at start-up, and its headers are kept.
 */
async function helmetHeaders(isProduction: boolean): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(isProduction));
  let headers: Record<string, string> = {};
  probe.get("/", (_request, reply) => {
    // Read before the answer is sent, so only helmet's are there (not its length or date).
    headers = Object.fromEntries(Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]));
    return reply.send();
  });
  await probe.inject("/");
  await probe.close();
  if (!headers["content-security-policy"]) throw new Error("helmet set no content security policy");
  return headers;
}

/**
 * The microphone and camera for this origin only: a child records a voice answer on the work
 * screen, and live classes (/video-session) use both. The pages are one app, so a page reached by a
 * link keeps the policy of the document first loaded: the whole origin needs them.
 */
const PERMISSIONS_POLICY = "camera=(self), microphone=(self), geolocation=(), payment=()";

/** Header names are lower case, as Fastify sends them. */
export type SecurityHeaders = Readonly<Record<string, string>>;

const captured = new Map<boolean, Promise<SecurityHeaders>>();

/** The security headers of every answer, read from helmet once per process and mode. */
export function securityHeaders(isProduction: boolean): Promise<SecurityHeaders> {
  let headers = captured.get(isProduction);
  if (!headers) {
    headers = helmetHeaders(isProduction).then((fromHelmet) => ({ ...fromHelmet, "permissions-policy": PERMISSIONS_POLICY }));
    captured.set(isProduction, headers);
  }
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  const headers = await securityHeaders(isProduction);
  // All at once, on the reply: a route that takes over its response (a live event stream,
  // server/routes/events.ts) copies them from there. The prerendered pages carry them in their own
  // header block (page-answers.ts).
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
