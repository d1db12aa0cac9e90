import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { QueryState } from "~/components/ui/query-state";
import { PanelHeader } from "~/components/ui/panel-header";
import { Button } from "~/components/ui/button";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { Input, Select } from "~/components/ui/input";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { serverMessage } from "~/lib/api";
import { fieldErrorsOf } from "~/lib/form-errors";
import { isRole } from "#common/roles";
import { ROLE_LABELS } from "#common/schemas/admin-people";
import { Pager } from "~/components/ui/pager";
import { formatWhen } from "~/lib/dates";
import { AUDIT_PAGE_SIZE, useAuditActions, useAuditLog, type AuditFilters } from "./audit-api";

const NO_FILTERS: AuditFilters = { q: "", action: "", actor: "", from: "", to: "" };

/** "user.mfa_reset" -> "User: mfa reset". */
function actionLabel(action: string) {
  const [group, ...rest] = action.split(".");
  const words = rest.join(" ").replace(/_/g, " ");
  return `${group ? group[0]!.toUpperCase() + group.slice(1).replace(/_/g, " ") : ""}${words ? `: ${words}` : ""}`;
}

/**
 * The audit log of staff actions (super_admin only; placed on /admin/reports). Headings start at h2.
 * AuditFilters apply when the form is submitted, so typing does not fire a request per key.
 */
export function AuditLogPanel() {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const actions = useAuditActions();
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
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby="audit-log-title" className="space-y-5" data-testid="audit-log-panel">
      <PanelHeader id="audit-log-title" title="Audit log" description="Every staff action: who did what, to what, and when. Newest first." />

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

      <QueryState
        query={log}
        errorTitle="The audit log could not be loaded."
        errorMessage={(error) => fieldErrorsOf(error)[0]?.message ?? serverMessage(error)}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="rounded-lg border p-6 text-center font-semibold" role="status">
            {filtered ? "No entries match these filters." : "No staff action has been recorded yet."}
          </p>
        }
      >
        {(data) => (
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
                {data.items.map((entry) => (
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
            <Pager label="Audit log pages" page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
