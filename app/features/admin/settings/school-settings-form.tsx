import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert } from "~/components/ui/alert";
import { QueryState } from "~/components/ui/query-state";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { SECURITY_SETTINGS_KEY, USER_QUERY_KEY } from "~/lib/auth";
import { showFieldErrors } from "~/lib/form-errors";
import {
  CLASS_SIZE_RANGE,
  SESSION_TIMEOUT_RANGE,
  TOUR_CAPACITY_RANGE,
  WITHDRAWAL_TUITION_CREDITS,
  schoolSettingsSchema,
  type SchoolSettings,
} from "#common/schemas/school-settings";
import type { MessageId } from "#common/i18n/messages";
import { formatCalendarMonthDay } from "#common/calendar-date";
import { LATE_MINUTES_RANGE } from "#common/learning/attendance";
import { DEFAULT_CUTOFF } from "#common/grade-placement";
import { formatWhen } from "~/lib/dates";
import { useLocale, useRichT, useT } from "~/lib/i18n";
import { afterSettingsSaved, cacheSchoolSettings, saveSettings, useSchoolSettings, useSettingsHistory } from "./settings-api";

/** The fields the server may name in its errors (the cut-off date by its parts). */
const SETTING_FIELDS = [
  "session_timeout_minutes",
  "tour_slot_capacity",
  "class_size_per_teacher",
  "grade_cutoff_date",
  "grade_cutoff_date.month",
  "grade_cutoff_date.day",
  "quiet_hours",
  "quiet_hours.start",
  "quiet_hours.end",
  "digest_time",
  "attendance_late_minutes",
  "withdrawal_tuition_credit",
];

const resolver = zodResolver(schoolSettingsSchema) as unknown as Resolver<SchoolSettings>;
/** Any year: the standard cut-off date is a month and a day. */
const DEFAULT_CUTOFF_DATE = { year: 2001, ...DEFAULT_CUTOFF };
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const WITHDRAWAL_CREDIT_LABELS: Record<(typeof WITHDRAWAL_TUITION_CREDITS)[number], MessageId> = {
  "later-terms": "courses.settings.withdrawalCredit.laterTerms",
  none: "courses.settings.withdrawalCredit.none",
};
const asNumber = (value: unknown) => (value === "" || value === null || value === undefined ? Number.NaN : Number(value));

function RecentChanges() {
  const t = useT();
  const richT = useRichT();
  const locale = useLocale();
  const history = useSettingsHistory();
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="recent-changes-title">
      <h2 id="recent-changes-title" className="text-xl font-semibold">
        {t("courses.settings.history.title")}
      </h2>
      <QueryState
        query={history}
        loadingClassName="min-h-24"
        errorTitle={t("courses.settings.history.loadError")}
        errorMessage={() => undefined}
        errorText={null}
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-muted-foreground">{t("courses.settings.history.none")}</p>}
      >
        {(data) => (
          <ol className="divide-y" data-testid="settings-history">
            {data.map((change) => (
              <li key={change.id} className="py-3 first:pt-0 last:pb-0">
                <p>{change.summary}</p>
                <p className="text-sm text-muted-foreground">
                  {richT("courses.settings.history.byWhom", {
                    when: <time dateTime={change.at}>{formatWhen(change.at, locale)}</time>,
                    actor: change.actorUsername,
                  })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}

function SettingsForm({ current }: { current: SchoolSettings }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<SchoolSettings>({ resolver, mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: true, defaultValues: current });

  useEffect(() => reset(current), [current, reset]);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await saveSettings(values);
      reset(result.data);
      cacheSchoolSettings(client, result.data);
      toast({ variant: "success", title: t("courses.settings.saved"), description: t("courses.settings.savedText") });
      await Promise.all([
        afterSettingsSaved(client),
        client.invalidateQueries({ queryKey: SECURITY_SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    } catch (error) {
      if (showFieldErrors(error, SETTING_FIELDS, setError) === 0) setFailure(serverMessage(error) ?? t("courses.settings.failure"));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby="school-settings-title">
      <h2 id="school-settings-title" className="text-xl font-semibold">
        {t("courses.settings.title")}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="school-settings-title">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <Field
          label={t("courses.settings.timeout")}
          required
          error={errors.session_timeout_minutes?.message}
          description={t("courses.settings.timeoutHint", SESSION_TIMEOUT_RANGE)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={SESSION_TIMEOUT_RANGE.min}
              max={SESSION_TIMEOUT_RANGE.max}
              step={1}
              className="max-w-40"
              {...register("session_timeout_minutes", { setValueAs: asNumber })}
            />
          )}
        </Field>
        <Field
          label={t("courses.settings.tourCapacity")}
          required
          error={errors.tour_slot_capacity?.message}
          description={t("courses.settings.tourCapacityHint", TOUR_CAPACITY_RANGE)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={TOUR_CAPACITY_RANGE.min}
              max={TOUR_CAPACITY_RANGE.max}
              step={1}
              className="max-w-40"
              {...register("tour_slot_capacity", { setValueAs: asNumber })}
            />
          )}
        </Field>
        <Field
          label={t("courses.settings.classSize")}
          required
          error={errors.class_size_per_teacher?.message}
          description={t("courses.settings.classSizeHint", CLASS_SIZE_RANGE)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={CLASS_SIZE_RANGE.min}
              max={CLASS_SIZE_RANGE.max}
              step={1}
              className="max-w-40"
              {...register("class_size_per_teacher", { setValueAs: asNumber })}
            />
          )}
        </Field>
        <Field
          label={t("courses.settings.late")}
          required
          error={errors.attendance_late_minutes?.message}
          description={t("courses.settings.lateHint", LATE_MINUTES_RANGE)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={LATE_MINUTES_RANGE.min}
              max={LATE_MINUTES_RANGE.max}
              step={1}
              className="max-w-40"
              {...register("attendance_late_minutes", { setValueAs: asNumber })}
            />
          )}
        </Field>
        <fieldset className="space-y-1.5" aria-describedby="cutoff-description">
          <legend className="text-sm font-semibold">{t("courses.settings.cutoff")}</legend>
          <p id="cutoff-description" className="text-sm text-muted-foreground text-pretty">
            {t("courses.settings.cutoffText", { date: formatCalendarMonthDay(DEFAULT_CUTOFF_DATE, locale) })}
          </p>
          <div className="flex flex-wrap gap-3 pt-1">
            <Field label={t("courses.settings.month")} error={errors.grade_cutoff_date?.month?.message} className="w-44">
              {(control) => (
                <Select {...control} {...register("grade_cutoff_date.month", { setValueAs: asNumber })}>
                  {MONTHS.map((month) => (
                    <option key={month} value={month}>
                      {t("courses.month", { month: String(month) })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t("courses.settings.day")} error={errors.grade_cutoff_date?.day?.message} className="w-28">
              {(control) => (
                <Select {...control} {...register("grade_cutoff_date.day", { setValueAs: asNumber })}>
                  {DAYS.map((day) => (
                    <option key={day} value={day}>
                      {day}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset className="space-y-1.5" aria-describedby="quiet-hours-description">
          <legend className="text-sm font-semibold">{t("courses.settings.quietHours")}</legend>
          <p id="quiet-hours-description" className="text-sm text-muted-foreground text-pretty">
            {t("courses.settings.quietHoursText")}
          </p>
          <div className="flex flex-wrap gap-3 pt-1">
            <Field label={t("courses.settings.quietStart")} error={errors.quiet_hours?.start?.message} className="w-40">
              {(control) => <Input {...control} type="time" step={60} {...register("quiet_hours.start")} />}
            </Field>
            <Field label={t("courses.settings.quietEnd")} error={errors.quiet_hours?.end?.message} className="w-40">
              {(control) => <Input {...control} type="time" step={60} {...register("quiet_hours.end")} />}
            </Field>
          </div>
        </fieldset>
        <Field label={t("courses.settings.digest")} required error={errors.digest_time?.message} description={t("courses.settings.digestHint")}>
          {(control) => <Input {...control} type="time" step={60} className="max-w-40" {...register("digest_time")} />}
        </Field>
        <Field
          label={t("courses.settings.withdrawalCredit")}
          required
          error={errors.withdrawal_tuition_credit?.message}
          description={t("courses.settings.withdrawalCreditHint")}
        >
          {(control) => (
            <Select {...control} className="max-w-md" {...register("withdrawal_tuition_credit")}>
              {WITHDRAWAL_TUITION_CREDITS.map((credit) => (
                <option key={credit} value={credit}>
                  {t(WITHDRAWAL_CREDIT_LABELS[credit])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {busy ? t("courses.common.saving") : t("courses.settings.save")}
          </Button>
          {isDirty ? <p className="text-sm text-muted-foreground">{t("courses.settings.unsaved")}</p> : null}
        </div>
      </form>
    </Card>
  );
}

/** /admin/settings: the school-wide settings and the latest changes to them. */
export function SchoolSettingsPanel() {
  const t = useT();
  const settings = useSchoolSettings();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
      <QueryState query={settings} errorTitle={t("courses.settings.loadError")}>
        {(data) => <SettingsForm current={data} />}
      </QueryState>
      <RecentChanges />
    </div>
  );
}
