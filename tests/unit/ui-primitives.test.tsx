/**
 * The interface constants of docs/product.md section 9 and the six alert kinds of section 8, checked on the
 * rendered primitives.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import { Alert, ALERT_KINDS } from "../../app/components/ui/alert";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, ToastProvider, ToastViewport } from "../../app/components/ui/toast";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../app/components/ui/use-toast";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../app/components/ui/tooltip";
import { LanguageProvider } from "../../app/lib/i18n";

/** The primitives' own words come from the catalogues (useT), so they render inside a language, as under the app's root. */
const render = (node: ReactNode, language: Language = "en") => renderToStaticMarkup(<LanguageProvider language={language}>{node}</LanguageProvider>);

describe("interface constants (docs/product.md section 9)", () => {
  it("toasts: limit 1, removal 5000 ms, duration 5000 ms, swipe 50 px, hotkey F8", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(5000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(["F8"]);
  });

  it("tooltips: 700 ms delay, 300 ms skip delay", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("the toast viewport is at most 420 px wide from medium screens up and announces F8", () => {
    const html = render(
      <ToastProvider>
        <ToastViewport />
      </ToastProvider>,
    );
    expect(html).toContain("md:max-w-[420px]");
    expect(html).toContain('aria-label="Notifications (F8)"');
  });
});

describe("Alert", () => {
  it("supports exactly the six kinds of docs/product.md section 8", () => {
    expect([...ALERT_KINDS]).toEqual(["error", "warning", "info", "network", "validation", "auth"]);
  });

  it.each(ALERT_KINDS)("renders the %s kind with its title, text and a spoken label", (kind) => {
    const html = render(
      <Alert kind={kind} title="Title text">
        Body text
      </Alert>,
    );
    expect(html).toContain(`data-kind="${kind}"`);
    expect(html).toContain("Title text");
    expect(html).toContain("Body text");
    expect(html).toMatch(/<span class="sr-only">[^<]+: <\/span>/);
    // Problems interrupt the screen reader; information waits its turn.
    const urgent = ["error", "validation", "auth", "network"].includes(kind);
    expect(html).toContain(urgent ? 'role="alert"' : 'role="status"');
  });

  it("speaks its kind, and the toasts' region its name, in the page's language", () => {
    expect(render(<Alert kind="warning" title="Título" />, "es")).toContain('<span class="sr-only">Advertencia: </span>');
    expect(
      render(
        <ToastProvider>
          <ToastViewport />
        </ToastProvider>,
        "es",
      ),
    ).toContain('aria-label="Notificaciones (F8)"');
  });
});
