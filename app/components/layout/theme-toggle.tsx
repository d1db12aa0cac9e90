import { useCallback, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { useT } from "~/lib/i18n";
import { onDemand, useOnDemand } from "~/lib/on-demand";
import { THEME_BUTTON_ATTRIBUTE, themeButtonNameAttribute, type ThemePreference } from "~/lib/theme";
import { THEME_OPTIONS } from "./theme-options";
import { useTheme } from "./theme-provider";

const loadThemeMenu = onDemand(() => import("./theme-menu"));

/**
 * The three icons, of which CSS shows the chosen one (app.css, from the html element's
 * data-theme-choice, set by the head script before the first paint and by the provider after).
 */
const ICONS = (
  <>
    {THEME_OPTIONS.map(({ value, icon: Icon }) => (
      <Icon key={value} aria-hidden="true" data-theme-icon={value} />
    ))}
  </>
);

export function ThemeToggle() {
  const t = useT();
  const { preference, setPreference } = useTheme();
  const current = THEME_OPTIONS.find((o) => o.value === preference) ?? THEME_OPTIONS[2]!;
  const theme = t(`auth.theme.${current.value}`);
  // Before the page's script runs, the boot script names the button from these (app/lib/theme.ts).
  const names = Object.fromEntries(
    THEME_OPTIONS.map(({ value }) => [themeButtonNameAttribute(value), t("auth.theme.button", { theme: t(`auth.theme.${value}`) })]),
  );
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <ThemeMenuButton
          aria-label={t("auth.theme.button", { theme })}
          data-testid="theme-toggle"
          {...{ [THEME_BUTTON_ATTRIBUTE]: "", ...names }}
          icon={ICONS}
          preference={preference}
          onPreferenceChange={setPreference}
        />
      </TooltipTrigger>
      <TooltipContent>{t("auth.theme.tooltip", { theme })}</TooltipContent>
    </Tooltip>
  );
}

interface ThemeMenuButtonProps extends Omit<ComponentProps<"button">, "children"> {
  icon: ReactNode;
  preference: ThemePreference;
  onPreferenceChange: (preference: ThemePreference) => void;
}

const OPEN_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * The theme button. Until the menu's code has downloaded it is a stand-in that looks and is named
 * the same; pointing at it, focusing it or pressing it starts the download, and a press made before
 * the code arrives opens the menu as soon as it does. The tooltip around it is unaffected: it keeps
 * its own state while the stand-in is replaced, and focus moves to the real button.
 */
function ThemeMenuButton({ icon, preference, onPreferenceChange, ref, ...props }: ThemeMenuButtonProps) {
  const [menu, loadMenu] = useOnDemand(loadThemeMenu);
  const [openedBy, setOpenedBy] = useState<"pointer" | "keyboard" | null>(null);
  const node = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);

  const setRefs = useCallback(
    (element: HTMLButtonElement | null) => {
      node.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useLayoutEffect(() => {
    if (menu && hadFocus.current) {
      hadFocus.current = false;
      node.current?.focus();
    }
  }, [menu]);

  if (menu) {
    const ThemeMenu = menu.default;
    return (
      <ThemeMenu triggerProps={props} triggerRef={setRefs} icon={icon} preference={preference} onPreferenceChange={onPreferenceChange} openedBy={openedBy} />
    );
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      ref={setRefs}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event);
        void loadMenu();
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        hadFocus.current = true;
        void loadMenu();
      }}
      onBlur={(event) => {
        props.onBlur?.(event);
        // Chromium blurs an element as it leaves the page; only a real move of focus counts.
        if (event.currentTarget.isConnected) hadFocus.current = false;
      }}
      onPointerDown={(event) => {
        props.onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // as Radix does: the button keeps focus where it was
        setOpenedBy("pointer");
        void loadMenu();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.defaultPrevented || !OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        setOpenedBy("keyboard");
        void loadMenu();
      }}
    >
      {icon}
    </Button>
  );
}
