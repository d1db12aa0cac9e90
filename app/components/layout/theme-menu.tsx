/**
 * The theme menu itself (Radix dropdown: arrow keys, typeahead, Escape, focus returned to the
 * button). ThemeToggle downloads this module when the visitor reaches for the button and then
 * renders it in place of its stand-in button.
 */
import { DropdownMenu } from "radix-ui";
import { useRef, useState, type ComponentProps, type ReactNode, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { isThemePreference, type ThemePreference } from "~/lib/theme";
import { THEME_OPTIONS } from "./theme-options";

export interface ThemeMenuProps {
  /** The props and ref the tooltip gives its trigger, passed on to the menu's trigger. */
  triggerProps: ComponentProps<"button">;
  triggerRef: Ref<HTMLButtonElement>;
  icon: ReactNode;
  preference: ThemePreference;
  onPreferenceChange: (preference: ThemePreference) => void;
  /** The visitor pressed the stand-in button before this module arrived: open at once. */
  openedBy: "pointer" | "keyboard" | null;
}

export default function ThemeMenu({ triggerProps, triggerRef, icon, preference, onPreferenceChange, openedBy }: ThemeMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(openedBy !== null);
  // Radix moves focus to the first item when the keyboard opened the menu; the key press that
  // opened this one happened before Radix was listening, so do the same once here.
  const focusFirstItem = useRef(openedBy === "keyboard");

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild {...triggerProps} ref={triggerRef}>
        <Button variant="ghost" size="icon">
          {icon}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-md border bg-card p-1 text-card-foreground shadow-lg"
          onFocus={(event) => {
            // Radix focuses the menu itself on opening; pass focus on to the first item.
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
          }}
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">{t("auth.theme.menu")}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => {
              if (isThemePreference(value)) onPreferenceChange(value);
            }}
          >
            {THEME_OPTIONS.map(({ value, icon: OptionIcon }) => (
              <DropdownMenu.RadioItem
                key={value}
                value={value}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-semibold"
              >
                <OptionIcon className="size-4" aria-hidden="true" />
                {t(`auth.theme.${value}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
