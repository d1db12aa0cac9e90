import { CalendarCheck } from "lucide-react";
import { useId, type ComponentProps, type ReactNode, type Ref } from "react";
import type { FieldBinding } from "~/components/forms/binding";
import type { FormAlert } from "~/components/forms/form-alert";
import { GradeSelect } from "~/components/forms/grade-select";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormOutcome } from "~/components/forms/form-outcome";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { useLanguage, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";
import { formatLongCalendarDay, parseCalendarDate } from "#common/calendar-date";
import { formatWeekdayDateLong } from "#common/date-formats";
import { isDayFull, isSlotFull, TOUR_LENGTH_MINUTES, TOUR_TIMES } from "#common/tour";
import type { TourDay } from "#common/types/tour-availability";

export const TOUR_FIELDS = ["parent_name", "email", "phone", "child_name", "grade_level", "preferred_date", "preferred_time", "message"] as const;
export type TourField = (typeof TOUR_FIELDS)[number];

/** The spec's English texts (docs/product.md section 8); FormOutcome shows them in the page's language. */
export const TOUR_SUCCESS = {
  title: "Tour booked successfully!",
  description: "We'll contact you within 24 hours to confirm your preferred time slot.",
} as const;
export const TOUR_ERROR_TITLE = "Error booking tour";

export interface TourFormViewProps {
  form: ComponentProps<"form"> & { ref?: Ref<HTMLFormElement>; "data-live"?: string };
  bind: (name: TourField | typeof HONEYPOT_FIELD) => FieldBinding;
  errors?: Partial<Record<TourField, string>>;
  /** The days on offer, with which times are full; empty until known (never in the prerendered HTML). */
  days: readonly TourDay[];
  /** The date chosen, to mark its full times. */
  selectedDate?: string;
  busy?: boolean;
  /** Booked: the form waits to be cleared. */
  blocked?: boolean;
  banner?: boolean;
  alert?: FormAlert;
}

/** formatLongCalendarDay in the page's language: a calendar date as noon UTC, formatted in UTC. */
function dayLabel(isoDate: string, language: Language) {
  if (language === DEFAULT_LANGUAGE) return formatLongCalendarDay(isoDate);
  const date = parseCalendarDate(isoDate);
  return date ? formatWeekdayDateLong(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)), "UTC", LOCALES[language]) : isoDate;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The Book a Tour form's markup (docs/product.md sections 3 and 5). The same view serves the prerendered shell
 * and the live form (tour-form-live.tsx) that replaces it.
 */
export function TourFormView({ form, bind, errors = {}, days, selectedDate = "", busy = false, blocked = false, banner = false, alert }: TourFormViewProps) {
  const id = useId();
  const timeHintId = `${id}-time-hint`;
  const t = useT();
  const language = useLanguage();
  const optional = <span className="font-normal text-muted-foreground">{t("forms.optional")}</span>;
  return (
    <form {...form} noValidate aria-label={t("tour.form.label")} data-tour-form="" className={cn("space-y-7", form.className)}>
      <p className="text-sm text-muted-foreground">{t("tour.form.required")}</p>

      <Group legend={t("tour.form.aboutYou")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("tour.form.parentName")} required error={errors.parent_name}>
            {(control) => <Input {...control} autoComplete="name" {...bind("parent_name")} />}
          </Field>
          <Field label={t("tour.form.email")} required error={errors.email}>
            {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...bind("email")} />}
          </Field>
          <Field
            label={
              <>
                {t("tour.form.phone")}
                {optional}
              </>
            }
            error={errors.phone}
          >
            {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...bind("phone")} />}
          </Field>
        </div>
      </Group>

      <Group legend={t("tour.form.aboutChild")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("tour.form.childName")} required error={errors.child_name}>
            {(control) => <Input {...control} autoComplete="off" {...bind("child_name")} />}
          </Field>
          <Field label={t("tour.form.grade")} required error={errors.grade_level}>
            {(control) => <GradeSelect {...control} placeholder={t("tour.form.gradePlaceholder")} defaultValue="" {...bind("grade_level")} />}
          </Field>
        </div>
      </Group>

      <Group legend={t("tour.form.yourTour")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("tour.form.date")} required error={errors.preferred_date}>
            {(control) => (
              <Select {...control} defaultValue="" {...bind("preferred_date")}>
                <option value="">{t("tour.form.datePlaceholder")}</option>
                {days.map((day) => {
                  const full = isDayFull(day);
                  return (
                    <option key={day.date} value={day.date} disabled={full}>
                      {dayLabel(day.date, language)}
                      {full ? t("tour.form.full") : ""}
                    </option>
                  );
                })}
              </Select>
            )}
          </Field>
          <Field label={t("tour.form.time")} required error={errors.preferred_time}>
            {(control) => (
              <Select
                {...control}
                aria-describedby={[control["aria-describedby"], timeHintId].filter(Boolean).join(" ")}
                defaultValue=""
                {...bind("preferred_time")}
              >
                <option value="">{t("tour.form.timePlaceholder")}</option>
                {TOUR_TIMES.map((time) => {
                  const full = selectedDate !== "" && isSlotFull(days, selectedDate, time);
                  return (
                    <option key={time} value={time} disabled={full}>
                      {t("tour.form.timeOption", { time })}
                      {full ? t("tour.form.full") : ""}
                    </option>
                  );
                })}
              </Select>
            )}
          </Field>
        </div>
        <p id={timeHintId} className="text-sm text-muted-foreground">
          {t("tour.form.timeHint", { minutes: TOUR_LENGTH_MINUTES })}
        </p>
      </Group>

      <Field
        label={
          <>
            {t("tour.form.message")}
            {optional}
          </>
        }
        description={t("tour.form.messageHint")}
        error={errors.message}
      >
        {(control) => <Textarea {...control} rows={4} {...bind("message")} />}
      </Field>

      <Honeypot {...bind(HONEYPOT_FIELD)} />

      <FormOutcome banner={banner} success={TOUR_SUCCESS} alert={alert} />

      <div className="flex flex-col gap-4 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("tour.form.confirm")}</p>
        <SubmitButton busy={busy} blocked={blocked} busyLabel={t("tour.form.booking")} icon={CalendarCheck}>
          {t("tour.form.book")}
        </SubmitButton>
      </div>
    </form>
  );
}
