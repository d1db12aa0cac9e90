import { BookPlus, Pencil } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { SUBJECT_CATEGORY_LABELS, type SubjectCategory } from "#common/learning/subjects";
import { SUBJECT_CATEGORIES, subjectCreateSchema, subjectRenameSchema, type SubjectView } from "#common/schemas/learning/courses";
import { createSubject, renameSubject } from "./courses-api";
import { useCoursesForm } from "./use-courses-form";

function AddSubjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; category: (typeof SUBJECT_CATEGORIES)[number] }>({
    schema: subjectCreateSchema,
    defaults: { name: "", category: "core" },
    fields: ["name", "category"],
    send: (values) => createSubject(values),
    done: () => onOpenChange(false),
    failureText: "The subject could not be added. Please try again.",
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Add subject"
      label="Add subject"
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Add subject"
      busyLabel="Adding..."
      icon={<BookPlus aria-hidden="true" />}
    >
      <Field label="Name" required error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <Field label="Category" required error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register("category")}>
            {SUBJECT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {SUBJECT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}

function RenameSubjectDialog({ subject, onOpenChange }: { subject: SubjectView | null; onOpenChange: (open: boolean) => void }) {
  const { form, submit, busy, failure } = useCoursesForm<{ name: string }>({
    schema: subjectRenameSchema,
    defaults: { name: subject?.name ?? "" },
    fields: ["name"],
    send: (values) => renameSubject(subject!.id, values),
    done: () => onOpenChange(false),
    failureText: "The subject could not be renamed. Please try again.",
  });
  return (
    <FormDialog
      open={subject !== null}
      onOpenChange={onOpenChange}
      busy={busy}
      title={`Rename ${subject?.name ?? "subject"}`}
      label="Rename subject"
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel="Save name"
      busyLabel="Saving..."
      icon={<Pencil aria-hidden="true" />}
    >
      <Field label="New name" required error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
    </FormDialog>
  );
}

/** Subjects: the curriculum's subjects (seeded) and any the school adds; renaming keeps every class. */
export function SubjectsPanel({ subjects }: { subjects: SubjectView[] }) {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<SubjectView | null>(null);
  return (
    <div className="space-y-6">
      <PanelHeader
        title="Subjects"
        description="What classes are taught: the core subjects, the specials and social-emotional learning."
        actions={
          <Button onClick={() => setAdding(true)}>
            <BookPlus aria-hidden="true" />
            Add subject
          </Button>
        }
      />
      <AddSubjectDialog open={adding} onOpenChange={setAdding} />
      <RenameSubjectDialog key={renaming?.id ?? "none"} subject={renaming} onOpenChange={(open) => !open && setRenaming(null)} />
      {subjects.length === 0 ? (
        <Alert kind="info" title="No subjects yet." />
      ) : (
        <Table caption="Subjects">
          <THead>
            <tr>
              <Th>Subject</Th>
              <Th>Category</Th>
              <Th>Action</Th>
            </tr>
          </THead>
          <tbody>
            {subjects.map((s) => (
              <Tr key={s.id}>
                <Th scope="row" className="font-semibold">
                  {s.name}
                </Th>
                <Td>{SUBJECT_CATEGORY_LABELS[s.category as SubjectCategory] ?? s.category}</Td>
                <Td>
                  <Button size="sm" variant="outline" className="relative h-8" onClick={() => setRenaming(s)}>
                    <Pencil aria-hidden="true" />
                    Rename<span className="sr-only"> {s.name}</span>
                  </Button>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
