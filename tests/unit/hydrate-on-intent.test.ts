/**
 * The build-time rewrite of a prerendered public page (app/lib/hydrate-on-intent.ts,
 * docs/decisions/0017): no script file is requested before the visitor acts, and everything React
 * Router wrote is kept, in order, for the loader to put back.
 */
import { describe, expect, it } from "vitest";
import { DEFERRED_TEMPLATE_ID, deferHydration, hydrateAfterFirstPaintScript, hydrateOnIntentScript, importsFirst } from "../../app/lib/hydrate-on-intent";
import { moduleImports } from "../../server/plugins/client-manifest";

// React Router's <ScrollRestoration /> script, exactly as React Router 7 writes it.
const reactRouterScrollScript = `<script>((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)</script>`;

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  "<script>theme()</script>",
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  `</head><body><main>Content</main>${reactRouterScrollScript}`,
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

  it("keeps the stylesheet, the boot scripts, the structured data, the content and a scroll restoration script where they were", () => {
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(head).toContain("<script>theme()</script>");
    expect(head).toContain('<script type="application/ld+json">');
    expect(body).toMatch(
      /^<body><main>Content<\/main><script>\(function restoreStoredScroll\([\s\S]*\)\("react-router-scroll-positions", null\)<\/script><template /,
    );
    expect(body).not.toContain("storageKey2");
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

  it("takes the loader of a page rendered per request, which goes live after its first paint, in its place", () => {
    const rendered = deferHydration(page, hydrateAfterFirstPaintScript);
    const renderedHead = rendered.slice(0, rendered.indexOf("</head>"));
    expect(renderedHead.split(`<script>${hydrateAfterFirstPaintScript}</script>`)).toHaveLength(2);
    expect(renderedHead).not.toContain(hydrateOnIntentScript);
    expect(rendered).toContain(`<template id="${DEFERRED_TEMPLATE_ID}">`);
  });

  it("puts each module preload after the preloads of the modules it imports, when it is told what they import", () => {
    const imports = new Map([["/assets/entry.client.js", ["/assets/framework.js"]]]);
    const withFramework = page.replace("</head>", '<link rel="modulepreload" href="/assets/framework.js"/></head>');
    const ordered = deferHydration(withFramework, hydrateAfterFirstPaintScript, imports);
    expect(/<template[^>]*>(.*?)<script>/.exec(ordered)?.[1]).toBe(
      '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/framework.js"/><link rel="modulepreload" href="/assets/entry.client.js"/>',
    );
  });

  it("refuses a page without React Router's context script (a new framework version must be looked at)", () => {
    expect(() => deferHydration("<html><head></head><body><main></main></body></html>")).toThrow(/context script/);
  });
});

describe("the scroll restoration script that stands in for React Router's", () => {
  const script = /<main>Content<\/main><script>([\s\S]*?)<\/script>/.exec(deferHydration(page))![1]!;
  function run(state: unknown, stored: string | null) {
    const calls = { read: 0, scrolledTo: null as number | null, removed: false };
    const window = { history: { state }, scrollTo: (_x: number, y: number) => (calls.scrolledTo = y) };
    const sessionStorage = {
      getItem: () => ((calls.read += 1), stored),
      removeItem: () => (calls.removed = true),
    };
    new Function("window", "sessionStorage", script)(window, sessionStorage);
    return calls;
  }

  it("reads nothing for a fresh history entry (nothing can be stored for it yet)", () => {
    expect(run(null, JSON.stringify({ abc: 300 }))).toEqual({ read: 0, scrolledTo: null, removed: false });
    expect(run({ idx: 0 }, null)).toEqual({ read: 0, scrolledTo: null, removed: false });
  });

  it("scrolls an entry opened again to its stored position, as React Router's script did", () => {
    expect(run({ key: "abc" }, JSON.stringify({ abc: 300, other: 10 }))).toEqual({ read: 1, scrolledTo: 300, removed: false });
    expect(run({ key: "new" }, JSON.stringify({ abc: 300 }))).toEqual({ read: 1, scrolledTo: null, removed: false });
  });

  it("forgets stored positions it cannot read", () => {
    expect(run({ key: "abc" }, "{not json")).toEqual({ read: 1, scrolledTo: null, removed: true });
  });

  it("is required: a page whose scroll restoration script has changed shape is refused", () => {
    expect(() => deferHydration(page.replace(reactRouterScrollScript, "<script>scrollRestoration()</script>"))).toThrow(/scroll restoration/);
  });
});

describe("the loader", () => {
  it.each([
    ["on intent", hydrateOnIntentScript],
    ["after the first paint", hydrateAfterFirstPaintScript],
  ])("%s is self-contained: it parses and names no module-scope helper", (_name, script) => {
    expect(() => new Function(script)).not.toThrow();
    // The one import is the browser's own, given to the loader as text (a bundler would rewrite it in code).
    expect(script.split(",(href)=>import(href),")).toHaveLength(2);
    expect(script.replace(",(href)=>import(href),", ",")).not.toMatch(/\b(require|import)\(|__vite|__name\(/);
  });

  it("starts the page's scripts after the first paint only for a page rendered per request", () => {
    expect(hydrateOnIntentScript.endsWith(",false)")).toBe(true);
    expect(hydrateAfterFirstPaintScript.endsWith(",true)")).toBe(true);
  });
});

describe("importsFirst (the order the loader evaluates a page's modules in, one per task)", () => {
  const link = (name: string) => `<link rel="modulepreload" href="/assets/${name}.js"/>`;
  // The client build's manifest as Vite writes it: chunks by key, with the keys they import.
  const manifest = {
    "entry.client.tsx": { file: "assets/entry.js", imports: ["_framework.js"] },
    "_framework.js": { file: "assets/framework.js", imports: ["_runtime.js"] },
    "_runtime.js": { file: "assets/runtime.js" },
    "routes/home.tsx": { file: "assets/home.js", imports: ["_shared.js", "_framework.js"] },
    "_shared.js": { file: "assets/shared.js", imports: ["_framework.js", "_home-cycle.js"] },
    "_home-cycle.js": { file: "assets/cycle.js", imports: ["_shared.js"] },
  };
  const imports = moduleImports(manifest);

  it("reads each file's imports from the build's manifest, by public address", () => {
    expect(imports.get("/assets/home.js")).toEqual(["/assets/shared.js", "/assets/framework.js"]);
    expect(imports.get("/assets/runtime.js")).toEqual([]);
  });

  it("puts every module after the modules it imports, and keeps the rest in their order", () => {
    const preloads = ["manifest", "entry", "home", "framework", "shared", "runtime"].map(link);
    expect(importsFirst(preloads, imports)).toEqual(["manifest", "runtime", "framework", "entry", "shared", "home"].map(link));
  });

  it("ends on modules that import each other, and leaves out imports the page does not preload", () => {
    const preloads = ["cycle", "shared"].map(link);
    expect(importsFirst(preloads, imports)).toEqual(["shared", "cycle"].map(link));
  });

  it("keeps each preload once", () => {
    expect(importsFirst([link("runtime"), link("runtime")], imports)).toEqual([link("runtime")]);
  });
});
