/**
 * The Standards tab of /admin/courses (docs/api/admin-standards.md): the whole catalog by subject,
 * grade, framework and words; the published frameworks read-only; the school's own standards (social
 * studies, SEL, specials) added and edited; any standard archived (it stays on past marks and leaves
 * the teachers' picker) or restored. Filters live in the address (`?tab=standards&ssubject=&sgrade=
 * &sframework=&sq=&spage=`), so links, reloads and Back show the same list.
 */
import { Archive, ArchiveRestore, ListPlus, Pencil, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import { FRAMEWORK_LABELS, type StandardFramework } from "#common/learning/standards/types";
import type { SubjectView } from "#common/schemas/learning/courses";
import { STANDARD_FRAMEWORKS, standardCreateSchema, type AdminStandard } from "#common/schemas/learning/standards";
import { ADMIN_STANDARDS_PAGE_SIZE, archiveStandard, createSchoolStandard, restoreStandard, updateSchoolStandard, useAdminStandards } from "./courses-api";
import { useCoursesAction, useCoursesForm } from "./use-courses-form";

type StandardValues = { code: string; subjectCode: string; grade: string; domain: string; cluster: string; description: string };
const FIELDS = ["code", "subjectCode", "grade", "domain", "cluster", "description"] as const;

const frameworkLabel = (framework: string) => FRAMEWORK_LABELS[framework as StandardFramework] ?? framework;

function StandardDialog({
  subjects,
  editing,
  open,
  onOpenChange,
}: {
  subjects: SubjectView[];
  editing: AdminStandard | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const defaults: StandardValues = editing
    ? {
        code: editing.code,
        subjectCode: editing.subjectCode,
        grade: editing.grade,
        domain: editing.domain,
        cluster: editing.cluster,
        description: editing.description,
      }
    : { code: "", subjectCode: subjects.find((s) => s.code === "sel")?.code ?? subjects[0]?.code ?? "", grade: "K", domain: "", cluster: "", description: "" };
  const { form, submit, busy, failure } = useCoursesForm<StandardValues>({
    schema: standardCreateSchema,
    defaults,
    fields: FIELDS,
    send: (values) => (editing ? updateSchoolStandard(editing.id, values) : createSchoolStandard(values)),
    done: () => onOpenChange(false),
    failureText: editing ? "The standard could not be saved. Please try again." : "The standard could not be added. Please try again.",
  });
  const { errors } = form.formState;
  const title = editing ? `Edit ${editing.code}` : "Add school standard";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description="A standard the school teaches beyond the published frameworks: social studies, social-emotional learning, the specials."
      label={title}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={editing ? "Save standard" : "Add standard"}
      busyLabel="Saving..."
      icon={editing ? <Pencil aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
    >
      <Field label="Code" required error={errors.code?.message} description="Letters, digits, dots and dashes, such as SEL.2.1.">
        {(control) => <Input {...control} autoComplete="off" spellCheck={false} maxLength={30} {...form.register("code")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Subject" required error={errors.subjectCode?.message}>
          {(control) => (
            <Select {...control} {...form.register("subjectCode")}>
              {subjects.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Grade" required error={errors.grade?.message}>
          {(control) => (
            <Select {...control} {...form.register("grade")}>
              {GRADE_LEVELS.map((g) => (
                <option key={g.applicationValue} value={g.applicationValue}>
                  {g.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Domain" required error={errors.domain?.message} description="The strand, such as Self-awareness or Civics.">
        {(control) => <Input {...control} autoComplete="off" maxLength={120} {...form.register("domain")} />}
      </Field>
      <Field label="Cluster" required error={errors.cluster?.message} description="The group of standards within the domain.">
        {(control) => <Input {...control} autoComplete="off" maxLength={160} {...form.register("cluster")} />}
      </Field>
      <Field label="Description" required error={errors.description?.message} description="One sentence a parent understands.">
        {(control) => <Input {...control} autoComplete="off" maxLength={300} {...form.register("description")} />}
      </Field>
    </FormDialog>
  );
}

export function StandardsPanel({ subjects }: { subjects: SubjectView[] }) {
  const [params, setParams] = useSearchParams();
  const filters = {
    subject: params.get("ssubject") ?? "",
    grade: params.get("sgrade") ?? "",
    framework: params.get("sframework") ?? "",
    q: params.get("sq") ?? "",
    page: Math.max(1, Number(params.get("spage")) || 1),
  };
  const [search, setSearch] = useState(filters.q);
  const [dialog, setDialog] = useState<{ editing: AdminStandard | null } | null>(null);
  const list = useAdminStandards(filters);
  const action = useCoursesAction();
  const subjectName = (code: string) => subjects.find((s) => s.code === code)?.name ?? code;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("spage" in changes)) next.delete("spage");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ sq: search.trim() });
  };
  const filtered = Boolean(filters.subject || filters.grade || filters.framework || filters.q);

  return (
    <div className="space-y-6">
      <PanelHeader
        title="Standards"
        description="What teachers assess: Common Core mathematics and ELA and NGSS science as published (read-only), and the school's own standards. Archived standards stay on past marks but leave the teachers' picker."
        actions={
          <Button onClick={() => setDialog({ editing: null })}>
            <ListPlus aria-hidden="true" />
            Add school standard
          </Button>
        }
      />
      {dialog ? (
        <StandardDialog key={dialog.editing?.id ?? "new"} subjects={subjects} editing={dialog.editing} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
      <form
        role="search"
        aria-label="Find standards"
        onSubmit={onSearch}
        className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="space-y-1.5 md:col-span-2 xl:col-span-1">
          <label htmlFor="standards-search" className="block text-sm font-semibold">
            Search
          </label>
          <div className="flex gap-2">
            <Input id="standards-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Code or words" maxLength={100} />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="standards-subject" className="block text-sm font-semibold">
            Subject
          </label>
          <Select id="standards-subject" value={filters.subject} onChange={(e) => update({ ssubject: e.target.value })}>
            <option value="">All subjects</option>
            {subjects.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="standards-grade" className="block text-sm font-semibold">
            Grade
          </label>
          <Select id="standards-grade" value={filters.grade} onChange={(e) => update({ sgrade: e.target.value })}>
            <option value="">All grades</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {g.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="standards-framework" className="block text-sm font-semibold">
            Framework
          </label>
          <Select id="standards-framework" value={filters.framework} onChange={(e) => update({ sframework: e.target.value })}>
            <option value="">All frameworks</option>
            {STANDARD_FRAMEWORKS.map((f) => (
              <option key={f} value={f}>
                {FRAMEWORK_LABELS[f]}
              </option>
            ))}
          </Select>
        </div>
      </form>
      <QueryState
        query={list}
        errorTitle="The standards could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="rounded-lg border p-6 text-center" role="status">
            <p className="font-semibold">{filtered ? "No standards match these filters." : "There are no standards yet."}</p>
            {filtered ? (
              <Button
                variant="link"
                onClick={() => {
                  setSearch("");
                  update({ sq: "", ssubject: "", sgrade: "", sframework: "" });
                }}
              >
                Clear the filters
              </Button>
            ) : null}
          </div>
        }
      >
        {(data) => (
          <>
            <Table caption="Standards" aria-busy={list.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>Code</Th>
                  <Th>Standard</Th>
                  <Th>Subject and grade</Th>
                  <Th>Framework</Th>
                  <Th>Actions</Th>
                </tr>
              </THead>
              <tbody>
                {data.items.map((s) => (
                  <Tr key={s.id} data-testid="standard-row">
                    <Th scope="row" className="font-mono font-semibold">
                      {s.code}
                    </Th>
                    <Td className="min-w-64 whitespace-normal">
                      <span className="block">{s.description}</span>
                      <span className="block text-muted-foreground">
                        {s.domain}: {s.cluster}
                      </span>
                    </Td>
                    <Td className="whitespace-nowrap">
                      <span className="block">{subjectName(s.subjectCode)}</span>
                      <span className="block text-muted-foreground">{gradeLabel(s.grade)}</span>
                    </Td>
                    <Td>
                      <span className="flex flex-wrap gap-1.5">
                        <Badge>{s.editable ? "School" : frameworkLabel(s.framework)}</Badge>
                        {s.archived ? <Badge className="border-dashed text-muted-foreground">Archived</Badge> : null}
                      </span>
                    </Td>
                    <Td>
                      <span className="flex flex-wrap gap-2">
                        {s.editable ? (
                          <Button size="sm" variant="outline" className="relative h-8" onClick={() => setDialog({ editing: s })}>
                            <Pencil aria-hidden="true" />
                            Edit<span className="sr-only"> {s.code}</span>
                          </Button>
                        ) : null}
                        {s.archived ? (
                          <Button
                            size="sm"
                            variant="outline"
                            className="relative h-8"
                            disabled={action.busy !== null}
                            onClick={() => void action.run(s.id, () => restoreStandard(s.id))}
                          >
                            <ArchiveRestore aria-hidden="true" />
                            Restore<span className="sr-only"> {s.code}</span>
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            className="relative h-8"
                            disabled={action.busy !== null}
                            onClick={() => void action.run(s.id, () => archiveStandard(s.id))}
                          >
                            <Archive aria-hidden="true" />
                            {action.busy === s.id ? "Archiving..." : "Archive"}
                            <span className="sr-only"> {s.code}</span>
                          </Button>
                        )}
                      </span>
                    </Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            <Pager
              label="Standards pages"
              page={filters.page}
              pageSize={ADMIN_STANDARDS_PAGE_SIZE}
              total={data.total}
              onPage={(p) => update({ spage: String(p) })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
