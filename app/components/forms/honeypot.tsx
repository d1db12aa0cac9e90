/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) but form-filling bots complete. The server refuses a submission that fills it
 * (common/schemas/honeypot.ts). Register it with react-hook-form under HONEYPOT_FIELD.
 */
import type { InputHTMLAttributes } from "react";
import { useT } from "~/lib/i18n";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";

export function Honeypot(props: InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        {t("forms.honeypot")}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} name={HONEYPOT_FIELD} />
      </label>
    </div>
  );
}
