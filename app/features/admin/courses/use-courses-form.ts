/**
 * The one way every /admin/courses form works: react-hook-form with the same zod schema as the
 * server, a busy flag, the server's field errors on their fields and any other refusal above the
 * form, a success toast and a refresh of what the change touched.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { showFieldErrors } from "~/lib/form-errors";
import { refreshAfterCoursesChange } from "./courses-api";

export function useCoursesForm<V extends FieldValues>(options: {
  schema: ZodType;
  defaults: DefaultValues<V>;
  fields: readonly string[];
  send: (values: V) => Promise<{ message: string }>;
  done?: () => void;
  failureText: string;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: options.defaults,
  });
  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await options.send(values);
      toast({ variant: "success", title: result.message });
      await refreshAfterCoursesChange(client);
      form.reset(options.defaults);
      options.done?.();
    } catch (error) {
      if (showFieldErrors(error, options.fields, form.setError) === 0) setFailure(serverMessage(error) ?? options.failureText);
    } finally {
      setBusy(false);
    }
  });
  return { form, submit, busy, failure, setFailure };
}

/** A one-off change from a button (remove, cancel, make current): busy while it runs, the outcome in a toast. */
export function useCoursesAction() {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, action: () => Promise<{ message: string }>): Promise<boolean> {
    if (busy) return false;
    setBusy(key);
    try {
      const result = await action();
      toast({ variant: "success", title: result.message });
      await refreshAfterCoursesChange(client);
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: t("courses.common.failed"), description: serverMessage(error) ?? t("courses.common.tryAgain") });
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** A number input's value for the schema: empty is null. */
export const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));
export const asNumber = (value: unknown) => (value === "" || value === null || value === undefined ? Number.NaN : Number(value));
