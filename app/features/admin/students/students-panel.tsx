import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { GRADE_LEVELS, gradeLabel, gradeName, NO_GRADE_LABEL } from "#common/grades";
import { useLanguage, useT } from "~/lib/i18n";
import { StudentRecordView } from "./student-record";
import { STUDENTS_PAGE_SIZE, useStudents } from "./students-api";

/**
 * The Students tab of /admin/people: find a child, open their record. The tab's own parameters live
 * in the address (`?tab=students&sq=&grade=&spage=&student=<id>`), so links (Create student's "Open
 * the student record") and Back work.
 */
export function StudentsPanel() {
  const t = useT();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const studentId = params.get("student");
  const q = params.get("sq") ?? "";
  const grade = params.get("grade") ?? "";
  const page = Math.max(1, Number(params.get("spage")) || 1);
  const [search, setSearch] = useState(q);
  const list = useStudents({ q, grade, page });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("spage" in changes)) next.delete("spage");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  if (studentId) {
    const back = new URLSearchParams(params);
    back.delete("student");
    return <StudentRecordView id={studentId} backTo={`?${back.toString()}`} />;
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ sq: search.trim() });
  };
  const recordLink = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("student", id);
    return `?${next.toString()}`;
  };
  const filtered = Boolean(q || grade);

  return (
    <div className="space-y-6">
      <PanelHeader title={t("people.students.title")} description={t("people.students.description")} />
      <form role="search" aria-label={t("people.students.find")} onSubmit={onSearch} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <label htmlFor="students-search" className="block text-sm font-semibold">
            {t("people.students.search")}
          </label>
          <div className="flex gap-2">
            <Input
              id="students-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t("people.students.searchHint")}
              maxLength={100}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              {t("people.searchButton")}
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="students-grade" className="block text-sm font-semibold">
            {t("people.students.grade")}
          </label>
          <Select id="students-grade" value={grade} onChange={(e) => update({ grade: e.target.value })}>
            <option value="">{t("people.students.allGrades")}</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {gradeName(g, language)}
              </option>
            ))}
          </Select>
        </div>
      </form>
      <QueryState
        query={list}
        errorTitle={t("people.students.loadError")}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="rounded-lg border p-6 text-center" role="status">
            <p className="font-semibold">{filtered ? t("people.students.noneMatch") : t("people.students.none")}</p>
            {filtered ? (
              <Button
                variant="link"
                onClick={() => {
                  setSearch("");
                  update({ sq: "", grade: "" });
                }}
              >
                {t("people.clearFilters")}
              </Button>
            ) : null}
          </div>
        }
      >
        {(data) => (
          <>
            <Table caption={t("people.students.caption")} aria-busy={list.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>{t("people.students.column.student")}</Th>
                  <Th>{t("people.students.column.grade")}</Th>
                  <Th>{t("people.students.column.homeroom")}</Th>
                  <Th>{t("people.students.column.guardians")}</Th>
                  <Th>{t("people.students.column.state")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.items.map((s) => (
                  <Tr key={s.id} data-testid="student-row">
                    <Th scope="row" className="whitespace-normal font-normal">
                      <Link className="block font-semibold text-primary underline underline-offset-4" to={recordLink(s.id)} preventScrollReset>
                        {s.preferredName
                          ? t("people.students.nameGoesBy", { lastName: s.lastName, firstName: s.firstName, preferredName: s.preferredName })
                          : t("people.students.name", { lastName: s.lastName, firstName: s.firstName })}
                      </Link>
                      <span className="block text-muted-foreground">{s.username}</span>
                    </Th>
                    <Td className="whitespace-nowrap">{gradeLabel(s.grade, "name", NO_GRADE_LABEL, language)}</Td>
                    <Td>{s.homeroom ?? <span className="text-muted-foreground">{t("people.students.notPlaced")}</span>}</Td>
                    <Td>
                      {s.guardianCount === 0 ? <span className="font-semibold text-destructive">{t("people.students.noGuardians")}</span> : s.guardianCount}
                    </Td>
                    <Td>{s.withdrawnAt ? t("people.students.withdrawn") : t("people.students.active")}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            <Pager
              label={t("people.students.pages")}
              page={page}
              pageSize={STUDENTS_PAGE_SIZE}
              total={data.total}
              onPage={(p) => update({ spage: String(p) })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
