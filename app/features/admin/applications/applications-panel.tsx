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
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { APPLICATION_STATUSES } from "#common/application-status";
import { GRADE_LEVELS, gradeLabel, gradeName } from "#common/grades";
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
import { FlagBadges, formatDay, StatusBadge, statusText } from "./format";

export const APPLICATION_PARAM = "application";

/**
 * The Applications tab of /admin/operations: search and filters, a paged table, and one application's
 * detail (`?application=APP-...`) in place of the table. Everything the screen shows is in the
 * address, so a link or a reload shows the same, and Back closes the detail.
 */
export function ApplicationsPanel() {
  const t = useT();
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
          {t("office.applications.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("office.applications.note")}</p>
      </div>
      <FilterForm filters={filters} onApply={applyFilters} />
      <ApplicationsTable filters={filters} restoreFocus={restoreFocus} onFocusRestored={() => setRestoreFocus(null)} />
    </section>
  );
}

function FilterForm({ filters, onApply }: { filters: ApplicationFilters; onApply: (filters: ApplicationFilters) => void }) {
  const t = useT();
  const language = useLanguage();
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
  const rangeError = draft.from && draft.to && draft.from > draft.to ? t("office.applications.filters.range") : undefined;

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
    <form
      role="search"
      aria-label={t("office.applications.filters.label")}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 sm:gap-4 lg:grid-cols-6"
    >
      <Field label={t("office.applications.filters.search")} description={t("office.applications.filters.searchHint")} className="col-span-2 lg:col-span-6">
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} type="search" name="q" value={draft.q} maxLength={200} onChange={(e) => set("q", e.target.value)} autoComplete="off" />
            <Button type="submit" disabled={!!rangeError}>
              <Search aria-hidden="true" />
              {t("office.applications.filters.search")}
            </Button>
          </div>
        )}
      </Field>
      <Field label={t("office.applications.filters.status")}>
        {(control) => (
          <Select {...control} name="status" value={draft.status} onChange={(e) => choose("status", e.target.value as ApplicationFilters["status"])}>
            <option value="">{t("office.applications.filters.anyStatus")}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(t, s)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("office.applications.filters.grade")}>
        {(control) => (
          <Select {...control} name="grade" value={draft.grade} onChange={(e) => choose("grade", e.target.value)}>
            <option value="">{t("office.applications.filters.anyGrade")}</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g.applicationValue} value={g.applicationValue}>
                {gradeName(g, language)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("office.applications.filters.needs")}>
        {(control) => (
          <Select {...control} name="needs" value={draft.needs} onChange={(e) => choose("needs", e.target.value as ApplicationFilters["needs"])}>
            <option value="">{t("office.applications.filters.everything")}</option>
            <option value="grade_conflict">{t("office.applications.flags.gradeConflict")}</option>
            <option value="duplicate">{t("office.applications.flags.duplicate")}</option>
          </Select>
        )}
      </Field>
      <Field label={t("office.applications.filters.from")}>
        {(control) => <Input {...control} type="date" name="from" value={draft.from} onChange={(e) => set("from", e.target.value)} />}
      </Field>
      <Field label={t("office.applications.filters.to")} error={rangeError}>
        {(control) => <Input {...control} type="date" name="to" value={draft.to} onChange={(e) => set("to", e.target.value)} />}
      </Field>
      <div className="flex items-end gap-2 lg:col-span-1">
        <Button type="submit" variant="secondary" className="flex-1" disabled={!!rangeError}>
          {t("office.applications.filters.apply")}
        </Button>
        {hasFilters(filters) ? (
          <Button type="button" variant="ghost" onClick={() => apply(EMPTY_FILTERS)}>
            <X aria-hidden="true" />
            {t("office.applications.filters.clear")}
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
  const t = useT();
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

  if (list.isPending) return <LoadingScreen className="min-h-40" label={t("office.applications.loading")} />;
  if (list.isError)
    return (
      <Alert kind="error" title={t("office.applications.loadError")}>
        <p>{serverMessage(list.error) ?? t("office.checkConnection")}</p>
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
            ? t("office.applications.noneMatch")
            : t("office.applications.none")
          : t("office.applications.showing", { first: firstShown, last: lastShown, total, filtered: hasFilters(filters) ? "yes" : "no" })}
      </p>
      {items.length > 0 ? (
        <Table caption={t("office.applications.caption")} aria-describedby={summaryId} className={list.isPlaceholderData ? "opacity-60" : undefined}>
          <THead>
            <tr>
              <Th>{t("office.applications.column.application")}</Th>
              <Th>{t("office.applications.column.child")}</Th>
              <Th>{t("office.applications.column.status")}</Th>
              <Th>{t("office.applications.column.grade")}</Th>
              <Th>{t("office.applications.column.parent")}</Th>
              <Th>{t("office.applications.column.submitted")}</Th>
              <Th>{t("office.applications.column.review")}</Th>
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
        <nav aria-label={t("office.applications.pages")} className="flex flex-wrap items-center justify-between gap-3">
          <PageLink to={hrefWith((p) => (page - 1 > 1 ? p.set("page", String(page - 1)) : p.delete("page")))} disabled={page <= 1} direction="previous" />
          <p className="text-sm">{t("office.applications.page", { page, pages })}</p>
          <PageLink to={hrefWith((p) => p.set("page", String(page + 1)))} disabled={page >= pages} direction="next" />
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({ to, disabled, direction }: { to: string; disabled: boolean; direction: "previous" | "next" }) {
  const t = useT();
  const content =
    direction === "previous" ? (
      <>
        <ChevronLeft aria-hidden="true" />
        {t("office.applications.previousPage")}
      </>
    ) : (
      <>
        {t("office.applications.nextPage")}
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
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const grade = (value: string | null) => gradeLabel(value, "name", undefined, language);
  const conflict = item.calculatedGrade !== item.childGradeRequested;
  return (
    <Tr>
      <Td className="whitespace-nowrap">
        <Link
          to={href}
          data-application={item.applicationId}
          className="font-mono font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={t("office.applications.rowLabel", { id: item.applicationId, child: `${item.childFirstName} ${item.childLastName}` })}
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
        {grade(item.childGradeRequested)}
        {item.placementGrade ? (
          <span className="block text-xs text-muted-foreground">{t("office.applications.placed", { grade: grade(item.placementGrade) })}</span>
        ) : conflict ? (
          <span className="block text-xs text-muted-foreground">{t("office.applications.birthDate", { grade: grade(item.calculatedGrade) })}</span>
        ) : null}
      </Td>
      <Td>
        <span className="block">{item.parentName}</span>
        <span className="block text-xs text-muted-foreground">{item.parentEmail}</span>
      </Td>
      <Td className="whitespace-nowrap">{formatDay(item.createdAt, locale)}</Td>
      <Td>
        <FlagBadges gradeConflict={item.flags.gradeConflict} duplicate={item.flags.duplicate} />
      </Td>
    </Tr>
  );
}
