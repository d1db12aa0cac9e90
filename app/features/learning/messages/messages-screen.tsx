/**
 * The messages screen of every portal role (/messages, /teacher/messages, /parent/messages,
 * /student/messages): the conversation list with unread counts, the open thread (?c=<id>) with read
 * state, attachments, withdraw and report, and a composer offering only the contacts the server
 * allows. New messages appear without a reload (live events). A child's view is simple: big buttons
 * with icons and words, their teachers to choose from, and every message can be read aloud.
 * Teachers and the office also announce to a class; the office has the safeguarding queue (?view=safeguarding).
 * A message in another language than the reader's shows its machine translation (./message-body.tsx).
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
import { cn } from "~/lib/utils";
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
import { MessageBody } from "./message-body";
import { SafeguardingQueue } from "./safeguarding-queue";

export type MessagesVariant = "staff" | "family" | "child";

const ROLE_WORDS: Record<Role, string> = {
  admin: "Office",
  super_admin: "Office",
  teacher: "Teacher",
  guardian: "Family",
  parent: "Family",
  student: "Child",
};

export function MessagesScreen({ variant, role }: { variant: MessagesVariant; role: Role }) {
  const [params, setParams] = useSearchParams();
  const isOffice = inRoleGroup(role, ADMIN_ROLES);
  const view = isOffice && params.get("view") === "safeguarding" ? "safeguarding" : "messages";
  useLiveMessages();

  return (
    <div className="space-y-6">
      {isOffice ? (
        <nav aria-label="Messages views" className="flex flex-wrap gap-2">
          <Button variant={view === "messages" ? "default" : "outline"} aria-current={view === "messages" ? "page" : undefined} onClick={() => setParams({})}>
            <MessageSquarePlus aria-hidden="true" /> My messages
          </Button>
          <Button
            variant={view === "safeguarding" ? "default" : "outline"}
            aria-current={view === "safeguarding" ? "page" : undefined}
            onClick={() => setParams({ view: "safeguarding" })}
          >
            <ShieldAlert aria-hidden="true" /> Safeguarding queue
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

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button
          size={child ? "lg" : "default"}
          className={cn(child && "min-h-16 rounded-2xl px-6 text-lg [&_svg]:size-7")}
          onClick={() => setComposing(true)}
          data-testid="new-message"
        >
          <PenLine aria-hidden="true" /> {child ? "Write to my teacher" : "New message"}
        </Button>
        {mayAnnounce ? (
          <Button variant="outline" onClick={() => setAnnouncing(true)} data-testid="new-announcement">
            <Megaphone aria-hidden="true" /> Announce to a class
          </Button>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="conversations-heading" className={cn(selected && "hidden lg:block")}>
          <h2 id="conversations-heading" className={cn("mb-3 font-semibold", child ? "text-2xl" : "text-lg")}>
            {child ? "My messages" : "Conversations"}
            {list.data && list.data.unreadTotal > 0 ? (
              <span className="ml-2 text-base font-normal text-muted-foreground">({list.data.unreadTotal} unread)</span>
            ) : null}
          </h2>
          <QueryState
            query={list}
            loadingLabel="Loading conversations..."
            errorTitle="We could not load your messages"
            isEmpty={(d) => d.items.length === 0}
            empty={<p className="text-muted-foreground">{child ? "No messages yet. You can write to your teacher." : "No conversations yet."}</p>}
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
                <Pager page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} label="Conversations pages" />
              </>
            )}
          </QueryState>
        </section>
        <section aria-label="Conversation" className={cn(!selected && "hidden lg:block")}>
          {selected ? (
            <Thread key={selected} conversationId={selected} child={child} onBack={() => open(null)} onOpen={open} />
          ) : (
            <Card className="p-6 text-muted-foreground">
              {child ? "Choose a message to read it." : "Choose a conversation to read it, or start a new one."}
            </Card>
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
          <span className="truncate">{c.kind === "announcement" ? `${c.title}: ${c.subject ?? "Announcement"}` : c.title}</span>
        </span>
        {c.unread > 0 ? <Badge className="shrink-0 bg-primary text-primary-foreground">{c.unread} new</Badge> : null}
      </span>
      {c.lastMessage ? (
        <span className="mt-1 block truncate text-sm text-muted-foreground">
          {c.lastMessage.senderName}: {c.lastMessage.withdrawn ? MESSAGES_TEXT.withdrawn : c.lastMessage.preview}
        </span>
      ) : null}
      {c.lastMessage ? <span className="mt-1 block text-xs text-muted-foreground">{formatWhen(c.lastMessage.createdAt)}</span> : null}
    </button>
  );
}

function Thread({ conversationId, child, onBack, onOpen }: { conversationId: string; child: boolean; onBack: () => void; onOpen: (id: string) => void }) {
  const thread = useThread(conversationId);
  const [withdrawing, setWithdrawing] = useState<ThreadMessage | null>(null);
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const withdraw = useWithdraw();
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [count]);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <Button variant="ghost" className="self-start lg:hidden" onClick={onBack}>
        Back to {child ? "my messages" : "conversations"}
      </Button>
      <QueryState query={thread} loadingLabel="Loading messages..." errorTitle="We could not open this conversation">
        {(d) => (
          <>
            <header>
              <h2 className={cn("font-semibold", child ? "text-2xl" : "text-lg")} data-testid="thread-title">
                {d.conversation.kind === "announcement" ? (d.conversation.subject ?? "Announcement") : d.conversation.title}
              </h2>
              <p className="text-sm text-muted-foreground">
                {d.conversation.kind === "announcement"
                  ? `Announcement to ${d.conversation.className ?? "a class"} (${d.conversation.audience === "children" ? "children" : "families"})`
                  : d.conversation.people.map((p) => `${p.name} (${ROLE_WORDS[p.role]})`).join(", ")}
              </p>
            </header>
            <ol className="space-y-3" aria-label="Messages" data-testid="messages">
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
              <Alert kind="info" title="You cannot send messages in this conversation now." />
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(o) => !o && setWithdrawing(null)}
        title="Withdraw this message?"
        description="Everyone in the conversation will see “This message was withdrawn”. The school office can still read it if it was reported."
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        destructive
        error={withdraw.isError ? (serverMessage(withdraw.error) ?? "We could not withdraw the message. Please try again.") : null}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })}
      />
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </Card>
  );
}

function MessageItem({ message: m, child, onWithdraw, onReport }: { message: ThreadMessage; child: boolean; onWithdraw: () => void; onReport: () => void }) {
  return (
    <li className={cn("flex", m.mine ? "justify-end" : "justify-start")} data-testid="message">
      <div className={cn("max-w-[85%] space-y-2 rounded-2xl border p-3", m.mine ? "border-primary/40 bg-primary/10" : "bg-muted", child && "p-4 text-lg")}>
        <p className="text-sm font-semibold">
          {m.mine ? "You" : m.sender.name} <span className="font-normal text-muted-foreground">· {formatWhen(m.createdAt)}</span>
        </p>
        {m.withdrawn ? <p className="italic text-muted-foreground">{MESSAGES_TEXT.withdrawn}</p> : <MessageBody message={m} child={child} />}
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
          {child && !m.withdrawn && m.body ? <ListenButton text={`${m.mine ? "You" : m.sender.name} wrote: ${m.body}`} label="Listen" /> : null}
          {m.mine && !m.withdrawn ? (
            <span className="text-xs text-muted-foreground" data-testid="seen">
              {m.seenByAll ? "Seen" : "Sent"}
            </span>
          ) : null}
          {m.mine && !m.withdrawn ? (
            <Button variant="ghost" size="sm" onClick={onWithdraw}>
              <Undo2 aria-hidden="true" /> Withdraw
            </Button>
          ) : null}
          {!m.mine ? (
            <Button variant="ghost" size="sm" className={cn(child && "min-h-12 text-base")} onClick={onReport}>
              <Flag aria-hidden="true" /> {child ? "Tell a grown-up" : "Report"}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Attachments chosen for a message: each uploaded at once to My files, with its progress. */
function useAttachments() {
  const [rows, setRows] = useState<(UploadRow & { fileId?: string })[]>([]);
  const add = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
      setRows((r) => [...r, { key, name: file.name, progress: 0, state: "uploading" }]);
      uploadAttachment(file, { onProgress: (p) => setRows((r) => r.map((x) => (x.key === key ? { ...x, progress: p } : x))) }).then(
        (done) => setRows((r) => r.map((x) => (x.key === key ? { ...x, progress: 1, state: "done", fileId: done.id } : x))),
        (err: unknown) =>
          setRows((r) => r.map((x) => (x.key === key ? { ...x, state: "failed", message: serverMessage(err) ?? "The file could not be sent." } : x))),
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
        <Paperclip aria-hidden="true" /> {child ? "Add a picture or file" : "Attach files"}
      </Button>
      <UploadProgress rows={attachments.rows} title="Attachments" doneLabel="Attached" failedLabel="Not attached" large={child} />
      {attachments.rows.some((r) => r.state !== "uploading") ? (
        <div className="flex flex-wrap gap-2">
          {attachments.rows
            .filter((r) => r.state !== "uploading")
            .map((r) => (
              <Button key={r.key} type="button" variant="ghost" size="sm" onClick={() => attachments.remove(r.key)}>
                <X aria-hidden="true" /> Remove {r.name}
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
  const label = mode === "reply" ? `Reply to ${replyToName} only` : child ? "Write your message" : "Your message";

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
        onError: (err) => setError(serverMessage(err) ?? "We could not send your message. Please try again."),
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
          {error}
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
        {mode === "reply" ? <ReplyIcon aria-hidden="true" /> : <Send aria-hidden="true" />}{" "}
        {mutation.isPending ? "Sending..." : mode === "reply" ? "Send reply" : "Send"}
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
  const toggle = (id: string) => setChosen((c) => (child ? [id] : c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
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
        onError: (err) => setErrors({ form: serverMessage(err) ?? "We could not send your message. Please try again." }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      busy={start.isPending}
      title={child ? "Write to my teacher" : "New message"}
      description={child ? "Choose your teacher, then write your message." : "You can write to the people listed here."}
      label="New message"
      onSubmit={submit}
      error={errors.form}
      submitLabel="Send"
      busyLabel="Sending..."
      icon={<Send aria-hidden="true" />}
      data-testid="composer"
    >
      <fieldset className="space-y-2">
        <legend className={cn("font-semibold", child ? "text-lg" : "text-sm")}>{child ? "Who do you want to write to?" : "To"}</legend>
        <QueryState
          query={contacts}
          loadingLabel="Loading contacts..."
          loadingClassName="min-h-16"
          errorTitle="We could not load who you can write to"
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-muted-foreground">{child ? "You have no teachers to write to yet." : "There is no one you can write to yet."}</p>}
        >
          {(list) => (
            <ul className={cn("max-h-64 space-y-1 overflow-y-auto", child && "grid gap-3 space-y-0 sm:grid-cols-2")} data-testid="contacts">
              {list.map((c) => (
                <li key={c.id}>
                  {child ? (
                    <Button
                      type="button"
                      variant={chosen.includes(c.id) ? "default" : "outline"}
                      aria-pressed={chosen.includes(c.id)}
                      onClick={() => toggle(c.id)}
                      className="min-h-16 w-full justify-start rounded-2xl px-4 text-lg"
                      data-testid="contact"
                    >
                      {c.name}
                    </Button>
                  ) : (
                    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted" data-testid="contact">
                      <input type="checkbox" className="size-5" checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />
                      <span>
                        {c.name} <span className="text-sm text-muted-foreground">({ROLE_WORDS[c.role]})</span>
                      </span>
                    </label>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {errors.to ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.to}
          </p>
        ) : null}
      </fieldset>
      <Field label={child ? "Your message" : "Message"} error={errors.body} required>
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
        onError: (err) => setErrors({ form: serverMessage(err) ?? "We could not send the announcement. Please try again." }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={announce.isPending}
      title="Announce to a class"
      description="Everyone chosen receives it; their replies come to you alone, never to the whole class."
      label="Class announcement"
      onSubmit={submit}
      error={errors.form}
      submitLabel="Send announcement"
      busyLabel="Sending..."
      icon={<Megaphone aria-hidden="true" />}
    >
      <Field label="Class" error={errors.classId} required>
        {(control) => (
          <Select {...control} value={classId} onChange={(e) => setClassId(e.target.value)}>
            <option value="">Choose a class</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Send to</legend>
        {(["families", "children"] as const).map((a) => (
          <label key={a} className="flex items-center gap-3">
            <input type="radio" name="audience" className="size-5" checked={audience === a} onChange={() => setAudience(a)} />
            {a === "families" ? "The class's families" : "The class's children"}
          </label>
        ))}
      </fieldset>
      <Field label="Subject" error={errors.subject} required>
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
      <Field label="Message" error={errors.body} required>
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
      { onSuccess: () => setDone(true), onError: (err) => setError(serverMessage(err) ?? "We could not send the report. Please try again.") },
    );
  };
  return (
    <FormDialog
      open={message !== null}
      onOpenChange={(o) => !o && close()}
      busy={report.isPending}
      title="Report this message"
      description="The school office will read the conversation and follow up. The sender is not told who reported it."
      label="Report a message"
      onSubmit={submit}
      submitLabel={done ? "Close" : "Send report"}
      busyLabel="Sending..."
      icon={done ? undefined : <Flag aria-hidden="true" />}
      data-testid="report-dialog"
    >
      {done ? (
        <Alert kind="info" title="Thank you. The school office has your report." />
      ) : (
        <Field label="What is wrong with this message?" error={error ?? undefined} required>
          {(control) => (
            <Textarea {...control} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={4} data-testid="report-reason" />
          )}
        </Field>
      )}
    </FormDialog>
  );
}
