/**
 * The endpoints to fuzz, read from the app itself so a route added later is fuzzed without editing
 * the fuzzer. buildApp() registers its routes before it returns, too early for an onRoute hook added
 * afterwards; Fastify's "fastify.initialization" diagnostics channel hands over each new instance
 * before any plugin loads, so the hook sees every route.
 */
import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance } from "fastify";

export interface Route {
  method: string;
  /** The pattern as registered, with its prefix: "/api/admin/users/:id/deactivate". */
  url: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.url}`;

/** Runs `start` (which builds the app) and returns what it returned with every route registered meanwhile. */
export async function collectRoutes<T>(start: () => Promise<T>): Promise<{ result: T; routes: Route[] }> {
  const channel = diagnostics.channel("fastify.initialization");
  const seen = new Map<string, Route>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        const route = { method: String(method).toUpperCase(), url: options.url };
        seen.set(routeKey(route), route);
      }
    });
  };
  channel.subscribe(onInit);
  try {
    const result = await start();
    return { result, routes: [...seen.values()] };
  } finally {
    channel.unsubscribe(onInit);
  }
}

/**
 * The API's endpoints, sorted so a seed picks the same ones every run. The site's own handlers
 * (pages, assets, robots.txt, sitemap.xml) are left out, and so is HEAD, which Fastify adds beside
 * every GET (the fuzzer sends HEAD as one of its wrong methods).
 */
export function apiEndpoints(routes: Route[]): Route[] {
  return routes
    .filter((r) => (r.url === "/api" || r.url.startsWith("/api/")) && r.method !== "HEAD")
    .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}
