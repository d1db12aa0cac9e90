import { Loader2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { Link } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { NETWORK_ERROR } from "~/lib/error-texts";
import { useLanguage, useLocalize, useRichT, useT } from "~/lib/i18n";
import { onDemand } from "~/lib/on-demand";
import { useBrowserValue } from "~/lib/use-browser-value";
import { formatCalendarDate, formatCalendarMonthDay, parseCalendarDate, type CalendarDate } from "#common/calendar-date";
import { dateTimeFormat } from "#common/date-formats";
import { calendarDateInZone } from "#common/time-zone";
import {
  DEFAULT_CUTOFF,
  findStartOption,
  LAST_START_MONTH,
  parseYearMonth,
  SCHOOL_YEAR_FIRST_MONTH,
  schoolYearName,
  startOptions,
} from "#common/grade-placement";
import { formatMonthYear } from "#common/calendar-date";
import { GRADE_LEVELS, gradeNameWithAges } from "#common/grades";
import { LOCALES } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import type { Application, ApplicationInput } from "#common/schemas/application";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";
import { school } from "#common/school";
import type { ApplicationSubmission } from "./application-api";
import { applicationResolver, preloadApplicationResolver } from "./application-resolver";
import { CheckboxField, checkboxClass, FormSection } from "./form-parts";

const loadSending = onDemand(() => import("./application-send"));

/** Starts downloading the validation and the sending code (the family is about to fill in the form). */
function preloadFormCode() {
  preloadApplicationResolver();
  loadSending().catch(() => {});
}

/** What the inputs hold: text as typed and booleans, plus the honeypot. */
export interface ApplicationFormValues {
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  secondary_guardian_name: string;
  secondary_guardian_email: string;
  child_first_name: string;
  child_last_name: string;
  child_dob: string;
  child_grade_requested: string;
  desired_start: string;
  prior_school_name: string;
  prior_school_contact: string;
  special_needs: string;
  previous_online_experience: boolean;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  ferpa_consent: boolean;
  photo_release_consent: boolean;
  marketing_consent: boolean;
  [HONEYPOT_FIELD]: string;
}

// Every field of the schema has an input here, and nothing else (besides the honeypot) does; the
// spec's is_mid_year_transfer follows from the start chosen (withTransferFlag).
type MissingFields = Exclude<keyof ApplicationInput, keyof ApplicationFormValues | "is_mid_year_transfer">;
type ExtraFields = Exclude<keyof ApplicationFormValues, keyof ApplicationInput | typeof HONEYPOT_FIELD>;
const fieldsMatchSchema: [MissingFields, ExtraFields] extends [never, never] ? true : false = true;
void fieldsMatchSchema;

/** docs/product.md section 5: booleans default to false, and every text starts empty. */
export const EMPTY_APPLICATION: ApplicationFormValues = {
  parent_name: "",
  parent_email: "",
  parent_phone: "",
  secondary_guardian_name: "",
  secondary_guardian_email: "",
  child_first_name: "",
  child_last_name: "",
  child_dob: "",
  child_grade_requested: "",
  desired_start: "",
  prior_school_name: "",
  prior_school_contact: "",
  special_needs: "",
  previous_online_experience: false,
  emergency_contact_name: "",
  emergency_contact_phone: "",
  ferpa_consent: false,
  photo_release_consent: false,
  marketing_consent: false,
  [HONEYPOT_FIELD]: "",
};

const FIELD_NAMES = new Set(Object.keys(EMPTY_APPLICATION));

/** "September 1", "1 de septiembre": the cut-off date in the page's locale (any year: only the month and day show). */
const cutoffText = (locale: string) => formatCalendarMonthDay({ year: 2000, ...DEFAULT_CUTOFF }, locale);
/** "August", "agosto". */
const monthText = (month: number, locale: string) => dateTimeFormat(locale, "monthLong", "UTC").format(Date.UTC(2000, month - 1, 15));

/** Today in the school's zone: the server checks a start against the same calendar day. */
const schoolToday = () => calendarDateInZone(new Date(), school.timeZone);
const schoolTodayText = () => formatCalendarDate(schoolToday());
/** Today in the browser's own zone, as "2026-05-01". */
function localToday(): string {
  const now = new Date();
  return formatCalendarDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The spec's is_mid_year_transfer, as the server also derives it: a start in the school year in progress. */
function withTransferFlag(application: Application, today: CalendarDate): Application {
  const start = application.desired_start ? findStartOption(today, application.desired_start) : undefined;
  return { ...application, is_mid_year_transfer: start ? !start.nextSchoolYear : false };
}

const textLink = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

export interface ApplicationFormProps {
  /** Called once the server has stored the application. */
  onSubmitted: (submission: ApplicationSubmission, application: Application) => void | Promise<void>;
  /** Called as a valid application is sent (to start downloading what the answer may need). */
  onSending?: () => void;
  /** Focus the first field on mount (a second application started from the confirmation). */
  focusFirstField?: boolean;
}

/**
 * The admission application of docs/product.md sections 3 and 5. Messages appear under the fields when the
 * form is submitted and then update as the family types; a failed submit moves focus to the first
 * invalid field. The server's own field errors (a 400) are shown the same way.
 */
export function ApplicationForm({ onSubmitted, onSending, focusFirstField = false }: ApplicationFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, Application>({
    resolver: applicationResolver<ApplicationFormValues>(),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: EMPTY_APPLICATION,
  });
  // The failed submission's alert text, read when it failed (the readers are downloaded by then).
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  // The latest date of birth a date picker offers: today, known only in the browser (after hydration).
  const today = useBrowserValue<string | undefined>(localToday, undefined);
  // The starts on offer follow today's date in the school's zone, also known only in the browser;
  // read again at every render, so a month that ended since the page opened is no longer offered.
  const schoolDayText = useBrowserValue<string | undefined>(schoolTodayText, undefined);
  const schoolDay = schoolDayText ? parseCalendarDate(schoolDayText) : undefined;
  const sending = useRef(false);
  const t = useT();
  const rt = useRichT();
  const localize = useLocalize();
  const language = useLanguage();
  const locale = LOCALES[language];
  const failed = () => toast({ title: t("application.submit.errorTitle"), description: t("application.submit.errorText"), variant: "destructive" });

  const starts = schoolDay ? startOptions(schoolDay) : [];
  const monthsThisYear = starts.filter((option) => !option.nextSchoolYear);
  /** A month's option in the page's language ("December 2026", "diciembre de 2026"). */
  const monthLabel = (value: string, fallback: string) => {
    const month = parseYearMonth(value);
    return month ? formatMonthYear(month, locale) : fallback;
  };
  const nextYear = starts.find((option) => option.nextSchoolYear);

  useEffect(() => {
    if (focusFirstField) setFocus("parent_name");
  }, [focusFirstField, setFocus]);

  const send = async (application: Application) => {
    if (sending.current) return;
    sending.current = true;
    setFailureMessage(null);
    onSending?.();
    let sendingCode: Awaited<ReturnType<typeof loadSending>>;
    try {
      sendingCode = await loadSending();
    } catch {
      // The family is offline: the code could not be downloaded, so nothing was sent.
      sending.current = false;
      setFailureMessage(NETWORK_ERROR);
      failed();
      return;
    }
    const { submitApplication, fieldErrorsOf, formErrorMessage } = sendingCode;
    try {
      const submission = await submitApplication(withTransferFlag(application, schoolToday()), getValues(HONEYPOT_FIELD));
      await onSubmitted(submission, application);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter((e) => FIELD_NAMES.has(e.field) && e.field !== HONEYPOT_FIELD);
      // A month may have ended since the page was opened: the render these errors cause offers what is on offer now.
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field as FieldPath<ApplicationFormValues>, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      setFailureMessage(formErrorMessage(error));
      failed();
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    handleSubmit(send)(event).catch(() => {
      // Only the validation code failing to download lands here (the family is offline).
      setFailureMessage(NETWORK_ERROR);
      failed();
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadFormCode} aria-label={t("application.form.label")} className="space-y-6">
      <p className="text-sm text-muted-foreground">
        {rt("application.form.required", {
          star: (chunks) => (
            <span className="font-semibold text-destructive" aria-hidden="true">
              {chunks}
            </span>
          ),
          sr: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </p>

      <FormSection title={t("application.parent.title")} description={t("application.parent.description")}>
        <Field label={t("application.form.fullName")} required error={errors.parent_name?.message} className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="name" {...register("parent_name")} />}
        </Field>
        <Field label={t("application.form.email")} required error={errors.parent_email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register("parent_email")} />}
        </Field>
        <Field label={t("application.form.phone")} description={t("application.parent.phoneHint")} error={errors.parent_phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" inputMode="tel" {...register("parent_phone")} />}
        </Field>
      </FormSection>

      <FormSection
        className="render-when-near"
        title={t("application.secondGuardian.title")}
        optional
        description={t("application.secondGuardian.description")}
      >
        <Field label={t("application.form.fullName")} error={errors.secondary_guardian_name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register("secondary_guardian_name")} />}
        </Field>
        <Field label={t("application.form.email")} error={errors.secondary_guardian_email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" inputMode="email" spellCheck={false} {...register("secondary_guardian_email")} />}
        </Field>
      </FormSection>

      <FormSection className="render-when-near" title={t("application.child.title")} description={t("application.child.description")}>
        <Field label={t("application.child.firstName")} required error={errors.child_first_name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register("child_first_name")} />}
        </Field>
        <Field label={t("application.child.lastName")} required error={errors.child_last_name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register("child_last_name")} />}
        </Field>
        <Field label={t("application.child.dob")} required error={errors.child_dob?.message}>
          {(control) => <Input {...control} type="date" min="1900-01-01" max={today} autoComplete="off" {...register("child_dob")} />}
        </Field>
        <Field
          label={t("application.child.grade")}
          required
          description={t("application.child.gradeHint", { cutoff: cutoffText(locale) })}
          error={errors.child_grade_requested?.message}
        >
          {(control) => (
            <Select {...control} {...register("child_grade_requested")}>
              {/* Not disabled: a disabled first option makes the browser show (and submit) Kindergarten before anyone chose. */}
              <option value="">{t("application.child.selectGrade")}</option>
              {GRADE_LEVELS.map((grade) => (
                <option key={grade.applicationValue} value={grade.applicationValue}>
                  {gradeNameWithAges(grade, language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t("application.child.start")}
          required
          description={t("application.child.startHint", { first: monthText(SCHOOL_YEAR_FIRST_MONTH, locale), last: monthText(LAST_START_MONTH, locale) })}
          error={errors.desired_start?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <Select {...control} {...register("desired_start")}>
              <option value="">{t("application.child.selectStart")}</option>
              {monthsThisYear.length ? (
                <optgroup label={t("application.child.thisSchoolYear", { year: schoolYearName(monthsThisYear[0]!.schoolYear) })}>
                  {monthsThisYear.map((option) => (
                    <option key={option.value} value={option.value}>
                      {monthLabel(option.value, option.label)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {nextYear ? (
                <optgroup label={t("application.child.nextSchoolYear")}>
                  <option value={nextYear.value}>{t("application.child.nextSchoolYearOption", { year: schoolYearName(nextYear.schoolYear) })}</option>
                </optgroup>
              ) : null}
            </Select>
          )}
        </Field>
      </FormSection>

      <FormSection className="render-when-near" title={t("application.schooling.title")} description={t("application.schooling.description")}>
        <Field label={t("application.schooling.priorSchool")} error={errors.prior_school_name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register("prior_school_name")} />}
        </Field>
        <Field
          label={t("application.schooling.schoolContact")}
          description={t("application.schooling.schoolContactHint")}
          error={errors.prior_school_contact?.message}
        >
          {(control) => <Input {...control} autoComplete="off" {...register("prior_school_contact")} />}
        </Field>
        <CheckboxField label={t("application.schooling.onlineBefore")} className="sm:col-span-2">
          {(control) => <input {...control} type="checkbox" className={checkboxClass} {...register("previous_online_experience")} />}
        </CheckboxField>
        <Field
          label={t("application.schooling.needs")}
          description={t("application.schooling.needsHint")}
          error={errors.special_needs?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={4} {...register("special_needs")} />}
        </Field>
      </FormSection>

      <FormSection className="render-when-near" title={t("application.emergency.title")} description={t("application.emergency.description")}>
        <Field label={t("application.form.fullName")} required error={errors.emergency_contact_name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register("emergency_contact_name")} />}
        </Field>
        <Field label={t("application.form.phone")} required description={t("application.emergency.phoneHint")} error={errors.emergency_contact_phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="off" inputMode="tel" {...register("emergency_contact_phone")} />}
        </Field>
      </FormSection>

      <FormSection className="render-when-near" title={t("application.consents.title")} description={t("application.consents.description")}>
        <CheckboxField
          label={t("application.consents.ferpa")}
          required
          error={errors.ferpa_consent?.message}
          className="sm:col-span-2"
          description={
            <>
              <p>{t("application.consents.ferpaWhat", { school: school.name })}</p>
              <p className="mt-1">{t("application.consents.ferpaRights")}</p>
            </>
          }
        >
          {(control) => <input {...control} type="checkbox" className={checkboxClass} {...register("ferpa_consent")} />}
        </CheckboxField>
        <CheckboxField label={t("application.consents.photo")} description={t("application.consents.photoHint")} className="sm:col-span-2">
          {(control) => <input {...control} type="checkbox" className={checkboxClass} {...register("photo_release_consent")} />}
        </CheckboxField>
        <CheckboxField label={t("application.consents.news")} description={t("application.consents.newsHint")} className="sm:col-span-2">
          {(control) => <input {...control} type="checkbox" className={checkboxClass} {...register("marketing_consent")} />}
        </CheckboxField>
      </FormSection>

      <Honeypot {...register(HONEYPOT_FIELD)} />

      <div className="space-y-4 rounded-xl border bg-muted/60 p-5 sm:p-7">
        {failureMessage ? (
          <Alert kind={failureMessage === NETWORK_ERROR ? "network" : "error"} title={t("application.submit.errorTitle")}>
            <p>{localize(failureMessage)}</p>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground text-pretty sm:max-w-md">
            {rt("application.submit.note", {
              link: (chunks) => (
                <Link to={localizedPath("/tuition", language)} className={textLink}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined} className="w-full shrink-0 sm:w-auto">
            {isSubmitting ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" />
                {t("application.submit.sending")}
              </>
            ) : (
              <>
                <Send aria-hidden="true" />
                {t("application.submit.button")}
              </>
            )}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {isSubmitting ? t("application.submit.sendingStatus") : ""}
        </p>
      </div>
    </form>
  );
}
