import { useId } from "react";
import { Check, X } from "lucide-react";
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblems } from "#common/schemas/auth";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { PasswordInput, type PasswordInputProps } from "./password-input";

/** The rules of the one password policy (common/schemas/auth.ts), in words a family reads at a glance. */
export const PASSWORD_RULES = [
  { message: PASSWORD_MESSAGES.tooShort, label: "forms.password.ruleLength" },
  { message: PASSWORD_MESSAGES.upper, label: "forms.password.ruleUpper" },
  { message: PASSWORD_MESSAGES.lower, label: "forms.password.ruleLower" },
  { message: PASSWORD_MESSAGES.digit, label: "forms.password.ruleDigit" },
] as const;

/** Which rules the password meets, checked with the same function the server uses. */
export function passwordRuleStates(password: string) {
  const problems = new Set(passwordProblems(password));
  return PASSWORD_RULES.map((rule) => ({ ...rule, met: !problems.has(rule.message) }));
}

/**
 * The policy as a live checklist under a new-password field. Each item says "met" or "not met" in
 * words as well as with its icon and colour. It is not a live region: announcing every keystroke
 * would drown the field; the field's own error says what is missing when the form is sent.
 */
export function PasswordRules({ id, password }: { id?: string; password: string }) {
  const t = useT();
  return (
    <ul id={id} className="grid gap-1 text-sm sm:grid-cols-2" aria-label={t("forms.password.requirements")}>
      {passwordRuleStates(password).map(({ label, met }) => (
        <li key={label} className={cn("flex items-center gap-2", met ? "text-success" : "text-muted-foreground")} data-met={met}>
          {met ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <X className="size-4 shrink-0" aria-hidden="true" />}
          <span>
            {t(label, { min: PASSWORD_MIN_LENGTH })}
            <span className="sr-only">{t(met ? "forms.password.met" : "forms.password.notMet")}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface NewPasswordInputProps extends PasswordInputProps {
  /** The value typed so far, for the checklist. */
  password: string;
}

/** A new-password field (show/hide toggle) with the policy checklist under it, which describes the field. */
export function NewPasswordInput({ password, ...props }: NewPasswordInputProps) {
  const rulesId = useId();
  return (
    <div className="space-y-2">
      <PasswordInput {...props} aria-describedby={[props["aria-describedby"], rulesId].filter(Boolean).join(" ")} autoComplete="new-password" />
      <PasswordRules id={rulesId} password={password} />
    </div>
  );
}
