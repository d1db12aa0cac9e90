import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { Input, Select } from "~/components/ui/input";
import { LoadingScreen } from "~/components/ui/spinner";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { getData } from "~/lib/api";
import { serverMessage } from "~/lib/auth";
import { fieldErrorsOf } from "~/lib/form-errors";
import { isRole } from "../../../../common/roles";
import { ROLE_LABELS, type AuditEntryView } from "../../../../common/schemas/admin-people";
import type { Page } from "../../../../common/schemas/paging";
import { Pager } from "~/components/ui/pager";
import { formatWhen } from "~/lib/dates";
import { queryString } from "~/lib/query-string";
import { AUDIT_KEY } from "../query-keys";

const PAGE_SIZE = 25;

interface Filters {
  q: string;
  action: string;
  actor: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { q: "", action: "", actor: "", from: "", to: "" };

/** "user.mfa_reset" -> "User: mfa reset". */
function actionLabel(action: string) {
  const [group, ...rest] = action.split(".");
  const words = rest.join(" ").replace(/_/g, " ");
  return `${group ? group[0]!.toUpperCase() + group.slice(1).replace(/_/g, " ") : ""}${words ? `: ${words}` : ""}`;
}

/**
 * The audit log of staff actions (super_admin only; placed on /admin/reports). Headings start at h2.
 * Filters apply when the form is submitted, so typing does not fire a request per key.
 */
export function AuditLogPanel() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const url = `${AUDIT_KEY}${queryString({ ...filters, page, pageSize: PAGE_SIZE })}`;
  const log = useQuery({ queryKey: [AUDIT_KEY, filters, page], queryFn: () => getData<Page<AuditEntryView>>(url), placeholderData: keepPreviousData });
  const actions = useQuery({ queryKey: [`${AUDIT_KEY}/actions`], queryFn: () => getData<string[]>(`${AUDIT_KEY}/actions`) });
  const groups = [...new Set((actions.data ?? []).map((a) => a.split(".")[0]!))];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, q: draft.q.trim(), actor: draft.actor.trim() });
    setPage(1);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="audit-log-title" className="space-y-5" data-testid="audit-log-panel">
      <div className="space-y-1">
        <h2 id="audit-log-title" className="text-2xl font-bold tracking-tight">
          Audit log
        </h2>
        <p className="text-muted-foreground">Every staff action: who did what, to what, and when. Newest first.</p>
      </div>

      <form role="search" aria-label="Filter the audit log" onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor="audit-q" className="block text-sm font-semibold">
            Search
          </label>
          <Input id="audit-q" type="search" value={draft.q} onChange={set("q")} placeholder="Summary, target or username" maxLength={100} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="audit-action" className="block text-sm font-semibold">
            Action
          </label>
          <Select id="audit-action" value={draft.action} onChange={set("action")}>
            <option value="">All actions</option>
            {groups.map((group) => (
              <optgroup key={group} label={actionLabel(group)}>
                <option value={group}>All {actionLabel(group).toLowerCase()} actions</option>
                {(actions.data ?? [])
                  .filter((a) => a.startsWith(`${group}.`))
                  .map((a) => (
                    <option key={a} value={a}>
                      {actionLabel(a)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="audit-actor" className="block text-sm font-semibold">
            Staff member
          </label>
          <Input id="audit-actor" value={draft.actor} onChange={set("actor")} placeholder="Username" maxLength={100} autoCapitalize="none" spellCheck={false} />
        </div>
        <DateRangeFields idPrefix="audit" value={draft} onChange={(range) => setDraft((d) => ({ ...d, ...range }))} inputClassName="" />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            Apply filters
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>

      {log.isPending ? (
        <LoadingScreen className="min-h-48" />
      ) : log.isError ? (
        <Alert kind="error" title="The audit log could not be loaded.">
          <p>{fieldErrorsOf(log.error)[0]?.message ?? serverMessage(log.error) ?? "Please reload the page to try again."}</p>
        </Alert>
      ) : log.data.items.length === 0 ? (
        <p className="rounded-lg border p-6 text-center font-semibold" role="status">
          {filtered ? "No entries match these filters." : "No staff action has been recorded yet."}
        </p>
      ) : (
        <>
          <Table caption="Audit log entries" aria-busy={log.isFetching || undefined}>
            <THead>
              <tr>
                <Th>When</Th>
                <Th>Who</Th>
                <Th>Role</Th>
                <Th>Action</Th>
                <Th>Target</Th>
                <Th>Summary</Th>
              </tr>
            </THead>
            <tbody>
              {log.data.items.map((entry) => (
                <Tr key={entry.id} data-testid="audit-row">
                  <Td className="whitespace-nowrap">
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                  </Td>
                  <Td className="whitespace-nowrap">{entry.actorUsername}</Td>
                  <Td className="whitespace-nowrap">{isRole(entry.actorRole) ? ROLE_LABELS[entry.actorRole] : entry.actorRole}</Td>
                  <Td className="whitespace-nowrap">{actionLabel(entry.action)}</Td>
                  <Td className="break-all">
                    <span className="text-muted-foreground">{entry.targetType.replace(/_/g, " ")}</span> {entry.targetId}
                  </Td>
                  <Td className="min-w-64">{entry.summary}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
          <Pager label="Audit log pages" page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
