import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

export interface PasswordInputProps extends Omit<ComponentProps<"input">, "type"> {
  /** What the toggle shows and hides, for its accessible name ("password", "new password"), in the page's language. */
  toggleLabel?: string;
}

/**
 * A password field with a show/hide toggle (docs/product.md section 2, /reset-password). The toggle is a real
 * button named "Show password" or "Hide password" with aria-pressed, so screen readers hear both
 * what it does and its state; it keeps focus in the field's tab order right after the field.
 */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const t = useT();
  const what = toggleLabel ?? t("forms.password.what");
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} autoCapitalize="none" autoCorrect="off" spellCheck={false} className={cn("pr-11", className)} {...props} />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={t(visible ? "forms.password.hide" : "forms.password.show", { what })}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
