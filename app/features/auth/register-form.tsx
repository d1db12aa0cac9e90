import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useRegisterMutation } from "~/lib/auth";
import { fieldErrorsOf } from "~/lib/form-errors";
import { registerSchema } from "#common/schemas/auth";
import { AUTH_TOASTS } from "./messages";
import { NewPasswordInput } from "~/components/forms/password-rules";
import { REGISTER_PENDING_LABEL } from "./portal-copy";

const FIELDS = ["username", "email", "phone", "password"] as const;
type RegisterField = (typeof FIELDS)[number];
type RegisterValues = Record<RegisterField, string>;

// The role is not a field: it is added on submit from the portal (docs/product.md section 3).
const formSchema = registerSchema.omit({ role: true });
const resolver = zodResolver(formSchema) as unknown as Resolver<RegisterValues>;

const optional = <span className="font-normal text-muted-foreground"> (optional)</span>;

/**
 * The Create Account tab (docs/product.md sections 2, 3 and 5): username, email, phone (optional) and a
 * password that meets the one policy, checked live. The account is a student's on the student
 * portal and a parent's (guardian) anywhere else; teacher and admin portals have no such tab.
 */
export function RegisterForm({ role, submitLabel }: { role: "student" | "guardian"; submitLabel: string }) {
  const registration = useRegisterMutation();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", email: "", phone: "", password: "" },
  });
  const password = useWatch({ control, name: "password" }) ?? "";

  const submit = handleSubmit(async (values) => {
    if (registration.isPending) return;
    try {
      await registration.mutateAsync({ ...values, phone: values.phone || undefined, role });
      toast({ ...AUTH_TOASTS.registered, variant: "success" });
    } catch (error) {
      let focused = false;
      for (const { field, message } of fieldErrorsOf(error)) {
        if (!(FIELDS as readonly string[]).includes(field)) continue;
        setError(field as RegisterField, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      toast({
        variant: "destructive",
        title: AUTH_TOASTS.registrationFailed,
        description: serverMessage(error) ?? AUTH_TOASTS.registrationFailedFallback,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Create account">
      <Field label="Username" required description="3 to 50 letters, numbers, dots, hyphens or underscores." error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register("username")} />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" {...register("email")} />}
      </Field>
      <Field label={<>Phone{optional}</>} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register("phone")} />}
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} password={password} {...register("password")} />}
      </Field>
      <SubmitButton busy={registration.isPending} busyLabel={REGISTER_PENDING_LABEL} icon={UserPlus} className="sm:w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
