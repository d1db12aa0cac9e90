/**
 * The build-time rewrite of a prerendered public page (app/lib/hydrate-on-intent.ts,
 * docs/decisions/0017): no script file is requested before the visitor acts, and everything React
 * Router wrote is kept, in order, for the loader to put back.
 */
import { describe, expect, it } from "vitest";
import { DEFERRED_TEMPLATE_ID, deferHydration, hydrateOnIntentScript } from "../../app/lib/hydrate-on-intent";

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  "<script>theme()</script>",
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  "</head><body><main>Content</main><script>scrollRestoration()</script>",
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import("/assets/entry.client.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(page);
  const [head, body] = html.split("</head>") as [string, string];
  const template = /<template id="([^"]+)">([\s\S]*)<\/template>/.exec(body);

  it("leaves no module preload or module script outside the template", () => {
    const outside = html.replace(/<template[\s\S]*<\/template>/, "");
    expect(outside).not.toMatch(/modulepreload|type="module"|__reactRouterContext/);
  });

  it("keeps the stylesheet, the boot scripts, the structured data, the content and scroll restoration where they were", () => {
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(head).toContain("<script>theme()</script>");
    expect(head).toContain('<script type="application/ld+json">');
    expect(body).toContain("<main>Content</main><script>scrollRestoration()</script>");
  });

  it("puts the preloads and React Router's scripts, in their order, in the template at the end of the body", () => {
    expect(template?.[1]).toBe(DEFERRED_TEMPLATE_ID);
    expect(template?.[2]).toBe(
      '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
        '<script>window.__reactRouterContext = {"ssr":false};</script>' +
        '<script type="module" async="">import("/assets/entry.client.js");</script>',
    );
    expect(body.endsWith("</template></body></html>")).toBe(true);
  });

  it("adds the loader to the head, once", () => {
    expect(head.split(`<script>${hydrateOnIntentScript}</script>`)).toHaveLength(2);
  });

  it("refuses a page without React Router's context script (a new framework version must be looked at)", () => {
    expect(() => deferHydration("<html><head></head><body><main></main></body></html>")).toThrow(/context script/);
  });
});

describe("the loader", () => {
  it("is self-contained: it parses and names no module-scope helper", () => {
    expect(() => new Function(hydrateOnIntentScript)).not.toThrow();
    expect(hydrateOnIntentScript).not.toMatch(/\b(require|import)\(|__vite|__name\(/);
  });
});
