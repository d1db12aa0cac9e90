import { Search } from "lucide-react";
import { useCallback, useState, type FormEvent } from "react";
import { QueryState } from "~/components/ui/query-state";
import { PanelHeader } from "~/components/ui/panel-header";
import { Button } from "~/components/ui/button";
import { DateRangeFields } from "~/components/ui/date-range-fields";
import { Input, Select } from "~/components/ui/input";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { serverMessage } from "~/lib/api";
import { fieldErrorsOf } from "~/lib/form-errors";
import { isRole } from "#common/roles";
import { Pager } from "~/components/ui/pager";
import { formatWhen } from "~/lib/dates";
import { CATALOGUES } from "#common/i18n/catalogues";
import type { Language } from "#common/i18n/languages";
import type { MessageId } from "#common/i18n/messages";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { AUDIT_PAGE_SIZE, useAuditActions, useAuditLog, type AuditFilters } from "./audit-api";

const NO_FILTERS: AuditFilters = { q: "", action: "", actor: "", from: "", to: "" };

/**
 * The name of an audit action ("user.mfa_reset") or of its group ("user") in the reader's language
 * (people.audit.actionName.* and actionGroup.*, one for each event of server/audit-events.ts); an
 * action the catalogue does not name (one retired since it was logged) shows as the server wrote it.
 */
function useActionLabel() {
  const t = useT();
  const language = useLanguage();
  return useCallback(
    (action: string) => {
      const id = action.includes(".") ? `people.audit.actionName.${action}` : `people.audit.actionGroup.${action}`;
      return isLoadedMessage(language, id) ? t(id) : action;
    },
    [t, language],
  );
}

function isLoadedMessage(language: Language, id: string): id is MessageId {
  return Object.hasOwn(CATALOGUES[language], id);
}

/**
 * The audit log of staff actions (super_admin only; placed on /admin/reports). Headings start at h2.
 * AuditFilters apply when the form is submitted, so typing does not fire a request per key.
 */
export function AuditLogPanel() {
  const t = useT();
  const actionLabel = useActionLabel();
  const locale = useLocale();
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
      <PanelHeader id="audit-log-title" title={t("people.audit.title")} description={t("people.audit.description")} />

      <form role="search" aria-label={t("people.audit.filters")} onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="space-y-1.5 sm:col-span-2">
          <label htmlFor="audit-q" className="block text-sm font-semibold">
            {t("people.audit.search")}
          </label>
          <Input id="audit-q" type="search" value={draft.q} onChange={set("q")} placeholder={t("people.audit.searchHint")} maxLength={100} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="audit-action" className="block text-sm font-semibold">
            {t("people.audit.action")}
          </label>
          <Select id="audit-action" value={draft.action} onChange={set("action")}>
            <option value="">{t("people.audit.allActions")}</option>
            {groups.map((group) => (
              <optgroup key={group} label={actionLabel(group)}>
                <option value={group}>{t("people.audit.allOfGroup", { group: actionLabel(group).toLowerCase() })}</option>
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
            {t("people.audit.actor")}
          </label>
          <Input
            id="audit-actor"
            value={draft.actor}
            onChange={set("actor")}
            placeholder={t("people.audit.actorHint")}
            maxLength={100}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <DateRangeFields idPrefix="audit" value={draft} onChange={(range) => setDraft((d) => ({ ...d, ...range }))} inputClassName="" />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            {t("people.audit.apply")}
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              {t("people.audit.clear")}
            </Button>
          ) : null}
        </div>
      </form>

      <QueryState
        query={log}
        errorTitle={t("people.audit.loadError")}
        errorMessage={(error) => fieldErrorsOf(error)[0]?.message ?? serverMessage(error)}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="rounded-lg border p-6 text-center font-semibold" role="status">
            {filtered ? t("people.audit.noneMatch") : t("people.audit.none")}
          </p>
        }
      >
        {(data) => (
          <>
            <Table caption={t("people.audit.caption")} aria-busy={log.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>{t("people.audit.column.when")}</Th>
                  <Th>{t("people.audit.column.who")}</Th>
                  <Th>{t("people.audit.column.role")}</Th>
                  <Th>{t("people.audit.column.action")}</Th>
                  <Th>{t("people.audit.column.target")}</Th>
                  <Th>{t("people.audit.column.summary")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.items.map((entry) => (
                  <Tr key={entry.id} data-testid="audit-row">
                    <Td className="whitespace-nowrap">
                      <time dateTime={entry.at}>{formatWhen(entry.at, locale)}</time>
                    </Td>
                    <Td className="whitespace-nowrap">{entry.actorUsername}</Td>
                    <Td className="whitespace-nowrap">{isRole(entry.actorRole) ? t(`people.role.${entry.actorRole}`) : entry.actorRole}</Td>
                    <Td className="whitespace-nowrap">{actionLabel(entry.action)}</Td>
                    <Td className="break-all">
                      <span className="text-muted-foreground">{entry.targetType.replace(/_/g, " ")}</span> {entry.targetId}
                    </Td>
                    <Td className="min-w-64">{entry.summary}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
            <Pager label={t("people.audit.pages")} page={page} pageSize={AUDIT_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
