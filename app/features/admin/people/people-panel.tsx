import { Search, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "~/components/ui/query-state";
import { PanelHeader } from "~/components/ui/panel-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { useUser } from "~/lib/auth";
import { ROLES, isRole, type Role } from "#common/roles";
import { canManageRole, type AdminUser } from "#common/schemas/admin-people";
import { AccountActionDialog } from "./account-action-dialog";
import { AddPersonDialog } from "./add-person-dialog";
import { Pager } from "~/components/ui/pager";
import { formatWhen } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { PEOPLE_PAGE_SIZE, usePeople, type AccountAction } from "./people-api";

/** The actions this viewer may take on `user` (none on their own account or on accounts above their role). */
export function actionsFor(viewer: { id: string; role: Role } | null | undefined, user: AdminUser): AccountAction[] {
  if (!viewer || viewer.id === user.id || !canManageRole(viewer.role, user.role)) return [];
  if (user.deactivatedAt) return ["reactivate"];
  const actions: AccountAction[] = [];
  if (user.email) actions.push("resend-invite");
  if (user.mfaEnabled) actions.push("reset-mfa");
  actions.push("deactivate");
  return actions;
}

function PersonRow({ user, actions, onAction }: { user: AdminUser; actions: AccountAction[]; onAction: (action: AccountAction) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Tr data-testid="person-row" data-username={user.username}>
      <Th scope="row" className="whitespace-normal font-normal">
        <span className="block font-semibold">{user.fullName || user.username}</span>
        <span className="block text-muted-foreground">{user.username}</span>
      </Th>
      <Td>
        {user.email ? (
          <span className="block whitespace-nowrap">{user.email}</span>
        ) : (
          <span className="text-muted-foreground">{t("people.accounts.noEmail")}</span>
        )}
        {user.email ? (
          <span className="block text-xs text-muted-foreground">{user.emailVerified ? t("people.accounts.verified") : t("people.accounts.notVerified")}</span>
        ) : null}
        {user.phone ? <span className="block whitespace-nowrap text-muted-foreground">{user.phone}</span> : null}
      </Td>
      <Td className="whitespace-nowrap">{isRole(user.role) ? t(`people.role.${user.role}`) : user.role}</Td>
      <Td className="whitespace-nowrap">{user.mfaEnabled ? t("people.accounts.mfaOn") : t("people.accounts.mfaOff")}</Td>
      <Td className="whitespace-nowrap">{formatWhen(user.createdAt, locale)}</Td>
      <Td className="whitespace-nowrap">
        {user.lastSignInAt ? formatWhen(user.lastSignInAt, locale) : <span className="text-muted-foreground">{t("people.accounts.notKnown")}</span>}
      </Td>
      <Td>
        {user.deactivatedAt ? (
          <Badge className="border-destructive/50 bg-destructive/10">{t("people.state.deactivated")}</Badge>
        ) : (
          <Badge className="border-success/50 bg-success/10">{t("people.state.active")}</Badge>
        )}
      </Td>
      <Td>
        {actions.length ? (
          // relative: the screen-reader-only text stays inside the table's scrolling box.
          <div className="relative flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button key={action} size="sm" variant={action === "deactivate" ? "outline" : "secondary"} className="h-8" onClick={() => onAction(action)}>
                {t(`people.action.${action}.label`)}
                <span className="sr-only">{t("people.accounts.actionFor", { username: user.username })}</span>
              </Button>
            ))}
          </div>
        ) : (
          <span className="text-muted-foreground">{user.deactivatedAt ? "" : t("people.accounts.noActions")}</span>
        )}
      </Td>
    </Tr>
  );
}

/** /admin/people: find accounts, add people (with an emailed set-password link) and act on accounts. */
export function PeoplePanel() {
  const t = useT();
  const { data: viewer } = useUser();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const role = params.get("role") ?? "";
  const state = params.get("state") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(q);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<{ user: AdminUser; action: AccountAction } | null>(null);

  const list = usePeople({ q, role, state, page });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  const filtered = Boolean(q || role || state);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PanelHeader
        title={t("people.accounts.title")}
        description={t("people.accounts.description")}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            {t("people.accounts.add")}
          </Button>
        }
      />

      <form
        role="search"
        aria-label={t("people.accounts.find")}
        onSubmit={onSearch}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="people-search" className="block text-sm font-semibold">
            {t("people.accounts.search")}
          </label>
          <div className="flex gap-2">
            <Input
              id="people-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t("people.accounts.searchHint")}
              maxLength={100}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              {t("people.searchButton")}
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="people-role" className="block text-sm font-semibold">
            {t("people.accounts.role")}
          </label>
          <Select id="people-role" value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">{t("people.accounts.allRoles")}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`people.role.${r}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="people-state" className="block text-sm font-semibold">
            {t("people.accounts.state")}
          </label>
          <Select id="people-state" value={state} onChange={(e) => update({ state: e.target.value })}>
            <option value="">{t("people.accounts.anyState")}</option>
            <option value="active">{t("people.state.active")}</option>
            <option value="deactivated">{t("people.state.deactivated")}</option>
          </Select>
        </div>
      </form>

      <QueryState
        query={list}
        errorTitle={t("people.accounts.loadError")}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="rounded-lg border p-6 text-center" role="status">
            <p className="font-semibold">{filtered ? t("people.accounts.noneMatch") : t("people.accounts.none")}</p>
            {filtered ? (
              <Button
                variant="link"
                onClick={() => {
                  setSearch("");
                  update({ q: "", role: "", state: "" });
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
            <Table caption={t("people.accounts.caption")} aria-busy={list.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>{t("people.accounts.column.person")}</Th>
                  <Th>{t("people.accounts.column.contact")}</Th>
                  <Th>{t("people.accounts.column.role")}</Th>
                  <Th>{t("people.accounts.column.mfa")}</Th>
                  <Th>{t("people.accounts.column.created")}</Th>
                  <Th>{t("people.accounts.column.lastSignIn")}</Th>
                  <Th>{t("people.accounts.column.state")}</Th>
                  <Th>{t("people.accounts.column.actions")}</Th>
                </tr>
              </THead>
              <tbody>
                {data.items.map((user) => (
                  <PersonRow key={user.id} user={user} actions={actionsFor(viewer, user)} onAction={(action) => setPending({ user, action })} />
                ))}
              </tbody>
            </Table>
            <Pager label={t("people.accounts.pages")} page={page} pageSize={PEOPLE_PAGE_SIZE} total={data.total} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </QueryState>

      <AddPersonDialog open={adding} onOpenChange={setAdding} viewerRole={viewer?.role} />
      <AccountActionDialog pending={pending} onDone={() => setPending(null)} />
    </div>
  );
}
