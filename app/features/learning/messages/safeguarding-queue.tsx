/**
 * The office's safeguarding queue (/messages?view=safeguarding, linked from the /admin dashboard's
 * "Reported messages" card): open and handled reports; opening one shows the whole conversation as
 * written, withdrawn messages included (every opening is in the audit log), and marking it handled
 * takes a note. A message's stored machine translations show below the original, labelled (issue 32).
 */
import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MESSAGES_TEXT, NOTE_MAX, type ReportedConversation, type ReportStatus } from "#common/schemas/learning/messages";
import { StoredTranslations } from "~/components/learning/translated-text";
import { attachmentHref, useHandleReport, useReportedConversation, useReports } from "./messages-api";

export function SafeguardingQueue() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<ReportStatus>("open");
  const [page, setPage] = useState(1);
  const reports = useReports(status, page);
  const selected = params.get("report");
  const open = (id: string | null) => setParams(id ? { view: "safeguarding", report: id } : { view: "safeguarding" });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <section aria-labelledby="reports-heading" className="space-y-3">
        <h2 id="reports-heading" className="text-lg font-semibold">
          {t("classroom.safeguarding.title")}
        </h2>
        <div className="flex gap-2" role="group" aria-label={t("classroom.safeguarding.which")}>
          {(["open", "handled"] as const).map((s) => (
            <Button key={s} size="sm" variant={status === s ? "default" : "outline"} aria-pressed={status === s} onClick={() => (setStatus(s), setPage(1))}>
              {s === "open" ? t("classroom.safeguarding.open") : t("classroom.safeguarding.handled")}
            </Button>
          ))}
        </div>
        <QueryState
          query={reports}
          loadingLabel={t("classroom.safeguarding.loading")}
          errorTitle={t("classroom.safeguarding.loadError")}
          isEmpty={(d) => d.items.length === 0}
          empty={<p className="text-muted-foreground">{status === "open" ? t("classroom.safeguarding.noneOpen") : t("classroom.safeguarding.noneHandled")}</p>}
        >
          {(d) => (
            <>
              <ul className="space-y-2" data-testid="reports">
                {d.items.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => open(r.id)}
                      aria-current={r.id === selected ? "true" : undefined}
                      className={cn(
                        "w-full rounded-lg border p-3 text-left hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                        r.id === selected && "border-primary bg-muted",
                      )}
                    >
                      <span className="block font-semibold">{t("classroom.safeguarding.reported", { reporter: r.reporter.name, sender: r.sender.name })}</span>
                      <span className="line-clamp-2 block text-sm text-muted-foreground">{r.reason}</span>
                      <span className="block text-xs text-muted-foreground">{formatWhen(r.createdAt, locale)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} label={t("classroom.safeguarding.pages")} />
            </>
          )}
        </QueryState>
      </section>
      <section aria-label={t("classroom.safeguarding.conversation")}>
        {selected ? <ReportView key={selected} reportId={selected} /> : <Card className="p-6 text-muted-foreground">{t("classroom.safeguarding.choose")}</Card>}
      </section>
    </div>
  );
}

function ReportView({ reportId }: { reportId: string }) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalize();
  const report = useReportedConversation(reportId);
  const handle = useHandleReport();
  const [handling, setHandling] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (handle.isPending) return;
    if (!note.trim()) return setError(localize(MESSAGES_TEXT.note));
    handle.mutate(
      { reportId, note },
      {
        onSuccess: () => (setHandling(false), void report.refetch()),
        onError: (err) => setError(serverMessage(err) ?? t("classroom.safeguarding.saveFailed")),
      },
    );
  };
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <QueryState query={report} loadingLabel={t("classroom.safeguarding.loadingConversation")} errorTitle={t("classroom.safeguarding.openError")}>
        {(d) => (
          <>
            <header className="space-y-1">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <ShieldAlert className="size-5" aria-hidden="true" /> {t("classroom.safeguarding.reportBy", { name: d.report.reporter.name })}
              </h2>
              <p className="whitespace-pre-wrap">{d.report.reason}</p>
              <p className="text-sm text-muted-foreground">
                {t("classroom.safeguarding.reportedAt", {
                  who:
                    d.conversation.kind !== "announcement"
                      ? t("classroom.safeguarding.between", { names: d.conversation.people.map((p) => p.name).join(", ") })
                      : d.conversation.className
                        ? t("classroom.safeguarding.announcementTo", { className: d.conversation.className })
                        : t("classroom.safeguarding.announcementToAClass"),
                  when: formatWhen(d.report.createdAt, locale),
                })}
              </p>
            </header>
            {d.report.status === "handled" ? (
              <Alert
                kind="info"
                title={
                  d.report.handledBy
                    ? t("classroom.safeguarding.handledBy", { name: d.report.handledBy, when: formatWhen(d.report.handledAt, locale) })
                    : t("classroom.safeguarding.handledByOffice", { when: formatWhen(d.report.handledAt, locale) })
                }
              >
                <p className="whitespace-pre-wrap">{d.report.notes}</p>
              </Alert>
            ) : (
              <Button onClick={() => setHandling(true)} data-testid="handle-report">
                <CheckCircle2 aria-hidden="true" /> {t("classroom.safeguarding.markHandled")}
              </Button>
            )}
            <ol className="space-y-3" aria-label={t("classroom.safeguarding.messages")}>
              {d.messages.map((m) => (
                <li key={m.id} className={cn("space-y-1 rounded-lg border p-3", m.reported && "border-destructive")}>
                  <MessageByline message={m} />
                  <p className="whitespace-pre-wrap break-words" lang={m.language}>
                    {m.body}
                  </p>
                  <StoredTranslations translations={m.translations} />
                  {m.attachments.length ? (
                    <ul className="text-sm">
                      {m.attachments.map((a) => (
                        <li key={a.id}>
                          <a href={attachmentHref(a.id)} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                            {a.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
      <FormDialog
        open={handling}
        onOpenChange={setHandling}
        busy={handle.isPending}
        title={t("classroom.safeguarding.dialog.title")}
        description={t("classroom.safeguarding.dialog.description")}
        label={t("classroom.safeguarding.dialog.label")}
        onSubmit={submit}
        submitLabel={t("classroom.safeguarding.markHandled")}
        busyLabel={t("classroom.safeguarding.dialog.saving")}
      >
        <Field label={t("classroom.safeguarding.dialog.note")} error={error ?? undefined} required>
          {(control) => <Textarea {...control} value={note} onChange={(e) => setNote(e.target.value)} maxLength={NOTE_MAX} rows={4} />}
        </Field>
      </FormDialog>
    </Card>
  );
}

/** A written message's first line: who wrote it and when, and whether it was reported or withdrawn. */
function MessageByline({ message: m }: { message: ReportedConversation["messages"][number] }) {
  const t = useT();
  const locale = useLocale();
  const when = t("classroom.safeguarding.sentAt", { when: formatWhen(m.createdAt, locale) });
  const reported = m.reported ? <Badge className="bg-destructive text-destructive-foreground">{t("classroom.safeguarding.reportedBadge")}</Badge> : null;
  const withdrawn = m.withdrawn ? <Badge className="border">{t("classroom.safeguarding.withdrawn", { when: formatWhen(m.withdrawnAt, locale) })}</Badge> : null;
  return (
    <p className="text-sm font-semibold">
      {m.sender.name} <span className="font-normal text-muted-foreground">{when}</span> {reported} {withdrawn}
    </p>
  );
}
