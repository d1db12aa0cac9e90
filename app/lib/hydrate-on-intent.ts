/**
 * Public pages hydrate on the visitor's first sign of intent (docs/decisions/0017).
 *
 * A public page is prerendered HTML that works with no script: links are links, the content and the
 * forms' markup are all there, the theme and reading-font boot scripts in the head apply the stored
 * choices before the first paint. React Router's scripts (its module preloads in the head, its
 * context, the module script that hydrates the document, React's streaming bits) are moved at build
 * time (app/entry.server.tsx, `deferHydration`) into one inert `<template>` at the end of the body,
 * so a visitor who only reads downloads no JavaScript beyond the small inline script below.
 *
 * The inline script (`hydrateOnIntentScript`, in the head) puts them back, in their original order
 * and place, on the first sign of intent: a press or touch anywhere, a key, focus, the pointer over
 * something that can be used (a button, a field, a tab; not a plain link, which works without
 * script), a marked element (`data-hydrate="visible"`) scrolling into view, or, on a page with a
 * part that follows the address (`data-hydrate="address"`: the contact tabs, the FAQ answers), a
 * query or fragment in the address it was opened with. Until React has
 * hydrated (the root announces it with the HYDRATED_EVENT), a press on a control (from the button going
 * down to the click, even if the page goes live in between) is held and
 * pressed again once the page is live, a submit is repeated, and what the visitor typed or chose in
 * a field is entered again through the page's own handlers, so nothing done in the meantime is lost.
 * The page's modules are evaluated one per task before React Router's module script runs, so a
 * phone is never busy with all of them at once.
 */

import { DEFERRED_TEMPLATE_ID, HYDRATED_EVENT } from "./hydration-names";
import { VIEWER_ZONE_ATTRIBUTE } from "./viewer-zone";

export { DEFERRED_TEMPLATE_ID, HYDRATED_EVENT };

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const CONTEXT_SCRIPT = "<script>window.__reactRouterContext";
/** React Router's `<ScrollRestoration />` script, and the arguments it is called with. */
const SCROLL_RESTORATION_SCRIPT = /<script>\(\(storageKey2, restoreKey\) => \{[\s\S]*?\}\)\(([^<]*)\)<\/script>/;

/**
 * Rewrites a prerendered page so that it hydrates on intent: the module preloads leave the head and
 * everything from React Router's context script to the end of the body goes into an inert template,
 * and the loader goes into the head. Throws if the page does not have the expected shape (a build
 * of a new React Router version must be looked at, not silently shipped fully hydrated).
 */
export function deferHydration(html: string, loaderScript = hydrateOnIntentScript, importsOf?: ReadonlyMap<string, readonly string[]>): string {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  const start = html.indexOf(CONTEXT_SCRIPT);
  if (headEnd < 0 || bodyEnd < 0 || start < headEnd || start > bodyEnd) {
    throw new Error("deferHydration: the page has no React Router context script in its body");
  }
  const head = html.slice(0, headEnd);
  const found = head.match(MODULE_PRELOAD) ?? [];
  const preloads = importsOf ? importsFirst(found, importsOf) : found;
  const deferred = html.slice(start, bodyEnd);
  const content = html.slice(headEnd, start);
  if (!SCROLL_RESTORATION_SCRIPT.test(content)) {
    throw new Error("deferHydration: the page has no React Router scroll restoration script before its context script");
  }
  return (
    head.replace(MODULE_PRELOAD, "") +
    `<script>${loaderScript}</script>` +
    // A function, so that nothing in the arguments is read as a replacement pattern ($&, $').
    content.replace(SCROLL_RESTORATION_SCRIPT, (_script, args: string) => `<script>(${restoreStoredScroll.toString()})(${args})</script>`) +
    `<template id="${DEFERRED_TEMPLATE_ID}">${preloads.join("")}${deferred}</template>` +
    html.slice(bodyEnd)
  );
}

/**
 * The module preloads with each module after those it imports (`importsOf`: each module's address
 * and the addresses it imports), otherwise in their order: the loader evaluates the modules in the
 * order of the preloads, one per task, and a module evaluated before its imports would take them
 * all into its task.
 */
export function importsFirst(preloads: readonly string[], importsOf: ReadonlyMap<string, readonly string[]>): string[] {
  const byAddress = new Map(preloads.map((preload) => [/href="([^"]+)"/.exec(preload)?.[1] ?? preload, preload]));
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (address: string) => {
    const preload = byAddress.get(address);
    if (preload === undefined || seen.has(address)) return;
    seen.add(address);
    for (const imported of importsOf.get(address) ?? []) visit(imported);
    ordered.push(preload);
  };
  for (const address of byAddress.keys()) visit(address);
  return ordered;
}

/**
 * Stands in for React Router's scroll restoration script, in its place at the end of the body (the
 * element React hydrates there is unchanged). React Router's script gives a history entry without a
 * key a new one (`history.replaceState`) and reads the stored positions from `sessionStorage` on
 * every load; on a phone those two calls were the longest script task of a public page. Only an
 * entry that already has a key (one the hydrated site made, opened again by Back or a reload) can
 * have a stored position, so only then is `sessionStorage` read. A fresh entry gets its key from the
 * loader just before the page hydrates, which is when React Router first reads it.
 */
function restoreStoredScroll(storageKey: string, restoreKey: string | null) {
  const entryKey = (window.history.state as { key?: unknown } | null)?.key;
  if (!restoreKey && typeof entryKey !== "string") return;
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}") as Record<string, unknown>;
    const storedY = positions[restoreKey || (entryKey as string)];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

/**
 * The loader, run in the head of every public page. Self-contained (serialised as text) and hashed
 * into the page's content security policy by the server, like the theme boot script; so are the
 * deferred inline scripts, which it re-creates with exactly their original text.
 */
function loader(templateId: string, hydratedEvent: string, zoneAttribute: string, evaluate: (href: string) => Promise<unknown>, afterFirstPaint: boolean) {
  const d = document;
  let started = false;
  let live = false;
  const presses: Element[] = [];
  const submits: HTMLFormElement[] = [];
  const entered = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | FileList | null>();
  const USABLE = "button,input,select,textarea,summary,label,form,[role=tab],[role=button],[tabindex],[data-hydrate]";
  // Controls a press is held for (a press on a text field just focuses it; a link navigates).
  const PRESSABLE =
    "button,[role=button],[role=tab],[role=checkbox],[role=switch],input[type=checkbox],input[type=radio],input[type=submit],input[type=button],input[type=reset]";

  const fresh = (old: Element) => {
    const script = d.createElement("script");
    for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
    script.text = old.textContent ?? "";
    return script;
  };
  // Scripts imported from a template would not reliably run: each is replaced by a new one.
  const revive = (node: Node): Node => {
    if (node instanceof Element) {
      if (node.tagName === "SCRIPT") return fresh(node);
      for (const old of Array.from(node.querySelectorAll("script"))) old.replaceWith(fresh(old));
    }
    return node;
  };

  const start = () => {
    if (started) return;
    const template = d.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement)) {
      // The first paint (or a press) can come before the end of the document has arrived: on a slow
      // connection the template is not there yet, and the page goes live once it is.
      if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", start);
      return;
    }
    started = true;
    // What React Router's scroll restoration script did at load (restoreStoredScroll): the router
    // keys this entry's scroll position by it.
    const state = history.state as { key?: unknown } | null;
    if (!state || !state.key) history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    const parent = template.parentNode!;
    const copies = Array.from(template.content.childNodes, (node) => revive(d.importNode(node, true)));
    template.remove();
    const preloads = copies.filter((copy) => copy instanceof HTMLLinkElement);
    // The page's module script (React Router's: it imports the route modules, then the entry that
    // hydrates) waits in its place until the modules it would evaluate in one task have been
    // evaluated one per task, in the order of their preloads: on a phone the one task took 100 to
    // 200 ms, and nothing the visitor did could be handled during it. Modules the script imports
    // itself once the routes are set (the entry) are left to it.
    const held = copies.filter((copy): copy is HTMLScriptElement => copy instanceof HTMLScriptElement && copy.type === "module");
    const places = new Map(
      held.map((script) => [
        script,
        copies.slice(copies.indexOf(script) + 1).find((copy) => !(copy instanceof HTMLLinkElement) && !held.includes(copy as HTMLScriptElement)) ?? null,
      ]),
    );
    const address = (href: string) => new URL(href, d.baseURI).href;
    const byScript = new Set(held.flatMap((script) => Array.from(script.text.matchAll(/import\("([^"]+)"\)/g), (match) => address(match[1]!))));
    const queue = preloads.map((link) => link.href).filter((href) => href && !byScript.has(address(href)));
    for (const copy of copies) if (!(copy instanceof HTMLLinkElement) && !places.has(copy as HTMLScriptElement)) parent.appendChild(copy);
    const release = () => {
      places.forEach((before, script) => parent.insertBefore(script, before?.parentNode === parent ? before : null));
      places.clear();
    };
    // A module that fails to load sends the page's script on at once (it fails as it would have).
    const evaluateNext = (): void => {
      const href = queue.shift();
      if (href) evaluate(href).then(evaluateNext, release);
      else release();
    };
    evaluateNext();
    // Module preloads a few milliseconds' worth per task: each asks the network for its file from
    // this thread (about 1 ms on a phone, more with the page's security policy to check), and a
    // page's sixty in one task blocked a press for up to 250 ms. The next ones follow through a
    // message, which a background tab does not slow down as it does timers.
    const insertPreloads = () => {
      const began = performance.now();
      do d.head.appendChild(preloads.shift()!);
      while (preloads.length > 0 && performance.now() - began < 3);
      if (preloads.length === 0) return;
      const channel = new MessageChannel();
      channel.port1.onmessage = insertPreloads;
      channel.port2.postMessage(null);
    };
    if (preloads.length > 0) insertPreloads();
    // While the scripts download, the main thread is idle: the platform's first date and number
    // formatters (the time-zone and locale data they load) cost 60 to 120 ms at a phone's speed, and
    // made at the first render they lengthened the page's longest task by as much. One per task.
    const html = d.documentElement;
    const warmUp = (make: () => void) =>
      setTimeout(() => {
        try {
          make();
        } catch {
          // A zone or language the platform does not know: the page's own code deals with it.
        }
      }, 0);
    const timeZone = html.getAttribute(zoneAttribute) || undefined;
    warmUp(() => new Intl.DateTimeFormat(html.lang || undefined, { dateStyle: "medium", timeStyle: "short", timeZone }).format(0));
    warmUp(() => new Intl.NumberFormat(html.lang || undefined).format(0));
  };

  const closest = (target: EventTarget | null, selector: string) => (target instanceof Element ? target.closest(selector) : null);
  // What React leaves on an element it has hydrated.
  const taken = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  const listen = (type: string, handler: (event: Event) => void) => d.addEventListener(type, handler, { capture: true });

  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) {
    listen(type, (event) => {
      if (type === "pointerdown" && closest(event.target, "a[href]") && !closest(event.target, USABLE)) return;
      start();
    });
  }
  let over: Element | null = null;
  listen("pointerover", (event) => {
    over = event.target instanceof Element ? event.target : null;
    if (closest(event.target, USABLE)) start();
  });

  // Held until the page is live: presses on controls, submits, and what is typed or chosen.
  // A press is held whole, from the moment the button goes down to the click: a menu opens as the
  // button goes down, and a press begun before the page is live and ended after would otherwise
  // reach the page as a click alone (the menu stayed shut). Controls whose press began while held
  // (`pressing`) have the rest of that press held too, even once the page is live; it is pressed
  // again whole when the page goes live.
  const pressing = new Set<Element>();
  // Presses begun after the root went live on a part React has not taken yet (a screen whose code
  // loads on its own: the absence form, the live room): pressed again once React has taken it.
  const late = new Set<Element>();
  const begun = (control: Element) => Array.from(pressing).some((held) => held === control || current(held) === control);
  const hold = (event: Event) => {
    const control = closest(event.target, PRESSABLE);
    if (!control || closest(control, "a[href]")) return;
    const continued = event.isTrusted && begun(control);
    // Once the page is live, the presses made again here (not trusted) go through, taken or not.
    if (live && (taken(control) || !event.isTrusted) && !continued) return;
    // React listens on the document too, and from the moment hydration starts it may act on a
    // press itself: a press held here must reach nobody else, or it would be acted on twice.
    // Until React has taken a button, its click would do what the browser does alone (a form sent
    // as a plain request, the page reloaded with its fields in the address).
    if (event.type === "click") event.preventDefault();
    event.stopImmediatePropagation();
    if (live && !continued) late.add(control);
    if (event.type === "pointerdown" || event.type === "mousedown") pressing.add(control);
    // The click comes in the same task as the button going up; a press that ends elsewhere has no click.
    else if (event.type === "pointerup" || event.type === "pointercancel") setTimeout(() => pressing.clear(), 0);
    else if (event.type === "click") {
      pressing.clear();
      if (late.delete(control)) whenLive(control, () => press(control));
    }
    if (!live && !presses.includes(control)) presses.push(control);
    start();
  };
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "pointercancel", "click"]) listen(type, hold);
  // Forms sent again here once the page is live, taken or not (after 10 s the browser sends them as it would alone).
  const resent = new Set<HTMLFormElement>();
  const resend = (form: HTMLFormElement) => {
    if (!form.isConnected) return;
    resent.add(form);
    form.requestSubmit();
    resent.delete(form);
  };
  listen("submit", (event) => {
    const form = event.target;
    if (live && (!(form instanceof HTMLFormElement) || taken(form) || resent.has(form))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (form instanceof HTMLFormElement) {
      if (live) whenLive(form, () => resend(form));
      else if (!submits.includes(form)) submits.push(form);
    }
    start();
  });
  const remember = (event: Event) => {
    if (live) return;
    const field = event.target;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return;
    if (field instanceof HTMLInputElement && field.type === "file") entered.set(field, field.files);
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      entered.set(field, field.value);
    }
    start();
  };
  listen("input", remember);
  listen("change", remember);

  // Marked parts that show something only the browser knows (the visitor's time zone) hydrate the
  // page as they come into view; parts that follow the address (a tab in ?tab=, a question in #id)
  // hydrate it at once when the page was opened with a query or a fragment.
  const watch = () => {
    // Submit buttons disabled only so the browser cannot send a form before the page's code runs:
    // presses and submits are held here instead.
    d.querySelectorAll("button[data-held][disabled]").forEach((button) => button.removeAttribute("disabled"));
    if ((location.search.length > 1 || location.hash.length > 1) && d.querySelector("[data-hydrate=address]")) {
      start();
      return;
    }
    const marked = d.querySelectorAll("[data-hydrate=visible]");
    if (marked.length === 0 || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "200px" },
    );
    marked.forEach((element) => observer.observe(element));
  };
  if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", watch);
  else watch();
  // A page rendered for a signed-in person goes live as soon as its first paint has been shown: its
  // scripts are asked for only then, so its content is never waiting behind them. The browser's own
  // record of that paint says when: the load event, and a frame requested at once, could both come
  // before the frame reached the screen (in about one load in three), and the sixty scripts then
  // shared the network with the page's style and delayed its first paint by 0.8 s on a phone.
  if (afterFirstPaint) {
    const painted = () => {
      try {
        if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return false;
        const observer = new PerformanceObserver((list) => {
          if (list.getEntriesByName("first-contentful-paint").length === 0) return;
          observer.disconnect();
          start();
        });
        observer.observe({ type: "paint", buffered: true });
        return true;
      } catch {
        return false;
      }
    };
    if (!painted()) requestAnimationFrame(() => setTimeout(start, 0));
    // A tab in the background paints nothing and goes live once loaded; a page that paints nothing
    // the browser counts as content goes live a moment after (a timer: a stopped clock stops only this).
    window.addEventListener("load", () => (d.visibilityState === "visible" ? setTimeout(start, 1000) : start()));
  }

  const enterAgain = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string | FileList | null) => {
    if (!field.isConnected) return;
    const proto = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(proto, "value")?.set;
    if (typeof value === "string") {
      // Through the element's own setter first (React tracks it), then the prototype's, so the
      // page's change handler sees the value as new.
      field.value = value === "" ? " " : "";
      setValue?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    } else if (value && field instanceof HTMLInputElement) {
      field.value = "";
      field.files = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };
  // A control the page replaced as it went live (a stand-in button swapped for the real menu once
  // its code arrived) is found again by its id or test id, so the press is not lost.
  const current = (control: Element) => {
    if (control.isConnected) return control;
    const id = control.id || control.getAttribute("data-testid");
    if (!id) return null;
    return control.id ? d.getElementById(id) : d.querySelector(`[data-testid="${CSS.escape(id)}"]`);
  };
  // The root announces hydration before the parts that wait for code of their own (a screen loaded
  // on demand: the live room) have hydrated, and React drops a press on a part it has not hydrated:
  // each held action waits until React has taken its element (for at most 10 s).
  const whenLive = (element: Element, act: () => void, tries = 200) => {
    if (tries === 0 || !element.isConnected || taken(element)) act();
    else setTimeout(() => whenLive(element, act, tries - 1), 50);
  };
  const press = (held: Element) => {
    const control = current(held);
    if (!control) return;
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, pointerType: "mouse", isPrimary: true };
    control.dispatchEvent(new PointerEvent("pointerdown", init));
    control.dispatchEvent(new MouseEvent("mousedown", init));
    control.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0 }));
    control.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
    if (control instanceof HTMLElement) control.click();
  };

  window.addEventListener(hydratedEvent, () => {
    live = true;
    // Parts that load more code when pointed at or focused (the forms, the menus) hear it again.
    if (over?.isConnected) over.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse", isPrimary: true }));
    const focused = d.activeElement;
    if (focused && focused !== d.body) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    // After the task that announced hydration: React renders once more with what only the browser
    // knows (a stored choice read with useSyncExternalStore), and a press replayed before that render
    // would act on the prerendered state (a toggle turned "on" again instead of off).
    setTimeout(() => {
      entered.forEach((value, field) => whenLive(field, () => enterAgain(field, value)));
      entered.clear();
      presses.splice(0).forEach((held) => whenLive(current(held) ?? held, () => press(held)));
      submits.splice(0).forEach((form) => whenLive(form, () => resend(form)));
    }, 0);
  });
}

// The module import is written as text: a bundler or test runner would rewrite it in the loader's
// source. The script ends with whether it starts after the first paint (tests/support/browser.ts reads it).
const loaderCall = (afterFirstPaint: boolean) =>
  `(${loader.toString()})(${[DEFERRED_TEMPLATE_ID, HYDRATED_EVENT, VIEWER_ZONE_ATTRIBUTE].map((value) => JSON.stringify(value)).join(",")},(href)=>import(href),${afterFirstPaint})`;

export const hydrateOnIntentScript = loaderCall(false);

/** The loader of a page rendered per request (sign-in, the portals): it hydrates right after the first paint. */
export const hydrateAfterFirstPaintScript = loaderCall(true);
