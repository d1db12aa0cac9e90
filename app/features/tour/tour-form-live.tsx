/**
 * The Book a Tour form with its behaviour (downloaded on demand, see tour-form.tsx): the rules of
 * docs/product.md section 5 through react-hook-form and the shared zod schema, the dates and free times from
 * `GET /api/tour-availability`, then `POST /api/tour-booking` (docs/api/public-forms.md) and the
 * results of docs/product.md sections 4 and 8.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { FieldBinding } from "~/components/forms/binding";
import { useSnapshotHandoff, type LiveFormProps } from "~/components/forms/upgradable-form";
import { QueryProvider } from "~/components/layout/query-provider";
import { bookTour, useTourAvailability } from "./tour-api";
import { fieldErrorsOf, formErrorMessage, NETWORK_ERROR } from "~/lib/form-errors";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";
import { tourSchema, type TourBooking, type TourInput } from "#common/schemas/tour";
import { fallbackTourDays, isSlotFull } from "#common/tour";
import type { FormAlert } from "~/components/forms/form-alert";
import { TOUR_ERROR_TITLE, TOUR_FIELDS, TourFormView, type TourField } from "./tour-form-view";

/** docs/product.md section 9: the banner stays 10 s; the form is cleared 2 s after a booking. */
export const TOUR_BANNER_MS = 10_000;
export const TOUR_RESET_MS = 2000;

type TourValues = Omit<TourInput, "grade_level" | "preferred_time"> & {
  grade_level: string;
  preferred_time: string;
  [HONEYPOT_FIELD]?: string;
};

const EMPTY: TourValues = {
  parent_name: "",
  email: "",
  phone: "",
  child_name: "",
  grade_level: "",
  preferred_date: "",
  preferred_time: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

// The selects start empty (not a valid enum value) and the honeypot is not part of the schema.
const resolver = zodResolver(tourSchema) as unknown as Resolver<TourValues, unknown, TourBooking>;

function isTourField(name: string): name is TourField {
  return (TOUR_FIELDS as readonly string[]).includes(name);
}

function TourFormController({ snapshot }: LiveFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors },
  } = useForm<TourValues, unknown, TourBooking>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: {
      ...EMPTY,
      ...Object.fromEntries(Object.entries(snapshot.values).filter(([name]) => name in EMPTY)),
    },
  });
  const selectedDate = useWatch({ control, name: "preferred_date" }) ?? "";
  const selectedTime = useWatch({ control, name: "preferred_time" }) ?? "";

  // While the availability loads, or if it cannot be had, the dates are computed here (all times open).
  const [fallback] = useState(() => fallbackTourDays(new Date()));
  const availability = useTourAvailability();
  const days = availability.data?.dates.length ? availability.data.dates : fallback;

  // A time that is full on the chosen day cannot be chosen: clear it so the visitor picks another.
  useEffect(() => {
    if (selectedDate && selectedTime && isSlotFull(days, selectedDate, selectedTime)) {
      setValue("preferred_time", "", { shouldValidate: false });
    }
  }, [days, selectedDate, selectedTime, setValue]);

  const mutation = useMutation({
    mutationFn: bookTour,
  });

  const [alert, setAlert] = useState<FormAlert>();
  const [banner, setBanner] = useState(false);
  const [clearing, setClearing] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function booked() {
    setAlert(undefined);
    setBanner(true);
    setClearing(true);
    timers.current.forEach(clearTimeout);
    timers.current = [
      setTimeout(() => {
        reset(EMPTY);
        setClearing(false);
      }, TOUR_RESET_MS),
      setTimeout(() => setBanner(false), TOUR_BANNER_MS),
    ];
    // One place fewer on that day: show the new counts.
    void availability.refetch();
  }

  function failed(error: unknown) {
    const message = formErrorMessage(error);
    setAlert({ kind: message === NETWORK_ERROR ? "network" : "error", title: TOUR_ERROR_TITLE, message });
    let focused = false;
    let slotRefused = false;
    for (const { field, message: text } of fieldErrorsOf(error)) {
      if (!isTourField(field)) continue;
      setError(field, { type: "server", message: text }, { shouldFocus: !focused });
      focused = true;
      if (field === "preferred_time" || field === "preferred_date") slotRefused = true;
    }
    // The slot filled up, or the day is no longer offered: fetch what is free now.
    if (slotRefused) void availability.refetch();
  }

  const onValid = (values: TourBooking) => {
    setAlert(undefined);
    mutation.mutate({ ...values, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) ?? "" }, { onSuccess: booked, onError: failed });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || clearing) return;
    void handleSubmit(onValid)(event);
  }

  const bind = (name: TourField | typeof HONEYPOT_FIELD): FieldBinding => register(name);

  useSnapshotHandoff(formRef, snapshot);

  const fieldErrors: Partial<Record<TourField, string>> = {};
  for (const name of TOUR_FIELDS) fieldErrors[name] = errors[name]?.message;

  return (
    <TourFormView
      form={{ ref: formRef, onSubmit, "data-live": "" }}
      bind={bind}
      errors={fieldErrors}
      days={days}
      selectedDate={selectedDate}
      busy={mutation.isPending}
      blocked={clearing}
      banner={banner}
      alert={alert}
    />
  );
}

export function LiveTourForm(props: LiveFormProps) {
  return (
    <QueryProvider>
      <TourFormController {...props} />
    </QueryProvider>
  );
}
