/**
 * The messages screen of every portal role (/messages, /teacher/messages, /parent/messages,
 * /student/messages): the conversation list with unread counts, the open thread (?c=<id>) with read
 * state, attachments, withdraw and report, and a composer offering only the contacts the server
 * allows, grouped by child with a search for grown-ups (./recipient-picker.tsx). New messages appear
 * without a reload (live events). A child's view is simple: big buttons with icons and words, their
 * teachers to choose from, and every message can be read aloud.
 * Teachers and the office also announce to a class; the office has the safeguarding queue (?view=safeguarding).
 * A message in another language than the reader's shows its machine translation (~/components/learning/translated-text.tsx).
 */
import { Flag, Megaphone, MessageSquarePlus, Paperclip, PenLine, Reply as ReplyIcon, Send, ShieldAlert, Undo2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ListenButton } from "~/components/learning/listen-button";
import { UploadProgress, type UploadRow } from "~/components/learning/upload-progress";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Select, Textarea } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";
import { MESSAGES_TEXT, MESSAGE_BODY_MAX, type ConversationSummary, type ThreadMessage } from "#common/schemas/learning/messages";
import { ADMIN_ROLES, inRoleGroup, TEACHER_ROLES, type Role } from "#common/roles";
import {
  attachmentHref,
  uploadAttachment,
  useAnnounce,
  useAnnouncementClasses,
  useContacts,
  useConversations,
  useLiveMessages,
  useReplyToAnnouncement,
  useReport,
  useSendMessage,
  useStartConversation,
  useThread,
  useWithdraw,
} from "./messages-api";
import { TranslatedText } from "~/components/learning/translated-text";
import { RecipientPicker } from "./recipient-picker";
import { SafeguardingQueue } from "./safeguarding-queue";

export type MessagesVariant = "staff" | "family" | "child";

const ROLE_WORDS: Record<Role, MessageId> = {
  admin: "messages.role.office",
  super_admin: "messages.role.office",
  teacher: "messages.role.teacher",
  guardian: "messages.role.family",
  parent: "messages.role.family",
  student: "messages.role.child",
};

export function MessagesScreen({ variant, role }: { variant: MessagesVariant; role: Role }) {
  const [params, setParams] = useSearchParams();
  const isOffice = inRoleGroup(role, ADMIN_ROLES);
  const view = isOffice && params.get("view") === "safeguarding" ? "safeguarding" : "messages";
  const t = useT();
  useLiveMessages();

  return (
    <div className="space-y-6">
      {isOffice ? (
        <nav aria-label={t("messages.views.label")} className="flex flex-wrap gap-2">
          <Button variant={view === "messages" ? "default" : "outline"} aria-current={view === "messages" ? "page" : undefined} onClick={() => setParams({})}>
            <MessageSquarePlus aria-hidden="true" /> {t("messages.views.mine")}
          </Button>
          <Button
            variant={view === "safeguarding" ? "default" : "outline"}
            aria-current={view === "safeguarding" ? "page" : undefined}
            onClick={() => setParams({ view: "safeguarding" })}
          >
            <ShieldAlert aria-hidden="true" /> {t("messages.views.safeguarding")}
          </Button>
        </nav>
      ) : null}
      {view === "safeguarding" ? <SafeguardingQueue /> : <Inbox variant={variant} role={role} />}
    </div>
  );
}

function Inbox({ variant, role }: { variant: MessagesVariant; role: Role }) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const selected = params.get("c");
  const list = useConversations(page);
  const [composing, setComposing] = useState(false);
  const [announcing, setAnnouncing] = useState(false);
  const child = variant === "child";
  const open = (id: string | null) => setParams(id ? { c: id } : {});
  const mayAnnounce = inRoleGroup(role, TEACHER_ROLES);
  const t = useT();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button
          size={child ? "lg" : "default"}
          className={cn(child && "h-auto min-h-16 whitespace-normal rounded-2xl px-6 py-2 text-lg [&_svg]:size-7")}
          onClick={() => setComposing(true)}
          data-testid="new-message"
        >
          <PenLine aria-hidden="true" /> {t(child ? "messages.inbox.newMessage.child" : "messages.inbox.newMessage")}
        </Button>
        {mayAnnounce ? (
          <Button variant="outline" onClick={() => setAnnouncing(true)} data-testid="new-announcement">
            <Megaphone aria-hidden="true" /> {t("messages.inbox.announce")}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="conversations-heading" className={cn(selected && "hidden lg:block")}>
          <h2 id="conversations-heading" className={cn("mb-3 font-semibold", child ? "text-2xl" : "text-lg")}>
            {t(child ? "messages.inbox.heading.child" : "messages.inbox.heading")}
            {list.data && list.data.unreadTotal > 0 ? (
              <span className="ml-2 text-base font-normal text-muted-foreground">{t("messages.inbox.unread", { count: list.data.unreadTotal })}</span>
            ) : null}
          </h2>
          <QueryState
            query={list}
            loadingLabel={t("messages.inbox.loading")}
            errorTitle={t("messages.inbox.loadError")}
            isEmpty={(d) => d.items.length === 0}
            empty={<p className="text-muted-foreground">{t(child ? "messages.inbox.empty.child" : "messages.inbox.empty")}</p>}
          >
            {(d) => (
              <>
                <ul className="space-y-2" data-testid="conversation-list">
                  {d.items.map((c) => (
                    <li key={c.id}>
                      <ConversationRow conversation={c} active={c.id === selected} child={child} onOpen={() => open(c.id)} />
                    </li>
                  ))}
                </ul>
                <Pager page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} label={t("messages.inbox.pages")} />
              </>
            )}
          </QueryState>
        </section>
        <section aria-label={t("messages.inbox.conversation")} className={cn(!selected && "hidden lg:block")}>
          {selected ? (
            <Thread key={selected} conversationId={selected} child={child} onBack={() => open(null)} onOpen={open} />
          ) : (
            <Card className="p-6 text-muted-foreground">{t(child ? "messages.inbox.choose.child" : "messages.inbox.choose")}</Card>
          )}
        </section>
      </div>
      <Composer open={composing} onOpenChange={setComposing} child={child} onSent={(id) => open(id)} />
      {mayAnnounce ? <AnnouncementDialog open={announcing} onOpenChange={setAnnouncing} onSent={(id) => open(id)} /> : null}
    </div>
  );
}

function ConversationRow({
  conversation: c,
  active,
  child,
  onOpen,
}: {
  conversation: ConversationSummary;
  active: boolean;
  child: boolean;
  onOpen: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const title =
    c.kind === "announcement" ? t("messages.inbox.announcementTitle", { title: c.title, subject: c.subject ?? t("messages.thread.announcement") }) : c.title;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={active ? "true" : undefined}
      className={cn(
        "w-full rounded-lg border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        active && "border-primary bg-muted",
        child && "min-h-16 rounded-2xl p-4 text-lg",
      )}
      data-testid="conversation"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 font-semibold">
          {c.kind === "announcement" ? <Megaphone className="size-4 shrink-0" aria-hidden="true" /> : null}
          <span className="truncate">{title}</span>
        </span>
        {c.unread > 0 ? <Badge className="shrink-0 bg-primary text-primary-foreground">{t("messages.inbox.newCount", { count: c.unread })}</Badge> : null}
      </span>
      {c.lastMessage ? (
        <span className="mt-1 block truncate text-sm text-muted-foreground">
          {t("messages.inbox.lastMessage", {
            name: c.lastMessage.senderName,
            text: c.lastMessage.withdrawn ? t("messages.message.withdrawn") : (c.lastMessage.preview ?? ""),
          })}
        </span>
      ) : null}
      {c.lastMessage ? <span className="mt-1 block text-xs text-muted-foreground">{formatWhen(c.lastMessage.createdAt, locale)}</span> : null}
    </button>
  );
}

function Thread({ conversationId, child, onBack, onOpen }: { conversationId: string; child: boolean; onBack: () => void; onOpen: (id: string) => void }) {
  const thread = useThread(conversationId);
  const [withdrawing, setWithdrawing] = useState<ThreadMessage | null>(null);
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const withdraw = useWithdraw();
  const t = useT();
  const localize = useLocalize();
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [count]);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <Button variant="ghost" className="self-start lg:hidden" onClick={onBack}>
        {t(child ? "messages.thread.back.child" : "messages.thread.back")}
      </Button>
      <QueryState query={thread} loadingLabel={t("messages.thread.loading")} errorTitle={t("messages.thread.loadError")}>
        {(d) => (
          <>
            <header>
              <h2 className={cn("font-semibold", child ? "text-2xl" : "text-lg")} data-testid="thread-title">
                {d.conversation.kind === "announcement" ? (d.conversation.subject ?? t("messages.thread.announcement")) : d.conversation.title}
              </h2>
              <p className="text-sm text-muted-foreground">
                {d.conversation.kind === "announcement"
                  ? d.conversation.className !== null
                    ? t("messages.thread.announcementTo", { className: d.conversation.className, audience: d.conversation.audience ?? "families" })
                    : t("messages.thread.announcementToAClass", { audience: d.conversation.audience ?? "families" })
                  : d.conversation.people.map((p) => t("messages.thread.person", { name: p.name, role: t(ROLE_WORDS[p.role]) })).join(", ")}
              </p>
            </header>
            <ol className="space-y-3" aria-label={t("messages.thread.messages")} data-testid="messages">
              {d.messages.map((m) => (
                <MessageItem key={m.id} message={m} child={child} onWithdraw={() => setWithdrawing(m)} onReport={() => setReporting(m)} />
              ))}
            </ol>
            <div ref={end} />
            {d.canPost ? (
              <Reply conversationId={conversationId} child={child} mode="send" onSent={() => undefined} />
            ) : d.replyTo ? (
              <Reply conversationId={conversationId} child={child} mode="reply" replyToName={d.replyTo.name} onSent={onOpen} />
            ) : (
              <Alert kind="info" title={t("messages.thread.cannotPost")} />
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(o) => !o && setWithdrawing(null)}
        title={t("messages.withdraw.title")}
        description={t("messages.withdraw.description")}
        confirmLabel={t("messages.withdraw.confirm")}
        busy={withdraw.isPending}
        destructive
        error={withdraw.isError ? localize(serverMessage(withdraw.error) ?? t("messages.withdraw.failed")) : null}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })}
      />
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </Card>
  );
}

function MessageItem({ message: m, child, onWithdraw, onReport }: { message: ThreadMessage; child: boolean; onWithdraw: () => void; onReport: () => void }) {
  const t = useT();
  const locale = useLocale();
  const sender = m.mine ? t("messages.message.you") : m.sender.name;
  return (
    <li className={cn("flex", m.mine ? "justify-end" : "justify-start")} data-testid="message">
      <div className={cn("max-w-[85%] space-y-2 rounded-2xl border p-3", m.mine ? "border-primary/40 bg-primary/10" : "bg-muted", child && "p-4 text-lg")}>
        <p className="text-sm font-semibold">
          {sender} <span className="font-normal text-muted-foreground">{t("messages.message.when", { when: formatWhen(m.createdAt, locale) })}</span>
        </p>
        {m.withdrawn ? (
          <p className="italic text-muted-foreground">{t("messages.message.withdrawn")}</p>
        ) : (
          <TranslatedText message={m} child={child} testId="message-body" />
        )}
        {m.attachments.length ? (
          <ul className="space-y-1">
            {m.attachments.map((a) => (
              <li key={a.id}>
                <a
                  href={attachmentHref(a.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
                >
                  <Paperclip className="size-4" aria-hidden="true" /> {a.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {child && !m.withdrawn && m.body ? (
            <ListenButton
              // In the child's language, as the message shows it first: the translation when there is one.
              text={
                m.mine
                  ? t("messages.message.youWrote", { body: m.body })
                  : t("messages.message.wrote", { name: m.sender.name, body: m.translation?.body ?? m.body })
              }
              label={t("child.listen.listen")}
            />
          ) : null}
          {m.mine && !m.withdrawn ? (
            <span className="text-xs text-muted-foreground" data-testid="seen">
              {t(m.seenByAll ? "messages.message.seen" : "messages.message.sent")}
            </span>
          ) : null}
          {m.mine && !m.withdrawn ? (
            <Button variant="ghost" size="sm" onClick={onWithdraw}>
              <Undo2 aria-hidden="true" /> {t("messages.message.withdraw")}
            </Button>
          ) : null}
          {!m.mine ? (
            <Button variant="ghost" size="sm" className={cn(child && "min-h-12 text-base")} onClick={onReport}>
              <Flag aria-hidden="true" /> {t(child ? "messages.message.report.child" : "messages.message.report")}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Attachments chosen for a message: each uploaded at once to My files, with its progress. */
function useAttachments() {
  const t = useT();
  const localize = useLocalize();
  const [rows, setRows] = useState<(UploadRow & { fileId?: string })[]>([]);
  const add = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
      setRows((r) => [...r, { key, name: file.name, progress: 0, state: "uploading" }]);
      uploadAttachment(file, { onProgress: (p) => setRows((r) => r.map((x) => (x.key === key ? { ...x, progress: p } : x))) }).then(
        (done) => setRows((r) => r.map((x) => (x.key === key ? { ...x, progress: 1, state: "done", fileId: done.id } : x))),
        (err: unknown) => {
          const message = localize(serverMessage(err) ?? t("messages.attach.sendFailed"));
          setRows((r) => r.map((x) => (x.key === key ? { ...x, state: "failed", message } : x)));
        },
      );
    }
  };
  return {
    rows,
    add,
    remove: (key: string) => setRows((r) => r.filter((x) => x.key !== key)),
    clear: () => setRows([]),
    ids: rows.filter((r) => r.fileId).map((r) => r.fileId!),
    busy: rows.some((r) => r.state === "uploading"),
  };
}

function AttachmentPicker({ attachments, child }: { attachments: ReturnType<typeof useAttachments>; child: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const t = useT();
  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => (attachments.add(e.target.files), (e.target.value = ""))}
        data-testid="attach-input"
      />
      <Button
        type="button"
        variant="outline"
        className={cn(child && "min-h-12 text-base")}
        onClick={() => input.current?.click()}
        disabled={attachments.rows.length >= 5}
      >
        <Paperclip aria-hidden="true" /> {t(child ? "messages.attach.button.child" : "messages.attach.button")}
      </Button>
      <UploadProgress
        rows={attachments.rows}
        title={t("messages.attach.title")}
        doneLabel={t("messages.attach.done")}
        failedLabel={t("messages.attach.failed")}
        large={child}
      />
      {attachments.rows.some((r) => r.state !== "uploading") ? (
        <div className="flex flex-wrap gap-2">
          {attachments.rows
            .filter((r) => r.state !== "uploading")
            .map((r) => (
              <Button key={r.key} type="button" variant="ghost" size="sm" onClick={() => attachments.remove(r.key)}>
                <X aria-hidden="true" /> {t("messages.attach.remove", { name: r.name })}
              </Button>
            ))}
        </div>
      ) : null}
    </div>
  );
}

function Reply({
  conversationId,
  child,
  mode,
  replyToName,
  onSent,
}: {
  conversationId: string;
  child: boolean;
  mode: "send" | "reply";
  replyToName?: string;
  onSent: (conversationId: string) => void;
}) {
  const send = useSendMessage(conversationId);
  const reply = useReplyToAnnouncement(conversationId);
  const mutation = mode === "send" ? send : reply;
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const attachments = useAttachments();
  const id = useId();
  const t = useT();
  const localize = useLocalize();
  const label =
    mode === "reply" ? t("messages.reply.labelReplyTo", { name: replyToName ?? "" }) : t(child ? "messages.reply.label.child" : "messages.reply.label");
  const sendWords = t(mutation.isPending ? "messages.sending" : mode === "reply" ? "messages.reply.sendReply" : "messages.reply.send");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || attachments.busy) return;
    if (!body.trim()) return setError(MESSAGES_TEXT.body);
    setError(null);
    mutation.mutate(
      { body, attachmentIds: attachments.ids },
      {
        onSuccess: (sent) => {
          setBody("");
          attachments.clear();
          if (mode === "reply") onSent(sent.conversationId);
        },
        onError: (err) => setError(serverMessage(err) ?? t("messages.sendFailed")),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t pt-4" aria-label={label}>
      <label htmlFor={id} className={cn("block font-semibold", child ? "text-lg" : "text-sm")}>
        {label}
      </label>
      <Textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={MESSAGE_BODY_MAX}
        rows={child ? 4 : 3}
        className={cn(child && "text-lg")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="reply-body"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" role="alert">
          {localize(error)}
        </p>
      ) : null}
      <AttachmentPicker attachments={attachments} child={child} />
      <Button
        type="submit"
        size={child ? "lg" : "default"}
        className={cn(child && "min-h-16 rounded-2xl px-8 text-lg [&_svg]:size-7")}
        aria-busy={mutation.isPending}
        data-testid="send"
      >
        {mode === "reply" ? <ReplyIcon aria-hidden="true" /> : <Send aria-hidden="true" />} {sendWords}
      </Button>
    </form>
  );
}

function Composer({
  open,
  onOpenChange,
  child,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  child: boolean;
  onSent: (conversationId: string) => void;
}) {
  const contacts = useContacts(open);
  const start = useStartConversation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ to?: string; body?: string; form?: string }>({});
  const attachments = useAttachments();
  const t = useT();
  const localize = useLocalize();
  const close = (o: boolean) => {
    onOpenChange(o);
    if (!o) {
      setChosen([]);
      setBody("");
      setErrors({});
      attachments.clear();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (start.isPending || attachments.busy) return;
    const found = { to: chosen.length ? undefined : MESSAGES_TEXT.participants, body: body.trim() ? undefined : MESSAGES_TEXT.body };
    setErrors(found);
    if (found.to || found.body) return;
    start.mutate(
      { participantIds: chosen, body, attachmentIds: attachments.ids },
      {
        onSuccess: (sent) => {
          close(false);
          onSent(sent.conversationId);
        },
        onError: (err) => setErrors({ form: serverMessage(err) ?? t("messages.sendFailed") }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      busy={start.isPending}
      title={t(child ? "messages.inbox.newMessage.child" : "messages.inbox.newMessage")}
      description={t(child ? "messages.composer.description.child" : "messages.composer.description")}
      label={t("messages.inbox.newMessage")}
      onSubmit={submit}
      error={errors.form ? localize(errors.form) : undefined}
      submitLabel={t("messages.reply.send")}
      busyLabel={t("messages.sending")}
      icon={<Send aria-hidden="true" />}
      data-testid="composer"
    >
      <fieldset className="space-y-2">
        <legend className={cn("font-semibold", child ? "text-lg" : "text-sm")}>{t(child ? "messages.composer.to.child" : "messages.composer.to")}</legend>
        <QueryState
          query={contacts}
          loadingLabel={t("messages.composer.loading")}
          loadingClassName="min-h-16"
          errorTitle={t("messages.composer.loadError")}
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-muted-foreground">{t(child ? "messages.composer.empty.child" : "messages.composer.empty")}</p>}
        >
          {(list) =>
            child ? (
              <ul className="grid max-h-64 gap-3 overflow-y-auto sm:grid-cols-2" data-testid="contacts">
                {list.map((c) => (
                  <li key={c.id}>
                    <Button
                      type="button"
                      variant={chosen.includes(c.id) ? "default" : "outline"}
                      aria-pressed={chosen.includes(c.id)}
                      onClick={() => setChosen([c.id])}
                      className="min-h-16 w-full justify-start rounded-2xl px-4 text-lg"
                      data-testid="contact"
                    >
                      {c.name}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <RecipientPicker contacts={list} chosen={chosen} onChange={setChosen} roleWords={ROLE_WORDS} />
            )
          }
        </QueryState>
        {errors.to ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {localize(errors.to)}
          </p>
        ) : null}
      </fieldset>
      <Field label={t(child ? "messages.composer.body.child" : "messages.composer.body")} error={errors.body} required>
        {(control) => (
          <Textarea
            {...control}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={MESSAGE_BODY_MAX}
            rows={5}
            className={cn(child && "text-lg")}
            data-testid="composer-body"
          />
        )}
      </Field>
      <AttachmentPicker attachments={attachments} child={child} />
    </FormDialog>
  );
}

function AnnouncementDialog({
  open,
  onOpenChange,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (conversationId: string) => void;
}) {
  const classes = useAnnouncementClasses(open);
  const announce = useAnnounce();
  const [classId, setClassId] = useState("");
  const [audience, setAudience] = useState<"families" | "children">("families");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ classId?: string; subject?: string; body?: string; form?: string }>({});
  const attachments = useAttachments();
  const t = useT();
  const localize = useLocalize();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (announce.isPending || attachments.busy) return;
    const found = {
      classId: classId ? undefined : MESSAGES_TEXT.classId,
      subject: subject.trim() ? undefined : MESSAGES_TEXT.subject,
      body: body.trim() ? undefined : MESSAGES_TEXT.body,
    };
    setErrors(found);
    if (found.classId || found.subject || found.body) return;
    announce.mutate(
      { classId, audience, subject, body, attachmentIds: attachments.ids },
      {
        onSuccess: (sent) => {
          onOpenChange(false);
          setSubject("");
          setBody("");
          attachments.clear();
          onSent(sent.conversationId);
        },
        onError: (err) => setErrors({ form: serverMessage(err) ?? t("messages.announce.failed") }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={announce.isPending}
      title={t("messages.inbox.announce")}
      description={t("messages.announce.description")}
      label={t("messages.announce.label")}
      onSubmit={submit}
      error={errors.form ? localize(errors.form) : undefined}
      submitLabel={t("messages.announce.submit")}
      busyLabel={t("messages.sending")}
      icon={<Megaphone aria-hidden="true" />}
    >
      <Field label={t("messages.announce.class")} error={errors.classId} required>
        {(control) => (
          <Select {...control} value={classId} onChange={(e) => setClassId(e.target.value)}>
            <option value="">{t("messages.announce.chooseClass")}</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("messages.announce.sendTo")}</legend>
        {(["families", "children"] as const).map((a) => (
          <label key={a} className="flex items-center gap-3">
            <input type="radio" name="audience" className="size-5" checked={audience === a} onChange={() => setAudience(a)} />
            {t(a === "families" ? "messages.announce.families" : "messages.announce.children")}
          </label>
        ))}
      </fieldset>
      <Field label={t("messages.announce.subject")} error={errors.subject} required>
        {(control) => (
          <input
            {...control}
            className="h-10 w-full rounded-md border border-input bg-background px-3"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={120}
          />
        )}
      </Field>
      <Field label={t("messages.announce.body")} error={errors.body} required>
        {(control) => <Textarea {...control} value={body} onChange={(e) => setBody(e.target.value)} maxLength={MESSAGE_BODY_MAX} rows={5} />}
      </Field>
      <AttachmentPicker attachments={attachments} child={false} />
    </FormDialog>
  );
}

function ReportDialog({ message, onClose }: { message: ThreadMessage | null; onClose: () => void }) {
  const report = useReport();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const t = useT();
  const close = () => {
    onClose();
    setReason("");
    setError(null);
    setDone(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (report.isPending || !message) return;
    if (done) return close();
    if (!reason.trim()) return setError(MESSAGES_TEXT.reason);
    report.mutate(
      { messageId: message.id, reason },
      { onSuccess: () => setDone(true), onError: (err) => setError(serverMessage(err) ?? t("messages.report.failed")) },
    );
  };
  return (
    <FormDialog
      open={message !== null}
      onOpenChange={(o) => !o && close()}
      busy={report.isPending}
      title={t("messages.report.title")}
      description={t("messages.report.description")}
      label={t("messages.report.label")}
      onSubmit={submit}
      submitLabel={t(done ? "messages.report.close" : "messages.report.submit")}
      busyLabel={t("messages.sending")}
      icon={done ? undefined : <Flag aria-hidden="true" />}
      data-testid="report-dialog"
    >
      {done ? (
        <Alert kind="info" title={t("messages.report.done")} />
      ) : (
        <Field label={t("messages.report.reason")} error={error ?? undefined} required>
          {(control) => (
            <Textarea {...control} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={4} data-testid="report-reason" />
          )}
        </Field>
      )}
    </FormDialog>
  );
}
