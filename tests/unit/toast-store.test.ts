/**
 * The toast store of docs/product.md section 9 (toast limit 1, removal 5000 ms after dismissal). The store is
 * module state, so each test imports a fresh copy; the state is read the way a component sees it,
 * by server-rendering a component that calls useToast (its initial state is the store's state).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type ToastModule = typeof import("../../app/components/ui/use-toast");
let store: ToastModule;

function visibleToasts() {
  let seen: ReturnType<ToastModule["useToast"]>["toasts"] = [];
  function Probe() {
    seen = store.useToast().toasts;
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  return seen.map(({ id, title, description, variant, open }) => ({ id, title, description, variant, open }));
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import("../../app/components/ui/use-toast");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("toast constants", () => {
  it("match docs/product.md section 9", () => {
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_REMOVE_DELAY_MS).toBe(5000);
  });
});

describe("toast()", () => {
  it("starts with no toasts", () => {
    expect(visibleToasts()).toEqual([]);
  });

  it("adds an open toast with its content and returns its id", () => {
    const { id } = store.toast({ title: "Login failed", description: "Invalid username or password", variant: "destructive" });

    expect(visibleToasts()).toEqual([{ id, title: "Login failed", description: "Invalid username or password", variant: "destructive", open: true }]);
  });

  it("keeps one toast at a time: a second toast replaces the first", () => {
    const first = store.toast({ title: "First" });
    const second = store.toast({ title: "Second" });

    expect(second.id).not.toBe(first.id);
    expect(visibleToasts()).toEqual([{ id: second.id, title: "Second", description: undefined, variant: undefined, open: true }]);
  });

  it("update() patches the toast in place", () => {
    const t = store.toast({ title: "Saving" });
    t.update({ title: "Saved", variant: "success" });

    expect(visibleToasts()).toMatchObject([{ id: t.id, title: "Saved", variant: "success", open: true }]);
  });
});

describe("dismissal", () => {
  it("closes the toast at once and removes it exactly TOAST_REMOVE_DELAY_MS later", () => {
    const t = store.toast({ title: "Signed out" });
    t.dismiss();

    expect(visibleToasts()).toMatchObject([{ id: t.id, open: false }]);
    vi.advanceTimersByTime(4999);
    expect(visibleToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visibleToasts()).toEqual([]);
  });

  it("dismissToast() without an id dismisses every toast", () => {
    const t = store.toast({ title: "Hello" });
    store.dismissToast();

    expect(visibleToasts()).toMatchObject([{ id: t.id, open: false }]);
    vi.advanceTimersByTime(5000);
    expect(visibleToasts()).toEqual([]);
  });

  it("dismissToast(id) leaves other toasts alone", () => {
    const t = store.toast({ title: "Hello" });
    store.dismissToast("not-an-id");
    vi.advanceTimersByTime(5000);

    expect(visibleToasts()).toMatchObject([{ id: t.id, open: true }]);
  });

  it("does not restart the removal delay when dismissed twice", () => {
    const t = store.toast({ title: "Hello" });
    t.dismiss();
    vi.advanceTimersByTime(3000);
    t.dismiss();
    vi.advanceTimersByTime(2000);

    expect(visibleToasts()).toEqual([]);
  });

  it("removing a dismissed toast does not remove the toast that replaced it", () => {
    const first = store.toast({ title: "First" });
    first.dismiss();
    const second = store.toast({ title: "Second" });
    vi.advanceTimersByTime(5000);

    expect(visibleToasts()).toMatchObject([{ id: second.id, title: "Second", open: true }]);
  });

  it("useToast exposes the same toast and dismiss functions", () => {
    let api: ReturnType<ToastModule["useToast"]> | undefined;
    function Probe() {
      api = store.useToast();
      return null;
    }
    renderToStaticMarkup(createElement(Probe));

    expect(api?.toast).toBe(store.toast);
    expect(api?.dismiss).toBe(store.dismissToast);
  });
});
