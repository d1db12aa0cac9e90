/**
 * The enquiries inbox for staff (the "Enquiries" tab of /admin/operations): messages newest
 * first with unread ones marked in words (not by colour alone), a filter for unread, opening a
 * message (which marks it read), mark as unread, attachments as downloads and a reply by email.
 * `?unread=1` and `?message=<id>` in the address choose the filter and the open message.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Mail, MailOpen, Paperclip, Reply, Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { LoadingScreen } from "~/components/ui/spinner";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { gradeLabel } from "#common/grades";
import { school } from "#common/school";
import { formatBytes } from "#common/uploads";
import { Pager } from "~/components/ui/pager";
import { INBOX_PAGE_SIZE, setMessageRead, useInboxList, useInboxMessage } from "./inbox-api";
import { formatWhen } from "~/lib/dates";

const SPACE = " ";
const inParentheses = (text: string) => `(${text})`;

function UnreadBadge() {
  const t = useT();
  return <Badge className="border-primary/50 bg-primary/10">{t("office.inbox.unread")}</Badge>;
}

function MessageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const client = useQueryClient();
  const message = useInboxMessage(id);
  const marked = useRef(new Set<string>());
  const [busy, setBusy] = useState(false);

  const setRead = (read: boolean) => setMessageRead(client, id, read);

  // Opening an unread message marks it read (once: not again after "Mark as unread").
  useEffect(() => {
    const data = message.data;
    if (!data || data.readAt || marked.current.has(data.id)) return;
    marked.current.add(data.id);
    setMessageRead(client, id, true).catch(() => marked.current.delete(data.id));
  }, [message.data, client, id]);

  const markUnread = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await setRead(false);
      toast({ variant: "success", title: t("office.inbox.markedUnread") });
      onClose();
    } catch (failure) {
      toast({ variant: "destructive", title: t("office.inbox.markUnreadFailed"), description: serverMessage(failure) ?? t("office.tryAgain") });
    } finally {
      setBusy(false);
    }
  };

  if (message.isPending) return <LoadingScreen className="min-h-48" label={t("office.inbox.messageLoading")} />;
  if (message.isError || !message.data) {
    return (
      <Alert kind="error" title={t("office.inbox.messageError")}>
        <p>{serverMessage(message.error) ?? t("office.tryAgain")}</p>
      </Alert>
    );
  }
  const m = message.data;
  const subject = t("office.inbox.replySubject", { school: school.name });
  return (
    <article aria-labelledby="inbox-message-heading" className="space-y-4" data-testid="inbox-message">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="inbox-message-heading" className="text-xl font-semibold">
            {m.parentName}
          </h3>
          <p className="text-sm text-muted-foreground">{t("office.inbox.received", { when: formatWhen(m.createdAt, locale) })}</p>
        </div>
        {m.readAt ? (
          <Badge data-testid="read-state">{m.readBy ? t("office.inbox.readBy", { name: m.readBy }) : t("office.inbox.read")}</Badge>
        ) : (
          <UnreadBadge />
        )}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("office.inbox.email")}</dt>
        <dd className="break-all">{m.email}</dd>
        {m.phone ? (
          <>
            <dt className="font-semibold">{t("office.inbox.phone")}</dt>
            <dd>{m.phone}</dd>
          </>
        ) : null}
        {m.gradeLevel ? (
          <>
            <dt className="font-semibold">{t("office.inbox.grade")}</dt>
            <dd>{gradeLabel(m.gradeLevel, "with-ages", "", language)}</dd>
          </>
        ) : null}
      </dl>
      <div className="whitespace-pre-line break-words rounded-lg border bg-muted/40 p-4">{m.message}</div>
      <div>
        <h4 className="mb-2 font-semibold">{t("office.inbox.attachmentsTitle")}</h4>
        {m.attachments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("office.inbox.noFiles")}</p>
        ) : (
          <ul className="space-y-1">
            {m.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} download={file.name} className="inline-flex items-center gap-1.5 break-all text-primary underline underline-offset-4">
                  <Paperclip className="size-4 shrink-0" aria-hidden="true" />
                  {file.name}
                </a>
                {SPACE}
                <span className="text-sm text-muted-foreground">{inParentheses(formatBytes(file.size))}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(subject)}`}>
            <Reply aria-hidden="true" />
            {t("office.inbox.reply")}
          </a>
        </Button>
        <Button variant="outline" onClick={markUnread} aria-disabled={busy || undefined} disabled={!m.readAt}>
          <Mail aria-hidden="true" />
          {t("office.inbox.markUnread")}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
          {t("office.inbox.back")}
        </Button>
      </div>
    </article>
  );
}

export function InboxPanel() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const unread = params.get("unread") === "1";
  const openId = params.get("message");
  // Everything the list shows is in the address, as on the other staff lists: reload and Back keep it.
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(q);
  const list = useInboxList({ q, unread, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const update = (change: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || null, page: null });
  };

  return (
    <section aria-labelledby="inbox-panel-heading" className="space-y-5" data-testid="inbox-panel">
      <div className="space-y-1">
        <h2 id="inbox-panel-heading" className="text-2xl font-bold tracking-tight">
          {t("office.inbox.title")}
        </h2>
        <p className="text-muted-foreground">{t("office.inbox.lead")}</p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <form onSubmit={search} role="search" aria-label={t("office.inbox.searchLabel")} className="flex items-end gap-2">
          <div className="space-y-1.5">
            <label htmlFor="inbox-search" className="block text-sm font-semibold">
              {t("office.inbox.searchField")}
            </label>
            <Input id="inbox-search" type="search" className="w-64 max-w-full" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
          </div>
          <Button type="submit" variant="secondary" aria-label={t("office.inbox.search")}>
            <Search aria-hidden="true" />
            <span className="hidden sm:inline">{t("office.inbox.search")}</span>
          </Button>
        </form>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={unread}
            onChange={(e) => {
              update({ unread: e.target.checked ? "1" : null, page: null });
            }}
          />
          {t("office.inbox.unreadOnly")}
        </label>
      </div>

      <div className={cn("grid gap-4", openId && "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]")}>
        <div className={cn(openId && "hidden lg:block")}>
          {list.isPending ? (
            <LoadingScreen className="min-h-32" label={t("office.inbox.loading")} />
          ) : list.isError ? (
            <Alert kind="error" title={t("office.inbox.loadError")}>
              <p>{serverMessage(list.error) ?? t("office.tryAgain")}</p>
            </Alert>
          ) : list.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              {q ? t("office.inbox.noneMatch", { q }) : unread ? t("office.inbox.noneUnread") : t("office.inbox.none")}
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
                {t("office.inbox.count", { total: list.data.total, unread: unread ? "yes" : "no" })}
              </p>
              <ul className="divide-y rounded-lg border" aria-label={t("office.inbox.messages")}>
                {list.data.items.map((item) => {
                  const isUnread = !item.readAt;
                  const current = item.id === openId;
                  return (
                    <li key={item.id} data-testid="inbox-item" data-unread={isUnread || undefined}>
                      <button
                        type="button"
                        onClick={() => update({ message: item.id })}
                        aria-current={current || undefined}
                        className={cn(
                          "flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring",
                          current && "bg-muted",
                          isUnread && "border-l-4 border-l-primary",
                        )}
                      >
                        <span className="flex flex-wrap items-center justify-between gap-2">
                          <span className={cn("flex items-center gap-2", isUnread ? "font-bold" : "font-medium")}>
                            {isUnread ? (
                              <Mail className="size-4 text-primary" aria-hidden="true" />
                            ) : (
                              <MailOpen className="size-4 text-muted-foreground" aria-hidden="true" />
                            )}
                            {item.parentName}
                          </span>
                          <span className="flex items-center gap-2 text-xs text-muted-foreground">
                            {isUnread ? <UnreadBadge /> : null}
                            {formatWhen(item.createdAt, locale)}
                          </span>
                        </span>
                        <span className={cn("line-clamp-2 text-sm", isUnread ? "text-foreground" : "text-muted-foreground")}>{item.preview}</span>
                        {item.attachmentCount > 0 ? (
                          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                            <Paperclip className="size-3.5" aria-hidden="true" />
                            {t("office.inbox.attachments", { count: item.attachmentCount })}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {pages > 1 ? (
                <div className="mt-3">
                  <Pager
                    label={t("office.inbox.pages")}
                    page={page}
                    pageSize={INBOX_PAGE_SIZE}
                    total={list.data.total}
                    onPage={(p) => update({ page: p > 1 ? String(p) : null })}
                  />
                </div>
              ) : null}
            </>
          )}
        </div>
        {openId ? (
          <Card className="p-4 sm:p-6">
            <MessageDetail key={openId} id={openId} onClose={() => update({ message: null })} />
          </Card>
        ) : null}
      </div>
    </section>
  );
}
