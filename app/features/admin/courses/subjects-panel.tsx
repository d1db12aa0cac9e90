import { BookPlus, Pencil } from "lucide-react";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { useT } from "~/lib/i18n";
import { SUBJECT_CATEGORIES, subjectCreateSchema, subjectRenameSchema, type SubjectView } from "#common/schemas/learning/courses";
import { createSubject, renameSubject } from "./courses-api";
import { useCoursesForm } from "./use-courses-form";

function AddSubjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { form, submit, busy, failure } = useCoursesForm<{ name: string; category: (typeof SUBJECT_CATEGORIES)[number] }>({
    schema: subjectCreateSchema,
    defaults: { name: "", category: "core" },
    fields: ["name", "category"],
    send: (values) => createSubject(values),
    done: () => onOpenChange(false),
    failureText: t("courses.subjects.add.failure"),
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t("courses.subjects.add")}
      label={t("courses.subjects.add")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("courses.subjects.add")}
      busyLabel={t("courses.common.adding")}
      icon={<BookPlus aria-hidden="true" />}
    >
      <Field label={t("courses.common.name")} required error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
      <Field label={t("courses.subjects.category")} required error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register("category")}>
            {SUBJECT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t("courses.subjects.categoryName", { category: c })}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}

function RenameSubjectDialog({ subject, onOpenChange }: { subject: SubjectView | null; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { form, submit, busy, failure } = useCoursesForm<{ name: string }>({
    schema: subjectRenameSchema,
    defaults: { name: subject?.name ?? "" },
    fields: ["name"],
    send: (values) => renameSubject(subject!.id, values),
    done: () => onOpenChange(false),
    failureText: t("courses.subjects.rename.failure"),
  });
  return (
    <FormDialog
      open={subject !== null}
      onOpenChange={onOpenChange}
      busy={busy}
      title={subject ? t("courses.subjects.rename.title", { name: subject.name }) : t("courses.subjects.rename.label")}
      label={t("courses.subjects.rename.label")}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("courses.subjects.rename.save")}
      busyLabel={t("courses.common.saving")}
      icon={<Pencil aria-hidden="true" />}
    >
      <Field label={t("courses.subjects.rename.newName")} required error={form.formState.errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </Field>
    </FormDialog>
  );
}

/** Subjects: the curriculum's subjects (seeded) and any the school adds; renaming keeps every class. */
export function SubjectsPanel({ subjects }: { subjects: SubjectView[] }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<SubjectView | null>(null);
  return (
    <div className="space-y-6">
      <PanelHeader
        title={t("courses.subjects.title")}
        description={t("courses.subjects.description")}
        actions={
          <Button onClick={() => setAdding(true)}>
            <BookPlus aria-hidden="true" />
            {t("courses.subjects.add")}
          </Button>
        }
      />
      <AddSubjectDialog open={adding} onOpenChange={setAdding} />
      <RenameSubjectDialog key={renaming?.id ?? "none"} subject={renaming} onOpenChange={(open) => !open && setRenaming(null)} />
      {subjects.length === 0 ? (
        <Alert kind="info" title={t("courses.subjects.none")} />
      ) : (
        <Table caption={t("courses.subjects.title")}>
          <THead>
            <tr>
              <Th>{t("courses.common.subject")}</Th>
              <Th>{t("courses.subjects.category")}</Th>
              <Th>{t("courses.common.action")}</Th>
            </tr>
          </THead>
          <tbody>
            {subjects.map((s) => (
              <Tr key={s.id}>
                <Th scope="row" className="font-semibold">
                  {s.name}
                </Th>
                <Td>{t("courses.subjects.categoryName", { category: s.category })}</Td>
                <Td>
                  <Button size="sm" variant="outline" className="relative h-8" onClick={() => setRenaming(s)}>
                    <Pencil aria-hidden="true" />
                    {t("courses.common.rename")}
                    <span className="sr-only"> {s.name}</span>
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
