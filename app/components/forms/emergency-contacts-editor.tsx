/**
 * A child's emergency contacts (issue 36) as staff see them on the student record and a guardian on
 * /parent/account: the list in force, Edit (a dialog of 1 to 3 rows with the shared schema) and the
 * history of earlier lists. Each screen words it in its own catalogue area and brings its own calls:
 * `words` gives the texts, `save` replaces the list.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { ContactList } from "./emergency-contact-list";
import { fieldErrorsOf } from "~/lib/form-errors";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useLocalize } from "~/lib/i18n";
import {
  emergencyContactsInputSchema,
  MAX_EMERGENCY_CONTACTS,
  type EmergencyContact,
  type EmergencyContacts,
  type EmergencyContactsInput,
} from "#common/schemas/learning/emergency-contacts";

/** The texts the card needs; each screen maps them to its own catalogue ids. */
export type EmergencyWord =
  | "title"
  | "lead"
  | "none"
  | "edit"
  | "editTitle"
  | "editDescription"
  | "contactNumber"
  | "name"
  | "phone"
  | "relationship"
  | "relationshipHint"
  | "add"
  | "remove"
  | "save"
  | "busy"
  | "saved"
  | "failed"
  | "history"
  | "added"
  | "replaced"
  | "unknownPerson";

export type EmergencyWords = (word: EmergencyWord, values?: Record<string, string | number>) => string;

interface ContactRow {
  name: string;
  phone: string;
  relationship: string;
}
interface ContactValues {
  contacts: ContactRow[];
}
const resolver = zodResolver(emergencyContactsInputSchema) as unknown as Resolver<ContactValues>;
const EMPTY_ROW: ContactRow = { name: "", phone: "", relationship: "" };
const SEPARATOR = " · ";

export interface EmergencyContactsCardProps {
  /** Names the dialog ("Emergency contacts of {name}"). */
  childName: string;
  data: EmergencyContacts;
  words: EmergencyWords;
  save: (input: EmergencyContactsInput) => Promise<{ message: string }>;
  /** Distinguishes the cards of several children on one page. */
  idPrefix: string;
  /** The card's heading level on its page. */
  headingLevel?: "h2" | "h3";
}

export function EmergencyContactsCard({ childName, data, words, save, idPrefix, headingLevel: Heading = "h3" }: EmergencyContactsCardProps) {
  const [editing, setEditing] = useState(false);
  const titleId = `${idPrefix}-emergency-title`;
  const ended = data.history.filter((h) => h.endedAt !== null);
  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby={titleId} data-testid="emergency-contacts">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={titleId} className="text-lg font-semibold">
          {words("title", { name: childName })}
        </Heading>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {words("edit")}
          <span className="sr-only">{words("title", { name: childName })}</span>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{words("lead")}</p>
      {data.current.length === 0 ? <p className="text-muted-foreground">{words("none")}</p> : <ContactList contacts={data.current} />}
      {ended.length > 0 ? <History data={data} words={words} /> : null}
      {editing ? <EditContactsDialog childName={childName} current={data.current} words={words} save={save} onOpenChange={setEditing} /> : null}
    </Card>
  );
}

/** Every earlier list, newest first: who added each contact and who replaced it, and when. */
function History({ data, words }: { data: EmergencyContacts; words: EmergencyWords }) {
  const locale = useLocale();
  const who = (name: string | null) => name ?? words("unknownPerson");
  return (
    <details className="rounded-lg border p-3" data-testid="emergency-contacts-history">
      <summary className="cursor-pointer font-semibold">{words("history")}</summary>
      <ul className="mt-3 space-y-3">
        {data.history.map((h) => (
          <li key={h.id} className={h.endedAt ? "text-muted-foreground" : undefined}>
            <span className="font-medium">{h.name}</span>
            {h.relationship ? SEPARATOR + h.relationship : null}
            {SEPARATOR + h.phone}
            <span className="block text-sm">{words("added", { name: who(h.createdBy), when: formatWhen(h.createdAt, locale) })}</span>
            {h.endedAt ? <span className="block text-sm">{words("replaced", { name: who(h.endedBy), when: formatWhen(h.endedAt, locale) })}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A refusal of the list as a whole (none, or too many), as the alert above the rows says it. */
function listError(error: { message?: string; root?: { message?: string } } | undefined, localize: (english: string) => string): string | null {
  const message = error?.message ?? error?.root?.message;
  return message ? localize(message) : null;
}

function EditContactsDialog({
  childName,
  current,
  words,
  save,
  onOpenChange,
}: Pick<EmergencyContactsCardProps, "childName" | "words" | "save"> & { current: readonly EmergencyContact[]; onOpenChange: (open: boolean) => void }) {
  const localize = useLocalize();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver,
    defaultValues: {
      contacts: current.length ? current.map((c) => ({ name: c.name, phone: c.phone, relationship: c.relationship ?? "" })) : [EMPTY_ROW],
    },
  });
  // The rows by hand rather than with useFieldArray (as the Create student dialog's guardians): that
  // would join react-hook-form's one module, which every public form downloads.
  const rows = useWatch({ control, name: "contacts" });
  const add = () => setValue("contacts", [...getValues("contacts"), EMPTY_ROW]);
  const remove = (index: number) =>
    setValue(
      "contacts",
      getValues("contacts").filter((_, i) => i !== index),
    );
  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await save(values as EmergencyContactsInput);
      toast({ variant: "success", title: words("saved"), description: answer.message });
      onOpenChange(false);
    } catch (error) {
      const nested = fieldErrorsOf(error).filter((e) => e.field.startsWith("contacts."));
      nested.forEach((e) => setError(e.field as "contacts", { type: "server", message: e.message }));
      if (nested.length === 0) setFailure(serverMessage(error) ?? words("failed"));
    } finally {
      setBusy(false);
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={busy}
      title={words("editTitle", { name: childName })}
      description={words("editDescription", { max: MAX_EMERGENCY_CONTACTS })}
      className="max-w-2xl"
      label={words("editTitle", { name: childName })}
      formClassName="space-y-5"
      onSubmit={submit}
      error={failure ?? listError(errors.contacts, localize)}
      submitLabel={words("save")}
      busyLabel={words("busy")}
      data-testid="emergency-contacts-dialog"
    >
      {rows.map((_, i) => (
        <fieldset key={`contact-${i}`} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{words("contactNumber", { number: i + 1 })}</legend>
          <Field label={words("name")} required error={errors.contacts?.[i]?.name?.message}>
            {(c) => <Input {...c} autoComplete="off" {...register(`contacts.${i}.name`)} />}
          </Field>
          <Field label={words("phone")} required error={errors.contacts?.[i]?.phone?.message}>
            {(c) => <Input {...c} type="tel" autoComplete="off" {...register(`contacts.${i}.phone`)} />}
          </Field>
          <Field label={words("relationship")} description={words("relationshipHint")} error={errors.contacts?.[i]?.relationship?.message}>
            {(c) => <Input {...c} autoComplete="off" {...register(`contacts.${i}.relationship`)} />}
          </Field>
          {rows.length > 1 ? (
            <div className="flex items-end">
              <Button variant="ghost" size="sm" onClick={() => remove(i)}>
                <Trash2 aria-hidden="true" />
                {words("remove", { number: i + 1 })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {rows.length < MAX_EMERGENCY_CONTACTS ? (
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" />
          {words("add")}
        </Button>
      ) : null}
    </FormDialog>
  );
}
