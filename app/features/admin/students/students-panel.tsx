import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import { StudentRecordView } from "./student-record";
import { STUDENTS_PAGE_SIZE, useStudents } from "./students-api";

/**
 * The Students tab of /admin/people: find a child, open their record. The tab's own parameters live
 * in the address (`?tab=students&sq=&grade=&spage=&student=<id>`), so links (Create student's "Open
 * the student record") and Back work.
 */
export function StudentsPanel() {
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
      <PanelHeader
        title="Students"
        description="Every child at the school: their record, guardians, classes and sign-in. Students are made from enrolled applications (Create student)."
      />
      <form role="search" aria-label="Find students" onSubmit={onSearch} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <label htmlFor="students-search" className="block text-sm font-semibold">
            Search
          </label>
          <div className="flex gap-2">
            <Input
              id="students-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name or username"
              maxLength={100}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="students-grade" className="block text-sm font-semibold">
            Grade
          </label>
          <Select id="students-grade" value={grade} onChange={(e) => update({ grade: e.target.value })}>
            <option value="">All grades</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {g.name}
              </option>
            ))}
          </Select>
        </div>
      </form>
      <QueryState
        query={list}
        errorTitle="The students could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="rounded-lg border p-6 text-center" role="status">
            <p className="font-semibold">
              {filtered ? "No students match these filters." : "There are no students yet. Create one from an enrolled application in Operations."}
            </p>
            {filtered ? (
              <Button
                variant="link"
                onClick={() => {
                  setSearch("");
                  update({ sq: "", grade: "" });
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
            <Table caption="Students" aria-busy={list.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>Student</Th>
                  <Th>Grade</Th>
                  <Th>Homeroom</Th>
                  <Th>Guardians</Th>
                  <Th>State</Th>
                </tr>
              </THead>
              <tbody>
                {data.items.map((s) => (
                  <Tr key={s.id} data-testid="student-row">
                    <Th scope="row" className="whitespace-normal font-normal">
                      <Link className="block font-semibold text-primary underline underline-offset-4" to={recordLink(s.id)} preventScrollReset>
                        {s.lastName}, {s.firstName}
                        {s.preferredName ? ` ("${s.preferredName}")` : ""}
                      </Link>
                      <span className="block text-muted-foreground">{s.username}</span>
                    </Th>
                    <Td className="whitespace-nowrap">{gradeLabel(s.grade)}</Td>
                    <Td>{s.homeroom ?? <span className="text-muted-foreground">Not placed</span>}</Td>
                    <Td>{s.guardianCount === 0 ? <span className="font-semibold text-destructive">None linked</span> : s.guardianCount}</Td>
                    <Td>{s.withdrawnAt ? "Withdrawn" : "Active"}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            <Pager label="Students pages" page={page} pageSize={STUDENTS_PAGE_SIZE} total={data.total} onPage={(p) => update({ spage: String(p) })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
