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
import { CLASS_SIZE_RANGE, SESSION_TIMEOUT_RANGE, TOUR_CAPACITY_RANGE, schoolSettingsSchema, type SchoolSettings } from "#common/schemas/school-settings";
import { MONTH_NAMES } from "#common/calendar-date";
import { LATE_MINUTES_RANGE } from "#common/learning/attendance";
import { cutoffLabel } from "#common/grade-placement";
import { formatWhen } from "~/lib/dates";
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
];

const resolver = zodResolver(schoolSettingsSchema) as unknown as Resolver<SchoolSettings>;
const DEFAULT_CUTOFF_LABEL = cutoffLabel();
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const asNumber = (value: unknown) => (value === "" || value === null || value === undefined ? Number.NaN : Number(value));

function RecentChanges() {
  const history = useSettingsHistory();
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="recent-changes-title">
      <h2 id="recent-changes-title" className="text-xl font-semibold">
        Recent changes
      </h2>
      <QueryState
        query={history}
        loadingClassName="min-h-24"
        errorTitle="The recent changes could not be loaded."
        errorMessage={() => undefined}
        errorText={null}
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-muted-foreground">No setting has been changed yet; the school uses the defaults.</p>}
      >
        {(data) => (
          <ol className="divide-y" data-testid="settings-history">
            {data.map((change) => (
              <li key={change.id} className="py-3 first:pt-0 last:pb-0">
                <p>{change.summary}</p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={change.at}>{formatWhen(change.at)}</time> by {change.actorUsername}
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
      toast({ variant: "success", title: "Settings saved", description: "The new values apply at once, including to people signed in now." });
      await Promise.all([
        afterSettingsSaved(client),
        client.invalidateQueries({ queryKey: SECURITY_SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]);
    } catch (error) {
      if (showFieldErrors(error, SETTING_FIELDS, setError) === 0) setFailure(serverMessage(error) ?? "The settings could not be saved. Please try again.");
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby="school-settings-title">
      <h2 id="school-settings-title" className="text-xl font-semibold">
        Settings for the whole school
      </h2>
      <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="school-settings-title">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <Field
          label="Session timeout (minutes)"
          required
          error={errors.session_timeout_minutes?.message}
          description={`Everyone is signed out after this many minutes without activity (${SESSION_TIMEOUT_RANGE.min} to ${SESSION_TIMEOUT_RANGE.max}). Applies at once to people signed in now.`}
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
          label="Tour slot capacity (families)"
          required
          error={errors.tour_slot_capacity?.message}
          description={`How many families can book one virtual-tour slot (${TOUR_CAPACITY_RANGE.min} to ${TOUR_CAPACITY_RANGE.max}). Bookings already made stay.`}
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
          label="Students per teacher"
          required
          error={errors.class_size_per_teacher?.message}
          description={`How many children one teacher may have in a class (the school's 12:1 claim). From ${CLASS_SIZE_RANGE.min} to ${CLASS_SIZE_RANGE.max}; children already enrolled stay.`}
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
          label="Late after"
          required
          error={errors.attendance_late_minutes?.message}
          description={`Minutes after a live class starts from which a child arriving is marked late. From ${LATE_MINUTES_RANGE.min} to ${LATE_MINUTES_RANGE.max}; attendance already corrected by hand stays.`}
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
          <legend className="text-sm font-semibold">Grade cut-off date</legend>
          <p id="cutoff-description" className="text-sm text-muted-foreground text-pretty">
            The school calculates the grade of each new application from the child&apos;s age on this day, and flags a grade conflict against it; applications
            already made keep theirs. The public Admissions page and the application form describe the standard date ({DEFAULT_CUTOFF_LABEL}) in their text,
            which this setting does not change.
          </p>
          <div className="flex flex-wrap gap-3 pt-1">
            <Field label="Month" error={errors.grade_cutoff_date?.month?.message} className="w-44">
              {(control) => (
                <Select {...control} {...register("grade_cutoff_date.month", { setValueAs: asNumber })}>
                  {MONTH_NAMES.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Day" error={errors.grade_cutoff_date?.day?.message} className="w-28">
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
          <legend className="text-sm font-semibold">Quiet hours (Eastern Time)</legend>
          <p id="quiet-hours-description" className="text-sm text-muted-foreground text-pretty">
            Messages from staff to families written in this window are there at once, but families are told (email, unread count) only when it ends. A start
            later than the end runs overnight; the same time for both means no quiet hours.
          </p>
          <div className="flex flex-wrap gap-3 pt-1">
            <Field label="Start" error={errors.quiet_hours?.start?.message} className="w-40">
              {(control) => <Input {...control} type="time" step={60} {...register("quiet_hours.start")} />}
            </Field>
            <Field label="End" error={errors.quiet_hours?.end?.message} className="w-40">
              {(control) => <Input {...control} type="time" step={60} {...register("quiet_hours.end")} />}
            </Field>
          </div>
        </fieldset>
        <Field
          label="Family digest time (Eastern Time)"
          required
          error={errors.digest_time?.message}
          description="When the family daily digest is emailed: work due tomorrow, missing work, marks returned, absences and unread messages, per child."
        >
          {(control) => <Input {...control} type="time" step={60} className="max-w-40" {...register("digest_time")} />}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {busy ? "Saving..." : "Save settings"}
          </Button>
          {isDirty ? <p className="text-sm text-muted-foreground">You have unsaved changes.</p> : null}
        </div>
      </form>
    </Card>
  );
}

/** /admin/settings: the school-wide settings and the latest changes to them. */
export function SchoolSettingsPanel() {
  const settings = useSchoolSettings();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
      <QueryState query={settings} errorTitle="The settings could not be loaded.">
        {(data) => <SettingsForm current={data} />}
      </QueryState>
      <RecentChanges />
    </div>
  );
}
