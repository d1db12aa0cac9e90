/**
 * Security headers of DIRECTION.md section 4. The default content security policy allows scripts
 * from this origin only; prerendered pages extend it with the hashes of their own inline scripts
 * (see site.ts), so no page needs 'unsafe-inline' for scripts.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(isProduction) },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // For browsers that predate frame-ancestors; the same rule as the CSP.
    xFrameOptions: { action: "deny" },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
  });
  app.addHook("onRequest", async (_request, reply) => {
    // The microphone and camera for this origin only: a child records a voice answer on the work
    // screen, and live classes (/video-session) use both. The pages are one app, so a page reached by a
    // link keeps the policy of the document first loaded: the whole origin needs them.
    reply.header("Permissions-Policy", "camera=(self), microphone=(self), geolocation=(), payment=()");
  });
}
