import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { showFieldErrors } from "~/lib/form-errors";
import { useT } from "~/lib/i18n";
import type { Role } from "#common/roles";
import { createPersonSchema, manageableRoles, type CreatePerson } from "#common/schemas/admin-people";
import { afterAccountChange, createPerson } from "./people-api";

interface PersonValues {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  role: string;
}

type PersonField = keyof PersonValues;
const FIELDS: PersonField[] = ["username", "fullName", "email", "phone", "role"];
const resolver = zodResolver(createPersonSchema) as unknown as Resolver<PersonValues>;
const EMPTY: PersonValues = { username: "", fullName: "", email: "", phone: "", role: "" };

/** "Add person": an account with no password yet; the person is emailed a link to choose one. */
export function AddPersonDialog({ open, onOpenChange, viewerRole }: { open: boolean; onOpenChange: (open: boolean) => void; viewerRole: Role | undefined }) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const roles = manageableRoles(viewerRole);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PersonValues>({ resolver, mode: "onSubmit", reValidateMode: "onChange", shouldFocusError: true, defaultValues: EMPTY });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  // Each opening starts without the last attempt's failure.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setFailure(null);
  }

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await createPerson(values as unknown as CreatePerson);
      toast({ variant: "success", title: t("people.add.done"), description: t("people.add.doneText", { email: result.data.email }) });
      await afterAccountChange(client);
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, FIELDS, setError) === 0) setFailure(serverMessage(error) ?? t("people.add.failed"));
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("people.add.title")}
      description={t("people.add.description")}
      data-testid="add-person-dialog"
      label={t("people.add.title")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("people.add.submit")}
      busyLabel={t("people.add.busy")}
      icon={<UserPlus aria-hidden="true" />}
    >
      <Field label={t("people.add.fullName")} required error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register("fullName")} />}
      </Field>
      <Field label={t("people.add.username")} required error={errors.username?.message} description={t("people.add.usernameHint")}>
        {(control) => <Input {...control} autoComplete="off" autoCapitalize="none" spellCheck={false} {...register("username")} />}
      </Field>
      <Field label={t("people.add.email")} required error={errors.email?.message} description={t("people.add.emailHint")}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...register("email")} />}
      </Field>
      <Field label={t("people.add.phone")} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="off" {...register("phone")} />}
      </Field>
      <Field
        label={t("people.add.role")}
        required
        error={errors.role?.message}
        description={viewerRole === "super_admin" ? undefined : t("people.add.roleHint")}
      >
        {(control) => (
          <Select {...control} {...register("role")}>
            <option value="">{t("people.add.chooseRole")}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`people.role.${role}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}
