/**
 * "Record payment" and "Credit note" for one invoice. The amount is typed in dollars and sent in exact
 * cents (./money.ts); the rest is checked by the shared schemas. A refusal (an overpayment, a refund
 * larger than what was received...) is shown in the dialog in the server's words, and what was typed
 * stays so it can be corrected.
 */
import { useQueryClient } from "@tanstack/react-query";
import { FileMinus2, HandCoins } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { schoolToday } from "~/lib/dates";
import { fieldErrorsOf } from "~/lib/form-errors";
import { useLocale, useT } from "~/lib/i18n";
import { PAYMENT_KINDS, PAYMENT_METHODS, REASON_MAX, REFERENCE_MAX, creditNoteSchema, paymentSchema, type StaffInvoice } from "#common/schemas/billing";
import { formatMoney } from "#common/tuition";
import { METHOD_WORD_IDS, recordPayment, refreshInvoices, writeCreditNote } from "./billing-api";
import { dollarsToCents } from "./money";
import { useFamilyName } from "./family-name";

interface DialogProps {
  invoice: StaffInvoice | null;
  onOpenChange: (open: boolean) => void;
}

interface PaymentValues {
  kind: string;
  amount: string;
  method: string;
  reference: string;
  receivedOn: string;
}

interface CreditValues {
  amount: string;
  reason: string;
}

/** The server's and the schema's name of a field, to the form's: the amount is typed in dollars. */
function formField<V extends FieldValues>(name: unknown, fields: readonly Path<V>[]): Path<V> | undefined {
  const field = name === "amountCents" ? "amount" : name;
  return (fields as readonly unknown[]).includes(field) ? (field as Path<V>) : undefined;
}

/**
 * The body the shared schema makes of the typed values, with the amount in cents; on a bad value, its
 * message is put on its field and nothing is returned.
 */
function checkedBody<V extends FieldValues, S extends z.ZodType>(
  form: UseFormReturn<V>,
  schema: S,
  values: V & { amount: string },
  fields: readonly Path<V>[],
  amountMessage: string,
): z.infer<S> | undefined {
  form.clearErrors();
  const { amount, ...rest } = values;
  const amountCents = dollarsToCents(amount);
  const parsed = schema.safeParse({ ...rest, amountCents: amountCents ?? Number.NaN });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = formField<V>(issue.path[0], fields);
    if (field) form.setError(field, { message: field === "amount" ? amountMessage : issue.message });
  }
  return undefined;
}

/** The server's field refusals on their fields; true when there were any. */
function showServerFields<V extends FieldValues>(form: UseFormReturn<V>, error: unknown, fields: readonly Path<V>[], amountMessage: string) {
  let shown = 0;
  for (const { field: name, message } of fieldErrorsOf(error)) {
    const field = formField<V>(name, fields);
    if (!field) continue;
    form.setError(field, { message: field === "amount" ? amountMessage : message });
    shown += 1;
  }
  return shown > 0;
}

const PAYMENT_FIELDS = ["kind", "amount", "method", "reference", "receivedOn"] as const satisfies readonly Path<PaymentValues>[];
const CREDIT_FIELDS = ["amount", "reason"] as const satisfies readonly Path<CreditValues>[];

const KIND_WORD_IDS = { payment: "billingOffice.payment.kind.payment", refund: "billingOffice.payment.kind.refund" } as const;

/** Each invoice opened starts from an empty form (today's date); a failed attempt keeps what was typed. */
function useFreshForm<V extends FieldValues>(invoice: StaffInvoice | null, empty: () => V) {
  const form = useForm<V>({ defaultValues: empty() as DefaultValues<V>, shouldFocusError: true });
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (invoice) reset(empty());
    // `empty` is a fresh function each render; the form starts over only when another invoice opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoice, reset]);
  // Each opening starts without the last attempt's failure.
  const [wasOpen, setWasOpen] = useState(!!invoice);
  if (wasOpen !== !!invoice) {
    setWasOpen(!!invoice);
    if (invoice) setFailure(null);
  }
  // The last invoice stays named in the title while the dialog closes.
  const [shown, setShown] = useState(invoice);
  if (invoice && shown !== invoice) setShown(invoice);
  return { form, failure, setFailure, shown };
}

/**
 * The dialog's submit: the typed values checked by the shared schema (the amount in cents), sent, then a
 * toast, the dialog closed and the list read again; a refusal goes on its fields or in the dialog's box.
 */
function useInvoiceSubmit<V extends FieldValues & { amount: string }, S extends z.ZodType, R>(
  invoice: StaffInvoice | null,
  fresh: ReturnType<typeof useFreshForm<V>>,
  onOpenChange: (open: boolean) => void,
  action: {
    schema: S;
    fields: readonly Path<V>[];
    send: (number: string, body: z.infer<S>) => Promise<R>;
    done: (result: R) => { title: string; description: string };
    failed: string;
  },
) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { form, setFailure } = fresh;
  const amountMessage = t("billingOffice.amountInvalid");
  const submit = form.handleSubmit(async (values) => {
    if (!invoice || busy) return;
    const body = checkedBody(form, action.schema, values, action.fields, amountMessage);
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await action.send(invoice.number, body);
      toast({ variant: "success", ...action.done(result) });
      onOpenChange(false);
      await refreshInvoices(client);
    } catch (error) {
      const message = serverMessage(error);
      if (!showServerFields(form, error, action.fields, amountMessage) || message) setFailure(message ?? action.failed);
    } finally {
      setBusy(false);
    }
  });
  return { submit, busy };
}

export function RecordPaymentDialog({ invoice, onOpenChange }: DialogProps) {
  const t = useT();
  const familyName = useFamilyName();
  const locale = useLocale();
  const fresh = useFreshForm<PaymentValues>(invoice, () => ({ kind: "payment", amount: "", method: "", reference: "", receivedOn: schoolToday() }));
  const { form, failure, shown } = fresh;
  const { errors } = form.formState;
  const { submit, busy } = useInvoiceSubmit(invoice, fresh, onOpenChange, {
    schema: paymentSchema,
    fields: PAYMENT_FIELDS,
    send: recordPayment,
    done: (updated) => ({
      title: t("billingOffice.payment.done"),
      description: t("billingOffice.payment.doneText", { number: updated.number, balance: formatMoney(updated.balanceCents, locale) }),
    }),
    failed: t("billingOffice.payment.failed"),
  });

  return (
    <FormDialog
      open={!!invoice}
      onOpenChange={onOpenChange}
      busy={busy}
      title={shown ? t("billingOffice.payment.title", { number: shown.number }) : ""}
      description={
        shown ? t("billingOffice.payment.description", { family: familyName(shown.familyName), balance: formatMoney(shown.balanceCents, locale) }) : null
      }
      data-testid="record-payment-dialog"
      label={t("billingOffice.payment.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("billingOffice.payment.submit")}
      busyLabel={t("billingOffice.payment.busy")}
      icon={<HandCoins aria-hidden="true" />}
    >
      <Field label={t("billingOffice.payment.kind")} required error={errors.kind?.message}>
        {(control) => (
          <Select {...control} className="min-h-11" {...form.register("kind")}>
            {PAYMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_WORD_IDS[kind])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("billingOffice.amount")} required error={errors.amount?.message} description={t("billingOffice.amountHint")}>
        {(control) => <Input {...control} className="min-h-11" inputMode="decimal" autoComplete="off" {...form.register("amount")} />}
      </Field>
      <Field label={t("billingOffice.payment.method")} required error={errors.method?.message}>
        {(control) => (
          <Select {...control} className="min-h-11" {...form.register("method")}>
            <option value="">{t("billingOffice.payment.chooseMethod")}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(METHOD_WORD_IDS[method])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("billingOffice.payment.reference")} error={errors.reference?.message} description={t("billingOffice.payment.referenceHint")}>
        {(control) => <Input {...control} className="min-h-11" autoComplete="off" maxLength={REFERENCE_MAX + 50} {...form.register("reference")} />}
      </Field>
      <Field label={t("billingOffice.payment.receivedOn")} required error={errors.receivedOn?.message}>
        {(control) => <Input {...control} type="date" className="min-h-11" {...form.register("receivedOn")} />}
      </Field>
    </FormDialog>
  );
}

export function CreditNoteDialog({ invoice, onOpenChange }: DialogProps) {
  const t = useT();
  const familyName = useFamilyName();
  const locale = useLocale();
  const fresh = useFreshForm<CreditValues>(invoice, () => ({ amount: "", reason: "" }));
  const { form, failure, shown } = fresh;
  const { errors } = form.formState;
  const { submit, busy } = useInvoiceSubmit(invoice, fresh, onOpenChange, {
    schema: creditNoteSchema,
    fields: CREDIT_FIELDS,
    send: writeCreditNote,
    done: (written) => ({
      title: t("billingOffice.credit.done", { number: written.number }),
      description: t("billingOffice.credit.doneText", { invoice: written.invoice.number, balance: formatMoney(written.invoice.balanceCents, locale) }),
    }),
    failed: t("billingOffice.credit.failed"),
  });

  return (
    <FormDialog
      open={!!invoice}
      onOpenChange={onOpenChange}
      busy={busy}
      title={shown ? t("billingOffice.credit.title", { number: shown.number }) : ""}
      description={
        shown ? t("billingOffice.credit.description", { family: familyName(shown.familyName), balance: formatMoney(shown.balanceCents, locale) }) : null
      }
      data-testid="credit-note-dialog"
      label={t("billingOffice.credit.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("billingOffice.credit.submit")}
      busyLabel={t("billingOffice.credit.busy")}
      icon={<FileMinus2 aria-hidden="true" />}
    >
      <Field label={t("billingOffice.amount")} required error={errors.amount?.message} description={t("billingOffice.amountHint")}>
        {(control) => <Input {...control} className="min-h-11" inputMode="decimal" autoComplete="off" {...form.register("amount")} />}
      </Field>
      <Field label={t("billingOffice.credit.reason")} required error={errors.reason?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={REASON_MAX + 50} {...form.register("reason")} />}
      </Field>
    </FormDialog>
  );
}
