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
import { ROLES, type Role } from "#common/roles";
import { ROLE_LABELS, canManageRole, type AdminUser } from "#common/schemas/admin-people";
import { ACTION_LABELS, AccountActionDialog } from "./account-action-dialog";
import { AddPersonDialog } from "./add-person-dialog";
import { Pager } from "~/components/ui/pager";
import { formatWhen } from "~/lib/dates";
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
  return (
    <Tr data-testid="person-row" data-username={user.username}>
      <Th scope="row" className="whitespace-normal font-normal">
        <span className="block font-semibold">{user.fullName || user.username}</span>
        <span className="block text-muted-foreground">{user.username}</span>
      </Th>
      <Td>
        {user.email ? <span className="block whitespace-nowrap">{user.email}</span> : <span className="text-muted-foreground">No email</span>}
        {user.email ? <span className="block text-xs text-muted-foreground">{user.emailVerified ? "Verified" : "Not verified"}</span> : null}
        {user.phone ? <span className="block whitespace-nowrap text-muted-foreground">{user.phone}</span> : null}
      </Td>
      <Td className="whitespace-nowrap">{ROLE_LABELS[user.role] ?? user.role}</Td>
      <Td className="whitespace-nowrap">{user.mfaEnabled ? "On" : "Off"}</Td>
      <Td className="whitespace-nowrap">{formatWhen(user.createdAt)}</Td>
      <Td className="whitespace-nowrap">{user.lastSignInAt ? formatWhen(user.lastSignInAt) : <span className="text-muted-foreground">Not known</span>}</Td>
      <Td>
        {user.deactivatedAt ? (
          <Badge className="border-destructive/50 bg-destructive/10">Deactivated</Badge>
        ) : (
          <Badge className="border-success/50 bg-success/10">Active</Badge>
        )}
      </Td>
      <Td>
        {actions.length ? (
          // relative: the screen-reader-only text stays inside the table's scrolling box.
          <div className="relative flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button key={action} size="sm" variant={action === "deactivate" ? "outline" : "secondary"} className="h-8" onClick={() => onAction(action)}>
                {ACTION_LABELS[action]}
                <span className="sr-only"> for {user.username}</span>
              </Button>
            ))}
          </div>
        ) : (
          <span className="text-muted-foreground">{user.deactivatedAt ? "" : "None"}</span>
        )}
      </Td>
    </Tr>
  );
}

/** /admin/people: find accounts, add people (with an emailed set-password link) and act on accounts. */
export function PeoplePanel() {
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
        title="Accounts"
        description="Staff, families and students who can sign in."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add person
          </Button>
        }
      />

      <form
        role="search"
        aria-label="Find accounts"
        onSubmit={onSearch}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="people-search" className="block text-sm font-semibold">
            Search
          </label>
          <div className="flex gap-2">
            <Input
              id="people-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name, username or email"
              maxLength={100}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="people-role" className="block text-sm font-semibold">
            Role
          </label>
          <Select id="people-role" value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="people-state" className="block text-sm font-semibold">
            State
          </label>
          <Select id="people-state" value={state} onChange={(e) => update({ state: e.target.value })}>
            <option value="">Active and deactivated</option>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
          </Select>
        </div>
      </form>

      <QueryState
        query={list}
        errorTitle="The accounts could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="rounded-lg border p-6 text-center" role="status">
            <p className="font-semibold">{filtered ? "No accounts match these filters." : "There are no accounts yet."}</p>
            {filtered ? (
              <Button
                variant="link"
                onClick={() => {
                  setSearch("");
                  update({ q: "", role: "", state: "" });
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
            <Table caption="Accounts" aria-busy={list.isFetching || undefined}>
              <THead>
                <tr>
                  <Th>Person</Th>
                  <Th>Contact</Th>
                  <Th>Role</Th>
                  <Th>2FA</Th>
                  <Th>Created</Th>
                  <Th>Last sign-in</Th>
                  <Th>State</Th>
                  <Th>Actions</Th>
                </tr>
              </THead>
              <tbody>
                {data.items.map((user) => (
                  <PersonRow key={user.id} user={user} actions={actionsFor(viewer, user)} onAction={(action) => setPending({ user, action })} />
                ))}
              </tbody>
            </Table>
            <Pager label="Accounts pages" page={page} pageSize={PEOPLE_PAGE_SIZE} total={data.total} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </QueryState>

      <AddPersonDialog open={adding} onOpenChange={setAdding} viewerRole={viewer?.role} />
      <AccountActionDialog pending={pending} onDone={() => setPending(null)} />
    </div>
  );
}
