import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { LoadingScreen } from "~/components/ui/spinner";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { serverMessage } from "~/lib/api";
import { APPLICATION_STATUSES, STATUS_LABELS } from "#common/application-status";
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import { DATE_RANGE_MESSAGES } from "#common/schemas/paging";
import { ApplicationDetailView } from "./application-detail";
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  hasFilters,
  PAGE_SIZE,
  searchWithFilters,
  useApplicationList,
  type ApplicationFilters,
  type ApplicationListItem,
} from "./applications-api";
import { FlagBadges, formatDay, StatusBadge } from "./format";

export const APPLICATION_PARAM = "application";

const NEEDS_LABELS = { grade_conflict: "Grade conflict", duplicate: "Possible duplicate" } as const;

/**
 * The Applications tab of /admin/operations: search and filters, a paged table, and one application's
 * detail (`?application=APP-...`) in place of the table. Everything the screen shows is in the
 * address, so a link or a reload shows the same, and Back closes the detail.
 */
export function ApplicationsPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const openId = searchParams.get(APPLICATION_PARAM)?.toUpperCase() || null;
  const lastOpened = useRef<string | null>(null);
  const [restoreFocus, setRestoreFocus] = useState<string | null>(null);

  useEffect(() => {
    if (openId) lastOpened.current = openId;
    else if (lastOpened.current) {
      setRestoreFocus(lastOpened.current);
      lastOpened.current = null;
    }
  }, [openId]);

  function applyFilters(next: ApplicationFilters) {
    setSearchParams((current) => searchWithFilters(current, next), { replace: true, preventScrollReset: true });
  }

  if (openId) {
    const back = new URLSearchParams(searchParams);
    back.delete(APPLICATION_PARAM);
    return <ApplicationDetailView applicationId={openId} backTo={`?${back.toString()}`} />;
  }

  return (
    <section aria-labelledby="applications-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="applications-heading" className="text-2xl font-semibold">
          Applications
        </h2>
        <p className="text-sm text-muted-foreground">Newest first. Dates are Eastern Time.</p>
      </div>
      <FilterForm filters={filters} onApply={applyFilters} />
      <ApplicationsTable filters={filters} restoreFocus={restoreFocus} onFocusRestored={() => setRestoreFocus(null)} />
    </section>
  );
}

function FilterForm({ filters, onApply }: { filters: ApplicationFilters; onApply: (filters: ApplicationFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  // The address changed another way (Back, Clear, a link): show what it now asks for.
  const applied = JSON.stringify(filters);
  const [draftOf, setDraftOf] = useState(applied);
  if (draftOf !== applied) {
    setDraftOf(applied);
    setDraft(filters);
  }
  const set = <K extends keyof ApplicationFilters>(key: K, value: ApplicationFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (next: ApplicationFilters) => onApply({ ...next, page: 1 });
  const rangeError = draft.from && draft.to && draft.from > draft.to ? DATE_RANGE_MESSAGES.range : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rangeError) apply(draft);
  }

  /** A choice from a list applies at once (with what is typed in the other fields). */
  function choose<K extends "status" | "grade" | "needs">(key: K, value: ApplicationFilters[K]) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    apply(next);
  }

  return (
    <form role="search" aria-label="Applications" onSubmit={submit} className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 sm:gap-4 lg:grid-cols-6">
      <Field label="Search" description="Application id, parent name or email, child's name" className="col-span-2 lg:col-span-6">
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} type="search" name="q" value={draft.q} maxLength={200} onChange={(e) => set("q", e.target.value)} autoComplete="off" />
            <Button type="submit" disabled={!!rangeError}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        )}
      </Field>
      <Field label="Status">
        {(control) => (
          <Select {...control} name="status" value={draft.status} onChange={(e) => choose("status", e.target.value as ApplicationFilters["status"])}>
            <option value="">Any status</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Grade requested">
        {(control) => (
          <Select {...control} name="grade" value={draft.grade} onChange={(e) => choose("grade", e.target.value)}>
            <option value="">Any grade</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {g.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Needs review">
        {(control) => (
          <Select {...control} name="needs" value={draft.needs} onChange={(e) => choose("needs", e.target.value as ApplicationFilters["needs"])}>
            <option value="">Everything</option>
            <option value="grade_conflict">{NEEDS_LABELS.grade_conflict}</option>
            <option value="duplicate">{NEEDS_LABELS.duplicate}</option>
          </Select>
        )}
      </Field>
      <Field label="Submitted from">
        {(control) => <Input {...control} type="date" name="from" value={draft.from} onChange={(e) => set("from", e.target.value)} />}
      </Field>
      <Field label="Submitted to" error={rangeError}>
        {(control) => <Input {...control} type="date" name="to" value={draft.to} onChange={(e) => set("to", e.target.value)} />}
      </Field>
      <div className="flex items-end gap-2 lg:col-span-1">
        <Button type="submit" variant="secondary" className="flex-1" disabled={!!rangeError}>
          Apply
        </Button>
        {hasFilters(filters) ? (
          <Button type="button" variant="ghost" onClick={() => apply(EMPTY_FILTERS)}>
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ApplicationsTable({
  filters,
  restoreFocus,
  onFocusRestored,
}: {
  filters: ApplicationFilters;
  restoreFocus: string | null;
  onFocusRestored: () => void;
}) {
  const list = useApplicationList(filters);
  const [searchParams] = useSearchParams();
  const tableRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();

  // Back from a detail: focus returns to the link that opened it (or the table when it is gone).
  useEffect(() => {
    if (!restoreFocus || !list.data) return;
    const link = tableRef.current?.querySelector<HTMLAnchorElement>(`a[data-application="${CSS.escape(restoreFocus)}"]`);
    (link ?? tableRef.current?.querySelector<HTMLElement>("[role=region]"))?.focus();
    onFocusRestored();
  }, [restoreFocus, list.data, onFocusRestored]);

  const hrefWith = (mutate: (p: URLSearchParams) => void) => {
    const p = new URLSearchParams(searchParams);
    mutate(p);
    return `?${p.toString()}`;
  };

  if (list.isPending) return <LoadingScreen className="min-h-40" label="Loading applications..." />;
  if (list.isError)
    return (
      <Alert kind="error" title="The applications could not be loaded.">
        <p>{serverMessage(list.error) ?? "Please check your connection and reload the page."}</p>
      </Alert>
    );

  const { items, total, page } = list.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const firstShown = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const lastShown = Math.min(total, page * PAGE_SIZE);

  return (
    <div ref={tableRef} className="space-y-3">
      <p id={summaryId} role="status" className="text-sm text-muted-foreground">
        {total === 0
          ? hasFilters(filters)
            ? "No applications match these filters."
            : "No applications yet."
          : `Showing ${firstShown}-${lastShown} of ${total} application${total === 1 ? "" : "s"}${hasFilters(filters) ? " matching the filters" : ""}.`}
      </p>
      {items.length > 0 ? (
        <Table caption="Applications, newest first" aria-describedby={summaryId} className={list.isPlaceholderData ? "opacity-60" : undefined}>
          <THead>
            <tr>
              <Th>Application</Th>
              <Th>Child</Th>
              <Th>Status</Th>
              <Th>Grade</Th>
              <Th>Parent</Th>
              <Th>Submitted</Th>
              <Th>Review</Th>
            </tr>
          </THead>
          <tbody>
            {items.map((item) => (
              <ApplicationRow key={item.applicationId} item={item} href={hrefWith((p) => p.set(APPLICATION_PARAM, item.applicationId))} />
            ))}
          </tbody>
        </Table>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages of applications" className="flex flex-wrap items-center justify-between gap-3">
          <PageLink to={hrefWith((p) => (page - 1 > 1 ? p.set("page", String(page - 1)) : p.delete("page")))} disabled={page <= 1} direction="previous" />
          <p className="text-sm">
            Page {page} of {pages}
          </p>
          <PageLink to={hrefWith((p) => p.set("page", String(page + 1)))} disabled={page >= pages} direction="next" />
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({ to, disabled, direction }: { to: string; disabled: boolean; direction: "previous" | "next" }) {
  const content =
    direction === "previous" ? (
      <>
        <ChevronLeft aria-hidden="true" />
        Previous page
      </>
    ) : (
      <>
        Next page
        <ChevronRight aria-hidden="true" />
      </>
    );
  if (disabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to} preventScrollReset>
        {content}
      </Link>
    </Button>
  );
}

function ApplicationRow({ item, href }: { item: ApplicationListItem; href: string }) {
  const conflict = item.calculatedGrade !== item.childGradeRequested;
  return (
    <Tr>
      <Td className="whitespace-nowrap">
        <Link
          to={href}
          data-application={item.applicationId}
          className="font-mono font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={`${item.applicationId}: ${item.childFirstName} ${item.childLastName}`}
        >
          {item.applicationId}
        </Link>
      </Td>
      <Td className="min-w-36">
        {item.childFirstName} {item.childLastName}
      </Td>
      <Td className="whitespace-nowrap">
        <StatusBadge status={item.status} />
      </Td>
      <Td className="whitespace-nowrap">
        {gradeLabel(item.childGradeRequested)}
        {item.placementGrade ? (
          <span className="block text-xs text-muted-foreground">Placed: {gradeLabel(item.placementGrade)}</span>
        ) : conflict ? (
          <span className="block text-xs text-muted-foreground">Birth date: {gradeLabel(item.calculatedGrade)}</span>
        ) : null}
      </Td>
      <Td>
        <span className="block">{item.parentName}</span>
        <span className="block text-xs text-muted-foreground">{item.parentEmail}</span>
      </Td>
      <Td className="whitespace-nowrap">{formatDay(item.createdAt)}</Td>
      <Td>
        <FlagBadges gradeConflict={item.flags.gradeConflict} duplicate={item.flags.duplicate} />
      </Td>
    </Tr>
  );
}
