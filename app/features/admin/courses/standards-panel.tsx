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
import { useLanguage, useT } from "~/lib/i18n";
import { GRADE_LEVELS, gradeLabel, gradeName, NO_GRADE_LABEL } from "#common/grades";
import type { StandardFramework } from "#common/learning/standards/types";
import type { MessageId } from "#common/i18n/messages";
import type { SubjectView } from "#common/schemas/learning/courses";
import { STANDARD_FRAMEWORKS, standardCreateSchema, type AdminStandard } from "#common/schemas/learning/standards";
import { ADMIN_STANDARDS_PAGE_SIZE, archiveStandard, createSchoolStandard, restoreStandard, updateSchoolStandard, useAdminStandards } from "./courses-api";
import { useCoursesAction, useCoursesForm } from "./use-courses-form";

type StandardValues = { code: string; subjectCode: string; grade: string; domain: string; cluster: string; description: string };
const FIELDS = ["code", "subjectCode", "grade", "domain", "cluster", "description"] as const;

const FRAMEWORK_IDS: Record<StandardFramework, MessageId> = {
  "ccss-math": "courses.standards.framework.ccssMath",
  "ccss-ela": "courses.standards.framework.ccssEla",
  ngss: "courses.standards.framework.ngss",
  school: "courses.standards.framework.school",
};

/** A framework's name in the screen's language; an unknown one as it is. */
const frameworkLabel = (framework: string, t: ReturnType<typeof useT>) => {
  const id = FRAMEWORK_IDS[framework as StandardFramework] as MessageId | undefined;
  return id ? t(id) : framework;
};

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
  const t = useT();
  const language = useLanguage();
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
    failureText: editing ? t("courses.standards.dialog.saveFailure") : t("courses.standards.dialog.addFailure"),
  });
  const { errors } = form.formState;
  const title = editing ? t("courses.standards.dialog.editTitle", { code: editing.code }) : t("courses.standards.add");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description={t("courses.standards.dialog.description")}
      label={title}
      formClassName="space-y-4"
      onSubmit={submit}
      error={failure}
      submitLabel={editing ? t("courses.standards.dialog.save") : t("courses.standards.dialog.addSubmit")}
      busyLabel={t("courses.common.saving")}
      icon={editing ? <Pencil aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
    >
      <Field label={t("courses.standards.code")} required error={errors.code?.message} description={t("courses.standards.dialog.codeHint")}>
        {(control) => <Input {...control} autoComplete="off" spellCheck={false} maxLength={30} {...form.register("code")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("courses.common.subject")} required error={errors.subjectCode?.message}>
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
        <Field label={t("courses.common.grade")} required error={errors.grade?.message}>
          {(control) => (
            <Select {...control} {...form.register("grade")}>
              {GRADE_LEVELS.map((g) => (
                <option key={g.applicationValue} value={g.applicationValue}>
                  {gradeName(g, language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t("courses.standards.dialog.domain")} required error={errors.domain?.message} description={t("courses.standards.dialog.domainHint")}>
        {(control) => <Input {...control} autoComplete="off" maxLength={120} {...form.register("domain")} />}
      </Field>
      <Field label={t("courses.standards.dialog.cluster")} required error={errors.cluster?.message} description={t("courses.standards.dialog.clusterHint")}>
        {(control) => <Input {...control} autoComplete="off" maxLength={160} {...form.register("cluster")} />}
      </Field>
      <Field
        label={t("courses.standards.dialog.description.label")}
        required
        error={errors.description?.message}
        description={t("courses.standards.dialog.descriptionHint")}
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={300} {...form.register("description")} />}
      </Field>
    </FormDialog>
  );
}

export function StandardsPanel({ subjects }: { subjects: SubjectView[] }) {
  const t = useT();
  const language = useLanguage();
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
        title={t("courses.standards.title")}
        description={t("courses.standards.description")}
        actions={
          <Button onClick={() => setDialog({ editing: null })}>
            <ListPlus aria-hidden="true" />
            {t("courses.standards.add")}
          </Button>
        }
      />
      {dialog ? (
        <StandardDialog key={dialog.editing?.id ?? "new"} subjects={subjects} editing={dialog.editing} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
      <form
        role="search"
        aria-label={t("courses.standards.search")}
        onSubmit={onSearch}
        className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="space-y-1.5 md:col-span-2 xl:col-span-1">
          <label htmlFor="standards-search" className="block text-sm font-semibold">
            {t("courses.common.search")}
          </label>
          <div className="flex gap-2">
            <Input
              id="standards-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t("courses.standards.searchPlaceholder")}
              maxLength={100}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              {t("courses.common.search")}
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="standards-subject" className="block text-sm font-semibold">
            {t("courses.common.subject")}
          </label>
          <Select id="standards-subject" value={filters.subject} onChange={(e) => update({ ssubject: e.target.value })}>
            <option value="">{t("courses.standards.allSubjects")}</option>
            {subjects.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="standards-grade" className="block text-sm font-semibold">
            {t("courses.common.grade")}
          </label>
          <Select id="standards-grade" value={filters.grade} onChange={(e) => update({ sgrade: e.target.value })}>
            <option value="">{t("courses.standards.allGrades")}</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {gradeName(g, language)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="standards-framework" className="block text-sm font-semibold">
            {t("courses.standards.framework")}
          </label>
          <Select id="standards-framework" value={filters.framework} onChange={(e) => update({ sframework: e.target.value })}>
            <option value="">{t("courses.standards.allFrameworks")}</option>
            {STANDARD_FRAMEWORKS.map((f) => (
              <option key={f} value={f}>
                {frameworkLabel(f, t)}
              </option>
            ))}
          </Select>
        </div>
      </form>
      <QueryState
        query={list}
        errorTitle={t("courses.page.standardsError")}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="rounded-lg border p-6 text-center" role="status">
            <p className="font-semibold">{filtered ? t("courses.standards.noMatch") : t("courses.standards.none")}</p>
            {filtered ? (
              <Button
                variant="link"
                onClick={() => {
                  setSearch("");
                  update({ sq: "", ssubject: "", sgrade: "", sframework: "" });
                }}
              >
                {t("courses.standards.clearFilters")}
              </Button>
            ) : null}
          </div>
        }
      >
        {(data) => (
          <>
            <Table caption={t("courses.standards.title")} aria-busy={list.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>{t("courses.standards.code")}</Th>
                  <Th>{t("courses.standards.standard")}</Th>
                  <Th>{t("courses.standards.subjectAndGrade")}</Th>
                  <Th>{t("courses.standards.framework")}</Th>
                  <Th>{t("courses.common.actions")}</Th>
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
                      <span className="block text-muted-foreground">{t("courses.standards.domainAndCluster", { domain: s.domain, cluster: s.cluster })}</span>
                    </Td>
                    <Td className="whitespace-nowrap">
                      <span className="block">{subjectName(s.subjectCode)}</span>
                      <span className="block text-muted-foreground">{gradeLabel(s.grade, "name", NO_GRADE_LABEL, language)}</span>
                    </Td>
                    <Td>
                      <span className="flex flex-wrap gap-1.5">
                        <Badge>{s.editable ? t("courses.standards.school") : frameworkLabel(s.framework, t)}</Badge>
                        {s.archived ? <Badge className="border-dashed text-muted-foreground">{t("courses.common.archived")}</Badge> : null}
                      </span>
                    </Td>
                    <Td>
                      <span className="flex flex-wrap gap-2">
                        {s.editable ? (
                          <Button size="sm" variant="outline" className="relative h-8" onClick={() => setDialog({ editing: s })}>
                            <Pencil aria-hidden="true" />
                            {t("courses.standards.edit")}
                            <span className="sr-only"> {s.code}</span>
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
                            {t("courses.standards.restore")}
                            <span className="sr-only"> {s.code}</span>
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
                            {action.busy === s.id ? t("courses.standards.archiving") : t("courses.common.archive")}
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
              label={t("courses.standards.pages")}
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
